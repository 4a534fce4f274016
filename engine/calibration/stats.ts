// The statistics the calibration reads off synthetic populations: Pearson's r and the R² of an
// ordinary least-squares fit. Plain loops, no dependency: a few thousand rows, a dozen columns.

export function mean(xs: ArrayLike<number>): number {
  let s = 0
  for (let i = 0; i < xs.length; i++) s += xs[i]
  return xs.length ? s / xs.length : 0
}

/** Population standard deviation (divides by n): the spread of a team's members. */
export function sd(xs: ArrayLike<number>): number {
  const m = mean(xs)
  let s = 0
  for (let i = 0; i < xs.length; i++) s += (xs[i] - m) * (xs[i] - m)
  return xs.length ? Math.sqrt(s / xs.length) : 0
}

export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const mx = mean(x)
  const my = mean(y)
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my)
    sxx += (x[i] - mx) * (x[i] - mx)
    syy += (y[i] - my) * (y[i] - my)
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0
}

/**
 * R² of y regressed on the columns of X (rows of predictors) with an intercept: the share of the
 * variance of y the predictors explain together. Normal equations on centred data, solved by
 * Gaussian elimination with partial pivoting.
 */
export function rSquared(X: number[][], y: ArrayLike<number>): number {
  const n = y.length
  const k = X[0]?.length ?? 0
  if (n <= k + 1) throw new RangeError('rSquared needs more rows than predictors')
  const mx = Array.from({ length: k }, (_, j) => mean(X.map((row) => row[j])))
  const my = mean(y)
  const A = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0))
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dy = y[i] - my
    syy += dy * dy
    for (let a = 0; a < k; a++) {
      const da = X[i][a] - mx[a]
      for (let b = 0; b < k; b++) A[a][b] += da * (X[i][b] - mx[b])
      A[a][k] += da * dy
    }
  }
  for (let c = 0; c < k; c++) {
    let pivot = c
    for (let r = c + 1; r < k; r++) if (Math.abs(A[r][c]) > Math.abs(A[pivot][c])) pivot = r
    ;[A[c], A[pivot]] = [A[pivot], A[c]]
    if (Math.abs(A[c][c]) < 1e-12) continue
    for (let r = 0; r < k; r++) {
      if (r === c) continue
      const f = A[r][c] / A[c][c]
      for (let j = c; j <= k; j++) A[r][j] -= f * A[c][j]
    }
  }
  // Explained sum of squares = β·(Xᵀy) on centred data.
  let explained = 0
  for (let c = 0; c < k; c++) {
    if (Math.abs(A[c][c]) < 1e-12) continue
    const beta = A[c][k] / A[c][c]
    let xty = 0
    for (let i = 0; i < n; i++) xty += (X[i][c] - mx[c]) * (y[i] - my)
    explained += beta * xty
  }
  return syy > 0 ? explained / syy : 0
}
