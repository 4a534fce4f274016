// The views pages that never hydrate render (app/ui/static-views.ts says why they come from here).
import { PairResultView } from '#modules/p2p/ui/result/PairResultView'
import { PairReportLock } from '#modules/p2p/ui/PairReportLock'
import { CompatibilityFigure, ResultHeader } from '#modules/p2p/ui/result/PairHeadline'
import { ProfileDetails } from '#modules/profiles/ui/ProfileDetails'
import { ProfileScores } from '#modules/profiles/ui/ProfileScores'
import { TeamResultView } from '#modules/teams/ui/result/TeamResultView'
import { RunLoader } from '#app/live/RunLoader'
import { NotExistBoundary } from './NotExistBoundary'
import type { StaticViews } from './static-views'

export const STATIC_VIEWS: StaticViews = {
  PairResultView,
  PairReportLock,
  CompatibilityFigure,
  ResultHeader,
  ProfileDetails,
  ProfileScores,
  TeamResultView,
  RunLoader,
  NotExistBoundary,
}
