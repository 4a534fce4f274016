// The rows of the neuronet page's test prediction (pure: tests read it without a page).
import type { Kpl, Prediction } from './neuronetApi'

/**
 * The table's rows: the model's prediction, the profile's current scores, and the baseline's. When
 * the baseline gave the current scores, those two rows were the same numbers under two names: one
 * row then says both ('Текущая оценка (базовый алгоритм)').
 */
export function predictionRows(result: Prediction, translate: (key: string, options?: object) => string) {
  const { current } = result
  const rows: Array<{ key: string; label: string; score: Kpl | null }> = [
    { key: 'prediction', label: translate('neuronet.predict.prediction'), score: result.prediction },
    current
      ? { key: 'current', label: translate('neuronet.predict.current', { scorer: translate(`neuronet.scorer.${current.scoredBy}`) }), score: current }
      : { key: 'current', label: translate('neuronet.predict.notScored'), score: null },
  ]
  if (current?.scoredBy !== 'baseline') rows.push({ key: 'baseline', label: translate('neuronet.predict.baseline'), score: result.baseline })
  return rows
}
