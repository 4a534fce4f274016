// An address under /estimator that no estimator page has: the 404 inside the estimator's frame
// (the owner area's counterpart: modules/accounts/routes/owner.$.tsx). Not hydrated, as the area's pages.
import { STATIC_PAGE } from '#app/ui/handle'

export const handle = STATIC_PAGE
export { loader, action } from '#app/http/not-found.server'
export { NotFoundPage as default, GeneralErrorBoundary as ErrorBoundary } from '#app/ui/GeneralErrorBoundary'
