// Mantine's context (what its components read: class prefix, style nonce…) from its own file (docs/decisions/009-page-weight.md).
import type { MantineContext as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { MantineContext as impl } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs'

export const MantineContext: typeof Typed = impl
