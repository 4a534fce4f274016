// Enterprise requests: stored (nothing is lost if mail is down) and mailed to the operator by a job.
import type { AppContext } from '#app/context'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { sendMail } from '#app/mail/jobs/send-mail.server'
import { getT } from '#app/i18n/i18n.server'
import type { EnterpriseRequestInput } from './schema'

export interface EnterpriseRequest extends TenantDoc {
  name: string
  email: string
  company: string
  phone?: string
  message?: string
  language: string
  createdAt: Date
}

export async function createEnterpriseRequest({ services, tenant, lng }: AppContext, input: EnterpriseRequestInput) {
  const requests = tenantCollection<EnterpriseRequest>(services.store, tenant._id, 'enterpriseRequests')
  const { consent: _consent, ...fields } = input
  const saved = await requests.insertOne({ ...fields, language: lng, createdAt: new Date() })
  const t = await getT('ru', 'shell')
  await sendMail(services.jobs, {
    tenantId: tenant._id,
    to: services.env.OPERATOR_EMAIL,
    subject: t('enterprise.mailSubject', { company: saved.company }),
    text: [
      `${tenant.name}`,
      `Name: ${saved.name}`,
      `Email: ${saved.email}`,
      `Company: ${saved.company}`,
      `Phone: ${saved.phone ?? '-'}`,
      `Language: ${saved.language}`,
      '',
      saved.message ?? '',
    ].join('\n'),
  })
  return saved
}
