// Mantine's PasswordInput from its own file, not the package index (why: docs/decisions/009-page-weight.md).
import type { PasswordInput as Typed } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own; the index's type is the same value's.
import { PasswordInput as impl } from '../../../node_modules/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs'

export const PasswordInput: typeof Typed = impl
