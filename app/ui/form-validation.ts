// Validation in the browser, loaded on a form's first interaction (app/ui/form.tsx): the form's
// zod schema and conform's parseWithZod arrive by dynamic import, so they are separate chunks that
// no page loads up front (docs/decisions/018-page-weight-per-route.md). The server validates every
// submission with the same schema whether or not this ever ran.
import type { ZodTypeAny } from 'zod'

/** Messages per field name ('' = the whole form); no entry = valid. */
export type Validator = (formData: FormData) => Record<string, string[]>
export type LoadValidator = () => Promise<Validator>

/**
 * A validator for `useForm({ validate })`, declared once per form at module level (a stable value):
 * `const validate = lazySchema(() => import('../schemas').then((m) => m.profileFormSchema))`.
 */
export function lazySchema(loadSchema: () => Promise<ZodTypeAny>): LoadValidator {
  let loading: Promise<Validator> | undefined
  return () =>
    (loading ??= Promise.all([loadSchema(), import('@conform-to/zod')]).then(([schema, { parseWithZod }]) => (formData: FormData) => {
      const submission = parseWithZod(formData, { schema })
      if (submission.status === 'success') return {}
      return Object.fromEntries(Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => !!e[1]?.length))
    }))
}
