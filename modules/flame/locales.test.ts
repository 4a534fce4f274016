// The report's texts point only at what the visitor can reach: the percentile note once said
// "(see how the test works)", a page the site does not have; it now names the norms themselves.
import { describe, expect, it } from 'vitest'
import ru from './locales/ru.json'
import en from './locales/en.json'

describe('flame texts', () => {
  it.each([
    ['ru', ru, /как устроен тест/],
    ['en', en, /how the test works/],
  ])('the approximate-percentiles note names its norms and refers to no missing page (%s)', (_lng, texts, missingPage) => {
    expect(texts.result.approximate).not.toMatch(missingPage)
    expect(texts.result.approximate).toContain('IPIP Big Five')
  })
})
