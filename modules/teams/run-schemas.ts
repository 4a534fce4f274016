// The quick team check's input, one schema for the page's form and POST /scene/check. Fewer than 2
// people is the service's teamTooSmall (SPEC §5), so the page and the API say the same thing.
import { z } from 'zod'
import { MAX_TEAM_SIZE } from './options'

const profileId = z.string().trim().min(1).max(64)

export const quickCheckSchema = z.object({
  members: z.array(profileId).max(MAX_TEAM_SIZE, 'teams:errors.actors_ineligible'),
})

export type QuickCheckInput = z.infer<typeof quickCheckSchema>

/** `?ruid=` of GET /scene/snapshot/{sceneId}: a run id (left out: the team's stored result). */
export const snapshotQuerySchema = z.object({ ruid: z.string().trim().min(1).max(64).optional() })
