// What the text port takes and gives. PairTexts is plain JSON (strings and string arrays) so a job
// can store it beside the result, one per language.
import type { PairResult, Variant } from '#engine/index'

export type TextLang = 'ru' | 'en'

export interface PairNames {
  left: string
  right: string
  manager?: string
}

export interface PairTextInput {
  result: PairResult
  names: PairNames
  lang: TextLang
  variant: Variant
}

/** Sections a chat model may rewrite: each a list of paragraphs (or items), in this order on the page. */
export const TEXT_SECTIONS = ['forecast', 'expectations', 'compatibility', 'outlook', 'recommendations', 'driver', 'limits'] as const
export type TextSection = (typeof TEXT_SECTIONS)[number]

export type PairTexts = {
  lang: TextLang
  /** Who wrote it: the embedded composer, or a chat model whose answer passed the checks. */
  source: 'composer' | 'chat'
  /** One line for lists and the top of the page. */
  summary: string
} & Record<TextSection, string[]>
