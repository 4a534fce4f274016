// The profile's own fields, as the wizard and the edit page show them. Starting values go straight
// to the inputs (conform reads the form's DOM values when it validates), so a stored profile shows
// its fields without conform's defaultValue bookkeeping.
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { TextInput } from '#app/ui/mantine/TextInput'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { useVariant } from '#app/tenancy/use-variant'
import { profileFieldNames } from '../schemas'

type Meta = FieldMetadata<any, any, any>
export type ProfileFieldName = 'firstName' | 'lastName' | 'position' | 'email' | 'phone'

export function ProfileTextField({ meta, label, value, type = 'text' }: { meta: Meta; label: string; value?: string; type?: 'text' | 'email' | 'tel' }) {
  const { t } = useTranslation()
  const { key, ...props } = getInputProps(meta, { type })
  const error = meta.errors?.length ? meta.errors.map((m: string) => translateValidationMessage(t, m)).join(' ') : undefined
  return <TextInput key={key} {...props} defaultValue={props.defaultValue ?? value} label={label} autoComplete="off" error={error} />
}

/** The tenant's variant decides the fields (no position on the love brand: schemas.ts PROFILE_FIELD_NAMES). */
export function ProfileFields({ fields, values = {} }: { fields: Record<ProfileFieldName, Meta>; values?: Partial<Record<ProfileFieldName, string>> }) {
  const { t } = useTranslation('profiles')
  const variant = useVariant()
  const types = { email: 'email', phone: 'tel' } as const
  return (
    <>
      {profileFieldNames(variant).map((name) => (
        <ProfileTextField key={name} meta={fields[name]} label={t(`fields.${name}`)} value={values[name]} type={types[name as keyof typeof types]} />
      ))}
    </>
  )
}
