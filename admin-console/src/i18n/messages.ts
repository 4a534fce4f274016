// The console's message trees: react-admin's texts (English underneath; what ra-language-russian 5.4
// lacks or says in English is ra-ru.ts's), the API's error texts, and the console's own (ru.ts, en.ts).
import englishMessages from 'ra-language-english'
import russianMessages from 'ra-language-russian'
import { mergeMessages, type Messages } from './merge'
import { ru } from './ru'
import { raRu } from './ra-ru'
import { en } from './en'
import { errorsEn, errorsRu } from './errors'
import rootRu from '../../../app/locales/ru.json' with { type: 'json' }
import rootEn from '../../../app/locales/en.json' with { type: 'json' }
import administrationRu from '../../../modules/administration/locales/ru.json' with { type: 'json' }
import administrationEn from '../../../modules/administration/locales/en.json' with { type: 'json' }

/** A CommonJS build read through an ES import (Node, in the e2e specs) arrives as `{ default }`. */
const tree = (module: unknown) => ((module as { default?: Messages }).default ?? module) as Messages

// The server's error keys: the root app's catalogue (SPEC §8), then the administration module's texts
// for its API's keys (written for this console), so each key reads the same wherever it shows.
export const messages: Record<'ru' | 'en', Messages> = {
  ru: mergeMessages(tree(englishMessages), tree(russianMessages), raRu, { errors: errorsRu }, { errors: rootRu.errors as Messages }, administrationRu as Messages, ru),
  en: mergeMessages(tree(englishMessages), { errors: errorsEn }, { errors: rootEn.errors as Messages }, administrationEn as Messages, en),
}
