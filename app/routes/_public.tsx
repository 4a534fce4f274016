import { Outlet } from '@remix-run/react'
import { PublicFrame } from '#app/ui/PublicFrame'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { STATIC_PAGE } from '#app/ui/handle'

export const handle = STATIC_PAGE

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <PublicFrame>
      <GeneralErrorBoundary />
    </PublicFrame>
  )
}
