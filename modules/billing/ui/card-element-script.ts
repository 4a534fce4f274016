// Stripe Elements on a page that does not hydrate (the flame result page, ADR 007): bundled alone by
// scripts/build-page-scripts.ts into public/card-element.js and loaded only when the page offers
// Elements. It does what CardFields' effect does on a hydrated page: finds the card element's mount
// point by its data attributes, mounts Stripe's frame, and says why when a card is refused.
import { mountCardElement } from './stripe-elements.client'
import { STRIPE_ERROR_ID } from './card-field-ids'

for (const group of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="stripe-card-element"]'))) {
  const node = group.querySelector<HTMLElement>('[data-stripe-mount]')
  const form = group.closest('form')
  const { publishableKey, clientSecret, unavailable } = group.dataset
  if (!node || !form || !publishableKey || !clientSecret) continue
  const say = (message: string | null) => {
    const box = document.getElementById(STRIPE_ERROR_ID)
    if (!box) return
    box.textContent = message ?? unavailable ?? ''
    box.hidden = false
    group.setAttribute('aria-describedby', STRIPE_ERROR_ID)
  }
  mountCardElement({ publishableKey, clientSecret, node, form, onError: say }).catch(() => say(null))
}
