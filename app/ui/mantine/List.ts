// Mantine's List from its own file, not the package index (why: docs/decisions/009-page-weight.md).
import type { List as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { List as impl } from '../../../node_modules/@mantine/core/esm/components/List/List.mjs'

export const List: typeof Typed = impl
