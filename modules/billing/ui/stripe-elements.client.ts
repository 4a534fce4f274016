// Stripe Elements on a card form (CardFields in 'stripe' mode), in the browser only. It loads
// Stripe.js from js.stripe.com (the CSP allows it when Stripe is configured: server/security.ts),
// mounts the card element, and on submit confirms the page's SetupIntent with the card; the form
// then posts with `paymentMethodId` set, and the server attaches that card (useCard).
// The form's own submit is held back until then: a listener on the form stops the event before it
// bubbles to React's root, where Remix's <Form> would send it without the payment method.
import { loadStripe } from '@stripe/stripe-js/pure'

export interface ElementsMount {
  publishableKey: string
  clientSecret: string
  node: HTMLElement
  form: HTMLFormElement
  /** Stripe's message for a refused card (already in the page's language), or null for 'could not load'. */
  onError: (message: string | null) => void
}

/** Mounts the card element; resolves to its unmount. */
export async function mountCardElement({ publishableKey, clientSecret, node, form, onError }: ElementsMount): Promise<() => void> {
  const locale = document.documentElement.lang === 'en' ? 'en' : 'ru'
  const stripe = await loadStripe(publishableKey, { locale })
  if (!stripe) {
    onError(null)
    return () => {}
  }
  const card = stripe.elements({ locale }).create('card', { hidePostalCode: true })
  card.mount(node)
  const field = form.elements.namedItem('paymentMethodId') as HTMLInputElement
  let busy = false
  const submit = async (event: SubmitEvent) => {
    if (field.value) return
    event.preventDefault()
    event.stopPropagation()
    if (busy) return
    busy = true
    const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } })
    busy = false
    if (error || !setupIntent?.payment_method) return onError(error?.message ?? null)
    field.value = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method.id
    form.requestSubmit(event.submitter instanceof HTMLButtonElement ? event.submitter : undefined)
    // Remix read the form as it was submitted; emptied, a refused card is confirmed afresh next time
    // (the page's next SetupIntent: confirming attached a card, so the loader makes a new one).
    field.value = ''
  }
  form.addEventListener('submit', submit)
  return () => {
    form.removeEventListener('submit', submit)
    card.destroy()
  }
}
