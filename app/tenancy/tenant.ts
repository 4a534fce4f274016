// A tenant is a brand on its own hosts (ARCHITECTURE: Tenancy). Shared by server and browser code.
export type Variant = 'work' | 'love'
export type Language = 'ru' | 'en'
export const LANGUAGES: Language[] = ['ru', 'en']

export interface Tenant {
  _id: string
  /** The platform name: the page title on this tenant's hosts (SPEC §2). */
  name: string
  hosts: string[]
  variant: Variant
  defaultLanguage: Language
  theme: { primaryColor: string }
  /** The tenant unknown hosts fall back to. Exactly one. */
  isDefault?: boolean
}

/** The part of a tenant the browser may see. */
export type PublicTenant = Pick<Tenant, '_id' | 'name' | 'variant' | 'theme'>

export function publicTenant(t: Tenant): PublicTenant {
  return { _id: t._id, name: t.name, variant: t.variant, theme: t.theme }
}
