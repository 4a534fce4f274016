// The first sign-up link: create the password; that verifies the account and signs in.
import { linkAction, linkLoader, setPasswordAndSignIn, validateNewPassword } from '../server/handlers.server'
import { SetPasswordLinkPage } from '../ui/LinkPage'

export const loader = linkLoader('owner', 'first-signup')
export const action = linkAction('owner', 'first-signup', setPasswordAndSignIn('owner', { verify: true }), validateNewPassword)

export default function FirstSignupPassword() {
  return <SetPasswordLinkPage title="firstSignup.setTitle" submit="firstSignup.setSubmit" />
}
