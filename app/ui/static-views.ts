// Views that pages which never hydrate (STATIC_PAGE: the phone's pages, the shared result) take from
// the server instead of importing them. Imported, a view shared with a hydrated page is split into
// chunks of its own in the browser build, and the hydrated page pays for the split (the pair page
// went 0.7 KiB over its 120 KiB budget). entry.server.tsx provides the views (static-views.server.ts);
// the browser build of a static page holds only this hook, which it never runs. Hydrated pages draw
// some of these views through KeptView.tsx, which reads the same context on the server.
import { createContext, useContext } from 'react'
import type { PairResultView } from '#modules/p2p/ui/result/PairResultView'
import type { PairReportLock } from '#modules/p2p/ui/PairReportLock'
import type { CompatibilityFigure, ResultHeader } from '#modules/p2p/ui/result/PairHeadline'
import type { ProfileDetails } from '#modules/profiles/ui/ProfileDetails'
import type { ProfileScores } from '#modules/profiles/ui/ProfileScores'
import type { TeamResultView } from '#modules/teams/ui/result/TeamResultView'
import type { RunLoader } from '#app/live/RunLoader'
import type { NotExistBoundary } from './NotExistBoundary'

export interface StaticViews {
  PairResultView: typeof PairResultView
  PairReportLock: typeof PairReportLock
  CompatibilityFigure: typeof CompatibilityFigure
  ResultHeader: typeof ResultHeader
  ProfileDetails: typeof ProfileDetails
  ProfileScores: typeof ProfileScores
  TeamResultView: typeof TeamResultView
  RunLoader: typeof RunLoader
  NotExistBoundary: typeof NotExistBoundary
}

export const StaticViewsContext = createContext<StaticViews | null>(null)

/** The views, on the server render; a static page never renders in the browser. */
export function useStaticViews(): StaticViews {
  const views = useContext(StaticViewsContext)
  if (!views) throw new Error('useStaticViews: a page that uses it must not hydrate (STATIC_PAGE)')
  return views
}
