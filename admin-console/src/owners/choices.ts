// Owner statuses and subscription states (SPEC §3; docs/administrator-api.md), labels in src/i18n.
export const OWNER_STATUSES = ['active', 'blocked'].map((id) => ({ id, name: `rapport.owners.status.${id}` }))
export const SUBSCRIBE_STATUSES = ['none', 'active', 'past_due', 'incomplete'].map((id) => ({ id, name: `rapport.owners.subscribe.${id}` }))
