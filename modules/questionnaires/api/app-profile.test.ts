// The profile service (/api/v1/app-profile) and the owner's questionnaire calls on the real store:
// each call's success path, each error key, and another tenant's permalink or token never found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getProfile } from '#modules/profiles/index.server'
import { setUnlimited } from '#modules/billing/index.server'
import { ALL_ANSWERS, answer, call, invited, makeOwner, openWorld, STEP_ANSWERS, waitFor, type TestWorld } from './api.fixture'
import * as profileRoute from './app-profile.profile.$permalink'
import * as upgradeStep from './app-profile.profile.$permalink.upgrade'
import * as upgrade from './app-profile.upgrade'
import * as upgradeShort from './app-profile.upgrade.short'
import * as grade from './app-profile.grade'
import * as ownerQuestionnaire from './owner.questionnaire'
import * as ownerShort from './owner.profiles.short'

describe('the profile service', () => {
  let world: TestWorld
  let ownerId: string
  let ownerToken: string

  beforeAll(async () => {
    world = await openWorld()
    const a = await makeOwner(world.ctx)
    ownerId = a.owner._id
    ownerToken = a.token
  })
  afterAll(async () => world.close())

  const put = (token: string, permalink: string, body: unknown) => call(upgradeStep, world.ctx, { method: 'PUT', token, params: { permalink }, body })

  it('fills a whole questionnaire by invitation, step by step, and the profile is scored', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    const view = await answer(await call(profileRoute, world.ctx, { token, params: { permalink: profile.permalink } }))
    expect(view.status).toBe(200)
    expect(view.body.result).toMatchObject({ permalink: profile.permalink, firstName: 'Anna', currentStep: 'about', questionnaireState: 'ack_q', completed: false, answers: {} })

    const steps = ['about', 'education', 'experience', 'family']
    for (const [i, step] of steps.entries()) {
      const last = i === steps.length - 1
      const saved = await answer(await put(token, profile.permalink, { step, answers: STEP_ANSWERS[step], ...(last ? { consent: true } : {}) }))
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(saved.body.result.nextStep).toBe(last ? null : steps[i + 1])
    }
    const stored = await getProfile(world.ctx, profile._id)
    expect(stored).toMatchObject({
      questionnaireState: 'ack_a',
      status: 'completed',
      gender: 'female',
      birthDate: '1990-07-15T00:00:00.000Z',
      avatarName: expect.stringMatching(/^female-/),
    })
    // The invitation is used up with the questionnaire.
    const again = await answer(await call(profileRoute, world.ctx, { token, params: { permalink: profile.permalink } }))
    expect(again).toMatchObject({ status: 410, body: { error: 'owner:url_count' } })
    // The owner reads the grade once scored.
    const scored = await waitFor(
      async () => (await answer(await call(grade, world.ctx, { token: ownerToken, search: `?permalink=${profile.permalink}` }))).body.result,
      (r) => r.scoring === 'done'
    )
    // A basic owner (a fresh one's plan) is not sent the expertise (SPEC §6); with a plan that shows it, it is.
    expect(scored).toMatchObject({ expertiseHidden: true })
    expect(scored.grade).toMatchObject({ competencies: expect.any(Number), professionalism: expect.any(Number), maturity: expect.any(Number), expertise: null })
    await setUnlimited(world.ctx, ownerId, true)
    const shown = (await answer(await call(grade, world.ctx, { token: ownerToken, search: `?permalink=${profile.permalink}` }))).body.result
    expect(shown).toMatchObject({ expertiseHidden: false, grade: { expertise: expect.any(String) } })
    expect((await getProfile(world.ctx, profile._id))?.expertise).toBe(shown.grade.expertise)
    await setUnlimited(world.ctx, ownerId, false)
  })

  it('?invite= authorises as the bearer header does; GET /grade says pending before completion', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    const view = await answer(await call(profileRoute, world.ctx, { search: `?invite=${token}`, params: { permalink: profile.permalink } }))
    expect(view.status).toBe(200)
    const g = await answer(await call(grade, world.ctx, { search: `?invite=${token}` }))
    expect(g).toMatchObject({ status: 200, body: { result: { permalink: profile.permalink, scoring: null, grade: null } } })
  })

  it('an invalid step is a 400 with per-question keys and writes nothing; a later step is 409 stepNotReached', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    const bad = await answer(await put(token, profile.permalink, { step: 'about', answers: { gender: 'robot', birth_day: '15' } }))
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('invalidAnswers')
    expect(bad.body.fields).toMatchObject({ gender: ['questionnaires:errors.required'], birth_month: ['questionnaires:errors.required'] })
    const ahead = await answer(await put(token, profile.permalink, { step: 'family', answers: STEP_ANSWERS.family, consent: true }))
    expect(ahead).toMatchObject({ status: 409, body: { error: 'stepNotReached', currentStep: 'about' } })
    const unknown = await answer(await put(token, profile.permalink, { step: 'nowhere', answers: {} }))
    expect(unknown).toMatchObject({ status: 400, body: { error: 'invalidBody', fields: { step: ['unknownStep'] } } })
    const stray = await answer(await put(token, profile.permalink, { step: 'about', answers: { ...STEP_ANSWERS.about, school_primary: 'yes' } }))
    expect(stray).toMatchObject({ status: 400, body: { error: 'invalidBody' } })
    expect((await getProfile(world.ctx, profile._id))?.updatedAt).toEqual(profile.updatedAt)
  })

  it('the last step needs consent', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    for (const step of ['about', 'education', 'experience']) expect((await put(token, profile.permalink, { step, answers: STEP_ANSWERS[step] })).status).toBe(200)
    const refused = await answer(await put(token, profile.permalink, { step: 'family', answers: STEP_ANSWERS.family }))
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalidAnswers', fields: { consent: ['common:validation.consent'] } } })
    expect((await getProfile(world.ctx, profile._id))?.questionnaireState).toBe('answered')
  })

  it('the first step needs the names (the stored ones count; a body may set them)', async () => {
    const { profile, token } = await invited(world.ctx, ownerId, { lastName: '' })
    const refused = await answer(await put(token, profile.permalink, { step: 'about', answers: STEP_ANSWERS.about }))
    expect(refused).toMatchObject({ status: 400, body: { fields: { lastName: [expect.stringMatching(/^common:/)] } } })
    const saved = await answer(await put(token, profile.permalink, { step: 'about', answers: STEP_ANSWERS.about, lastName: 'Petrova' }))
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({ lastName: 'Petrova', currentStep: 'education', answers: { gender: 'female', age: expect.any(Number) } })
  })

  it('PATCH sets names, birth date and gender as answers; bad values are 400 and write nothing', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    const patch = (body: unknown) => call(profileRoute, world.ctx, { method: 'PATCH', token, params: { permalink: profile.permalink }, body })
    const done = await answer(await patch({ firstName: 'Мария', birthDate: '1985-02-03', gender: 'female' }))
    expect(done.status).toBe(200)
    expect(done.body.result).toMatchObject({
      firstName: 'Мария',
      birthDate: '1985-02-03T00:00:00.000Z',
      gender: 'female',
      answers: { birth_day: '3', birth_month: '2', birth_year: '1985' },
    })
    const before = await getProfile(world.ctx, profile._id)
    expect((await patch({})).status).toBe(200)
    for (const body of [{ birthDate: '1985-02-31' }, { birthDate: '1700-01-01' }, { gender: 'x' }, { firstName: '123' }, { age: 3 }, 'x']) {
      expect((await patch(body)).status).toBe(400)
    }
    expect(await getProfile(world.ctx, profile._id)).toEqual(before)
  })

  it('GET /upgrade and /upgrade/short give the questionnaire in the asked language', async () => {
    const { token } = await invited(world.ctx, ownerId)
    const full = await answer(await call(upgrade, world.ctx, { token, search: '?ln=ru' }))
    expect(full.status).toBe(200)
    expect(full.body.result.steps.map((s: { id: string }) => s.id)).toEqual(['about', 'education', 'experience', 'family'])
    expect(full.body.result.steps[0].questions[0]).toMatchObject({ neuronName: 'gender', type: 'select', text: 'Ваш пол', required: true })
    const short = await answer(await call(upgradeShort, world.ctx, { token: ownerToken, search: '?ln=en' }))
    expect(short.body.result.questions[0]).toMatchObject({ neuronName: 'gender', text: 'Your gender', step: 'about' })
    expect(short.body.result.questions.every((q: { step: string }) => typeof q.step === 'string')).toBe(true)
    // A language the product does not have is refused, not answered in the default one.
    for (const mod of [upgrade, upgradeShort, ownerQuestionnaire])
      expect(await answer(await call(mod, world.ctx, { token: ownerToken, search: '?ln=de' }))).toEqual({
        status: 400,
        body: { error: 'invalidQuery', fields: { ln: ['validation.invalid'] } },
      })
  })

  it('the owner fills their own profile with their token; not another owner’s, nor an attached one', async () => {
    const { profile } = await invited(world.ctx, ownerId)
    const mine = await answer(await put(ownerToken, profile.permalink, { step: 'about', answers: STEP_ANSWERS.about }))
    expect(mine.status).toBe(200)
    const other = await makeOwner(world.ctx)
    const theirs = await answer(await put(other.token, profile.permalink, { step: 'about', answers: STEP_ANSWERS.about }))
    expect(theirs).toMatchObject({ status: 404, body: { error: 'profileNotFound' } })
    expect((await call(profileRoute, world.ctx, { token: other.token, params: { permalink: profile.permalink } })).status).toBe(404)
    expect((await call(grade, world.ctx, { token: other.token, search: `?permalink=${profile.permalink}` })).status).toBe(404)
  })

  it('SPEC §8 keys: unknown, expired and used links; no credentials; a wrong permalink', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    expect(await answer(await call(profileRoute, world.ctx, { token: 'nope', params: { permalink: profile.permalink } }))).toMatchObject({
      status: 404,
      body: { error: 'owner:record_not_found' },
    })
    expect(await answer(await call(upgrade, world.ctx, {}))).toMatchObject({ status: 401, body: { error: 'unauthorized' } })
    expect(await answer(await call(upgrade, world.ctx, { token: 'a.b' }))).toMatchObject({ status: 401 })
    expect(await answer(await call(profileRoute, world.ctx, { token, params: { permalink: 'AAAAAAAAAAAAAAAAAAAAAA' } }))).toMatchObject({
      status: 404,
      body: { error: 'profileNotFound' },
    })
    const old = await invited(world.ctx, ownerId, {}, new Date(Date.now() - 8 * 24 * 3600 * 1000))
    expect(await answer(await call(profileRoute, world.ctx, { token: old.token, params: { permalink: old.profile.permalink } }))).toMatchObject({
      status: 410,
      body: { error: 'owner:url_expired', canRequestNew: true },
    })
    const bad = await answer(await call(upgradeStep, world.ctx, { method: 'POST', token, params: { permalink: profile.permalink }, body: {} }))
    expect(bad).toMatchObject({ status: 405, body: { error: 'methodNotAllowed' } })
  })

  it('another tenant’s token or permalink is never found', async () => {
    const { profile, token } = await invited(world.ctx, ownerId)
    const foreignOwner = await makeOwner(world.otherCtx)
    const foreign = await invited(world.otherCtx, foreignOwner.owner._id)
    // A token of this tenant on the other tenant's host, and the other way round.
    expect(await answer(await call(profileRoute, world.otherCtx, { token, params: { permalink: profile.permalink } }))).toMatchObject({
      status: 404,
      body: { error: 'owner:record_not_found' },
    })
    expect(await answer(await call(profileRoute, world.ctx, { token: foreign.token, params: { permalink: foreign.profile.permalink } }))).toMatchObject({ status: 404 })
    // An owner token of the other tenant is no token here; this tenant's owner cannot reach the other's permalink.
    expect((await call(upgrade, world.ctx, { token: foreignOwner.token })).status).toBe(401)
    expect((await call(profileRoute, world.otherCtx, { token: ownerToken, params: { permalink: foreign.profile.permalink } })).status).toBe(401)
    expect((await call(grade, world.ctx, { token: ownerToken, search: `?permalink=${foreign.profile.permalink}` })).status).toBe(404)
    expect((await put(ownerToken, foreign.profile.permalink, { step: 'about', answers: STEP_ANSWERS.about })).status).toBe(404)
    expect((await getProfile(world.otherCtx, foreign.profile._id))?.answers).toEqual({})
  })
})

describe('the owner’s questionnaire calls', () => {
  let world: TestWorld
  let ownerToken: string

  beforeAll(async () => {
    world = await openWorld()
    ownerToken = (await makeOwner(world.ctx)).token
  })
  afterAll(async () => world.close())

  const post = (body: unknown, token = ownerToken) => call(ownerShort, world.ctx, { method: 'POST', token, body })
  const count = () => world.services.store.collection('profiles').count({})

  it('GET /owner/questionnaire is the short form; an unverified owner gets 403, no token 401', async () => {
    const got = await answer(await call(ownerQuestionnaire, world.ctx, { token: ownerToken }))
    expect(got.status).toBe(200)
    expect(got.body.result).toMatchObject({ key: 'work', noAnswer: expect.any(String), consentRequired: true })
    expect(got.body.result.questions.length).toBeGreaterThan(20)
    const unverified = await makeOwner(world.ctx, { verified: false })
    expect(await answer(await call(ownerQuestionnaire, world.ctx, { token: unverified.token }))).toMatchObject({ status: 403, body: { error: 'verifyAccount' } })
    expect((await call(ownerQuestionnaire, world.ctx, {})).status).toBe(401)
  })

  it('POST /owner/profiles/short creates a completed, scored profile in one call', async () => {
    const { birth_day: _d, birth_month: _m, birth_year: _y, ...answers } = ALL_ANSWERS
    const created = await answer(await post({ firstName: 'Ivan', birthDate: '1980-12-01', answers }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.result).toMatchObject({
      firstName: 'Ivan',
      lastName: '',
      isShort: true,
      questionnaireState: 'ack_a',
      birthDate: '1980-12-01T00:00:00.000Z',
      gender: 'female',
    })
    const scored = await waitFor(
      () => getProfile(world.ctx, created.body.result.id),
      (p) => p?.scoring === 'done'
    )
    expect(scored?.competencies).toEqual(expect.any(Number))
  })

  it('refuses incomplete or foreign answers with per-question keys, and writes nothing', async () => {
    const before = await count()
    const missing = await answer(await post({ firstName: 'Ivan', answers: { ...STEP_ANSWERS.about } }))
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ error: 'invalidAnswers', fields: { school_primary: ['questionnaires:errors.required'] } })
    expect((await post({ firstName: 'Ivan', answers: { ...ALL_ANSWERS, made_up: 'x' } })).status).toBe(400)
    expect((await post({ firstName: 'Ivan', answers: { ...ALL_ANSWERS, gender: 'robot' } })).status).toBe(400)
    expect((await post({ firstName: '1van', answers: ALL_ANSWERS })).status).toBe(400)
    expect((await post({ firstName: 'Ivan', birthDate: '1990-01-01', answers: ALL_ANSWERS })).status).toBe(400)
    expect((await post({ firstName: 'Ivan', answers: ALL_ANSWERS, ownerId: 'x' })).status).toBe(400)
    expect((await post({ firstName: 'Ivan', answers: ALL_ANSWERS }, 'junk')).status).toBe(401)
    expect(await count()).toBe(before)
  })
})
