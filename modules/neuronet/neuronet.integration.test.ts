// Training, publishing and scoring end to end on the real embedded store and the inline queue:
// a model trained on the seeded synthetic set beats the baseline, is published, and a newly
// completed profile is scored by it (and says so); the baseline stays the fallback; a model that
// does not beat the baseline cannot be published; another tenant sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { scoreProfile } from '#engine/scoring/index'
import { featureVector, predictScores } from '#engine/neuronet/index'
import { tenantCollection } from '#app/store/tenant-scope'
import type { EstimationDoc } from '#modules/estimation/index.server'
import { createProfile, completeProfileQuestionnaire, getProfile, saveProfileAnswers } from '#modules/profiles/index.server'
import { callApi, makeAdministrator, openWorld, type TestWorld } from './neuronet.fixture'
import { toModelFile } from './model-file'
import { modelsOf, type NeuronetModelDoc } from './server/models.repo.server'
import { loadTrainingSet } from './server/training-set.server'
import { seedSyntheticSet } from './server/samples.repo.server'
import * as models from './api/models'
import * as one from './api/models.$id'
import * as train from './api/models.$id.train'
import * as upload from './api/models.$id.upload'
import * as publish from './api/models.$id.publish'
import * as file from './api/models.$id.file'
import * as predict from './api/predict.$profileId'
import * as profiles from './api/profiles'

describe('neuronet: train, publish, score', () => {
  let world: TestWorld
  let token: string
  let otherToken: string
  let trainedId: string

  beforeAll(async () => {
    world = await openWorld()
    token = await makeAdministrator(world.ctx)
    otherToken = await makeAdministrator(world.otherCtx)
  })
  afterAll(async () => world.close())

  const json = async (r: Response) => ({ status: r.status, body: (await r.json()) as { result?: any; error?: string; [k: string]: unknown } })

  async function completeProfile(answers: Record<string, unknown>) {
    const p = await createProfile(world.ctx, 'owner-1', { firstName: 'Nina' })
    await saveProfileAnswers(world.ctx, p._id, answers, 'family')
    await completeProfileQuestionnaire(world.ctx, p._id, 'q1')
    await world.services.jobs.drain()
    return (await getProfile(world.ctx, p._id))!
  }

  it('lists the seeded synthetic set, labelled synthetic, and no profile (synthetic people are not profiles)', async () => {
    const { status, body } = await json(await callApi(profiles, world.ctx, { token, search: '?kind=all&limit=5' }))
    expect(status).toBe(200)
    expect(body.result.counts).toMatchObject({ profile: 0, synthetic: 240 })
    expect(body.result.items[0]).toMatchObject({ kind: 'synthetic', source: 'synthetic', synthetic: true })
    expect(await world.services.store.collection('profiles').count({})).toBe(0)
  })

  it('seeding the synthetic set again adds nothing (the seed hook runs on every start)', async () => {
    expect(await seedSyntheticSet(world.ctx)).toBe(0)
    expect(await world.services.store.collection('neuronet_samples').count({ tenantId: 'work' })).toBe(240)
  })

  it('trains a new model as a job with progress, and its k-fold MAE beats the baseline on the same folds', async () => {
    const started = await json(await callApi(train, world.ctx, { method: 'POST', token, params: { id: 'new' }, body: JSON.stringify({ name: 'first' }) }))
    expect(started.status).toBe(202)
    expect(started.body.result).toMatchObject({ name: 'first', status: 'queued', origin: 'trained', published: false })
    trainedId = started.body.result.id
    await world.services.jobs.drain()
    const { body } = await json(await callApi(one, world.ctx, { token, params: { id: trainedId } }))
    const m = body.result
    expect(m).toMatchObject({ status: 'trained', progress: 100, canPublish: true, publishRefusal: null })
    expect(m.evaluation).toMatchObject({ method: 'kfold', k: 5, samples: 240, synthetic: 240, real: 0, beatsBaseline: true })
    expect(m.evaluation.folds).toHaveLength(5)
    expect(m.evaluation.model.overall).toBeLessThan(m.evaluation.baseline.overall)
    for (const line of ['K', 'P', 'L']) expect(m.evaluation.model[line]).toBeGreaterThan(0)
    expect(m.trainedAt).toEqual(expect.any(String))
  }, 120_000)

  it('publishes it; a newly completed profile is scored by it and records the model', async () => {
    const before = await completeProfile(EXAMPLE_ANSWERS.seasoned)
    expect(before).toMatchObject({ scoredBy: 'baseline' })
    const published = await json(await callApi(publish, world.ctx, { method: 'POST', token, params: { id: trainedId }, body: '{}' }))
    expect(published.status).toBe(200)
    expect(published.body.result).toMatchObject({ published: true, publicUploadedAt: expect.any(String) })
    const list = await json(await callApi(models, world.ctx, { token }))
    expect(list.body.result.published).toBe(trainedId)

    const after = await completeProfile(EXAMPLE_ANSWERS.seasoned)
    const model = (await modelsOf(world.ctx).findOne({ _id: trainedId }))!
    const expected = predictScores(model.network!, featureVector(EXAMPLE_ANSWERS.seasoned))
    expect(after).toMatchObject({ scoredBy: 'neuronet', scoredByModelId: trainedId, scoring: 'done' })
    expect(after.competencies).toBeCloseTo(expected.K, 6)
    expect(after.professionalism).toBeCloseTo(expected.P, 6)
    expect(after.maturity).toBeCloseTo(expected.L, 6)
    // The baseline scored the same answers differently: the model really is the scorer now.
    expect(after.competencies).not.toBeCloseTo(scoreProfile(EXAMPLE_ANSWERS.seasoned).K, 3)

    const predicted = await json(await callApi(predict, world.ctx, { method: 'POST', token, params: { profileId: after._id }, body: JSON.stringify({ modelId: trainedId }) }))
    expect(predicted.status).toBe(200)
    expect(predicted.body.result.current).toMatchObject({ scoredBy: 'neuronet', scoredByModelId: trainedId })
    expect(predicted.body.result.prediction.K).toBeCloseTo(expected.K, 6)
    expect(predicted.body.result.baseline.K).toBeCloseTo(scoreProfile(EXAMPLE_ANSWERS.seasoned).K, 6)
  })

  it('a published model does not change: train and upload on it are refused', async () => {
    const r = await json(await callApi(train, world.ctx, { method: 'POST', token, params: { id: trainedId }, body: '{}' }))
    expect(r).toMatchObject({ status: 409, body: { error: 'neuronetModelPublished' } })
  })

  it('downloads the model file, and the same file uploads as a new model measured on the whole set', async () => {
    const res = await callApi(file, world.ctx, { token, params: { id: trainedId } })
    expect(res.headers.get('Content-Disposition')).toContain('attachment')
    const text = await res.text()
    const up = await json(await callApi(upload, world.ctx, { method: 'POST', token, params: { id: 'new' }, body: text }))
    expect(up.status).toBe(200)
    expect(up.body.result).toMatchObject({ origin: 'uploaded', status: 'uploaded', published: false, evaluation: { method: 'fullSet', samples: 240 } })
  })

  it('a model that does not beat the baseline cannot be published, says why, and nothing changes', async () => {
    const zero = toModelFile({ layers: [{ activation: 'linear', weights: Array.from({ length: 20 }, () => [0, 0, 0]), bias: [0.5, 0.5, 0.5] }] }, 'constant fifty')
    const up = await json(await callApi(upload, world.ctx, { method: 'POST', token, params: { id: 'new' }, body: JSON.stringify(zero) }))
    expect(up.body.result).toMatchObject({ canPublish: false, publishRefusal: { error: 'neuronetNotBetterThanBaseline' } })
    const before = JSON.stringify(await modelsOf(world.ctx).find({}, { sort: { _id: 1 } }))
    const r = await json(await callApi(publish, world.ctx, { method: 'POST', token, params: { id: up.body.result.id }, body: '{}' }))
    expect(r.status).toBe(409)
    expect(r.body).toMatchObject({ error: 'neuronetNotBetterThanBaseline', model: expect.any(Number), baseline: expect.any(Number) })
    expect(r.body.model as number).toBeGreaterThanOrEqual(r.body.baseline as number)
    expect(JSON.stringify(await modelsOf(world.ctx).find({}, { sort: { _id: 1 } }))).toBe(before)
  })

  it('a published model that fails leaves the baseline to score, and the profile says baseline', async () => {
    const broken = { layers: [{ activation: 'linear', weights: Array.from({ length: 19 }, () => [0, 0, 0]), bias: [0, 0] }] }
    await modelsOf(world.ctx).updateOne({ _id: trainedId }, { $set: { network: broken } })
    const scored = await completeProfile(EXAMPLE_ANSWERS.graduate)
    expect(scored).toMatchObject({ scoredBy: 'baseline', scoring: 'done', competencies: scoreProfile(EXAMPLE_ANSWERS.graduate).K })
    expect(scored.scoredByModelId).toBeUndefined()
  })

  it('real profiles join the training set with their target source: final precise, final quick, then estimators', async () => {
    const a = await completeProfile(EXAMPLE_ANSWERS.leaver)
    const b = await completeProfile(EXAMPLE_ANSWERS.graduate)
    const c = await completeProfile(EXAMPLE_ANSWERS.bereaved)
    const store = world.services.store
    await tenantCollection(store, 'work', 'profiles').updateOne({ _id: a._id }, { $set: { finalScorePrecise: { K: 10, P: 20, L: 30 }, finalScore: { K: 9, P: 9, L: 9 } } })
    await tenantCollection(store, 'work', 'profiles').updateOne({ _id: b._id }, { $set: { finalScore: { K: 7, P: 6, L: 5 } } })
    const est = tenantCollection<EstimationDoc>(store, 'work', 'estimations')
    const now = new Date()
    await est.insertOne({ estimatorId: 'e1', profileId: c._id, assignedAt: now, updatedAt: now, scorePrecise: { K: 40, P: 50, L: 60 } })
    await est.insertOne({ estimatorId: 'e2', profileId: c._id, assignedAt: now, updatedAt: now, score: { K: 7, P: 7, L: 7 } })
    const set = await loadTrainingSet(world.ctx)
    const byId = new Map(set.map((s) => [s.id, s]))
    expect(byId.get(a._id)).toMatchObject({ kind: 'profile', source: 'finalScorePrecise', target: { K: 10, P: 20, L: 30 } })
    expect(byId.get(b._id)).toMatchObject({ source: 'finalScore', target: { K: 65, P: 55, L: 45 } })
    expect(byId.get(c._id)).toMatchObject({ source: 'estimators', target: { K: 52.5, P: 57.5, L: 62.5 }, raters: 2 })
    // Profiles nobody rated are not training samples.
    expect(set.filter((s) => s.kind === 'profile')).toHaveLength(3)
  })

  it('a queue that refuses the job leaves the model failed with the reason, not queued for ever', async () => {
    const jobs = world.services.jobs
    const broken = { ...world.ctx, services: { ...world.services, jobs: { ...jobs, enqueue: async () => Promise.reject(new Error('redis down')) } } }
    const r = await json(await callApi(train, broken as never, { method: 'POST', token, params: { id: 'new' }, body: '{}' }))
    expect(r).toMatchObject({ status: 503, body: { error: 'neuronetQueueUnavailable' } })
    const newest = (await modelsOf(world.ctx).find({}, { sort: { createdAt: -1, _id: -1 }, limit: 1 }))[0]
    expect(newest).toMatchObject({ status: 'failed', error: 'neuronetQueueUnavailable' })
  })

  it("another tenant's administrator sees none of it; an owner's token opens nothing", async () => {
    const inOther = await json(await callApi(one, world.otherCtx, { token: otherToken, params: { id: trainedId } }))
    expect(inOther).toMatchObject({ status: 404, body: { error: 'neuronetModelNotFound' } })
    const list = await json(await callApi(models, world.otherCtx, { token: otherToken }))
    expect(list.body.result.total).toBe(0)
    const crossToken = await json(await callApi(one, world.ctx, { token: otherToken, params: { id: trainedId } }))
    expect(crossToken.status).toBe(401)
    const pub = await json(await callApi(publish, world.otherCtx, { method: 'POST', token: otherToken, params: { id: trainedId }, body: '{}' }))
    expect(pub.status).toBe(404)
    const profileOfA = (await world.services.store.collection<{ _id: string; tenantId: string }>('profiles').findOne({ tenantId: 'work' }))!
    const pred = await json(
      await callApi(predict, world.otherCtx, { method: 'POST', token: otherToken, params: { profileId: profileOfA._id }, body: JSON.stringify({ modelId: trainedId }) })
    )
    expect(pred.status).toBe(404)
    const { makeOwner } = await import('#modules/profiles/profiles.fixture')
    const owner = await makeOwner(world.ctx)
    expect((await callApi(models, world.ctx, { token: owner.token })).status).toBe(401)
    const ms: NeuronetModelDoc[] = await modelsOf(world.otherCtx).find({})
    expect(ms).toHaveLength(0)
  })
})
