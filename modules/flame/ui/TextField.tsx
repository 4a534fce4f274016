// A native text field with its label, hint and error, for the flame pages (they do not hydrate):
// the names on the onboarding page, the address a result is kept under.
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

interface Props {
  name: string
  label: string
  hint?: string
  value?: string
  error?: string
  required?: boolean
  type?: 'text' | 'email'
  /** The name fields' bound by default (schemas.ts); the server checks it either way. */
  maxLength?: number
  autoComplete?: string
}

export function TextField({ name, label, hint, value, error, required, type = 'text', maxLength = 40, autoComplete = 'given-name' }: Props) {
  const { t } = useTranslation('flame')
  const id = `flame-${name}`
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} style={LABEL_STYLE}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        style={FIELD_STYLE}
      />
      {hint ? (
        <p id={`${id}-hint`} className="flame-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flame-error" role="alert">
          {translateValidationMessage(t, error)}
        </p>
      ) : null}
    </div>
  )
}
