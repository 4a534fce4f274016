// First sign-up with just an address: the mailed link lets the owner create a password, which
// also verifies the account (SPEC §4). A one-time form id makes a double click without JavaScript
// answer "sent" twice, not "address in use" (ADR 051).
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import { isHoneypotFilled } from '#app/validation/honeypot'
import { firstSignupSchema } from '../schemas'
import { registerOwner } from '../server/auth.server'
import { signUpLoader } from '../server/handlers.server'
import { areaParam, OWNER_AREAS } from '../server/areas'
import { formRefusal } from '../server/refusals.server'
import { EmailRequestPage } from '../ui/EmailRequestPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signUpLoader(areaParam(args.params.area, OWNER_AREAS))(args)

export async function action({ request, context, params }: ActionFunctionArgs) {
  // /owner/first-signup and the mobile areas' (ADR 043): the mailed link leads back into the same area.
  const area = areaParam(params.area, OWNER_AREAS)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: firstSignupSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  if (isHoneypotFilled(formData)) return redirect(`/${area}/first-signup?sent`)
  const result = await registerOwner(context, { email: submission.value.email, formId: submission.value.formId }, originOf(request, context), area)
  if (!result.ok) return formRefusal(submission, result)
  return redirect(`/${area}/first-signup?sent`)
}

export default function FirstSignup() {
  // Not the sign-in pages' "if an account with this address exists": the account was just created
  // (a registered address is refused above with record_already_exists).
  return <EmailRequestPage schema={firstSignupSchema} title="firstSignup.title" lead="firstSignup.lead" submit="firstSignup.submit" sentText="firstSignup.sent" withConsent />
}
