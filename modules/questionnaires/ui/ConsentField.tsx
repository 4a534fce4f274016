// SPEC §5's consent to personal-data processing as a questionnaire page asks it (the invitation's
// landing page, the last step): a whole-row checkbox, its server error below it.
import { useTranslation } from '#app/i18n/react'
import { ConsentText } from '#app/ui/ConsentText'

export function ConsentField({ error, errorId, required = false }: { error?: string | null; errorId: string; required?: boolean }) {
  const { t } = useTranslation('questionnaires')
  return (
    <div className="q" data-invalid={error ? 'true' : undefined}>
      <label className="q-choice q-consent">
        <input type="checkbox" name="consent" value="on" required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <span>
          <ConsentText text={t('filling.consent')} />
        </span>
      </label>
      {error ? (
        <p className="q-error" id={errorId}>
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}
