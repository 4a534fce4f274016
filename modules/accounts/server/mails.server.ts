// The mails this module sends, in the reader's language. Sent by the mail job, never inline.
import type { AppContext } from '#app/context'
import { getT } from '#app/i18n/i18n.server'
import { sendMail } from '#app/mail/jobs/send-mail.server'
import type { Language } from '#app/tenancy/tenant'
import type { LinkPurpose } from './links.server'

export async function mailLink(ctx: Pick<AppContext, 'services' | 'tenant'>, opts: { to: string; lng: Language; purpose: LinkPurpose; url: string }) {
  const t = await getT(opts.lng, 'accounts')
  const vars = { name: ctx.tenant.name, url: opts.url }
  await sendMail(ctx.services.jobs, {
    tenantId: ctx.tenant._id,
    to: opts.to,
    subject: t(`mail.${opts.purpose}.subject`, vars),
    text: `${t(`mail.${opts.purpose}.text`, vars)}\n\n${opts.url}\n\n${t('mail.ignore', vars)}`,
  })
}
