// Questionnaires (SPEC §2 administrator-questionnaires): every stored version with its status
// (created, computed, inactive); create; a row opens the version.
import { Datagrid, FunctionField, List, NumberField, SearchInput, SelectField, SelectInput, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { LastOpenedLink } from '../common/LastOpenedLink'
import { ResponsiveGrid } from '../common/ResponsiveGrid'
import { lastOpenedRowSx, useLastOpened } from '../common/lastOpened'
import { validateSearch } from '../common/validation'
import { QUESTIONNAIRE_KEYS, QUESTIONNAIRE_STATUSES } from './choices'

const filters = [
  <SearchInput key="q" source="q" alwaysOn validate={validateSearch} />,
  <SelectInput key="key" source="key" choices={QUESTIONNAIRE_KEYS} />,
  <SelectInput key="status" source="status" choices={QUESTIONNAIRE_STATUSES} />,
]

export default function QuestionnaireList() {
  const last = useLastOpened('questionnaires')
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const nameOf = (record: Record<string, unknown>) => {
    const name = record.name as { ru?: string; en?: string } | undefined
    return `${(locale === 'en' ? name?.en : name?.ru) ?? ''} v${record.version ?? ''}`
  }
  return (
    <>
      <LastOpenedLink resource="questionnaires" to="edit" label={nameOf} />
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <ResponsiveGrid
          small={
            <SimpleList
              primaryText={(record) => nameOf(record)}
              secondaryText={(record) => translate(`rapport.questionnaires.status.${record.status}`)}
              rowClick="edit"
              rowSx={lastOpenedRowSx(last)}
            />
          }
        >
          <Datagrid rowClick="edit" rowSx={lastOpenedRowSx(last)} bulkActionButtons={false}>
            <FunctionField source="name" sortable={false} render={(record) => (locale === 'en' ? record.name?.en : record.name?.ru)} />
            <SelectField source="key" choices={QUESTIONNAIRE_KEYS} />
            <NumberField source="version" />
            <SelectField source="status" choices={QUESTIONNAIRE_STATUSES} />
            <TextField source="datasource" sortable={false} />
            <NumberField source="questionsCount" sortable={false} />
            <NumberField source="profilesCount" sortable={false} />
            <LocaleDateField source="createdAt" />
            <LocaleDateField source="updatedAt" />
          </Datagrid>
        </ResponsiveGrid>
      </List>
    </>
  )
}
