import type { ReactNode } from 'react'
import { Checkbox } from '#app/ui/mantine/Checkbox'
import { getCheckboxProps, useErrorText, type FieldMeta } from '#app/ui/form'

export function CheckboxField({ meta, label }: { meta: FieldMeta; label: ReactNode }) {
  return <Checkbox {...getCheckboxProps(meta)} label={label} error={useErrorText(meta.errors)} />
}
