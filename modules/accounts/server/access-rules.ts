// SPEC §3 access rules, from one function every module reads (the 'one place'), given the
// owner's plan grant: the billing module reads the plan (`ownerAccessRules` in
// modules/billing/index.server.ts). Each rule is a set of read and write: read lets a page show,
// write lets it change.

export type RuleValue = readonly ('read' | 'write')[]

export interface AccessRules {
  /** SPEC §4: features wait until the account is verified. */
  needVerify: boolean
  allowTeams: RuleValue
  allowScene: RuleValue
  allowCreateTeams: RuleValue
  allowCompareTeams: RuleValue
  /** The most teams an owner may keep ('Достигнуто максимальное количество команд в подписке'). */
  maxTeams: number
  /** SPEC §6: expertise (the experience grade) is hidden when the plan is none. */
  showExpertise: boolean
}

/** What a plan grants, before verification and the tenant's variant are applied. */
export interface PlanGrant {
  teams: boolean
  scene: boolean
  compare: boolean
  maxTeams: number
  expertise: boolean
}

const RW: RuleValue = ['read', 'write']
const NONE: RuleValue = []

export function accessRulesOf(owner: { verified?: boolean }, tenant: { variant?: 'work' | 'love' }, plan: PlanGrant): AccessRules {
  const needVerify = !owner.verified
  // The love variant offers pairs and couples only (app/products.ts); an unverified owner may look, not change.
  const grant = (allowed: boolean): RuleValue => (!allowed || tenant.variant === 'love' ? NONE : needVerify ? NONE : RW)
  return {
    needVerify,
    allowTeams: grant(plan.teams),
    allowScene: grant(plan.scene),
    allowCreateTeams: grant(plan.teams),
    allowCompareTeams: grant(plan.compare),
    maxTeams: tenant.variant === 'love' ? 0 : plan.maxTeams,
    showExpertise: plan.expertise,
  }
}

export const canRead = (rule: RuleValue) => rule.includes('read')
export const canWrite = (rule: RuleValue) => rule.includes('write')

/** The rules as the live stream's syncAccessRules carries them (flat booleans and numbers). */
export function liveRules(rules: AccessRules): Record<string, boolean | number> {
  const flat: Record<string, boolean | number> = { needVerify: rules.needVerify, maxTeams: rules.maxTeams, showExpertise: rules.showExpertise }
  for (const key of ['allowTeams', 'allowScene', 'allowCreateTeams', 'allowCompareTeams'] as const) {
    flat[`${key}Read`] = canRead(rules[key])
    flat[`${key}Write`] = canWrite(rules[key])
  }
  return flat
}
