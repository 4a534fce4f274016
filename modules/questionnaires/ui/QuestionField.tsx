// One question as native form controls that work without JavaScript: select → radio group,
// multiselect → checkboxes, slider → number input, range → radio group of bands, dropdown →
// <select>, formula → a read-only computed value. Field name = neuronName (what the server reads).
// `data-*` attributes carry what public/questionnaire.js needs to show and hide dependent
// questions in the browser with the same rules as isVisible.
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { MAX_LENGTH } from '#app/validation/limits'
import { NO_ANSWER, type AnswerValue, type Question, type QuestionOption } from '../definition'
import { answerFormValue } from '../filling'

type Lng = 'ru' | 'en'

interface QuestionFieldProps {
  question: Question
  answer: AnswerValue | undefined
  /** A translation key with its namespace, e.g. `questionnaires:errors.required`. */
  error?: string
  visible: boolean
  lng: Lng
}

const fieldId = (name: string) => `q-${name}`
const errorId = (name: string) => `q-${name}-error`

export function QuestionField({ question, answer, error, visible, lng }: QuestionFieldProps) {
  const { t } = useTranslation('questionnaires')
  const name = question.neuronName
  const chosen = answerFormValue(question, answer)
  const declined = answer === NO_ANSWER
  const describedBy = [question.hint ? `${fieldId(name)}-hint` : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined
  // Hidden questions are rendered disabled: nothing of theirs is sent, and the script can show them.
  const required = question.required !== false && question.type !== 'formula'
  const control = { disabled: !visible, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }
  // A single control says it is required itself; a radio group says it on the group.
  const requiredControl = required ? { 'aria-required': true } : {}
  let body: ReactNode
  switch (question.type) {
    case 'select':
    case 'range':
      body = (
        <div className="q-choices" role="radiogroup" aria-labelledby={`${fieldId(name)}-label`} {...requiredControl}>
          {(question.options ?? []).map((option) => (
            <label key={option.value} className="q-choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={!declined && chosen === option.value}
                data-bound={question.type === 'range' ? String(question.answer?.type === 'max' ? option.max : option.min) : undefined}
                {...control}
              />
              <span>{option.label[lng]}</span>
            </label>
          ))}
          {question.allowNoAnswer ? <DeclineChoice type="radio" name={name} declined={declined} control={control} label={t('noAnswer')} /> : null}
        </div>
      )
      break
    case 'multiselect': {
      const ticked = Array.isArray(chosen) ? chosen : []
      body = (
        <div className="q-choices">
          {optionGroups(question).map(({ label, options }, i) => (
            <div key={i} className="q-group">
              {label ? <div className="q-group-label">{label[lng]}</div> : null}
              {options.map((option) => (
                <label key={option.value} className="q-choice">
                  <input type="checkbox" name={name} value={option.value} defaultChecked={ticked.includes(option.value)} {...control} />
                  <span>{option.label[lng]}</span>
                </label>
              ))}
            </div>
          ))}
          {question.allowNoAnswer ? <DeclineChoice type="checkbox" name={name} declined={declined} control={control} label={t('noAnswer')} /> : null}
        </div>
      )
      break
    }
    case 'slider':
      body = (
        <div className="q-number">
          <input
            id={fieldId(name)}
            type="number"
            name={name}
            inputMode="numeric"
            min={question.min}
            max={question.max}
            step={question.step ?? 1}
            {...requiredControl}
            defaultValue={!declined && typeof chosen === 'string' ? chosen : ''}
            {...control}
          />
          {question.unit ? <span className="q-unit">{t(`unit.${question.unit}`)}</span> : null}
          {question.allowNoAnswer ? <DeclineChoice type="checkbox" name={name} declined={declined} control={control} label={t('noAnswer')} /> : null}
        </div>
      )
      break
    case 'dropdown':
      body = (
        <select id={fieldId(name)} name={name} className="q-select" defaultValue={typeof chosen === 'string' ? chosen : ''} {...control} {...requiredControl}>
          <option value="">{t('choose')}</option>
          {optionGroups(question).map(({ label, options }, i) =>
            label ? (
              <optgroup key={i} label={label[lng]}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label[lng]}
                  </option>
                ))}
              </optgroup>
            ) : (
              options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label[lng]}
                </option>
              ))
            )
          )}
          {question.allowNoAnswer ? <option value={NO_ANSWER}>{t('noAnswer')}</option> : null}
        </select>
      )
      break
    case 'formula':
      body = (
        <output id={fieldId(name)} className="q-formula" data-formula={question.formula} aria-live="polite">
          {typeof answer === 'number' ? answer : '—'}
        </output>
      )
      break
  }
  // A single control gets a <label for>; a group of controls is a fieldset with a legend.
  const grouped = question.type === 'select' || question.type === 'range' || question.type === 'multiselect'
  const Wrapper = grouped ? 'fieldset' : 'div'
  return (
    <Wrapper
      className="q"
      data-q={name}
      data-type={question.type}
      data-depends={question.dependsOn ? JSON.stringify(question.dependsOn) : undefined}
      data-invalid={error ? 'true' : undefined}
      hidden={!visible}
    >
      {grouped ? (
        <legend className="q-label" id={`${fieldId(name)}-label`}>
          {question.text[lng]}
          {required ? <RequiredMark /> : null}
        </legend>
      ) : (
        <label className="q-label" id={`${fieldId(name)}-label`} htmlFor={fieldId(name)}>
          {question.text[lng]}
          {required ? <RequiredMark /> : null}
        </label>
      )}
      {question.hint ? (
        <p className="q-hint" id={`${fieldId(name)}-hint`}>
          {question.hint[lng]}
        </p>
      ) : null}
      {body}
      {error ? (
        <p className="q-error" id={errorId(name)}>
          {/* A number field's range error carries its bounds: `questionnaires:errors.outOfRange|0|100`. */}
          {translateValidationMessage(t, error)}
        </p>
      ) : null}
    </Wrapper>
  )
}

/** Options in the order given, one block per run of the same group (ungrouped options: no label). */
function optionGroups(question: Question): { label: Question['text'] | null; options: QuestionOption[] }[] {
  const blocks: { id: string | undefined; label: Question['text'] | null; options: QuestionOption[] }[] = []
  for (const option of question.options ?? []) {
    const last = blocks[blocks.length - 1]
    if (last && last.id === option.groupId) last.options.push(option)
    else blocks.push({ id: option.groupId, label: question.groups?.find((g) => g.id === option.groupId)?.label ?? null, options: [option] })
  }
  return blocks
}

/** A text field of the first step (first and last name). */
export function DetailField({
  name,
  label,
  value,
  error,
  required,
  autoComplete,
}: {
  name: string
  label: string
  value: string
  error?: string
  required: boolean
  autoComplete: string
}) {
  const { t } = useTranslation('questionnaires')
  return (
    <div className="q" data-invalid={error ? 'true' : undefined}>
      <label className="q-label" htmlFor={fieldId(name)}>
        {label}
        {required ? <RequiredMark /> : <span className="q-optional"> {t('filling.optional')}</span>}
      </label>
      <input
        id={fieldId(name)}
        className="q-text"
        type="text"
        name={name}
        defaultValue={value}
        autoComplete={autoComplete}
        // Names are the only details (nameSchema's bound): the browser stops typing there.
        maxLength={MAX_LENGTH.name}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
      />
      {error ? (
        <p className="q-error" id={errorId(name)}>
          {/* A name's error may carry a param: `common:validation.maxLength|100`. */}
          {translateValidationMessage(t, error)}
        </p>
      ) : null}
    </div>
  )
}

/** The asterisk of a required field, as Mantine's inputs show it on the other forms (screen readers hear aria-required). */
export function RequiredMark() {
  return (
    <span className="q-required" aria-hidden="true">
      {' *'}
    </span>
  )
}

/** "Prefer not to say", where a question allows it: the no-answer sentinel as one more choice. */
function DeclineChoice({ type, name, declined, control, label }: { type: 'radio' | 'checkbox'; name: string; declined: boolean; control: object; label: string }) {
  return (
    <label className="q-choice q-choice-decline">
      <input type={type} name={name} value={NO_ANSWER} defaultChecked={declined} {...control} />
      <span>{label}</span>
    </label>
  )
}
