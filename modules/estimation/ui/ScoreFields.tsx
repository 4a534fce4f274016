// Three whole-number fields K, P, L of a score form (native inputs: the estimator's pages do not
// hydrate, and the browser's own min/max check helps without a script).
import { useTranslation } from '#app/i18n/react'
import { getInputProps, type FieldMeta } from '#app/ui/form'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'
import { RATING_LINES, type RatingLine } from '#modules/profiles/index'

function ScoreField({ meta, line, min, max, value }: { meta: FieldMeta; line: RatingLine; min: number; max: number; value: number | null }) {
  const { t } = useTranslation('estimation')
  const { defaultValue, ...props } = getInputProps(meta, { type: 'number' })
  // Any fault of a score field is the same: not a whole number within the scale.
  const error = meta.errors?.length ? t('errors.invalid') : null
  return (
    <div>
      <label htmlFor={meta.id} style={LABEL_STYLE}>
        {t(`profile.lines.${line}`)}
      </label>
      <input {...props} inputMode="numeric" min={min} max={max} step={1} required defaultValue={defaultValue ?? value ?? ''} style={FIELD_STYLE} />
      {error ? (
        <div id={meta.errorId} role="alert" style={{ color: 'var(--mantine-color-red-9)', fontSize: 14 }}>
          {error}
        </div>
      ) : null}
    </div>
  )
}

export function ScoreFields({ fields, min, max, values }: { fields: Record<string, FieldMeta>; min: number; max: number; values: Record<RatingLine, number> | null }) {
  return (
    <div className="score-fields" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: 12 }}>
      {RATING_LINES.map((line) => (
        <ScoreField key={line} meta={fields[line]} line={line} min={min} max={max} value={values?.[line] ?? null} />
      ))}
    </div>
  )
}
