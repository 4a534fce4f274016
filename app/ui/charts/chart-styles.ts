// What every server-rendered SVG chart and its table of values share (the pair and the team results):
// axis and grid colours (4.5:1 and a light rule on white) and the monthly table's plain styles.
export const AXIS = '#495057'
export const GRID = '#ced4da'

export const TABLE = { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem', marginTop: '0.5rem' } as const
export const CAPTION = { textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' } as const
export const CELL = { textAlign: 'start', padding: '0.25rem 0.5rem 0.25rem 0', borderBottom: `1px solid ${GRID}`, verticalAlign: 'top', fontWeight: 'normal' } as const
/**
 * A row's month ("сентябрь 2027"): whole words. The page lets long words break anywhere (names,
 * addresses), and at 360 px the table then gave this column too little and cut «сентяб|рь»; a
 * month's longest word is short, so its column keeps it whole and the names' columns still fit.
 */
export const MONTH_CELL = { ...CELL, overflowWrap: 'normal' } as const

/** Rounds a coordinate to one decimal: shorter paths, no visible difference. */
export const r1 = (x: number) => Math.round(x * 10) / 10
