// The tenant's variant as a page sees it: what the brand offers and how it speaks is the tenant's
// decision (ISSUE 8 §5), never a test of the host name.
import { useRouteLoaderData } from '@remix-run/react'
import type { RootLoader } from '#app/root'
import type { Variant } from './tenant'

export function useVariant(): Variant {
  return useRouteLoaderData<RootLoader>('root')?.tenant.variant ?? 'work'
}
