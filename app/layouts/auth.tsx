// Sign-in pages of every area: the public chrome without the site navigation; no hydration.
import { Outlet } from '@remix-run/react'
import { PublicFrame } from '#app/ui/PublicFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'

export const handle = STATIC_PAGE

export default function AuthLayout() {
  return (
    <PublicFrame nav={false}>
      <Outlet />
    </PublicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <PublicFrame nav={false}>
      <GeneralErrorBoundary />
    </PublicFrame>
  )
}
