// Test helpers of the administrator API: the profiles module's world (real services, inline jobs, two
// tenants), an administrator with a bearer token in each tenant, owners, estimators, completed
// profiles, estimators' ratings, and a caller that runs a route module as the web server would.
import { createAccount, type Account } from '#modules/accounts/server/accounts.server'
import { tokenFor } from '#modules/accounts/index.server'
import { completeProfileQuestionnaire, createProfile, saveProfileAnswers, type ProfileDoc } from '#modules/profiles/index.server'
import type { QuickScore, PreciseScore } from '#modules/profiles/index'
import { ensureQuestionnaire } from '#modules/questionnaires/index.server'
import { workQuestionnaire, type Questionnaire } from '#modules/questionnaires/index'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import type { AppContext } from '#app/context'
import { openWorld as openProfilesWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { modules } from '#modules/registry'
import { callRoute, type RouteModule } from '#tests/route-call'

export type { TestWorld }

/** The profiles module's world with every module's indexes, as the server creates them (unique addresses among them). */
export async function openWorld(): Promise<TestWorld> {
  const world = await openProfilesWorld()
  await world.services.store.ensureIndexes(modules.flatMap((m) => m.indexes))
  return world
}

export interface Call {
  method?: string
  token?: string
  body?: unknown
  /** A raw body, sent as it is (fuzzing). */
  rawBody?: string
  params?: Record<string, string>
  search?: string
}

/** Runs the route's loader (GET) or action, as Remix would; a thrown Response is the answer. */
export function call(mod: RouteModule, ctx: AppContext, { method = 'GET', token, body, rawBody, params = {}, search = '' }: Call): Promise<Response> {
  return callRoute(mod, ctx, { method, token, body, raw: rawBody, params, path: `/api/v1/administrator/x${search}` })
}

/** The answer's status and JSON. */
export async function answer(response: Response): Promise<{ status: number; json: any }> {
  return { status: response.status, json: await response.json() }
}

let counter = 0
const unique = () => `${++counter}-${Date.now()}`

export async function makeAccount(ctx: AppContext, area: 'owner' | 'estimator' | 'administrator', fields: Partial<Account> = {}): Promise<{ account: Account; token: string }> {
  const account = await createAccount(ctx, area, { email: `${area}${unique()}@example.com`, verified: true, ...fields })
  return { account, token: await tokenFor(ctx, area, account) }
}

export const makeAdministrator = (ctx: AppContext) => makeAccount(ctx, 'administrator', { name: 'Admin' })

export async function workQuestionnaireOf(ctx: AppContext): Promise<Questionnaire> {
  return ensureQuestionnaire(ctx, workQuestionnaire(2026))
}

/** A profile that filled the work questionnaire (a demo person's answers) and was scored by the job. */
export async function completedProfile(world: TestWorld, ctx: AppContext, ownerId: string, firstName: string, person = 0): Promise<ProfileDoc> {
  const questionnaire = await workQuestionnaireOf(ctx)
  const profile = await createProfile(ctx, ownerId, { firstName, email: `${firstName.toLowerCase()}@example.com` })
  await saveProfileAnswers(ctx, profile._id, DEMO_PEOPLE[person % DEMO_PEOPLE.length].answers, 'family')
  const done = await completeProfileQuestionnaire(ctx, profile._id, questionnaire._id)
  await world.services.jobs.drain()
  return done
}

/** An estimator's rating as the estimation module stores it (its collection, written raw: the test plays the estimator). */
export async function rate(
  ctx: AppContext,
  estimatorId: string,
  profileId: string,
  rating: { score?: QuickScore; scorePrecise?: PreciseScore; skipStatus?: 'normal' | 'suspicious'; note?: string }
) {
  const now = new Date()
  await ctx.services.store.collection('estimations').insertOne({
    tenantId: ctx.tenant._id,
    estimatorId,
    profileId,
    assignedAt: now,
    updatedAt: now,
    ...(rating.score || rating.scorePrecise ? { ratedAt: now } : {}),
    ...rating,
  } as never)
}
