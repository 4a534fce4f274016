// The locale keys of the plan table's words: a plan's name ('simulator pro' → plans.names.simulatorPro)
// and its team count, shared by both subscription pages; a card's name, as the cards page lists it and the
// other pages name the default card.
import type { PlanName } from '../catalogue'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Locale keys cannot hold the catalogue's space ('simulator pro'): camelCase instead. */
export const planKey = (name: PlanName | string) => name.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())

export const planName = (t: Translate, name: PlanName | string) => t(`plans.names.${planKey(name)}`)

export const teamCount = (t: Translate, count: number) => t('plans.teamCount', { count })

const BRANDS = ['visa', 'mastercard', 'mir', 'amex'] as const
const brandKey = (brand: string) => (BRANDS.includes(brand as (typeof BRANDS)[number]) ? brand : 'unknown')

/** 'Visa •••• 4242', 'Мир •••• 0004': the provider's brand ('visa', 'mir') is a code, not a name. */
export const cardName = (t: Translate, card: { brand: string; last4: string }) => t('cards.card', { brand: t(`cards.brands.${brandKey(card.brand)}`), last4: card.last4 })
