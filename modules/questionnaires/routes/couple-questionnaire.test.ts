// /couple-questionnaire on the real embedded store (ADR 041): a love owner's couple link opens the
// couple questionnaire after consent; bad input is a localised 400 that writes nothing; another
// tenant sees nothing; the partner's completed answers make both profiles usable in a pair, with
// traits, and perceptions only within the couple.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEnv } from '#app/config/env.server'
import { closeServices, createServices, type Services } from '#app/services.server'
import type { AppContext } from '#app/context'
import type { Tenant } from '#app/tenancy/tenant'
import { allJobs } from '#modules/registry.server'
import { createProfile, getProfile, type ProfileDoc } from '#modules/profiles/index.server'
import { sendCoupleLink } from '#modules/profiles/server/couple.server'
import { isScored, personOf } from '#modules/p2p/index.server'
import { settle } from '#tests/route-call'
import { LOVE_ITEMS } from '#engine/scoring/love'
import { ensureQuestionnaire } from '../server/questionnaires.repo.server'
import { coupleQuestionnaire, loveQuestionnaire } from '../seeds/love-questionnaires'
import { workQuestionnaire } from '../seeds/work-questionnaire'
import * as couplePage from './couple-questionnaire'
import * as profilePage from './profile-questionnaire'

const tenant = (_id: string, variant: 'work' | 'love'): Tenant => ({ _id, name: _id, hosts: [`${_id}.localhost`], variant, defaultLanguage: 'ru', theme: { primaryColor: 'blue' } })
const YEAR = new Date().getUTCFullYear()

let dir: string
let services: Services
let love: AppContext
let otherLove: AppContext
let work: AppContext

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rapport-couple-'))
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'error', SESSION_SECRET: 'couple-test-secret-couple-test-secret-xx' } as unknown as NodeJS.ProcessEnv)
  services = await createServices(env, allJobs())
  await services.jobs.process(allJobs(), services)
  const ctxOf = (t: Tenant): AppContext => ({ services, tenant: t, lng: 'en', nonce: 'n' })
  love = ctxOf(tenant('love', 'love'))
  otherLove = ctxOf(tenant('love2', 'love'))
  work = ctxOf(tenant('work', 'work'))
  for (const ctx of [love, otherLove]) {
    await ensureQuestionnaire(ctx, workQuestionnaire(YEAR))
    await ensureQuestionnaire(ctx, loveQuestionnaire(YEAR))
    await ensureQuestionnaire(ctx, coupleQuestionnaire(YEAR))
  }
  await ensureQuestionnaire(work, workQuestionnaire(YEAR))
})
afterEach(async () => {
  await closeServices(services)
  await rm(dir, { recursive: true, force: true })
})

type Mod = typeof couplePage
function get(mod: Mod, ctx: AppContext, query: string) {
  const request = new Request(`http://love.localhost/couple-questionnaire${query}`)
  return settle(() => mod.loader({ request, params: {}, context: ctx } as never))
}
function post(mod: Mod, ctx: AppContext, query: string, form: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(form)) for (const value of [v].flat()) body.append(k, value)
  const request = new Request(`http://love.localhost/couple-questionnaire${query}`, { method: 'POST', body })
  return settle(() => mod.action({ request, params: {}, context: ctx } as never))
}

/** A love owner's profile with a couple link sent from it: the partner's token. */
async function coupleLink(ctx = love) {
  const owned = await createProfile(ctx, 'owner-1', { firstName: 'Anna' })
  const sent = await sendCoupleLink(ctx, owned, { firstName: 'Boris', ownerName: 'Anna', lng: 'en' }, 'http://love.localhost')
  if (!sent.ok) throw new Error(sent.error)
  return { owned, partner: sent.partner, token: new URL(sent.url).searchParams.get('invite')!, url: sent.url }
}

const ABOUT = { gender: 'male', birth_day: '12', birth_month: '5', birth_year: String(YEAR - 30) }
const RELATIONSHIP = {
  meeting_place: 'friends',
  shared_interests: ['travel', 'music'],
  work_life_balance: 'balance',
  ideal_weekend: 'trip',
  long_distance: 'possible',
  weekly_time_together: '20',
  attraction_type: 'humour',
  love_language: 'time',
  challenge: 'time',
  second_chance: 'depends',
  rel_satisfaction: '5',
  rel_commitment: '4',
  rel_conflict: '2',
  rel_shared_interests: '4',
}
const PERSONALITY = Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.reverse ? '2' : '4']))
const PARTNER = { gender_partner: 'female', birth_day_partner: '3', birth_month_partner: '9', birth_year_partner: String(YEAR - 28) }

describe('/couple-questionnaire', () => {
  it('without a link says where the link comes from', async () => {
    const res = await get(couplePage, love, '')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ kind: 'coupleIntro' })
    expect((await get(couplePage, work, '')).status).toBe(404)
  })

  it('opens the landing first; consent is required, and refusing it changes nothing', async () => {
    const { token } = await coupleLink()
    const q = `?invite=${token}`
    expect(await (await get(couplePage, love, q)).json()).toMatchObject({ kind: 'welcome' })
    const refused = await post(couplePage, love, q, { intent: 'start' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ kind: 'welcome', view: { consentError: 'common:validation.consent' } })
    expect(await (await get(couplePage, love, q)).json()).toMatchObject({ kind: 'welcome' })
  })

  it('a bad first step is a 400 with localised messages, and nothing is stored', async () => {
    const { token, partner } = await coupleLink()
    const q = `?invite=${token}`
    await post(couplePage, love, q, { intent: 'start', consent: 'on' })
    const res = await post(couplePage, love, `${q}&step=about`, { firstName: '12345', gender: 'robot', birth_day: '31', birth_month: '2', birth_year: '1990' })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.view.errors.firstName).toMatch(/^common:validation\./)
    expect(body.view.errors.gender).toMatch(/^questionnaires:errors\./)
    // The love flow asks no last name (SPEC §5): no error for it.
    expect(body.view.errors.lastName).toBeUndefined()
    const stored = (await getProfile(love, partner._id))!
    expect(stored.answers).toEqual({})
    expect(stored.firstName).toBe('Boris')
  })

  it('another tenant sees nothing of the link, and the profile questionnaire page sends it to its own page', async () => {
    const { token } = await coupleLink()
    const elsewhere = await get(couplePage, otherLove, `?invite=${token}`)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toMatchObject({ kind: 'problem', error: 'owner:record_not_found' })
    const moved = await get(profilePage as Mod, love, `?invite=${token}`)
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toBe(`/couple-questionnaire?invite=${token}`)
  })

  it('refuses a couple link on a work tenant or without a couple questionnaire (SPEC §8 couple questionnaire error)', async () => {
    const workProfile = await createProfile(work, 'owner-1', { firstName: 'Anna' })
    expect(await sendCoupleLink(work, workProfile, { firstName: 'Boris', ownerName: 'A', lng: 'en' }, 'http://x')).toEqual({ ok: false, error: 'coupleNotLove' })
    const bare = { ...love, tenant: tenant('bare', 'love') }
    const p = await createProfile(bare, 'owner-1', { firstName: 'Anna' })
    expect(await sendCoupleLink(bare, p, { firstName: 'Boris', ownerName: 'A', lng: 'en' }, 'http://x')).toEqual({ ok: false, error: 'coupleQuestionnaireFailed' })
  })

  it('the partner fills it in: both profiles become usable in a love pair, perceptions only within the couple', async () => {
    const { owned, partner, token } = await coupleLink()
    const q = `?invite=${token}`
    await post(couplePage, love, q, { intent: 'start', consent: 'on' })
    const steps: [string, Record<string, string | string[]>][] = [
      ['about', { firstName: 'Boris', ...ABOUT }],
      ['relationship', RELATIONSHIP],
      ['personality', PERSONALITY],
      ['partner', { ...PARTNER, consent: 'on' }],
    ]
    for (const [step, form] of steps) {
      const res = await post(couplePage, love, `${q}&step=${step}`, form)
      expect(res.status, step).toBe(302)
    }
    await services.jobs.drain()
    const done = (await getProfile(love, partner._id)) as ProfileDoc
    expect(done).toMatchObject({ questionnaireState: 'ack_a', scoring: 'done', coupleProfileId: owned._id, birthDate: `${YEAR - 30}-05-12T00:00:00.000Z` })
    expect(done.traits).toEqual({ extraversion: 75, agreeableness: 75, openMindedness: 75, conscientiousness: 75, negativeEmotionality: 75 })
    expect(done.perceptions).toEqual({ satisfaction: 1, commitment: 0.5, conflict: -0.5, sharedInterests: 0.5 })
    expect(done.answers.age_partner).toBe(28 - (new Date() < new Date(Date.UTC(YEAR, 8, 3)) ? 1 : 0))
    expect(isScored(done)).toBe(true)
    const anna = (await getProfile(love, owned._id))!
    expect(personOf(done, anna).perceptions).toEqual(done.perceptions)
    const stranger = await createProfile(love, 'owner-1', { firstName: 'Cleo' })
    expect(personOf(done, stranger).perceptions).toBeUndefined()
    // The link is used up: it cannot reopen the answers.
    expect(await (await get(couplePage, love, q)).json()).toMatchObject({ kind: 'problem', error: 'owner:url_count' })
  })
})
