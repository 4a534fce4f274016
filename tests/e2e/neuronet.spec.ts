// The console's neural-network page (SPEC §2 administrator-neuronet; modules/neuronet/README.md):
// the administrator sees the seeded synthetic set labelled synthetic, trains a model with progress
// and reads its MAE beside the baseline's, is told why a model that does not beat the baseline
// cannot be published, publishes the trained one, and a newly completed profile is scored by it
// (the test prediction shows the scorer). In Russian (the console's default) and in English.
// Last, issue 12's whole loop in one story: the administrator creates an estimator in the console,
// who signs in from the mailed link and rates; the administrator sees the ratings, trains, publishes,
// and a newly completed profile is scored by the new model. In this file because the file runs its
// tests one after another: two specs publishing models at once would score each other's profiles.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, linkIn, readMail, uniqueEmail } from './fixtures'
import { axeFindings } from './axe'
import { texts } from './texts'
import { consoleText, signInToConsole, type Lng } from './console-fixtures'
import { STEP_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'

test.describe.configure({ mode: 'serial' })

async function bearer(request: APIRequestContext, area: 'administrator' | 'owner', { email, password }: { email: string; password: string }) {
  const res = await request.post(`/api/v1/passport/${area}/login`, { data: { username: email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return { Authorization: `Bearer ${(await res.json()).result.token}` }
}

async function openNeuronet(page: Page, lng: Lng) {
  await signInToConsole(page, lng)
  await page.goto('/administrator/neuronet')
  await expect(page.getByRole('heading', { name: consoleText(lng, 'neuronet.title'), level: 1 })).toBeVisible()
}

/** A valid model that says 50 for everyone: no better than the baseline. */
const constantModel = (name: string) => ({
  format: 'rapport.neuronet',
  version: 1,
  name,
  inputs: [
    'degree',
    'universityPrestige',
    'schoolType',
    'schoolLocation',
    'courses',
    'languages',
    'schoolStability',
    'relocation',
    'work',
    'leadership',
    'entrepreneurship',
    'military',
    'age',
    'partner',
    'partnerYears',
    'cohabitation',
    'children',
    'parentsTogether',
    'siblings',
    'loss',
  ],
  outputs: ['K', 'P', 'L'],
  outputScale: 100,
  layers: [{ activation: 'linear', weights: Array.from({ length: 20 }, () => [0, 0, 0]), bias: [0.5, 0.5, 0.5] }],
})

const weakName = `constant ${Date.now()}`
let trainedName = ''

test('RU: train a model with progress, read its MAE beside the baseline, a weaker model is refused with the reason, publish, and a new profile is scored by it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const t = (key: string, values: Record<string, string | number> = {}) => consoleText('ru', key, values)
  await openNeuronet(page, 'ru')
  await expect(page.getByTestId('neuronet-set-counts')).toContainText(t('neuronet.set.counts', { profiles: 0, synthetic: 240 }).split(';')[1].trim())
  await expect(page.getByText(t('neuronet.set.synthetic'))).toBeVisible()
  await expect(page.getByTestId('neuronet-scorer')).toHaveText(t('neuronet.scorerBaseline'))

  // Train: progress while the job runs, then the MAE table beside the baseline.
  const admin = await bearer(request, 'administrator', DEMO.administrator)
  await page.getByRole('button', { name: t('neuronet.train') }).click()
  await expect(page.getByText(t('neuronet.trainingStarted'))).toBeVisible()
  trainedName = (await (await request.get('/api/v1/administrator/neuronet/models?limit=1', { headers: admin })).json()).result.items[0].name
  const card = page.getByRole('region', { name: trainedName })
  await expect(card.getByRole('progressbar')).toBeVisible()
  await expect(card.getByText(t('neuronet.status.trained'), { exact: true })).toBeVisible({ timeout: 240_000 })
  await expect(card.getByRole('table', { name: t('neuronet.mae.caption', { name: trainedName }) })).toBeVisible()
  await expect(card.getByRole('row', { name: new RegExp(t('neuronet.mae.baseline')) })).toBeVisible()
  // Russian: the default name in Russian, mean errors with a decimal comma.
  expect(trainedName).toMatch(/^Модель от \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  const maeCells = await card
    .getByRole('row', { name: new RegExp(t('neuronet.mae.baseline')) })
    .getByRole('cell')
    .allTextContents()
  expect(
    maeCells.slice(1).every((cell) => /^\d+,\d\d$/.test(cell)),
    maeCells.join(' ')
  ).toBe(true)

  // Before a profile and a model are chosen the predict button is disabled, its label inside it (at 1280 px it ran out).
  const predict = page.getByRole('button', { name: t('neuronet.predict.run') })
  await expect(predict).toBeDisabled()
  expect(await predict.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // A demo profile the baseline scored: its current scores are the baseline's, shown once.
  await page.getByRole('combobox', { name: t('neuronet.predict.profile') }).click()
  await page.getByRole('option', { name: 'Борис Демченко' }).first().click()
  await page.getByRole('combobox', { name: t('neuronet.predict.model') }).click()
  await page.getByRole('option', { name: trainedName }).click()
  await predict.click()
  await expect(page.getByTestId('predict-current')).toContainText(t('neuronet.predict.current', { scorer: t('neuronet.scorer.baseline') }))
  await expect(page.getByTestId('predict-baseline')).toHaveCount(0)
  // Estimators' ratings from other specs may have joined the 240 synthetic people: any count of real ones.
  const kfold = t('neuronet.method.kfold', { k: 5, samples: '§', real: '§', synthetic: 240 })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/§/g, '\\d+')
  await expect(card.getByText(new RegExp(`^${kfold}$`))).toBeVisible()

  // A file that is not a model, then a valid model no better than the baseline.
  await page.getByTestId('neuronet-upload-input').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') })
  await expect(page.getByText(t('neuronet.errors.neuronetInvalidFile'))).toBeVisible()
  await page.getByTestId('neuronet-upload-input').setInputFiles({ name: 'weak.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(constantModel(weakName))) })
  const weak = page.getByRole('region', { name: weakName })
  await expect(weak.getByTestId('publish-refusal')).toContainText(t('neuronet.errors.neuronetNotBetterThanBaseline').split('(')[0].trim())
  await expect(weak.getByRole('button', { name: t('neuronet.publish') })).toBeDisabled()

  // Publish the trained one.
  await card.getByRole('button', { name: t('neuronet.publish') }).click()
  await expect(page.getByTestId('neuronet-scorer')).toHaveText(t('neuronet.scorerPublished', { name: trainedName }))
  await expect(card.getByText(t('neuronet.publishedChip'), { exact: true })).toBeVisible()

  // A newly completed profile (the demo owner's one-call questionnaire) is scored by the published model.
  const owner = await bearer(request, 'owner', DEMO.owner)
  const answers = Object.assign({}, ...Object.values(STEP_ANSWERS))
  const made = await request.post('/api/v1/owner/profiles/short', { data: { firstName: 'Нейро', lastName: 'Тестов', answers }, headers: owner })
  expect(made.status(), await made.text()).toBe(201)
  const profileId = (await made.json()).result.id as string
  await expect
    .poll(async () => (await (await request.get(`/api/v1/administrator/profiles/${profileId}`, { headers: admin })).json()).result?.scores, { timeout: 60_000 })
    .not.toBeNull()

  await page.reload()
  await page.getByRole('combobox', { name: t('neuronet.predict.profile') }).click()
  await page.getByRole('option', { name: 'Нейро Тестов' }).first().click()
  await page.getByRole('combobox', { name: t('neuronet.predict.model') }).click()
  await page.getByRole('option', { name: trainedName }).click()
  await page.getByRole('button', { name: t('neuronet.predict.run') }).click()
  await expect(page.getByTestId('predict-current')).toContainText(t('neuronet.predict.current', { scorer: t('neuronet.scorer.neuronet') }))
  await expect(page.getByTestId('predict-baseline')).toBeVisible()
  // The published model scored it, so its test prediction and the current score agree.
  const cells = async (row: string) => (await page.getByTestId(row).getByRole('cell').allTextContents()).slice(1)
  expect(await cells('predict-current')).toEqual(await cells('predict-prediction'))
})

test('EN: the page, the scorer and the refusal reason read in English; with models on it the page passes axe at 360 px without horizontal scroll', async ({ page }) => {
  const t = (key: string, values: Record<string, string | number> = {}) => consoleText('en', key, values)
  await openNeuronet(page, 'en')
  await expect(page.getByText(t('neuronet.set.synthetic'))).toBeVisible()
  await expect(page.getByTestId('neuronet-scorer')).toHaveText(t('neuronet.scorerPublished', { name: trainedName }))
  await expect(page.getByRole('region', { name: weakName }).getByTestId('publish-refusal')).toContainText(t('neuronet.errors.neuronetNotBetterThanBaseline').split('(')[0].trim())
  await expect(page.getByRole('button', { name: t('neuronet.train') })).toBeEnabled()

  await page.setViewportSize({ width: 360, height: 800 })
  expect(await axeFindings(page)).toEqual([])
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll).toBeLessThanOrEqual(client)
})

test('the whole loop: an estimator made in the console rates; the administrator sees it, trains, publishes, and a new profile is scored by the model', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000)
  const t = (key: string, values: Record<string, string | number> = {}) => consoleText('ru', key, values)
  const e = (key: string) => texts.estimation('ru', key)
  const admin = await bearer(request, 'administrator', DEMO.administrator)
  const owner = await bearer(request, 'owner', DEMO.owner)
  const answers = Object.assign({}, ...Object.values(STEP_ANSWERS))
  const completeProfile = async (firstName: string) => {
    const made = await request.post('/api/v1/owner/profiles/short', { data: { firstName, lastName: 'Историева', answers }, headers: owner })
    expect(made.status(), await made.text()).toBe(201)
    return (await made.json()).result.id as string
  }
  // Fresh completed profiles, so the new estimator's batch is never empty whatever other specs rated.
  for (const name of ['Вера', 'Надежда', 'Любовь', 'Софья']) await completeProfile(name)

  // The administrator creates an estimator and mails a login link.
  await signInToConsole(page, 'ru')
  const email = uniqueEmail('story-estimator')
  await page.goto('/administrator/estimators/create')
  await page.getByRole('textbox', { name: t('resources.estimators.fields.email') }).fill(email)
  await page.getByRole('textbox', { name: t('resources.estimators.fields.name'), exact: true }).fill('Ирина')
  await page.getByRole('button', { name: t('ra.action.save') }).click()
  await expect(page).toHaveURL(/\/administrator\/estimators\/[^/]+$/)
  await page.getByRole('button', { name: t('rapport.loginLink.send') }).click()
  await expect(page.getByText(t('rapport.loginLink.sent', { email }))).toBeVisible()

  // The estimator signs in from the outbox link, in a browser of their own, and works a batch.
  const estimatorBrowser = await browser.newContext()
  const est = await estimatorBrowser.newPage()
  const [mail] = await readMail(request, email)
  await est.goto(linkIn(mail))
  await est.locator('form[method="post"] button[type="submit"]').click()
  await expect(est).toHaveURL(/\/estimator$/)
  await est.getByRole('button', { name: e('list.requestBatch') }).click()
  await expect(est.getByTestId('batch-notice')).toBeVisible()
  const open = async (n: number) => {
    await est.goto('/estimator?filter=all')
    await est.getByTestId('estimator-list').locator('li').nth(n).locator('a').first().click()
    await expect(est.getByTestId('profile-label')).toBeVisible()
    return est.url().split('/').pop()!.split('?')[0]
  }
  const fill = async (form: 'score' | 'precise', values: number[]) => {
    for (const [i, line] of (['K', 'P', 'L'] as const).entries()) await est.locator(`#${form}-field-${line}`).fill(String(values[i]))
  }
  const rated = await open(0)
  await fill('score', [8, 6, 4])
  await est.getByRole('button', { name: e('profile.quickSubmit') }).click()
  await expect(est.getByTestId('saved-notice')).toHaveText(e('profile.saved.score'))
  await fill('precise', [78, 61, 42])
  await est.getByRole('button', { name: e('profile.preciseSubmit') }).click()
  await expect(est.getByTestId('saved-notice')).toHaveText(e('profile.saved.precise'))
  await est.getByRole('textbox', { name: e('profile.noteLabel'), exact: true }).fill('Опыт руководства виден по ответам')
  await est.getByRole('button', { name: e('profile.noteSubmit') }).click()
  await expect(est.getByTestId('saved-notice')).toHaveText(e('profile.saved.note'))
  const postponed = await open(1)
  await est.getByRole('button', { name: e('profile.postpone') }).click()
  await expect(est.getByTestId('saved-notice')).toHaveText(e('profile.saved.postponed'))
  await open(2)
  await est.getByRole('button', { name: e('profile.suspicious') }).click()
  await expect(est.getByTestId('saved-notice')).toHaveText(e('profile.saved.suspicious'))
  await est.getByRole('link', { name: e('nav.compare') }).click()
  await est.getByLabel(e('compare.left')).selectOption(rated)
  await est.getByLabel(e('compare.right')).selectOption(postponed)
  await est.getByRole('button', { name: e('compare.submit') }).click()
  await expect(est.getByTestId('compare-table')).toBeVisible()
  await estimatorBrowser.close()

  // The administrator sees the rating, the precise rating and the note on the profile's page.
  await page.goto(`/administrator/profiles/${rated}/show`)
  const rating = page.getByRole('row', { name: /Ирина/ })
  await expect(rating).toContainText('K 8 · P 6 · L 4')
  await expect(rating).toContainText('K 78 · P 61 · L 42')
  await expect(rating).toContainText('Опыт руководства виден по ответам')

  // Trains a model on the ratings and the synthetic set, reads its MAE beside the baseline's, publishes it.
  await page.goto('/administrator/neuronet')
  await page.getByRole('button', { name: t('neuronet.train') }).click()
  await expect(page.getByText(t('neuronet.trainingStarted'))).toBeVisible()
  const model = (await (await request.get('/api/v1/administrator/neuronet/models?limit=1', { headers: admin })).json()).result.items[0] as { id: string; name: string }
  const card = page.getByRole('region', { name: model.name })
  await expect(card.getByText(t('neuronet.status.trained'), { exact: true })).toBeVisible({ timeout: 240_000 })
  await expect(card.getByRole('row', { name: new RegExp(t('neuronet.mae.baseline')) })).toBeVisible()
  await card.getByRole('button', { name: t('neuronet.publish') }).click()
  await expect(page.getByTestId('neuronet-scorer')).toHaveText(t('neuronet.scorerPublished', { name: model.name }))

  // A profile completed now is scored by that model, and its page says so.
  const fresh = await completeProfile('Новая')
  await expect
    .poll(async () => (await (await request.get(`/api/v1/administrator/profiles/${fresh}`, { headers: admin })).json()).result?.scoredByModelId, { timeout: 60_000 })
    .toBe(model.id)
  await page.goto(`/administrator/profiles/${fresh}/show`)
  await expect(page.getByTestId('scored-by')).toHaveAttribute('data-model', model.id)
  await expect(page.getByTestId('scored-by')).toContainText(t('neuronet.scorer.neuronet'))
})
