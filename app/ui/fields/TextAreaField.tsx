import { Textarea } from '#app/ui/mantine/Textarea'
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'

export function TextAreaField({ meta, label }: FieldProps) {
  const { type: _type, ...props } = getInputProps(meta, { type: 'text' })
  return <Textarea {...props} label={label} autosize minRows={3} error={useErrorText(meta.errors)} />
}
