import { Outlet } from '@remix-run/react'
import { PublicErrorBoundary, PublicFrame } from '#app/ui/PublicFrame'
import { STATIC_PAGE } from '#app/ui/handle'

export const handle = STATIC_PAGE

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}

export const ErrorBoundary = PublicErrorBoundary
