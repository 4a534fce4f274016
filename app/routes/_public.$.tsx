// Any unknown page: the 404 page. (Unknown paths under /api/ never get here: the host answers them
// with a JSON 404, server/app.ts; unknown paths under /owner and /estimator get their area's 404.)
export { loader, action } from '#app/http/not-found.server'
export { NotFoundPage as default } from '#app/ui/GeneralErrorBoundary'
