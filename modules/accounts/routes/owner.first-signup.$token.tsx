// The first sign-up link: create the password; that verifies the account and signs in.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { linkAction, linkLoader, setPasswordAndSignIn, validateNewPassword } from '../server/handlers.server'
import { SetPasswordLinkPage } from '../ui/LinkPage'
import { areaParam, OWNER_AREAS } from '../server/areas'

export { passRetryAfter as headers } from '../server/refusals.server'

// The link is the area's that mailed it (/owner, or a mobile area: ADR 043); it signs in there.
const areaOf = (args: { params: { area?: string } }) => areaParam(args.params.area, OWNER_AREAS)

export const loader = (args: LoaderFunctionArgs) => linkLoader(areaOf(args), 'first-signup')(args)
export const action = (args: ActionFunctionArgs) => linkAction(areaOf(args), 'first-signup', setPasswordAndSignIn(areaOf(args), { verify: true }), validateNewPassword)(args)

export default function FirstSignupPassword() {
  return <SetPasswordLinkPage title="firstSignup.setTitle" submit="firstSignup.setSubmit" />
}
