import { Textarea } from '#app/ui/mantine/Textarea'
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'

/** `maxLength`: the schema's bound, so the browser stops the user before the server refuses (by default the form's constraint). */
export function TextAreaField({ meta, label, maxLength }: FieldProps & { maxLength?: number }) {
  const { type: _type, ...props } = getInputProps(meta, { type: 'text' })
  return <Textarea {...props} label={label} maxLength={maxLength ?? props.maxLength} autosize minRows={3} error={useErrorText(meta.errors)} />
}
