// What the card entry renders in each mode: the plain fields on the test-mode provider (posted
// with the form, no script), and on Stripe only the mount point of Stripe Elements, the hidden
// `paymentMethodId` the browser fills in, and a word for readers without JavaScript. (Stripe.js
// itself is loaded in the browser, after hydration or by card-element-script.ts: nothing of it
// renders on the server.)
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { getZodConstraint } from '@conform-to/zod'
import { useForm, type FormOptions } from '#app/ui/form'
import { CardFields, type CardEntry } from './CardFields'
import { subscribeFormSchema, subscribeWithCardFormSchema } from '../page-schemas'
import { addCardFormSchema } from '../card-forms'
import en from '../locales/en.json'

function Form({ entry, constraint }: { entry?: CardEntry; constraint?: FormOptions['constraint'] }) {
  const [, fields] = useForm(undefined, { id: 'card', constraint })
  return <CardFields fields={fields} entry={entry} />
}

const render = (entry?: CardEntry, constraint?: FormOptions['constraint']) =>
  renderToString(
    <TranslationProvider lng="en" texts={resourcesFor('en')}>
      <MantineProvider>
        <Form entry={entry} constraint={constraint} />
      </MantineProvider>
    </TranslationProvider>
  )

/** The fields whose label ends in the required mark «*», by the label's text. */
const marked = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)<span aria-hidden="true"> \*<\/span><\/label>/g)].map((m) => m[1])

describe('CardFields', () => {
  it('renders the plain card fields on the test-mode provider, and no Stripe', () => {
    for (const html of [render(), render({ mode: 'test' })]) {
      for (const name of ['number', 'exp_month', 'exp_year', 'cvc', 'name']) expect(html).toContain(`name="${name}"`)
      expect(html).toContain('"cc-number"')
      expect(html).toContain(en.card.testModeHint)
      expect(html).not.toContain('stripe-card-element')
      expect(html).not.toContain('name="paymentMethodId"')
    }
  })

  it('lays month, year and CVC out as one grid whose fields share its rows, so their inputs line up whatever the labels do', () => {
    const html = render()
    expect(html).toMatch(/data-testid="card-expiry-row" style="display:grid;grid-template-rows:auto auto auto[^"]*grid-template-columns:repeat\(3, minmax\(0, 1fr\)\)/)
    expect(html.match(/grid-row:span 3;grid-template-rows:subgrid/g)).toHaveLength(3)
  })

  it('renders Stripe Elements’ mount point and the hidden payment method on Stripe, and no card field of ours', () => {
    const html = render({ mode: 'stripe', publishableKey: 'pk_test_abc', clientSecret: 'seti_1_secret_x' })
    expect(html).toContain('data-testid="stripe-card-element"')
    expect(html).toContain(`aria-label="${en.card.elementsLabel}"`)
    expect(html).toMatch(/<input type="hidden" name="paymentMethodId" value=""\/>/)
    expect(html).toContain(en.card.elementsHint)
    expect(html).toContain(en.card.needsJavaScript)
    for (const name of ['number', 'exp_month', 'exp_year', 'cvc']) expect(html).not.toContain(`name="${name}"`)
    expect(html).not.toContain(en.card.testModeHint)
    // The key and the SetupIntent's secret are the browser's to confirm with: a page that hydrates has
    // them in its loader data, one that does not (the flame result) reads them off the mount point.
    expect(html).toContain('data-publishable-key="pk_test_abc"')
    expect(html).toContain('data-client-secret="seti_1_secret_x"')
    expect(html).toContain('data-stripe-mount=""')
  })

  it('marks the required card fields «*» on the plan table without a default card, as the cards page does; with a default card none', () => {
    const required = [en.card.number, en.card.expMonth, en.card.expYear, en.card.cvc]
    expect(marked(render(undefined, getZodConstraint(addCardFormSchema)))).toEqual(required)
    const planTable = render(undefined, getZodConstraint(subscribeWithCardFormSchema))
    expect(marked(planTable)).toEqual(required)
    expect(planTable.match(/ required=""/g)).toHaveLength(4)
    expect(marked(render(undefined, getZodConstraint(subscribeFormSchema)))).toEqual([])
  })
})
