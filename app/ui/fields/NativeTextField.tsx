// A text field as a plain labelled <input> in the theme's colours (native-field-styles.ts), for
// forms on pages near their JavaScript budget: the same attributes, value and error text as
// TextField without Mantine's Input family (about 4 KiB gzipped with its close button).
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'
import { FIELD_STYLE, LABEL_STYLE } from './native-field-styles'

/**
 * Fields side by side whose labels wrap differently (at 360 px «Месяц (ММ)» takes two lines, «Год»
 * one): each field spans the row's three tracks (label, input, error) as a subgrid, so the inputs
 * share a line whatever the labels do. A browser without subgrid stacks each field's parts as before.
 */
export const FIELD_ROW_STYLE = { display: 'grid', gridTemplateRows: 'auto auto auto', columnGap: 'var(--mantine-spacing-xs)', alignItems: 'end' } as const
const IN_ROW = { minWidth: 0, display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid' } as const

export function NativeTextField({
  meta,
  label,
  autoComplete,
  inputMode,
  type = 'text',
  value,
  inRow = false,
}: FieldProps & {
  inputMode?: 'numeric' | 'text'
  type?: 'text' | 'email'
  value?: string
  /** One of several fields side by side in a FieldRow: its label, input and error line up with theirs. */
  inRow?: boolean
}) {
  const props = getInputProps(meta, { type })
  const error = useErrorText(meta.errors)
  return (
    <div style={inRow ? IN_ROW : { minWidth: 0 }}>
      <label htmlFor={props.id} style={LABEL_STYLE}>
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {/* `value`: a stored value to start from, when the server's reply carries none (as TextField). */}
      <input
        {...props}
        defaultValue={props.defaultValue ?? value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        style={{ ...FIELD_STYLE, ...(error ? { borderColor: 'var(--mantine-color-red-9)' } : {}) }}
      />
      {error ? (
        <p id={meta.errorId} style={{ margin: '4px 0 0', fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-red-9)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
