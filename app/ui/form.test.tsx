// The form layer reads conform's server reply the way conform's own helpers did: the values sent
// come back, each faulty field says so (aria-invalid, its message), required fields are marked.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { TranslationProvider } from '#app/i18n/react'
import { resourcesFor } from '#app/i18n/resources'
import { profileFormSchema } from '#modules/profiles/schemas'
import { FormAlert, getFormProps, useForm } from './form'
import { TextField } from './fields/TextField'
import { CheckboxField } from './fields/CheckboxField'
import { lazySchema } from './form-validation'

function formData(values: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(values)) data.append(k, v)
  return data
}

function ProfileForm({ reply }: { reply?: unknown }) {
  const [form, fields] = useForm(reply, { id: 'p', constraint: getZodConstraint(profileFormSchema) })
  return (
    <form {...getFormProps(form)}>
      <FormAlert errors={form.errors} />
      <TextField meta={fields.firstName} label="First name" />
      <TextField meta={fields.phone} label="Phone" type="tel" value="stored" />
      <CheckboxField meta={fields.consent} label="Consent" />
    </form>
  )
}

const render = (reply?: unknown) =>
  renderToString(
    <TranslationProvider lng="en" texts={resourcesFor('en')}>
      <MantineProvider>
        <ProfileForm reply={reply} />
      </MantineProvider>
    </TranslationProvider>
  )

describe('useForm', () => {
  it('marks the fields the schema requires, and only those', () => {
    const html = render()
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*required/)
    expect(html).not.toMatch(/<input[^>]*name="phone"[^>]*required/)
    expect(html).not.toContain('aria-invalid="true"')
  })

  it('shows the server reply: values sent, each faulty field with its message in the reader language', () => {
    const reply = parseWithZod(formData({ firstName: 'Anna', phone: '12', consent: 'on' }), { schema: profileFormSchema }).reply()
    const html = render(reply)
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="phone"[^>]*value="12"|<input[^>]*name="phone"[^>]*aria-invalid="true"[^>]*value="12"/)
    const common = resourcesFor('en').common as { validation: { phone: string } }
    expect(html).toContain(common.validation.phone)
    expect(html).toContain('value="Anna"')
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="on"|<input[^>]*value="on"[^>]*checked=""/)
  })

  it('shows a stored value when the reply carries none (editing a record)', () => {
    expect(render()).toContain('value="stored"')
  })

  it('shows errors about the whole form, translated', () => {
    const reply = parseWithZod(formData({ firstName: 'Anna' }), { schema: profileFormSchema }).reply({ formErrors: ['auth:incorrect_credentials'] })
    const common = resourcesFor('en').common as { errors: { auth: { incorrect_credentials: string } } }
    const html = render(reply)
    const escaped = common.errors.auth.incorrect_credentials.replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
    expect(html.slice(html.indexOf('data-testid="form-error"'))).toContain(escaped)
  })
})

describe('lazySchema', () => {
  it('validates in the browser with the same messages the server gives', async () => {
    const validate = lazySchema(async () => profileFormSchema)
    const check = await validate()
    const data = formData({ firstName: '', phone: '12' })
    const server = parseWithZod(data, { schema: profileFormSchema }).reply().error
    expect(check(data)).toEqual(Object.fromEntries(Object.entries(server ?? {}).filter(([, v]) => v?.length)))
    expect(check(formData({ firstName: 'Anna' }))).toEqual({})
  })
})
