// How a record is named in titles, breadcrumbs and the "last opened" link (react-admin's recordRepresentation).
import { useLocaleState, useRecordContext, type RaRecord } from 'react-admin'

export const profileName = (record: RaRecord) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() || String(record.id)
export const companyName = (record: RaRecord) => String(record.companyName || record.email || record.id)
export const estimatorName = (record: RaRecord) => String(record.name || record.email || record.id)

/** A questionnaire by its name in the console's language and its version (an element: it needs the locale). */
function QuestionnaireName() {
  const record = useRecordContext()
  const [locale] = useLocaleState()
  if (!record) return null
  const name = record.name as { ru?: string; en?: string } | undefined
  return <>{`${(locale === 'en' ? name?.en : name?.ru) ?? ''} v${record.version ?? ''}`}</>
}
export const questionnaireName = <QuestionnaireName />
