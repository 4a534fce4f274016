// The profile's own fields, as the wizard and the edit page show them. Starting values go straight
// to the inputs when the server's reply carries none (a stored profile being edited).
import type { FieldMeta } from '#app/ui/form'
import { TextField } from '#app/ui/fields/TextField'
import { useTranslation } from '#app/i18n/react'

export type ProfileFieldName = 'firstName' | 'lastName' | 'position' | 'email' | 'phone'

export function ProfileFields({ fields, values = {} }: { fields: Record<ProfileFieldName, FieldMeta>; values?: Partial<Record<ProfileFieldName, string>> }) {
  const { t } = useTranslation('profiles')
  const types = { email: 'email', phone: 'tel' } as const
  return (
    <>
      {(['firstName', 'lastName', 'position', 'email', 'phone'] as const).map((name) => (
        <TextField key={name} meta={fields[name]} label={t(`fields.${name}`)} value={values[name]} type={types[name as keyof typeof types]} autoComplete="off" />
      ))}
    </>
  )
}
