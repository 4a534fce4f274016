// /owner redirects to the dashboard (SPEC §2).
import { redirect } from '@remix-run/node'

export const loader = () => redirect('/owner/dashboard')
