// Mantine's MantineProvider from its own file, not the package index (why: docs/decisions/009-page-weight.md).
// Server only (a .server file the browser build leaves empty): the browser hydrates with
// app/ui/AppMantineProvider.tsx's lighter provider, which keeps the styles this one rendered (ADR 018).
import type { MantineProvider as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { MantineProvider as impl } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs'

export const MantineProvider: typeof Typed = impl
