// A love result speaks of couples and friends (issue 14): rendered as the pair page and the shared
// result render it, in Russian and English, its texts and labels say nothing of managers, colleagues,
// qualification, professionalism or a reorganisation, whoever the two people are and however they differ.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { forecastPair } from '#engine/index'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { composePairTexts } from '../../texts/compose'
import { factsOf } from '../../texts/numbers'
import { resultTexts } from '../../texts/phrases'
import type { TextLang } from '../../texts/types'
import { samplePair } from '../../texts/sample-pair.fixture'
import { PairResultView } from './PairResultView'

const WORK_WORDS: Record<TextLang, RegExp> = {
  en: /manager|colleague|qualification|professionalism|reorganisation|project|mentor|coach|deadline/i,
  ru: /руковод|коллег|квалификац|профессионализм|реорганизац|проект|наставник|коуч|сроках/i,
}
const NAMES = { ru: { left: 'Анна', right: 'Саша' }, en: { left: 'Anna', right: 'Sasha' } }

function textOf(lang: TextLang, variant: 'work' | 'love', seed: number) {
  // People far apart on every line, so recommendations, a driver and the limits all show.
  const result = forecastPair(samplePair({ variant, seed, left: { id: 'a', K: 20, P: 25, L: 15, mood: -40 }, right: { id: 'b', K: 90, P: 90, L: 85, mood: 50 } }))
  const texts = composePairTexts({ result, names: NAMES[lang], lang, variant })
  const html = renderToString(
    <TranslationProvider lng={lang} texts={resultTexts(lang)}>
      <MantineProvider>
        <PairResultView result={result} facts={factsOf(result)} texts={texts} names={NAMES[lang]} lang={lang} />
      </MantineProvider>
    </TranslationProvider>
  )
  return html.replace(/<[^>]+>/g, ' ')
}

describe('a love result’s words', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`speak of couples and friends, not colleagues (${lang})`, () => {
      for (const seed of [1, 2, 3]) expect(textOf(lang, 'love', seed)).not.toMatch(WORK_WORDS[lang])
    })
    it(`while a work result keeps its own (${lang})`, () => {
      expect(textOf(lang, 'work', 1)).toMatch(WORK_WORDS[lang])
    })
  }
})
