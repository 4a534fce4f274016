// The neuronet page's numbers and test-prediction rows (admin-console/src/neuronet, common/numbers).
import { describe, expect, it } from 'vitest'
import { formatNumber } from '../../admin-console/src/common/numbers'
import { predictionRows } from '../../admin-console/src/neuronet/predictionRows'
import type { Prediction } from '../../admin-console/src/neuronet/neuronetApi'

describe('numbers on the neuronet page', () => {
  it('write a decimal comma and the true minus sign in Russian, a point in English', () => {
    expect(formatNumber('ru', 7.2, 2)).toBe('7,20')
    expect(formatNumber('ru', -3.456, 1)).toBe('−3,5')
    expect(formatNumber('ru', 11684.5, 1)).toBe('11684,5')
    expect(formatNumber('en', 7.2, 2)).toBe('7.20')
  })
})

describe('the test prediction', () => {
  const translate = (key: string, options?: object) => `${key}${options && 'scorer' in options ? `(${(options as { scorer: string }).scorer})` : ''}`
  const kpl = { K: 55, P: 39, L: 58 }
  const base: Prediction = { profileId: 'p', modelId: 'm', prediction: { K: 60, P: 40, L: 50 }, current: null, baseline: kpl }
  const labels = (result: Prediction) => predictionRows(result, translate).map((r) => r.label)

  it('shows the baseline once when it gave the current scores', () => {
    expect(labels({ ...base, current: { ...kpl, scoredBy: 'baseline', scoredByModelId: null } })).toEqual([
      'neuronet.predict.prediction',
      'neuronet.predict.current(neuronet.scorer.baseline)',
    ])
  })

  it('shows the baseline beside current scores a model gave, or beside none', () => {
    expect(labels({ ...base, current: { K: 70, P: 50, L: 60, scoredBy: 'neuronet', scoredByModelId: 'm1' } })).toEqual([
      'neuronet.predict.prediction',
      'neuronet.predict.current(neuronet.scorer.neuronet)',
      'neuronet.predict.baseline',
    ])
    expect(labels(base)).toEqual(['neuronet.predict.prediction', 'neuronet.predict.notScored', 'neuronet.predict.baseline'])
  })
})
