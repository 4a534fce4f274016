// The first sign-up link: create the password; that verifies the account and signs in.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { linkAction, linkLoader, setPasswordAndSignIn, validateNewPassword } from '../server/handlers.server'
import { SetPasswordLinkPage } from '../ui/LinkPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => linkLoader('owner', 'first-signup')(args)
export const action = (args: ActionFunctionArgs) => linkAction('owner', 'first-signup', setPasswordAndSignIn('owner', { verify: true }), validateNewPassword)(args)

export default function FirstSignupPassword() {
  return <SetPasswordLinkPage title="firstSignup.setTitle" submit="firstSignup.setSubmit" />
}
