// The locale keys of the plan table's words: a plan's name ('simulator pro' → plans.names.simulatorPro)
// and its team count, shared by both subscription pages.
import type { PlanName } from '../catalogue'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Locale keys cannot hold the catalogue's space ('simulator pro'): camelCase instead. */
export const planKey = (name: PlanName | string) => name.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())

export const planName = (t: Translate, name: PlanName | string) => t(`plans.names.${planKey(name)}`)

export const teamCount = (t: Translate, count: number) => t('plans.teamCount', { count })
