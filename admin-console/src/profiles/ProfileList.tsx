// Every profile of the tenant (SPEC §2 administrator-profiles): the filters all, estimated, approved,
// skipNormal, skipSuspicious, deleted; search; owner; delete one or many; a row opens the profile.
import { BulkDeleteButton, Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, required, useTranslate } from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { LastOpenedLink } from '../common/LastOpenedLink'
import { ResponsiveGrid } from '../common/ResponsiveGrid'
import { lastOpenedRowSx, useLastOpened } from '../common/lastOpened'
import { validateSearch } from '../common/validation'
import { PROFILE_FILTERS, PROFILE_STATUSES } from './choices'
import { OwnerFilterInput } from './OwnerFilterInput'
import { ScoreText } from './ScoreText'

const filters = [
  // Always one of the six (SPEC §2), `all` by default: required, so no empty choice is offered.
  <SelectInput key="filter" source="filter" choices={PROFILE_FILTERS} alwaysOn validate={required()} />,
  <SearchInput key="q" source="q" alwaysOn validate={validateSearch} />,
  <OwnerFilterInput key="ownerId" source="ownerId" />,
]

const nameOf = (record: Record<string, unknown>) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim()

export default function ProfileList() {
  const last = useLastOpened('profiles')
  const translate = useTranslate()
  return (
    <>
      <LastOpenedLink resource="profiles" to="show" label={nameOf} />
      <List filters={filters} filterDefaultValues={{ filter: 'all' }} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <ResponsiveGrid
          small={
            <SimpleList
              primaryText={nameOf}
              secondaryText={(record) => record.ownerCompanyName}
              tertiaryText={(record) => translate(`rapport.profiles.status.${record.status}`)}
              rowClick="show"
              rowSx={lastOpenedRowSx(last)}
            />
          }
        >
          <Datagrid rowClick="show" rowSx={lastOpenedRowSx(last)} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <TextField source="firstName" />
            <TextField source="lastName" />
            <TextField source="ownerCompanyName" sortable={false} />
            <SelectField source="status" choices={PROFILE_STATUSES} />
            <FunctionField source="scores" sortable={false} render={(record) => <ScoreText score={record.scores} />} />
            <FunctionField source="finalScore" sortable={false} render={(record) => <ScoreText score={record.finalScore} />} />
            <LocaleDateField source="createdAt" />
          </Datagrid>
        </ResponsiveGrid>
      </List>
    </>
  )
}
