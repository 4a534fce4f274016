// The questionnaire API against random input: random JSON, wrong types, huge strings, unknown
// fields, real question names with junk values, other tenants' permalinks and tokens. Never a 500,
// and a refused call changes nothing (profiles, invitations and questionnaires stay as they were).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { NO_ANSWER } from '../definition'
import { ALL_ANSWERS, call, invited, makeOwner, openWorld, STEP_ANSWERS, type TestWorld } from './api.fixture'
import * as profileRoute from './app-profile.profile.$permalink'
import * as upgradeStep from './app-profile.profile.$permalink.upgrade'
import * as upgrade from './app-profile.upgrade'
import * as upgradeShort from './app-profile.upgrade.short'
import * as grade from './app-profile.grade'
import * as ownerQuestionnaire from './owner.questionnaire'
import * as ownerShort from './owner.profiles.short'

describe('questionnaire API under fuzzing', () => {
  let world: TestWorld
  let ownerToken: string
  let inviteToken: string
  let foreignToken: string
  let foreignOwnerToken: string
  let mine: ProfileDoc
  let foreign: ProfileDoc

  const snapshot = async () => {
    const all = await Promise.all(['profiles', 'profile_invitations', 'questionnaires'].map((c) => world.services.store.collection(c).find({}, { sort: { _id: 1 } })))
    return JSON.stringify(all)
  }

  beforeAll(async () => {
    world = await openWorld()
    const owner = await makeOwner(world.ctx)
    ownerToken = owner.token
    const a = await invited(world.ctx, owner.owner._id)
    mine = a.profile
    inviteToken = a.token
    const other = await makeOwner(world.otherCtx)
    foreignOwnerToken = other.token
    const b = await invited(world.otherCtx, other.owner._id)
    foreign = b.profile
    foreignToken = b.token
  })
  afterAll(async () => world.close())

  const huge = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'я'.repeat(n))
  const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), huge, fc.string(), fc.constant(NO_ANSWER))
  const questionNames = fc.constantFrom(...Object.keys(ALL_ANSWERS), 'age', '__proto__', 'constructor', 'website', 'consent')
  const answers = fc.oneof(
    fc.dictionary(questionNames, wrongType),
    fc.constantFrom(...Object.values(STEP_ANSWERS)).chain((a) => fc.record({ extra: wrongType }).map((e) => ({ ...a, [Object.keys(a)[0]]: e.extra }))),
    fc.anything()
  )
  const fieldNames = fc.constantFrom(
    'step',
    'answers',
    'consent',
    'firstName',
    'lastName',
    'birthDate',
    'gender',
    'avatarName',
    'ownerId',
    'tenantId',
    '_id',
    'questionnaireState',
    '__proto__'
  )
  const bodies = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.dictionary(fieldNames, wrongType).map((o) => JSON.stringify(o)),
    fc
      .record({ step: fc.constantFrom('about', 'education', 'family', 'x'), answers, consent: fc.oneof(fc.boolean(), wrongType) }, { requiredKeys: ['step', 'answers'] })
      .map((o) => JSON.stringify(o)),
    fc
      .record(
        { firstName: fc.oneof(fc.constant('Ivan'), wrongType), answers, birthDate: fc.oneof(fc.constant('1990-02-31'), fc.string()), junk: fc.anything() },
        { requiredKeys: ['answers'] }
      )
      .map((o) => JSON.stringify(o)),
    fc.string({ maxLength: 200 }),
    huge
  )
  const tokens = fc.oneof(
    fc.constantFrom(
      () => ownerToken,
      () => inviteToken,
      () => foreignToken,
      () => foreignOwnerToken,
      () => '',
      () => 'a.b.c'
    ),
    fc.string({ maxLength: 300 }).map((s) => () => s)
  )
  const permalinks = fc.oneof(
    fc.constantFrom(
      () => mine.permalink,
      () => foreign.permalink
    ),
    fc.string({ maxLength: 300 }).map((s) => () => s)
  )
  const asQuery = fc.boolean()

  async function refusedChangesNothing(run: () => Promise<Response>) {
    const before = await snapshot()
    const response = await run()
    expect(response.status).toBeLessThan(500)
    expect(response.headers.get('Content-Type') ?? '').toContain('application/json')
    if (response.status >= 400) expect(await snapshot()).toBe(before)
  }

  it('PUT /profile/{permalink}/upgrade and PATCH /profile/{permalink} with good credentials: never a 500, a refusal writes nothing', async () => {
    const goodAuth = fc.constantFrom(
      () => ({ token: inviteToken }),
      () => ({ search: `?invite=${encodeURIComponent(inviteToken)}` }),
      () => ({ token: ownerToken })
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PUT', 'PATCH'), goodAuth, bodies, async (method, auth, raw) => {
        const mod = method === 'PATCH' ? profileRoute : upgradeStep
        await refusedChangesNothing(() => call(mod, world.ctx, { method, ...auth(), params: { permalink: mine.permalink }, raw }))
      }),
      { numRuns: 300 }
    )
  })

  it('the same with any method, token and permalink (other tenants’ among them)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PUT', 'PATCH', 'POST', 'DELETE'), tokens, asQuery, permalinks, bodies, async (method, token, inQuery, permalink, raw) => {
        const mod = method === 'PATCH' ? profileRoute : upgradeStep
        const t = token()
        const auth = inQuery ? { search: `?invite=${encodeURIComponent(t)}` } : { token: t }
        await refusedChangesNothing(() => call(mod, world.ctx, { method, ...auth, params: { permalink: permalink() }, raw }))
      }),
      { numRuns: 200 }
    )
  })

  it('POST /owner/profiles/short: never a 500, a refusal creates nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: fc.constant(() => ownerToken), weight: 4 }, { arbitrary: tokens, weight: 1 }), bodies, async (token, raw) => {
        await refusedChangesNothing(() => call(ownerShort, world.ctx, { method: 'POST', token: token(), raw }))
      }),
      { numRuns: 200 }
    )
  })

  it('the GET calls with any token, permalink and query: never a 500, nothing written', async () => {
    const query = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 100 }).map((s) => `?ln=${encodeURIComponent(s)}&permalink=${encodeURIComponent(s)}`)
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(profileRoute, upgrade, upgradeShort, grade, ownerQuestionnaire), tokens, permalinks, query, async (mod, token, permalink, search) => {
        const before = await snapshot()
        const response = await call(mod, world.ctx, { token: token(), params: { permalink: permalink() }, search })
        expect(response.status).toBeLessThan(500)
        expect(await snapshot()).toBe(before)
      }),
      { numRuns: 200 }
    )
  })

  it('the other tenant’s profile is untouched by all of it', async () => {
    const stored = await world.services.store.collection('profiles').findOne({ _id: foreign._id })
    expect(stored).toMatchObject({ answers: {}, questionnaireState: 'ack_q', firstName: 'Anna' })
  })
})
