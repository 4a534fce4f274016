// Mantine's createTheme from its own file, not the package index (why: docs/decisions/009-page-weight.md).
import type { createTheme as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { createTheme as impl } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/create-theme/create-theme.mjs'

export const createTheme: typeof Typed = impl
