// Mantine's SimpleGrid from its own file, not the package index (why: docs/decisions/009-page-weight.md).
import type { SimpleGrid as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { SimpleGrid as impl } from '../../../node_modules/@mantine/core/esm/components/SimpleGrid/SimpleGrid.mjs'

export const SimpleGrid: typeof Typed = impl
