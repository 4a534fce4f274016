// Forms without conform or zod in the browser (docs/decisions/018-page-weight-per-route.md). Every
// form is a plain POST form; the action validates it with the shared zod schema (conform's
// parseWithZod on the server) and replies with `submission.reply()`. This file reads that reply:
// field names, ids, the values to show again, the messages (translation keys, translated here) and
// aria attributes, the way conform's getFormProps/getInputProps would, in a few hundred bytes.
// `required` and `maxLength` come from the schema as a constraint the caller passes (getZodConstraint, computed
// where zod is at hand: a loader, or a page that does not hydrate: app/ui/zod-form.ts).
// With JavaScript, a form may also validate as the user types: `validate` loads the schema on the
// first interaction (form-validation.ts), so no page pays for zod on its first load.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Paper } from '#app/ui/mantine/Paper'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { errorMessageKey } from '#app/validation/error-codes'
import { HONEYPOT_FIELD } from '#app/validation/honeypot'
import type { LoadValidator, Validator } from './form-validation'

/** What `submission.reply()` (conform) sends back, as JSON: the values sent and the messages per field ('' = the whole form). */
export interface SubmissionReply {
  status?: 'error' | 'success'
  initialValue?: Record<string, unknown> | null
  error?: Record<string, string[] | null> | null
}

/** Per field: what the schema requires (getZodConstraint's output, the part we use). */
export type Constraints = Record<string, { required?: boolean; maxLength?: number }>

export interface FieldMeta {
  id: string
  name: string
  errorId: string
  errors?: string[]
  initialValue?: unknown
  required?: boolean
  /** The browser stops typing here, rather than the server refusing a long text after it was sent. */
  maxLength?: number
}

export interface FormMeta {
  id: string
  errorId: string
  errors?: string[]
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

export interface FormOptions {
  /** Two forms on a page need distinct ids; one form may leave it out. */
  id?: string
  constraint?: Constraints
  /** Loads the schema to validate in the browser as well (on first interaction); without it the server validates alone. */
  validate?: LoadValidator
}

const asErrors = (list: string[] | null | undefined) => (list?.length ? list : undefined)

/**
 * The form's state from the action's reply, and, with `validate`, from the browser's own check:
 * a field is checked once the user leaves it, then on every keystroke, and every field on submit.
 */
export function useForm(lastResult: unknown, { id: givenId, constraint = {}, validate }: FormOptions = {}): [FormMeta, Record<string, FieldMeta>] {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const reply = lastResult as SubmissionReply | undefined
  const [clientErrors, setClientErrors] = useState<Record<string, string[] | undefined> | null>(null)
  const check = useRef<Check>({ validator: null, touched: new Set(), submitter: null })
  useEffect(() => {
    // A new reply from the server replaces what the browser found; the fields it faults are checked again as they change.
    setClientErrors(null)
    for (const [name, errors] of Object.entries(reply?.error ?? {})) if (name && errors?.length) check.current.touched.add(name)
  }, [reply])
  useFocusFirstInvalid(id, reply)
  useLazyValidation(id, validate, check, setClientErrors)
  const othersSubmitted = useOtherFormSubmitted(id, reply)

  const errors = othersSubmitted ? {} : (clientErrors ?? reply?.error ?? {})
  const form: FormMeta = {
    id,
    errorId: `${id}-form-error`,
    errors: asErrors(errors['']),
    onSubmit(event) {
      const current = check.current
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
      // The button pressed may decide what is required (the wizard's "send an invitation").
      current.submitter = submitter?.name ? [submitter.name, submitter.value] : null
      if (!current.validator) return
      const found = runCheck(current, event.currentTarget)
      for (const name of Object.keys(found)) current.touched.add(name)
      if (Object.keys(found).length === 0) return
      event.preventDefault()
      setClientErrors(found)
      focusFirstInvalid(id)
    },
  }
  // Any name is a field, as with conform: `fields.email` on the server render and in the browser alike.
  const fields = new Proxy({} as Record<string, FieldMeta>, {
    get(_, name: string): FieldMeta {
      const fieldId = `${id}-field-${name.replace(/[^a-zA-Z0-9._-]/g, '_')}`
      return {
        id: fieldId,
        name,
        errorId: `${fieldId}-error`,
        errors: asErrors(errors[name]),
        initialValue: reply?.initialValue?.[name],
        required: constraint[name]?.required,
        maxLength: constraint[name]?.maxLength,
      }
    },
  })
  return [form, fields]
}

/**
 * Whether another form on the page was submitted since this form's last reply. A page with several
 * forms (settings: password, delete account) shows each form's own errors only, as it does without
 * JavaScript, where the page comes back with the one reply: an old "passwords do not match" beside
 * the delete form's message reads as if the delete had failed over the password.
 */
function useOtherFormSubmitted(formId: string, reply: SubmissionReply | undefined): boolean {
  const [other, setOther] = useState(false)
  // Only this form's own reply clears it: another form's reply leaves this one's undefined, and a
  // check that arrives after it (the schema's chunk on a slow line) would bring the old message back.
  useEffect(() => {
    if (reply) setOther(false)
  }, [reply])
  useEffect(() => {
    const onSubmit = (event: Event) => setOther(event.target instanceof HTMLFormElement && event.target.id !== formId)
    // Back in this form, its own check speaks again.
    const onInput = (event: Event) => {
      if ((event.target as HTMLInputElement | null)?.form?.id === formId) setOther(false)
    }
    document.addEventListener('submit', onSubmit, true)
    document.addEventListener('input', onInput, true)
    return () => {
      document.removeEventListener('submit', onSubmit, true)
      document.removeEventListener('input', onInput, true)
    }
  }, [formId])
  return other
}

/** The browser's check of one form. */
interface Check {
  /** null until loaded (first interaction): until then the server validates alone. */
  validator: Validator | null
  /** Fields the user has left (or the server faulted): checked again on every change. */
  touched: Set<string>
  /** The last submit button's name and value, part of every later check. */
  submitter: [string, string] | null
}

/**
 * The first field to fix, else the form's own message (a declined card): focused, so it scrolls into
 * view. A long form's button may sit screens below a message shown at its top, which without this
 * appeared out of sight and the press seemed to do nothing (the plan table on a phone).
 */
function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId)
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target?.focus()
  })
}

/** After a reply with errors, the first field to fix, else the form's message, gets the focus (as conform does). */
function useFocusFirstInvalid(formId: string, reply: SubmissionReply | undefined) {
  useEffect(() => {
    if (reply?.error && Object.values(reply.error).some((e) => e?.length)) focusFirstInvalid(formId)
  }, [formId, reply])
}

function runCheck(check: Check, form: HTMLFormElement): Record<string, string[]> {
  const data = new FormData(form)
  if (check.submitter && !data.has(check.submitter[0])) data.append(...check.submitter)
  return check.validator?.(data) ?? {}
}

const isField = (el: EventTarget | null): el is HTMLInputElement =>
  (el instanceof HTMLInputElement && el.type !== 'submit' && el.type !== 'hidden') || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement

function useLazyValidation(
  formId: string,
  validate: LoadValidator | undefined,
  check: React.MutableRefObject<Check>,
  setErrors: (errors: Record<string, string[] | undefined>) => void
) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!validate || !(form instanceof HTMLFormElement)) return
    const showTouched = () => {
      const current = check.current
      const found = runCheck(current, form)
      setErrors(Object.fromEntries([...current.touched].map((n) => [n, found[n]])))
    }
    const recheck = (event: Event) => {
      const current = check.current
      if (!isField(event.target) || !event.target.name) return
      // Recorded before the validator has arrived too: a field left early is checked when it does.
      if (event.type === 'focusout') current.touched.add(event.target.name)
      if (current.validator && current.touched.has(event.target.name)) showTouched()
    }
    const load = () => {
      form.removeEventListener('focusin', load)
      void validate().then((validator) => {
        check.current.validator = validator
        if (check.current.touched.size) showTouched()
      })
    }
    form.addEventListener('focusin', load)
    form.addEventListener('focusout', recheck)
    form.addEventListener('input', recheck)
    return () => {
      form.removeEventListener('focusin', load)
      form.removeEventListener('focusout', recheck)
      form.removeEventListener('input', recheck)
    }
  }, [formId, validate, check, setErrors])
}

export function getFormProps(form: FormMeta) {
  return { id: form.id, noValidate: true, onSubmit: form.onSubmit, 'aria-invalid': form.errors ? true : undefined, 'aria-describedby': form.errors ? form.errorId : undefined }
}

function controlProps(meta: FieldMeta, type: string) {
  const invalid = meta.errors !== undefined
  return {
    id: meta.id,
    name: meta.name,
    type,
    required: meta.required || undefined,
    maxLength: meta.maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? meta.errorId : undefined,
  }
}

/** An input's attributes from its field, as conform's getInputProps gives them: the value sent last shown again. */
export function getInputProps(meta: FieldMeta, { type }: { type: string }) {
  return { ...controlProps(meta, type), defaultValue: typeof meta.initialValue === 'string' ? meta.initialValue : undefined }
}

/** A checkbox's attributes: checked again if it was sent checked. */
export function getCheckboxProps(meta: FieldMeta, value = 'on') {
  return { ...controlProps(meta, 'checkbox'), value, defaultChecked: meta.initialValue === value }
}

export function useErrorText(errors: string[] | undefined) {
  const { t } = useTranslation()
  return errors?.length ? errors.map((m) => translateValidationMessage(t, m)).join(' ') : undefined
}

/** Errors about the whole form: schema messages or SPEC §8 error codes. */
export function FormAlert({ errors }: { errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return <ErrorBox>{errors.map((e) => (e.startsWith('validation.') ? translateValidationMessage(t, e) : t(errorMessageKey(e), { ns: 'common' }))).join(' ')}</ErrorBox>
}

/**
 * The red box of a refused form. A Paper in the Alert's colours: Mantine's Alert brings its close button along (about 1.5 KiB gzipped).
 * `focusOn`: a page's refusal outside any useForm form (the action's answer): each new one takes the focus, and so comes
 * into view, as focusFirstInvalid does for a form's own message.
 */
export function ErrorBox({ children, focusOn }: { children: ReactNode; focusOn?: object }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOn) box.current?.focus()
  }, [focusOn])
  return (
    <Paper
      ref={box}
      tabIndex={focusOn ? -1 : undefined}
      role="alert"
      data-testid="form-error"
      withBorder
      p="sm"
      bg="red.0"
      c="red.9"
      fz="sm"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      {children}
    </Paper>
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

export interface FieldProps {
  meta: FieldMeta
  label: ReactNode
  autoComplete?: string
  description?: ReactNode
}
