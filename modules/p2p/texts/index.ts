// The result texts, for pages and jobs alike: the composer is pure and safe in any bundle. The port
// with the chat adapter is in index.server.ts.
export { composePairTexts } from './compose'
export { resultTexts, RESULT_LOCALES } from './phrases'
export { TEXT_SECTIONS } from './types'
export type { PairTexts, PairNames, PairTextInput, TextLang, TextSection } from './types'
