// /owner-mobile opens the pair check (SPEC §2: 'after sign-in (redirects to p2p)'); the page sends a visitor without this area's session to its login.
import { redirect } from '@remix-run/node'

export const loader = () => redirect('/owner-mobile/p2p')
