// SPEC §3: in the love flow "partner answers use a suffix": `age_partner` is the partner's `age`.
// On its own so that both the definition and the formulas read it without importing each other.
export const PARTNER_SUFFIX = '_partner'
