// Form fields wired to conform: names, ids, default values and aria attributes come from the
// field's metadata, and messages (translation keys from the shared zod schemas) are translated here.
import { useEffect, useState, type ReactNode } from 'react'
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'
import { Alert } from '#app/ui/mantine/Alert'
import { Checkbox } from '#app/ui/mantine/Checkbox'
import { Textarea } from '#app/ui/mantine/Textarea'
import { TextInput } from '#app/ui/mantine/TextInput'
import { useTranslation } from '#app/i18n/react'
import { errorMessageKey, translateValidationMessage } from '#app/validation/messages'
import { HONEYPOT_FIELD } from '#app/validation/honeypot'

function useErrorText(errors: string[] | undefined) {
  const { t } = useTranslation()
  return errors?.length ? errors.map((m) => translateValidationMessage(t, m)).join(' ') : undefined
}

interface FieldProps {
  // any: conform infers preprocessed zod fields (email, consent) as unknown.
  meta: FieldMetadata<any, any, any>
  label: ReactNode
  autoComplete?: string
  description?: ReactNode
}

export function TextField({ meta, label, autoComplete, description, type = 'text' }: FieldProps & { type?: 'text' | 'email' | 'tel' }) {
  const { key, ...props } = getInputProps(meta, { type })
  return <TextInput key={key} {...props} label={label} description={description} autoComplete={autoComplete} error={useErrorText(meta.errors)} />
}

/**
 * A password input with a 'show' button that Tab reaches and Enter or Space press. The button is
 * rendered hidden: on hydrated pages React shows and runs it; on pages that do not hydrate,
 * public/enhance.js does (data-password-toggle); with no script at all it stays hidden, as it could not work.
 */
/** `required`: for a field the schema requires only in a refinement, which conform cannot see. */
export function PasswordField({ meta, label, autoComplete = 'current-password', description, required }: FieldProps & { required?: boolean }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const { key, ...props } = getInputProps(meta, { type: 'password' })
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
      key={key}
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

export function TextAreaField({ meta, label }: FieldProps) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: 'text' })
  return <Textarea key={key} {...props} label={label} autosize minRows={3} error={useErrorText(meta.errors)} />
}

export function CheckboxField({ meta, label }: { meta: FieldMetadata<any, any, any>; label: ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox', value: 'on' })
  return <Checkbox key={key} {...props} label={label} error={useErrorText(meta.errors)} />
}

/** Errors about the whole form: schema messages or SPEC §8 error codes. */
export function FormAlert({ errors }: { errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <Alert color="red" role="alert" data-testid="form-error">
      {errors.map((e) => (e.startsWith('validation.') ? translateValidationMessage(t, e) : t(errorMessageKey(e), { ns: 'common' }))).join(' ')}
    </Alert>
  )
}

/** Public forms carry a field people never see; bots fill it (STYLE: honeypot rather than captcha). */
export function HoneypotField() {
  return (
    <div className="hp-field" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * conform's form state for a zod schema: the same schema validates in the browser (on blur, then
 * on input) and in the action, whose reply arrives as `lastResult`.
 */
export function useZodForm<Schema extends z.ZodTypeAny>(schema: Schema, lastResult: unknown, id?: string) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
