// Profiles as the administrator sees them: every owner's, with the owner's company, the baseline
// scores, the final scores and (one profile) the answers and the estimators' ratings. The
// administrator sees contact details an owner hid from other owners: hiding is between owners.
import type { AppContext } from '#app/context'
import { findManagedAccounts } from '#modules/accounts/index.server'
import { answersInWords, ratingsOfProfile } from '#modules/estimation/index.server'
import { listProfilesForAdministrator, type ProfileDoc } from '#modules/profiles/index.server'
import { getQuestionnaire } from '#modules/questionnaires/index.server'
import type { ProfileListQuery } from '../schemas'

type Ctx = Pick<AppContext, 'services' | 'tenant'>
type OwnerNames = Record<string, { companyName: string; email: string }>

const scoresOf = (p: ProfileDoc) =>
  p.competencies === undefined || p.professionalism === undefined || p.maturity === undefined ? null : { K: p.competencies, P: p.professionalism, L: p.maturity }

export function profileListView(p: ProfileDoc, owners: OwnerNames) {
  return {
    id: p._id,
    firstName: p.firstName,
    lastName: p.lastName ?? '',
    position: p.position ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    status: p.status,
    questionnaireState: p.questionnaireState,
    questionnaireId: p.questionnaireId ?? null,
    ownerId: p.ownerId,
    // A deleted owner's profiles keep their id; the company is then unknown.
    ownerCompanyName: owners[p.ownerId]?.companyName ?? '',
    ownerEmail: owners[p.ownerId]?.email ?? '',
    isDemo: p.isDemo,
    isShort: p.isShort,
    hideDetails: p.hideDetails,
    scores: scoresOf(p),
    // Which scorer gave those scores: the baseline, or the published neuronet model (its id).
    scoredBy: p.scoredBy ?? null,
    scoredByModelId: p.scoredByModelId ?? null,
    expertise: p.expertise ?? null,
    finalScore: p.finalScore ?? null,
    finalScorePrecise: p.finalScorePrecise ?? null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    completedAt: p.completedAt ?? null,
    deletedAt: p.deletedAt ?? null,
  }
}

async function ownerNames(ctx: Ctx, ownerIds: string[]): Promise<OwnerNames> {
  const ids = [...new Set(ownerIds)]
  if (ids.length === 0) return {}
  const owners = await findManagedAccounts(ctx, 'owner', { _id: { $in: ids } })
  return Object.fromEntries(owners.map((o) => [o._id, { companyName: o.companyName ?? '', email: o.email }]))
}

export async function listProfiles(ctx: Ctx, query: ProfileListQuery) {
  const page = await listProfilesForAdministrator(ctx, query)
  const owners = await ownerNames(
    ctx,
    page.items.map((p) => p.ownerId)
  )
  return { items: page.items.map((p) => profileListView(p, owners)), total: page.total }
}

/** One profile whole: the list's fields, the answers, the mood, its questionnaire and every estimator's rating. */
export async function profileDetail(ctx: Ctx, p: ProfileDoc) {
  const [owners, questionnaire, ratings, answerSteps] = await Promise.all([
    ownerNames(ctx, [p.ownerId]),
    p.questionnaireId ? getQuestionnaire(ctx, p.questionnaireId) : null,
    ratingsOfProfile(ctx, p._id),
    answersInWords(ctx, p, ['ru', 'en'] as const),
  ])
  return {
    ...profileListView(p, owners),
    answers: p.answers ?? {},
    // The same sentences the estimator reads, in both languages: the console switches without a new request.
    answerSteps,
    birthDate: p.birthDate ?? null,
    age: p.age ?? null,
    gender: p.gender ?? null,
    avatarName: p.avatarName ?? null,
    mood: p.mood ?? null,
    moodBand: p.moodBand ?? null,
    questionnaire: questionnaire ? { id: questionnaire._id, key: questionnaire.key, version: questionnaire.version, name: questionnaire.name } : null,
    ratings,
  }
}
