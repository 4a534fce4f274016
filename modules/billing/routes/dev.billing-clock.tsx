// /dev/billing-clock: moves the test-mode provider's clock for the local demo and the end-to-end
// tests, so a renewal, a failed renewal (past_due) or a cancelled subscription's end can be seen
// without waiting a week. Only with DEMO_MODE (which production refuses, ADR 013) and only on the
// test-mode provider: Stripe's own test clocks are Stripe's business.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { z } from 'zod'
import { STATIC_PAGE } from '#app/ui/handle'
import { pageError } from '#app/http/page-error.server'
import { isTestMode, paymentsFor } from '../server/payments.server'

export const handle = STATIC_PAGE

/** Days from now the provider's time moves to (a renewal of the longest sold period fits). */
const daysSchema = z.object({ days: z.coerce.number().int().min(1).max(400) })

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.services.env.DEMO_MODE || !isTestMode(paymentsFor(context.services, context.tenant._id))) pageError(404)
  return json({})
}

export async function action({ request, context }: ActionFunctionArgs) {
  const port = paymentsFor(context.services, context.tenant._id)
  if (!context.services.env.DEMO_MODE || !isTestMode(port)) pageError(404)
  const parsed = daysSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return json({ moved: null }, { status: 400 })
  const to = new Date(Date.now() + parsed.data.days * 86_400_000)
  await port.advanceClock(to)
  return json({ moved: to.toISOString() })
}

/** Plain markup on purpose: a developer's tool, used by tests too. */
export default function DevBillingClock() {
  const done = useActionData<typeof action>()
  return (
    <main style={{ fontFamily: 'monospace', padding: 16 }}>
      <h1>Test-mode payment clock</h1>
      <Form method="post">
        <label>
          Days from now <input name="days" type="number" min={1} max={400} defaultValue={8} />
        </label>{' '}
        <button type="submit">Move the clock</button>
      </Form>
      {done?.moved ? <p data-testid="clock-moved">Moved to {done.moved}</p> : null}
    </main>
  )
}
