// One statement as a radio group from 'agree strongly' to 'disagree strongly' (SPEC §2): native
// controls that work without JavaScript, 44 px rows, the group named by its statement.
import { useTranslation } from '#app/i18n/react'
import { translateValidationMessage } from '#app/validation/messages'
import { SCALE } from '../items'

export function StatementField({ id, number, value, error }: { id: string; number: number; value?: number; error?: string }) {
  const { t } = useTranslation('flame')
  return (
    <fieldset className="flame-statement" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-statement={id}>
      <legend>
        {number}. {t(`items.${id}`)}
      </legend>
      <div className="flame-choices">
        {SCALE.map((v) => (
          <label key={v} className="flame-choice">
            <input type="radio" name={id} value={v} defaultChecked={value === v} required />
            <span>{t(`scale.${v}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="flame-error" role="alert">
          {translateValidationMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  )
}
