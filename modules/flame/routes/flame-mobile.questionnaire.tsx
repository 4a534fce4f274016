// /flame-mobile/questionnaire/{id?}: the 30 statements, six to a page (SPEC §2). Each page is a
// plain POST form (no hydration): its answers are checked, kept, and the next unanswered page
// follows; after the last, the result. Without an id the test starts unnamed on the first POST.
// An unknown key is 'Questionnaire not found' (SPEC §8); a finished test goes to its result.
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { STATIC_PAGE } from '#app/ui/handle'
import { keySchema, pageSchema } from '../schemas'
import { ITEMS } from '../items'
import { findResult, nextOpenPage, saveAnswers, startTest } from '../server/results.server'
import { itemsOfPage, PAGES } from '../pages'
import { StatementField } from '../ui/StatementField'
import { FlameErrorBoundary } from '../ui/FlameNotFound'
import flameCss from '../ui/flame.css'

export const handle = STATIC_PAGE
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: flameCss }]
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

const PATH = '/flame-mobile/questionnaire'
/** The key is in the URL: no shared cache keeps the page, no link carries the key away. */
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }
const notFound = () => json({ error: 'questionnaireNotFound' }, { status: 404, headers: PRIVATE })

const pageNumber = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= PAGES ? n : null
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const asked = pageNumber(new URL(request.url).searchParams.get('page'))
  if (!params.id) return json({ kind: 'page' as const, key: null, page: 1, answers: {} as Record<string, number>, you: '' }, { headers: PRIVATE })
  if (!keySchema.safeParse(params.id).success) throw notFound()
  const result = await findResult(context, params.id)
  if (!result) throw notFound()
  if (result.completedAt) throw redirect(`/flame-mobile/questionnaire-result/${result.key}`)
  const page = asked ?? nextOpenPage(result.answers) ?? 1
  return json({ kind: 'page' as const, key: result.key, page, answers: result.answers, you: result.names.you }, { headers: PRIVATE })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const page = pageNumber(form.page) ?? 1
  const items = itemsOfPage(page)
  const parsed = pageSchema(items).safeParse(form)
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(parsed.error.flatten().fieldErrors).map(([id, m]) => [id, m?.[0]]))
    const answers = Object.fromEntries(items.flatMap((i) => (Number(form[i.id]) >= 1 && Number(form[i.id]) <= 5 ? [[i.id, Number(form[i.id])]] : [])))
    return json({ errors, answers }, { status: 400, headers: PRIVATE })
  }
  let key = params.id
  if (!key) key = (await startTest(context, {})).key
  else if (!keySchema.safeParse(key).success) throw notFound()
  const saved = await saveAnswers(context, key, parsed.data as Record<string, number>)
  if (!saved.ok) {
    if (saved.error === 'notFound') throw notFound()
    return redirect(`/flame-mobile/questionnaire-result/${key}`)
  }
  if (saved.result.completedAt) return redirect(`/flame-mobile/questionnaire-result/${key}`)
  return redirect(`${PATH}/${key}?page=${nextOpenPage(saved.result.answers) ?? page + 1}`)
}

export default function FlameQuestionnaire() {
  const { t } = useTranslation('flame')
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const items = itemsOfPage(data.page)
  const answered = Object.keys(data.answers).length
  const first = ITEMS.indexOf(items[0])
  return (
    <Stack className="flame">
      <Title order={1}>{data.you ? t('questionnaire.titleNamed', { name: data.you }) : t('questionnaire.title')}</Title>
      <Text>{t('questionnaire.lead')}</Text>
      <Text size="sm" data-testid="flame-progress">
        {t('questionnaire.progress', { page: data.page, pages: PAGES, answered, total: ITEMS.length })}
      </Text>
      {reply?.errors ? (
        <Text c="red.9" fw={600} role="alert">
          {t('errors.pageIncomplete')}
        </Text>
      ) : null}
      <Form method="post" action={data.key ? `${PATH}/${data.key}` : PATH} noValidate>
        <input type="hidden" name="page" value={data.page} />
        <Stack gap="md">
          {items.map((item, i) => (
            <StatementField key={item.id} id={item.id} number={first + i + 1} value={reply?.answers?.[item.id] ?? data.answers[item.id]} error={reply?.errors?.[item.id]} />
          ))}
          <div>
            <button type="submit" className="flame-button">
              {data.page < PAGES ? t('questionnaire.next') : t('questionnaire.finish')}
            </button>
          </div>
        </Stack>
      </Form>
    </Stack>
  )
}

export const ErrorBoundary = FlameErrorBoundary
