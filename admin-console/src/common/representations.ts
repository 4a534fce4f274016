// How a record is named in titles, breadcrumbs and the "last opened" link (react-admin's recordRepresentation).
import type { RaRecord } from 'react-admin'
import { i18nProvider } from '../i18n/i18nProvider'

export const profileName = (record: RaRecord) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() || String(record.id)
export const companyName = (record: RaRecord) => String(record.companyName || record.email || record.id)
export const estimatorName = (record: RaRecord) => String(record.name || record.email || record.id)

/**
 * A questionnaire by its name in the console's language and its version. A string, not an element:
 * the edit page's title puts it into a translated sentence, which showed an element as «Анкета «»».
 */
export const questionnaireName = (record: RaRecord) => {
  const name = record.name as { ru?: string; en?: string } | undefined
  return `${(i18nProvider.getLocale() === 'en' ? name?.en : name?.ru) ?? ''} v${record.version ?? ''}`.trim()
}
