// Cards side by side: one column on a phone, up to `columns` where each keeps at least `minWidth`.
// Plain CSS grid (the column count follows the room, not the viewport's breakpoints) instead of
// Mantine's SimpleGrid, whose breakpoint machinery costs owner pages 1.2 KiB gzipped of their budget.
import type { ReactNode } from 'react'

export function ColumnsGrid({ columns = 2, minWidth = '18rem', children }: { columns?: number; minWidth?: string; children: ReactNode }) {
  const gap = 'var(--mantine-spacing-md)'
  // Each track is at least minWidth (or the whole row on a narrow screen) and at least a 1/columns share: never more than `columns` in a row.
  const track = `minmax(max(min(100%, ${minWidth}), calc((100% - ${columns - 1} * ${gap}) / ${columns})), 1fr)`
  return <div style={{ display: 'grid', gap, gridTemplateColumns: `repeat(auto-fill, ${track})` }}>{children}</div>
}
