// A percentile's level in the report: the lowest and highest 30 % are 'lower' and 'higher than most',
// the middle 40 % 'about average' (the band where most people are and most differences are noise).
export type Level = 'low' | 'mid' | 'high'

export const levelOf = (percentile: number): Level => (percentile < 30 ? 'low' : percentile > 70 ? 'high' : 'mid')
