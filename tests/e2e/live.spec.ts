// The dashboard's training steps and recent runs, and the live connection behind them (ADR 021).
// A run appearing live in a second tab needs a run to record: the pair-check flow's spec does that
// (the integrator's, with the pair run); here, what every owner sees before a first run, and that
// each tab holds exactly one live stream, which a visitor cannot open.
import { expect, test } from '@playwright/test'
import { setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a new owner's dashboard shows the first steps at zero and an empty history pointing to the pair check (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    await signUp(page, uniqueEmail('live'))
    await page.setViewportSize({ width: 360, height: 800 })
    await expect(page.locator('#steps')).toHaveText(texts.accounts(lng, 'dashboard.steps.title'))
    // Nothing done yet: no filled profile to pair, no run, and no step ticked.
    await expect(page.getByTestId('counter-profiles')).toHaveText(
      texts.accounts(lng, lng === 'ru' ? 'dashboard.steps.profilesCount_many' : 'dashboard.steps.profilesCount_other').replace('{{count}}', '0')
    )
    await expect(page.locator('[data-step][data-done="true"]')).toHaveCount(0)
    await expect(page.getByTestId('counter-p2p')).toHaveText(
      texts.accounts(lng, lng === 'ru' ? 'dashboard.steps.p2pCount_many' : 'dashboard.steps.p2pCount_other').replace('{{count}}', '0')
    )
    await expect(page.getByTestId('counter-team')).toHaveText(
      texts.accounts(lng, lng === 'ru' ? 'dashboard.steps.teamCount_many' : 'dashboard.steps.teamCount_other').replace('{{count}}', '0')
    )
    // Steps lead where the product cards do: the pair check, and for a new owner (basic plan, no teams) the plans.
    await expect(page.locator('[data-step="p2p"] a')).toHaveAttribute('href', '/owner/dashboard/p2p')
    await expect(page.locator('[data-step="team"] a')).toHaveAttribute('href', '/owner/subscription/plans')
    const history = page.getByTestId('history')
    await expect(history).toContainText(texts.accounts(lng, 'dashboard.noHistory'))
    await expect(history.getByRole('link', { name: texts.accounts(lng, 'dashboard.startPair') })).toHaveAttribute('href', '/owner/dashboard/p2p')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
}

test('each tab of a signed-in owner holds one live stream; a visitor is refused', async ({ page, context, request }) => {
  const streams: string[] = []
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/live') streams.push(`${response.status()} ${response.headers()['content-type'] ?? ''}`)
  })
  await signUp(page, uniqueEmail('live'))
  const second = await context.newPage()
  await second.goto('/owner/dashboard')
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBe(2)
  expect(streams.every((s) => s.startsWith('200 text/event-stream'))).toBe(true)
  // Still one per tab a moment later: the components of a page share their tab's stream.
  await page.waitForTimeout(500)
  expect(streams).toHaveLength(2)

  const visitor = await request.get('/api/v1/live', { headers: { cookie: '' }, maxRedirects: 0 })
  expect(visitor.status()).toBe(401)
  expect(await visitor.json()).toEqual({ error: 'unauthorized' })
})

test('when the live connection cannot be made, the dashboard says so and keeps trying every 5 s', async ({ page }) => {
  await setLanguage(page, 'en')
  await signUp(page, uniqueEmail('live'))
  let attempts = 0
  await page.route('**/api/v1/live', (route) => {
    attempts += 1
    return route.abort('connectionrefused')
  })
  await page.reload()
  await expect(page.getByTestId('live-connection-lost')).toHaveText(texts.common('en', 'live.connectionLost'))
  await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  // Once the server can be reached again, the notice goes.
  await page.unroute('**/api/v1/live')
  await expect(page.getByTestId('live-connection-lost')).toHaveCount(0, { timeout: 15_000 })
})
