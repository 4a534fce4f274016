// The mailed password-reset link: set a new password, then you are signed in.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaParam, LINK_AREAS } from '../server/areas'
import { linkAction, linkLoader, setPasswordAndSignIn, validateNewPassword } from '../server/handlers.server'
import { SetPasswordLinkPage } from '../ui/LinkPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => linkLoader(areaParam(args.params.area, LINK_AREAS), 'reset')(args)
export const action = (args: ActionFunctionArgs) => {
  const area = areaParam(args.params.area, LINK_AREAS)
  return linkAction(area, 'reset', setPasswordAndSignIn(area, { verify: false }), validateNewPassword)(args)
}

export default function PasswordReset() {
  return <SetPasswordLinkPage title="passwordReset.setTitle" submit="passwordReset.setSubmit" />
}
