// useForm with the constraint read from the schema where it is rendered: for pages that do not
// hydrate (sign-in, registration, public forms), whose browser chunks no one loads. A hydrated page
// takes the constraint from its loader instead, so zod stays out of its first load (ADR 018;
// scripts/check-browser-build.ts fails the build check otherwise).
import { getZodConstraint } from '@conform-to/zod'
import type { z } from 'zod'
import { useForm } from './form'

export function useZodForm(schema: z.ZodTypeAny, lastResult: unknown, id?: string) {
  return useForm(lastResult, { id, constraint: getZodConstraint(schema) })
}
