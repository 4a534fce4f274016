// The three lines every score has (K qualification, P professionalism, L personal maturity), on 0..100.
export interface Kpl {
  K: number
  P: number
  L: number
}

export const LINES = ['K', 'P', 'L'] as const

export const clampScore = (x: number) => (Number.isFinite(x) ? Math.min(100, Math.max(0, x)) : 50)
