// Questionnaire kinds and statuses (SPEC §3/§4; docs/administrator-api.md), labels in src/i18n.
export const QUESTIONNAIRE_KEYS = ['work', 'love', 'couple'].map((id) => ({ id, name: `rapport.questionnaires.key.${id}` }))
export const QUESTIONNAIRE_STATUSES = ['created', 'computed', 'inactive'].map((id) => ({ id, name: `rapport.questionnaires.status.${id}` }))
