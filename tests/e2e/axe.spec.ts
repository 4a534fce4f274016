// The axe helper itself (tests/e2e/axe.ts): it must read a page as it looks once still, not mid-fade.
import { expect, test } from '@playwright/test'
import { axeFindings } from './axe'
import { TENANTS } from './sessions'

test('axe waits for a fade to end before it judges contrast, and does not wait for an endless spinner', async ({ page }) => {
  // Black on white, fading in from a tenth of its opacity over 3 s: faint while it fades, clear after.
  const html = `<!doctype html><html lang="en"><head><title>fade</title><style>
    @keyframes in { from { opacity: 0.1 } to { opacity: 1 } }
    @keyframes turn { to { transform: rotate(1turn) } }
    p { color: #000; background: #fff; animation: in 3s forwards }
    .spinner { width: 16px; height: 16px; border: 2px solid #000; animation: turn 1s linear infinite }
  </style></head><body><main><p>Words that fade in</p><div class="spinner" aria-hidden="true"></div></main></body></html>`
  const url = `${TENANTS.work}/axe-self-test`
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
  await page.goto(url)
  // Mid-fade the words fail contrast; once the fade has ended they pass. Waiting for the spinner would time out.
  expect(await axeFindings(page)).toEqual([])
})
