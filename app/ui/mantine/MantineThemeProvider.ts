// Mantine's MantineThemeProvider from its own file, not the package index (why: docs/decisions/009-page-weight.md).
import type { MantineThemeProvider as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { MantineThemeProvider as impl } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs'

export const MantineThemeProvider: typeof Typed = impl
