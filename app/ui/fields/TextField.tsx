// One file per field kind: a page loads only the Mantine inputs it shows (ADR 018).
import { TextInput } from '#app/ui/mantine/TextInput'
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'

export function TextField({
  meta,
  label,
  autoComplete,
  description,
  type = 'text',
  value,
  required,
}: FieldProps & { type?: 'text' | 'email' | 'tel'; value?: string; required?: boolean }) {
  const props = getInputProps(meta, { type })
  // `value`: a stored value to start from, when the server's reply carries none (editing a record).
  return (
    <TextInput
      {...props}
      defaultValue={props.defaultValue ?? value}
      label={label}
      description={description}
      autoComplete={autoComplete}
      error={useErrorText(meta.errors)}
      required={required ?? props.required}
    />
  )
}
