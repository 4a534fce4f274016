// Texts stored with a result were written by the rules of their day. When a rule that words the
// figures changes (ADR 022, amended: the outlook follows the year's movement), a page must not show
// an old sentence beside a badge worded by the new rule. The composer is deterministic and cheap, so
// its texts are written again on every read; a chat rewrite is kept while it still agrees with the
// figures and gives way to the composer when it does not.
import { composePairTexts } from './compose'
import { contradiction } from './check'
import type { PairTextInput, PairTexts } from './types'

export function currentTexts(stored: PairTexts | undefined, input: PairTextInput): PairTexts {
  if (stored?.source === 'chat' && contradiction(stored, input) === null) return stored
  return composePairTexts(input)
}
