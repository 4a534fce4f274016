// `npm run calibrate`: draws synthetic populations, runs ONE replicate (one realised year) per
// couple, meeting or team, and prints each correlation beside its published value, source and
// tolerance. Exits 1 if a row falls outside its tolerance. docs/engine.md §17 explains every row.

import { ENGINE_VERSION } from '../engine/index'
import { HARNESS_SIZES, holds, measureTargets } from '../engine/calibration/targets'

const t0 = Date.now()
const rows = measureTargets(HARNESS_SIZES)
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length))
console.log(
  `engine ${ENGINE_VERSION} calibration: ${HARNESS_SIZES.couples} couples, ${HARNESS_SIZES.meetings} meetings per variant, ${HARNESS_SIZES.teams} teams, one replicate each`
)
console.log(`${pad('target', 66)}${pad('published', 22)}${pad('source', 24)}${pad('achieved', 10)}${pad('tolerance', 16)}holds`)
for (const r of rows) {
  const f = (x: number) => (x >= 0 ? ' ' : '') + x.toFixed(3)
  console.log(`${pad(r.label, 66)}${pad(r.published, 22)}${pad(r.source, 24)}${pad(f(r.achieved), 10)}${pad(`${f(r.lo)}..${f(r.hi)}`, 16)}${holds(r) ? 'yes' : 'NO'}`)
}
console.log('\nwhy each tolerance:')
for (const r of rows) console.log(`  ${r.id}: ${r.why}`)
const failed = rows.filter((r) => !holds(r))
console.log(`${rows.length - failed.length}/${rows.length} rows hold (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
if (failed.length) process.exitCode = 1
