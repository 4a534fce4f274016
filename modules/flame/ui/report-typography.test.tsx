// Russian typography: after a colon the text goes on in lower case, unless a proper noun follows. The
// report composes «trait: level» and «In a relationship: …» from separate texts, so the texts are
// checked as the report shows them, at every level, with and without a partner, in both languages.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TRAITS } from '../items'
import { FullReport } from './FullReport'

/** Proper nouns that may follow a colon (the partner's name comes before one, never after). */
const PROPER_NOUNS = ['IPIP', 'Joel']
const PARTNER = 'Лев'

function reportText(lng: 'ru' | 'en', percentile: number, partner: string) {
  const html = renderToString(
    <TranslationProvider lng={lng} texts={resourcesFor(lng)}>
      <MantineProvider>
        <FullReport traits={TRAITS.map((trait) => ({ trait, percentile }))} partner={partner} ownNorms={false} />
      </MantineProvider>
    </TranslationProvider>
  )
  // Each element's text apart, as a reader sees the blocks.
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
}

describe('the full report after a colon', () => {
  for (const lng of ['ru', 'en'] as const)
    for (const percentile of [10, 50, 90])
      for (const partner of ['', PARTNER])
        it(`goes on in lower case (${lng}, percentile ${percentile}${partner ? ', with a partner' : ''})`, () => {
          const text = reportText(lng, percentile, partner)
          expect(text).toContain(':')
          const capitals = [...text.matchAll(/: ([A-ZА-ЯЁ][\p{L}-]*)/gu)].map((m) => m[1]!).filter((word) => !PROPER_NOUNS.includes(word))
          expect(capitals).toEqual([])
        })
})
