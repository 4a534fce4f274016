// The profile's own fields, as the wizard and the edit page show them. Starting values go straight
// to the inputs when the server's reply carries none (a stored profile being edited).
import type { FieldMeta } from '#app/ui/form'
import { TextField } from '#app/ui/fields/TextField'
import { useTranslation } from '#app/i18n/react'
import { useVariant } from '#app/tenancy/use-variant'
import { profileFieldNames, type ProfileFieldName } from '../field-names'

export type { ProfileFieldName }

/**
 * The tenant's variant decides the fields (no position on the love brand: field-names.ts). The first
 * name is marked required: the wizard's schema checks it in a refinement the constraint cannot see.
 */
export function ProfileFields({ fields, values = {} }: { fields: Record<ProfileFieldName, FieldMeta>; values?: Partial<Record<ProfileFieldName, string>> }) {
  const { t } = useTranslation('profiles')
  const variant = useVariant()
  const types = { email: 'email', phone: 'tel' } as const
  return (
    <>
      {profileFieldNames(variant).map((name) => (
        <TextField
          key={name}
          meta={fields[name]}
          label={t(`fields.${name}`)}
          value={values[name]}
          type={types[name as keyof typeof types]}
          autoComplete="off"
          required={name === 'firstName'}
        />
      ))}
    </>
  )
}
