// /bench/bare: the smallest hydrated page of this build, for `npm run bench:web` (bench/README.md).
// The root still wraps it (shell, Mantine provider, i18n), so the bench shows what the shell costs
// over a bare page, and what an owner page costs over the shell. Off unless BENCH_ROUTES is set, so
// a production site does not expose it.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { pageError } from '#app/http/page-error.server'

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.services.env.BENCH_ROUTES) pageError(404)
  return null
}

/** Plain elements, no Mantine components: only the root's own weight is added. */
export default function BenchBare() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>A heading and a paragraph, hydrated by the same build as every other page.</p>
    </main>
  )
}
