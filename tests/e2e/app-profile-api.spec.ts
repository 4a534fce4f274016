// The questionnaire filled by API (ADR 011): a verified owner creates a profile and mails an
// invitation through the owner API; the invited person reads the questionnaire and sends each step
// with the token from the mail (`Authorization: Bearer`), and the owner sees the profile scored.
import { expect, test } from '@playwright/test'
import { linkIn, readMail, uniqueEmail } from './fixtures'
import { STEP_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'

const STEPS = STEP_ANSWERS

test('an invited person fills the whole questionnaire by API and the owner sees the profile scored', async ({ page, request }) => {
  const email = uniqueEmail('api-filler-owner')
  await page.goto('/owner/registration')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('secret-123')
  await page.locator('input[name="confirmPassword"]').fill('secret-123')
  await page.locator('input[name="consent"]').check()
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  const [verification] = await readMail(request, email)
  await page.goto(linkIn(verification))

  const login = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: 'secret-123' } })
  const owner = { Authorization: `Bearer ${(await login.json()).result.token}` }
  const created = await request.post('/api/v1/owner/profiles', { data: { firstName: 'Oleg', lastName: 'Petrov' }, headers: owner })
  expect(created.status()).toBe(201)
  const { id, permalink } = (await created.json()).result
  const invitee = uniqueEmail('api-filler')
  expect((await request.post(`/api/v1/owner/profiles/${id}/invitation`, { data: { email: invitee }, headers: owner })).status()).toBe(200)
  const [mail] = await readMail(request, invitee)
  const token = new URL(linkIn(mail)).searchParams.get('invite')!
  const person = { Authorization: `Bearer ${token}` }

  const questionnaire = (await (await request.get('/api/v1/app-profile/upgrade?ln=en', { headers: person })).json()).result
  expect(questionnaire.steps.map((s: { id: string }) => s.id)).toEqual(Object.keys(STEPS))
  const start = (await (await request.get(`/api/v1/app-profile/profile/${permalink}`, { headers: person })).json()).result
  expect(start).toMatchObject({ firstName: 'Oleg', currentStep: 'about', completed: false })

  // A step that is not valid is refused with the question's key.
  const refused = await request.put(`/api/v1/app-profile/profile/${permalink}/upgrade`, { data: { step: 'about', answers: { gender: 'male' } }, headers: person })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).fields.birth_day).toEqual(['questionnaires:errors.required'])

  const ids = Object.keys(STEPS)
  for (const [i, step] of ids.entries()) {
    const last = i === ids.length - 1
    const res = await request.put(`/api/v1/app-profile/profile/${permalink}/upgrade`, { data: { step, answers: STEPS[step], ...(last ? { consent: true } : {}) }, headers: person })
    expect(res.status(), await res.text()).toBe(200)
    expect((await res.json()).result.nextStep).toBe(last ? null : ids[i + 1])
  }

  // The link is used up; the owner sees the grade once the scoring job has run.
  expect((await request.get(`/api/v1/app-profile/profile/${permalink}`, { headers: person })).status()).toBe(410)
  await expect
    .poll(async () => (await (await request.get(`/api/v1/app-profile/grade?permalink=${permalink}`, { headers: owner })).json()).result.scoring, { timeout: 15_000 })
    .toBe('done')
  const grade = (await (await request.get(`/api/v1/app-profile/grade?permalink=${permalink}`, { headers: owner })).json()).result.grade
  expect(grade).toMatchObject({ competencies: expect.any(Number), professionalism: expect.any(Number), maturity: expect.any(Number) })
  const profile = (await (await request.get(`/api/v1/owner/profiles/${id}`, { headers: owner })).json()).result
  expect(profile).toMatchObject({ questionnaireState: 'ack_a', gender: 'female', birthDate: '1990-07-15T00:00:00.000Z' })

  // The owner's one-call twin: the short form, then a profile with all its answers (the static
  // owner/profiles/short is not taken for a profile id).
  const short = (await (await request.get('/api/v1/owner/questionnaire?ln=ru', { headers: owner })).json()).result
  expect(short.questions.length).toBeGreaterThan(20)
  const answers = Object.assign({}, ...Object.values(STEPS))
  const one = await request.post('/api/v1/owner/profiles/short', { data: { firstName: 'Nina', answers }, headers: owner })
  expect(one.status(), await one.text()).toBe(201)
  expect((await one.json()).result).toMatchObject({ firstName: 'Nina', isShort: true, questionnaireState: 'ack_a' })
})
