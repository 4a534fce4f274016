// Mantine's default theme from its own file, not the package index (why: docs/decisions/009-page-weight.md).
// MantineProvider already imports this file, so reading its palettes costs the browser no bytes.
import type { DEFAULT_THEME as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { DEFAULT_THEME as impl } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/default-theme.mjs'

export const DEFAULT_THEME: typeof Typed = impl
