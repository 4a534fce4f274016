// conform's zod helpers for loaders and actions of pages that hydrate, with the schema and conform
// loaded by import(). esbuild puts a file into every page that reaches it through any static
// import, used or not (the browser build keeps a route file's imports even when only its action
// uses them), so a hydrated route that imported its schema or '@conform-to/zod' would carry zod on
// its first load. A dynamic import is no such edge (docs/decisions/018-page-weight-per-route.md;
// scripts/check-browser-build.ts fails when a hydrated page's first load holds zod again).
import type { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { ZodTypeAny } from 'zod'

/** A route's schema, by import(): `const schema = () => import('../schemas').then((m) => m.profileFormSchema)`. */
export type LoadSchema<S extends ZodTypeAny = ZodTypeAny> = () => Promise<S>

/** The submission, validated on the server by the same schema the form uses. */
export async function parseSubmission<S extends ZodTypeAny>(formData: FormData, loadSchema: LoadSchema<S>): Promise<ReturnType<typeof parseWithZod<S>>> {
  const [schema, conform] = await Promise.all([loadSchema(), import('@conform-to/zod')])
  return conform.parseWithZod(formData, { schema })
}

/** What the schema requires of each field, for the loader to send to useForm (`required` marks). */
export async function constraintOf(loadSchema: LoadSchema): Promise<ReturnType<typeof getZodConstraint>> {
  const [schema, conform] = await Promise.all([loadSchema(), import('@conform-to/zod')])
  return conform.getZodConstraint(schema)
}
