// An address under /owner that no owner page has (a mistyped or outdated link): the 404 inside the
// owner's frame, with the menu and the account, so a signed-in owner is not shown the public site's
// "Sign in". The layout sends anyone not signed in to the login first.
export { loader, action } from '#app/http/not-found.server'
export { NotFoundPage as default, GeneralErrorBoundary as ErrorBoundary } from '#app/ui/GeneralErrorBoundary'
