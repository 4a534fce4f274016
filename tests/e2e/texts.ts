// Texts the specs look for, read from the locale files (the same files users see).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const common = { ru: require('../../app/locales/ru.json'), en: require('../../app/locales/en.json') }
const accounts = { ru: require('../../modules/accounts/locales/ru.json'), en: require('../../modules/accounts/locales/en.json') }
const questionnaires = { ru: require('../../modules/questionnaires/locales/ru.json'), en: require('../../modules/questionnaires/locales/en.json') }
const profiles = { ru: require('../../modules/profiles/locales/ru.json'), en: require('../../modules/profiles/locales/en.json') }
const estimation = { ru: require('../../modules/estimation/locales/ru.json'), en: require('../../modules/estimation/locales/en.json') }
const billing = { ru: require('../../modules/billing/locales/ru.json'), en: require('../../modules/billing/locales/en.json') }
const shell = { ru: require('../../app/locales/shell/ru.json'), en: require('../../app/locales/shell/en.json') }

export type Lng = 'ru' | 'en'
const pick = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], tree) as string

export const texts = {
  common: (lng: Lng, key: string) => pick(common[lng], key),
  accounts: (lng: Lng, key: string) => pick(accounts[lng], key),
  shell: (lng: Lng, key: string) => pick(shell[lng], key),
  profiles: (lng: Lng, key: string) => pick(profiles[lng], key),
  questionnaires: (lng: Lng, key: string) => pick(questionnaires[lng], key),
  estimation: (lng: Lng, key: string) => pick(estimation[lng], key),
  billing: (lng: Lng, key: string) => pick(billing[lng], key),
}
