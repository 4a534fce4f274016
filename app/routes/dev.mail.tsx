// /dev/mail: the outbox of the embedded mail adapter, for the local demo and tests. Only with
// DEMO_MODE (which production refuses, ADR 013): it shows every mailed sign-in link.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { listOutbox } from '#app/mail/outbox.server'
import { STATIC_PAGE } from '#app/ui/handle'
import { pageError } from '#app/http/page-error.server'

export const handle = STATIC_PAGE

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.services.env.DEMO_MODE) pageError(404)
  const to = new URL(request.url).searchParams.get('to') ?? undefined
  const mail = await listOutbox(context.services.store, context.tenant._id, { limit: 50, to })
  return json({ mail: mail.map((m) => ({ id: m._id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt })) })
}

/** Plain markup on purpose: a developer's tool, read by tests too. Links in mails become clickable. */
export default function DevMail() {
  const { mail } = useLoaderData<typeof loader>()
  return (
    <main style={{ fontFamily: 'monospace', padding: 16 }}>
      <h1>Outbox ({mail.length})</h1>
      {mail.map((m) => (
        <article key={m.id} data-testid="mail" style={{ borderTop: '1px solid #ccc', padding: '8px 0' }}>
          <div>
            To: <span data-testid="mail-to">{m.to}</span>
          </div>
          <div>
            Subject: <span data-testid="mail-subject">{m.subject}</span>
          </div>
          <pre style={{ whiteSpace: 'pre-wrap' }}>
            {m.text.split(/(https?:\/\/\S+)/).map((part, i) =>
              i % 2 ? (
                <a key={i} href={part}>
                  {part}
                </a>
              ) : (
                part
              )
            )}
          </pre>
        </article>
      ))}
    </main>
  )
}
