// POST /api/v1/passport/owner/love/signup  body { email, password, confirmPassword, consent: true } → 201 { result: { token } }
// The love product's sign-up (SPEC §7): a person, never a company (ADR 051). Only the love tenant
// answers it; on the work tenant it is not found, as the love pages are.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { signUp } from './passport.signup'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], (args: ActionFunctionArgs) => (args.context.tenant.variant === 'love' ? signUp(args, 'love') : apiError(404, 'not_found')))
