// A catch-all route's loader and action: any method to an address no page has answers 404, and the
// route's ErrorBoundary says so in the frame it sits in (app/routes/_public.$.tsx, the areas' `*`).
import { pageError } from './page-error.server'

export async function loader(): Promise<never> {
  pageError(404)
}

export const action = loader
