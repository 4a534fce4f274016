// /owner/password-reset, /estimator/password-reset: mail me a link to set a new password.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaParam, LINK_AREAS } from '../server/areas'
import { linkRequestAction, signedOutLoader } from '../server/handlers.server'
import { emailRequestSchema } from '../schemas'
import { EmailRequestPage } from '../ui/EmailRequestPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signedOutLoader(areaParam(args.params.area, LINK_AREAS))(args)
export const action = (args: ActionFunctionArgs) => {
  const area = areaParam(args.params.area, LINK_AREAS)
  return linkRequestAction(area, 'reset', `/${area}/password-reset`)(args)
}

export default function PasswordResetRequest() {
  return <EmailRequestPage schema={emailRequestSchema} title="passwordReset.title" lead="passwordReset.lead" submit="passwordReset.submit" />
}
