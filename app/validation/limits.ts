// The longest value each kind of input may have (docs/decisions/015-input-bounds.md). Every zod
// schema of a page or an API body takes its maximum from here, and checks it before any pattern:
// a regular expression never sees more than these many characters, and nothing longer is stored.
export const MAX_LENGTH = {
  /** A first or last name: the longest names in use are far shorter. */
  name: 100,
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  /** E.164's 15 digits with a plus, parentheses and a separator between each pair. */
  phone: 32,
  position: 100,
  companyName: 200,
  /** OWASP ASVS 2.1.2: at least 64 allowed, more than 128 denied, so scrypt never hashes megabytes. */
  password: 128,
  /** Free text a person writes: the enterprise request's message, an estimator's note. */
  text: 5000,
  /** A redirect target inside the site. */
  path: 2048,
  /** A list search: nobody's name is longer; a longer search is cut, not refused. */
  search: 100,
  /** One questionnaire answer as a client sends it (an option value, a slider number). */
  answer: 200,
  /** Chosen options of one multiselect. */
  answerItems: 100,
} as const
