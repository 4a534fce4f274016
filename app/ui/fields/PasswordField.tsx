import { PasswordInput } from '#app/ui/mantine/PasswordInput'
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'

export function PasswordField({ meta, label, autoComplete = 'current-password', description }: FieldProps) {
  return <PasswordInput {...getInputProps(meta, { type: 'password' })} label={label} description={description} autoComplete={autoComplete} error={useErrorText(meta.errors)} />
}
