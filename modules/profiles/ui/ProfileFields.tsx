// The profile's own fields, as the wizard and the edit page show them. Starting values go straight
// to the inputs (conform reads the form's DOM values when it validates), so a stored profile shows
// its fields without conform's defaultValue bookkeeping.
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { TextInput } from '#app/ui/mantine/TextInput'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'

type Meta = FieldMetadata<any, any, any>
export type ProfileFieldName = 'firstName' | 'lastName' | 'position' | 'email' | 'phone'

/** `required`: marked with an asterisk and `required` (the wizard's schema checks the first name in a refinement, which conform cannot see). */
export function ProfileTextField({ meta, label, value, type = 'text', required }: { meta: Meta; label: string; value?: string; type?: 'text' | 'email' | 'tel'; required?: boolean }) {
  const { t } = useTranslation()
  const { key, ...props } = getInputProps(meta, { type })
  const error = meta.errors?.length ? meta.errors.map((m: string) => translateValidationMessage(t, m)).join(' ') : undefined
  return <TextInput key={key} {...props} defaultValue={props.defaultValue ?? value} label={label} autoComplete="off" error={error} required={required ?? props.required} />
}

export function ProfileFields({ fields, values = {} }: { fields: Record<ProfileFieldName, Meta>; values?: Partial<Record<ProfileFieldName, string>> }) {
  const { t } = useTranslation('profiles')
  const types = { email: 'email', phone: 'tel' } as const
  return (
    <>
      {(['firstName', 'lastName', 'position', 'email', 'phone'] as const).map((name) => (
        <ProfileTextField key={name} meta={fields[name]} label={t(`fields.${name}`)} value={values[name]} type={types[name as keyof typeof types]} required={name === 'firstName'} />
      ))}
    </>
  )
}
