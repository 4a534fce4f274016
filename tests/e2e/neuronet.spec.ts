// The console's neural-network page (SPEC §2 administrator-neuronet; modules/neuronet/README.md):
// the administrator sees the seeded synthetic set labelled synthetic, trains a model with progress
// and reads its MAE beside the baseline's, is told why a model that does not beat the baseline
// cannot be published, publishes the trained one, and a newly completed profile is scored by it
// (the test prediction shows the scorer). In Russian (the console's default) and in English.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO } from './fixtures'
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
  await expect(card.getByText(t('neuronet.method.kfold', { k: 5, samples: 240, real: 0, synthetic: 240 }))).toBeVisible()

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
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([])
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll).toBeLessThanOrEqual(client)
})
