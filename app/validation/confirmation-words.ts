// The word that confirms deleting an account, in the page's language (ADR 017). No zod here: the
// settings page shows the word without loading the schemas (ADR 018).
export const DELETE_CONFIRMATION_WORDS = { en: 'Delete', ru: 'Удалить' } as const
export type ConfirmationLanguage = keyof typeof DELETE_CONFIRMATION_WORDS
