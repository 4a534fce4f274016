// Every profile of the tenant (SPEC §2 administrator-profiles): the filters all, estimated, approved,
// skipNormal, skipSuspicious, deleted; search; owner; delete one or many; a row opens the profile.
import { BulkDeleteButton, Datagrid, DateField, FunctionField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin'
import { LastOpenedLink } from '../common/LastOpenedLink'
import { lastOpenedRowSx, useLastOpened } from '../common/lastOpened'
import { validateSearch } from '../common/validation'
import { PROFILE_FILTERS, PROFILE_STATUSES } from './choices'
import { OwnerFilterInput } from './OwnerFilterInput'
import { ScoreText } from './ScoreText'

const filters = [
  // `all` is the empty choice: the API's default (every status but deleted).
  <SelectInput key="filter" source="filter" choices={PROFILE_FILTERS.filter((f) => f.id !== 'all')} alwaysOn emptyText="rapport.profiles.filter.all" />,
  <SearchInput key="q" source="q" alwaysOn validate={validateSearch} />,
  <OwnerFilterInput key="ownerId" source="ownerId" />,
]

const nameOf = (record: Record<string, unknown>) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim()

export default function ProfileList() {
  const last = useLastOpened('profiles')
  return (
    <>
      <LastOpenedLink resource="profiles" to="show" label={nameOf} />
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <Datagrid rowClick="show" rowSx={lastOpenedRowSx(last)} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <TextField source="ownerCompanyName" sortable={false} />
          <SelectField source="status" choices={PROFILE_STATUSES} />
          <FunctionField source="scores" sortable={false} render={(record) => <ScoreText score={record.scores} />} />
          <FunctionField source="finalScore" sortable={false} render={(record) => <ScoreText score={record.finalScore} />} />
          <DateField source="createdAt" />
          <DateField source="completedAt" />
        </Datagrid>
      </List>
    </>
  )
}
