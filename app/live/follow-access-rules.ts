// The owner's pages follow their plan (SPEC §7 syncAccessRules): the owner layout is drawn with the
// access rules of its load; when the live stream brings different ones (a payment, a cancellation,
// the billing sync, an administrator's grant — modules/billing/server/announce.server.ts), the
// page's loaders run again, so the menu and the forms show what the plan allows now. The stream
// sends the rules on every connect too: equal ones change nothing.
import { useRevalidator } from '@remix-run/react'
import { useLive } from './use-live'

export type LiveRules = Record<string, boolean | number>

/** Whether two sets of live rules say the same (every key of either, equal values). */
export function sameRules(a: LiveRules, b: LiveRules): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

export function useFollowAccessRules(rules: LiveRules) {
  const revalidator = useRevalidator()
  useLive('syncAccessRules', (message) => {
    if (!sameRules(rules, message.rules) && revalidator.state === 'idle') revalidator.revalidate()
  })
}
