// What the plan allows, as a fresh owner meets it (issue 13): on the basic plan the teams page says
// teams come with a subscription and links to the plans, the dashboard names the plan each team
// product needs, the comparison names 'simulator pro', and expertise is not shown. Subscribed to
// LITE_7D through the payment API (a 4242 card), the owner creates one team of two filled profiles;
// its scene says the simulator is not in the plan and is read-only, and a second team is refused with
// SPEC's 'Достигнуто максимальное количество команд в подписке' and a way to the plans. Expertise is
// then shown. An open teams page follows the new plan live (syncAccessRules). In Russian and English, with
// JavaScript on and (@nojs) off.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { STEP_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'
import { letters, linkIn, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { axeFindings } from './axe'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const locales = {
  billing: { ru: require('../../modules/billing/locales/ru.json'), en: require('../../modules/billing/locales/en.json') },
  teams: { ru: require('../../modules/teams/locales/ru.json'), en: require('../../modules/teams/locales/en.json') },
}
const t = (ns: keyof typeof locales, lng: Lng, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{{${k}}}`, v), key.split('.').reduce<any>((node, part) => node?.[part], locales[ns][lng]) as string)

const PLANS = '/owner/subscription/plans'

/** A fresh, verified owner with two filled profiles (the owner API's one-call questionnaire) and an API token. */
async function freshOwner(page: Page, request: APIRequestContext, lng: Lng) {
  const email = uniqueEmail(`plan-${lng}`)
  await setLanguage(page, lng)
  await signUp(page, email)
  const [verification] = await readMail(request, email)
  await page.goto(linkIn(verification))
  const login = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: 'secret-123' } })
  const headers = { Authorization: `Bearer ${(await login.json()).result.token}` }
  const answers = Object.assign({}, ...Object.values(STEP_ANSWERS))
  const lastName = `Plan${letters(Date.now() % 1e7)}${lng}`
  const people: { id: string; name: string }[] = []
  for (const firstName of ['Vera', 'Zoya']) {
    const made = await request.post('/api/v1/owner/profiles/short', { data: { firstName, lastName, answers }, headers })
    expect(made.status(), await made.text()).toBe(201)
    people.push({ id: (await made.json()).result.id, name: `${firstName} ${lastName}` })
  }
  return { headers, people }
}

/**
 * The pages with a plan notice: WCAG 2.2 AA by axe (serious and critical; with JavaScript only, axe
 * runs as a script in the page) and no horizontal scroll at 360 px.
 */
async function guard(page: Page, what: string, axe: boolean): Promise<string[]> {
  const problems = (axe ? await axeFindings(page) : []).map((finding) => `${what}: axe ${finding}`)
  if ((await page.evaluate(() => document.documentElement.scrollWidth)) > 360) problems.push(`${what}: wider than 360 px`)
  return problems
}

const plansLink = (scope: ReturnType<Page['getByTestId']>) => scope.getByTestId('to-plans')

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a basic owner is told what the plan lacks; on 'teams' one team, a read-only scene, no second team (${lng}) @nojs`, async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 800 })
    const problems: string[] = []
    const { headers, people } = await freshOwner(page, request, lng)

    // Basic: the teams page explains and links to the plans instead of a form.
    await page.goto('/owner/teams')
    const notice = page.getByTestId('teams-not-in-plan')
    await expect(notice).toContainText(t('billing', lng, 'planAccess.teams'))
    await expect(plansLink(notice)).toHaveAttribute('href', PLANS)
    await expect(page.getByTestId('create-team')).toHaveCount(0)
    problems.push(...(await guard(page, 'teams on basic', javaScriptEnabled)))

    // The dashboard names the plan each team product needs and leads to the plans; the monitor keeps its mark.
    await page.goto('/owner/dashboard')
    const card = (id: string) => page.locator(`[data-product="${id}"]`)
    await expect(card('team').getByTestId('in-plan')).toHaveText(t('billing', lng, 'planAccess.inPlan', { plan: t('billing', lng, 'planAccess.plans.teams') }))
    await expect(card('compare').getByTestId('in-plan')).toHaveText(t('billing', lng, 'planAccess.inPlan', { plan: t('billing', lng, 'planAccess.plans.simulatorPro') }))
    await expect(card('compare')).toHaveAttribute('href', PLANS)
    await expect(card('p2p').getByTestId('in-plan')).toHaveCount(0)
    await expect(card('monitor')).toHaveAttribute('data-state', 'inDevelopment')
    problems.push(...(await guard(page, 'dashboard on basic', javaScriptEnabled)))

    // The comparison is part of 'simulator pro'.
    await page.goto('/owner/dashboard/compare-teams')
    await expect(page.getByTestId('compare-unavailable')).toContainText(t('billing', lng, 'planAccess.compare'))
    await expect(plansLink(page.getByTestId('compare-unavailable'))).toHaveAttribute('href', PLANS)
    problems.push(...(await guard(page, 'comparison on basic', javaScriptEnabled)))

    // Expertise is not sent on basic: the API leaves it out, the profile page says why.
    const listed = await (await request.get('/api/v1/owner/profiles', { headers })).json()
    expect(listed.result.items.map((p: { expertise: unknown; expertiseHidden: boolean }) => [p.expertise, p.expertiseHidden])).toEqual([
      [null, true],
      [null, true],
    ])
    await expect(async () => {
      await page.goto(`/owner/profiles/${people[0].id}`)
      await expect(page.locator('[data-score="grade"]')).toHaveText(t('billing', lng, 'planAccess.expertiseHidden'), { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    problems.push(...(await guard(page, 'profile with expertise hidden', javaScriptEnabled)))

    // LITE_7D through the payment API: a card, then the subscription. With JavaScript the open teams
    // page hears the new rules (live syncAccessRules) and shows the form without a reload.
    const streamOpen = javaScriptEnabled ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/live') : null
    await page.goto('/owner/teams')
    await expect(page.getByTestId('teams-not-in-plan')).toBeVisible()
    await streamOpen
    const card4242 = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } }
    expect((await request.post('/api/v1/owner/attach-payment-method', { data: card4242, headers })).status()).toBe(200)
    const subscribed = await request.post('/api/v1/owner/update-subscription', { data: { subscribe: 'LITE_7D', ln: lng }, headers })
    expect(subscribed.status(), await subscribed.text()).toBe(200)
    const rules = await (await request.post('/api/v1/owner/sync-access-rules', { headers })).json()
    expect(rules.result.rules).toMatchObject({ allowTeamsWrite: true, allowSceneWrite: false, maxTeams: 1, showExpertise: true })

    // One team of the two profiles.
    if (javaScriptEnabled) await expect(page.getByTestId('create-team')).toBeVisible()
    else await page.goto('/owner/teams')
    const form = page.getByTestId('create-team')
    await form.getByLabel(t('teams', lng, 'create.titleLabel')).fill(`Plan team ${lng}`)
    for (const person of people) await form.getByLabel(person.name, { exact: true }).check()
    await form.getByRole('button', { name: t('teams', lng, 'create.submit') }).click()
    await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f]{24}$/)

    // The scene: the simulator is not in 'teams'; its controls are shown disabled.
    const sceneNotice = page.getByTestId('scene-not-in-plan')
    await expect(sceneNotice).toContainText(t('billing', lng, 'planAccess.scene'))
    await expect(plansLink(sceneNotice)).toHaveAttribute('href', PLANS)
    const readOnly = page.getByTestId('scene-read-only').first()
    await expect(readOnly).toHaveAttribute('disabled', '')
    await expect(readOnly.locator('button, select, input').first()).toBeDisabled()
    problems.push(...(await guard(page, 'read-only scene', javaScriptEnabled)))

    // A second team is refused with SPEC's words and a way to a bigger plan.
    await page.goto('/owner/teams')
    const max = page.getByTestId('teams-max')
    await expect(max).toContainText(t('teams', lng, 'errors.maxTeams'))
    await expect(max).toContainText(t('billing', lng, 'planAccess.moreTeams'))
    await expect(plansLink(max)).toHaveAttribute('href', PLANS)
    await expect(page.getByTestId('create-team')).toHaveCount(0)
    if (lng === 'ru') await expect(max).toContainText('Достигнуто максимальное количество команд в подписке')
    problems.push(...(await guard(page, 'teams at the maximum', javaScriptEnabled)))

    // With a plan, expertise is shown again.
    const after = await (await request.get('/api/v1/owner/profiles', { headers })).json()
    expect(after.result.items.every((p: { expertiseHidden: boolean }) => p.expertiseHidden === false)).toBe(true)
    expect(problems).toEqual([])
  })
}
