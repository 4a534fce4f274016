// A text field as a plain labelled <input> in the theme's colours (native-field-styles.ts), for
// forms on pages near their JavaScript budget: the same attributes, value and error text as
// TextField without Mantine's Input family (about 4 KiB gzipped with its close button).
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'
import { FIELD_STYLE, LABEL_STYLE } from './native-field-styles'

export function NativeTextField({
  meta,
  label,
  autoComplete,
  inputMode,
  type = 'text',
  value,
}: FieldProps & { inputMode?: 'numeric' | 'text'; type?: 'text' | 'email'; value?: string }) {
  const props = getInputProps(meta, { type })
  const error = useErrorText(meta.errors)
  return (
    <div style={{ minWidth: 0 }}>
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
