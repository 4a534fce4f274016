// A password input with a 'show' button that Tab reaches and Enter or Space press (ADR 016). The
// button is rendered hidden: on hydrated pages React shows and runs it; on pages that do not hydrate,
// public/enhance.js does (data-password-toggle); with no script at all it stays hidden, as it could not work.
import { useEffect, useState } from 'react'
import { TextInput } from '#app/ui/mantine/TextInput'
import { useTranslation } from '#app/i18n/react'
import { getInputProps, useErrorText, type FieldProps } from '#app/ui/form'

/** `required`: for a field the schema requires only in a refinement, which the constraint cannot see. */
export function PasswordField({ meta, label, autoComplete = 'current-password', description, required }: FieldProps & { required?: boolean }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const props = getInputProps(meta, { type: 'password' })
  const toggle = (
    <button
      type="button"
      className="password-toggle"
      hidden={!scripted}
      aria-controls={meta.id}
      aria-pressed={shown}
      aria-label={t('password.show', { ns: 'common' })}
      data-password-toggle=""
      onClick={() => setShown((s) => !s)}
    >
      <EyeIcon crossed={shown} />
    </button>
  )
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      required={required ?? props.required}
      label={label}
      description={description}
      autoComplete={autoComplete}
      error={useErrorText(meta.errors)}
      rightSection={toggle}
      rightSectionPointerEvents="all"
    />
  )
}

/** An eye, struck through while the password is shown (enhance.js toggles the stroke's visibility the same way). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M4 20 20 4" data-crossed="" visibility={crossed ? 'visible' : 'hidden'} />
    </svg>
  )
}
