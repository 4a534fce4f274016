// Every state the engine reports lives on a fixed scale; clamping is how the scale is kept,
// so a shock can never push an attitude or mood off the chart.

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x
}

/** Attitudes and moods: -100..100. */
export function clampSigned(x: number): number {
  return x < -100 ? -100 : x > 100 ? 100 : x
}

/** Percents: 0..100. */
export function clampPercent(x: number): number {
  return x < 0 ? 0 : x > 100 ? 100 : x
}
