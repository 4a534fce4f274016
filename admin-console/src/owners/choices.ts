// Owner statuses and subscription states (SPEC §3; docs/administrator-api.md), labels in src/i18n.
export const OWNER_STATUSES = ['active', 'blocked'].map((id) => ({ id, name: `rapport.owners.status.${id}` }))
/** The `subscribe` filter: a subscription's state, a given plan ('unlimited', 'bonus'), or none of them. */
export const SUBSCRIBE_STATUSES = ['none', 'active', 'past_due', 'incomplete', 'unlimited', 'bonus'].map((id) => ({ id, name: `rapport.owners.subscribe.${id}` }))
