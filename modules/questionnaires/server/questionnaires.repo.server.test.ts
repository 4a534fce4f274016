// The questionnaires repository on the real embedded store (NeDB files in a temporary folder), and
// on MongoDB too when MONGODB_URL is set.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import type { AppContext } from '#app/context'
import { errorMessageKey } from '#app/validation/error-codes'
import appRu from '#app/locales/ru.json'
import appEn from '#app/locales/en.json'
import { mongodbUrl, tempNedbStores, testMongo } from '#app/store/test-stores'
import type { DocumentStore } from '#app/store/types'
import type { Services } from '#app/services.server'
import type { Tenant } from '#app/tenancy/tenant'
import { fixture } from '../filling.fixture'
import questionnairesServer from '../module.server'
import { workQuestionnaire } from '../seeds/work-questionnaire'
import { questionnaireIndexes, QUESTIONNAIRES } from './questionnaire-indexes'
import {
  ensureQuestionnaire,
  getQuestionnaire,
  latestQuestionnaire,
  listQuestionnaireVersions,
  QuestionnaireImmutableError,
  saveQuestionnaire,
  setQuestionnaireStatus,
  updateQuestionnaire,
} from './questionnaires.repo.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

const nedb = tempNedbStores()
const mongo = mongodbUrl ? testMongo(mongodbUrl) : null
const engines: Array<[string, () => Promise<DocumentStore>]> = [['NeDB', () => nedb.open()]]
if (mongo) engines.push(['MongoDB', () => mongo.open()])

afterAll(async () => {
  await nedb.cleanup()
  await mongo?.drop()
})

describe.each(engines)('questionnaires repository on %s', (_engine, open) => {
  let store: DocumentStore
  const ctxOf = (tenantId: string): Ctx => ({ services: { store } as Services, tenant: { _id: tenantId } as Tenant })
  let ctx: Ctx
  const tenantId = () => `t-${Math.random().toString(36).slice(2)}`

  beforeEach(async () => {
    store = await open()
    await store.ensureIndexes(questionnaireIndexes)
    ctx = ctxOf(tenantId())
  })

  afterEach(async () => {
    await store.close()
  })

  it('stores a definition as version 1, then a change as version 2, each with status created', async () => {
    const first = await saveQuestionnaire(ctx, fixture)
    const second = await saveQuestionnaire(ctx, { ...fixture, name: { ru: 'Новая', en: 'New' } })
    expect(first).toMatchObject({ key: 'work', version: 1, status: 'created', tenantId: ctx.tenant._id })
    expect(second).toMatchObject({ version: 2, name: { en: 'New' } })
    expect(first.createdAt).toBeInstanceOf(Date)
    expect((await getQuestionnaire(ctx, first._id))?.name.en).toBe('Fixture')
  })

  it('refuses an invalid definition and stores nothing', async () => {
    await expect(saveQuestionnaire(ctx, { ...fixture, steps: [] })).rejects.toBeInstanceOf(ZodError)
    await expect(saveQuestionnaire(ctx, { key: 'work', name: 'x' })).rejects.toBeInstanceOf(ZodError)
    expect(await store.collection(QUESTIONNAIRES).count({})).toBe(0)
  })

  it('refuses unknown fields in a definition rather than storing them', async () => {
    await expect(saveQuestionnaire(ctx, { ...fixture, $where: 'x' })).rejects.toBeInstanceOf(ZodError)
  })

  it("refuses to change a stored questionnaire with 'questionnaireImmutable', and changes nothing", async () => {
    const stored = await saveQuestionnaire(ctx, fixture)
    const before = await store.collection(QUESTIONNAIRES).find({})
    const refusal = await updateQuestionnaire(ctx, stored._id, { name: { ru: 'Другое', en: 'Other' } }).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(QuestionnaireImmutableError)
    expect(refusal).toMatchObject({ code: 'questionnaireImmutable', status: 409 })
    expect(await store.collection(QUESTIONNAIRES).find({})).toEqual(before)
  })

  it('the refusal reads in both languages as SPEC §8 words it', () => {
    const key = errorMessageKey(new QuestionnaireImmutableError('x').code).split('.')
    const text = (tree: unknown) => key.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
    expect(text(appRu)).toBe('Ошибка. Сохранённый ранее опросник не может быть изменен')
    expect(text(appEn)).toMatch(/cannot be changed/)
  })

  it('answers not found (null), not immutable, for an unknown id or another tenant’s questionnaire', async () => {
    const stored = await saveQuestionnaire(ctx, fixture)
    const other = ctxOf(tenantId())
    expect(await updateQuestionnaire(other, stored._id, {})).toBeNull()
    expect(await updateQuestionnaire(ctx, 'nope', {})).toBeNull()
    expect(await getQuestionnaire(other, stored._id)).toBeNull()
    expect(await getQuestionnaire(ctx, '')).toBeNull()
  })

  it('keeps tenants apart: versions count per tenant, and latest sees only its own', async () => {
    const other = ctxOf(tenantId())
    await saveQuestionnaire(ctx, fixture)
    await saveQuestionnaire(ctx, fixture)
    expect(await latestQuestionnaire(other, 'work')).toBeNull()
    expect((await saveQuestionnaire(other, fixture)).version).toBe(1)
    expect((await latestQuestionnaire(ctx, 'work'))?.version).toBe(2)
  })

  it('latest is the highest version that is not inactive, per key', async () => {
    const v1 = await saveQuestionnaire(ctx, fixture)
    const v2 = await saveQuestionnaire(ctx, fixture)
    expect(await latestQuestionnaire(ctx, 'love')).toBeNull()
    expect((await latestQuestionnaire(ctx, 'work'))?._id).toBe(v2._id)
    await setQuestionnaireStatus(ctx, v2._id, 'inactive')
    expect((await latestQuestionnaire(ctx, 'work'))?._id).toBe(v1._id)
    expect((await listQuestionnaireVersions(ctx, 'work')).map((q) => q.version)).toEqual([2, 1])
  })

  it('moves the status and nothing else; inactive is final', async () => {
    const stored = await saveQuestionnaire(ctx, fixture)
    const computed = await setQuestionnaireStatus(ctx, stored._id, 'computed')
    expect(computed).toMatchObject({ status: 'computed', steps: stored.steps, version: 1 })
    expect(computed?.statusChangedAt).toBeInstanceOf(Date)
    expect(await setQuestionnaireStatus(ctx, stored._id, 'computed')).toMatchObject({ status: 'computed' })
    expect(await setQuestionnaireStatus(ctx, stored._id, 'inactive')).toMatchObject({ status: 'inactive' })
    expect(await setQuestionnaireStatus(ctx, stored._id, 'created')).toBeNull()
    expect(await setQuestionnaireStatus(ctx, stored._id, 'computed')).toBeNull()
    expect(await setQuestionnaireStatus(ctxOf(tenantId()), stored._id, 'computed')).toBeNull()
  })

  it('gives writers racing for the next version distinct versions', async () => {
    const saved = await Promise.all(Array.from({ length: 4 }, () => saveQuestionnaire(ctx, fixture)))
    expect(saved.map((q) => q.version).sort()).toEqual([1, 2, 3, 4])
  })

  it('ensureQuestionnaire stores version 1 once, even when two processes seed at the same moment', async () => {
    const [a, b] = await Promise.all([ensureQuestionnaire(ctx, fixture), ensureQuestionnaire(ctx, fixture)])
    expect(a._id).toBe(b._id)
    await ensureQuestionnaire(ctx, fixture)
    expect(await store.collection(QUESTIONNAIRES).count({ tenantId: ctx.tenant._id })).toBe(1)
  })

  it('the seed hook stores the work questionnaire for a tenant once, and leaves a retired one alone', async () => {
    const tenant = { _id: ctx.tenant._id, variant: 'work' as const }
    const services = ctx.services as Services
    await questionnairesServer.seed?.(services, tenant)
    await questionnairesServer.seed?.(services, tenant)
    const seeded = await latestQuestionnaire(ctx, 'work')
    expect(seeded).toMatchObject({ version: 1, status: 'created', steps: workQuestionnaire(new Date().getUTCFullYear()).steps })
    await setQuestionnaireStatus(ctx, seeded!._id, 'inactive')
    await questionnairesServer.seed?.(services, tenant)
    expect(await store.collection(QUESTIONNAIRES).count({ tenantId: ctx.tenant._id })).toBe(1)
  })
})
