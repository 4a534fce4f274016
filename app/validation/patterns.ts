// The patterns of SPEC §5's fields. Each runs in time linear in its input (patterns.test.ts feeds
// every one 100,000 characters of its worst case), and each isValid… function refuses a value over
// its maximum length before a pattern sees it, so no single request can keep the server busy.
//
// How to keep a pattern linear: never let two quantified parts that can match the same character
// sit next to each other (`[\d .-]*\d` after `\d[\d .-]*`: every split is tried, quadratic), and
// never nest quantifiers over overlapping classes. Alternate classes that cannot overlap instead
// (`\d+(?:[ .-]+\d+)*`), so each character has exactly one place it can go.
import { MAX_LENGTH } from './limits'

// A letter is a Latin or Cyrillic letter (accented Latin included: José, Zoë; ё included).
// `(?=\p{L})` keeps Latin-script non-letters (Roman numerals Ⅻ) out. Apostrophes: the ASCII one and
// the two that phone keyboards substitute for it (’ and ʼ), so O’Neil typed on an iPhone passes.
const LETTER = String.raw`(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}])`
const APOSTROPHE = `'’ʼ`
export const NAME_PATTERN = new RegExp(String.raw`^(?:${LETTER}|[${APOSTROPHE}])(?:${LETTER}|\p{M}|[${APOSTROPHE} -])*$`, 'u')
export const HAS_LETTER = new RegExp(LETTER, 'u')

/** NFC first: a name pasted in decomposed form (e + ◌́) is the same name as é. */
export function isValidName(value: string): boolean {
  if (value.length > MAX_LENGTH.name) return false
  const name = value.normalize('NFC')
  // At least one letter: "'" or "'-'" matches the character rules but is not a name.
  return NAME_PATTERN.test(name) && HAS_LETTER.test(name)
}

// Email: an ASCII local part (no Cyrillic, SPEC §5; mail servers without SMTPUTF8 refuse any other),
// and a domain of Unicode letters, digits and hyphens. Cyrillic domains are accepted on purpose:
// .рф addresses are real and common among Russian owners, and nodemailer sends them as punycode.
const LOCAL_PART = String.raw`[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*`
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`
const TOP_LEVEL = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`
export const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+${TOP_LEVEL}$`, 'u')

export function isValidEmail(value: string): boolean {
  if (value.length > MAX_LENGTH.email) return false
  const local = value.slice(0, value.lastIndexOf('@'))
  return local.length <= 64 && EMAIL_PATTERN.test(value)
}

// Phone: optional plus; optional country or trunk digits; optional area code in parentheses
// (exactly 3 digits) and one separator; then runs of digits joined by spaces, dots or hyphens,
// ending in a digit. Digits and separators alternate as whole runs, so the match is linear (the
// first version, `\d[\d .-]*` then `\d(?:[\d .-]*\d)?`, took 5 s on 60,000 characters).
// 7-15 digits in all: 15 is the E.164 maximum, and fewer than 7 cannot be dialled from another city.
export const PHONE_PATTERN = /^\+?(?:(?:\d[\d .-]*)?\(\d{3}\)[ .-]?)?\d+(?:[ .-]+\d+)*$/

export function isValidPhone(value: string): boolean {
  if (value.length > MAX_LENGTH.phone || !PHONE_PATTERN.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

// Position: letters (any script) and digits at both ends; hyphen, dot and space only inside.
export const POSITION_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} .-]*[\p{L}\p{M}\p{N}])?$/u

export function isValidPosition(value: string): boolean {
  return value.length <= MAX_LENGTH.position && POSITION_PATTERN.test(value.normalize('NFC'))
}
