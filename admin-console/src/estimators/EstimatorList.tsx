// Estimators (SPEC §2 administrator-estimators): create, edit, delete, send a login link.
import { Datagrid, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { LastOpenedLink } from '../common/LastOpenedLink'
import { ResponsiveGrid } from '../common/ResponsiveGrid'
import { lastOpenedRowSx, useLastOpened } from '../common/lastOpened'
import { LoginLinkButton } from '../common/LoginLinkButton'
import { validateSearch } from '../common/validation'

const filters = [<SearchInput key="q" source="q" alwaysOn validate={validateSearch} />]

export default function EstimatorList() {
  const last = useLastOpened('estimators')
  return (
    <>
      <LastOpenedLink resource="estimators" to="edit" label={(record) => String(record.name || record.email || '')} />
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <ResponsiveGrid small={<SimpleList primaryText={(record) => record.name} secondaryText={(record) => record.email} rowClick="edit" rowSx={lastOpenedRowSx(last)} />}>
          <Datagrid rowClick="edit" rowSx={lastOpenedRowSx(last)} bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="email" />
            <TextField source="fullName" sortable={false} />
            <NumberField source="batchSize" sortable={false} />
            <NumberField source="profilesCount" sortable={false} />
            <LocaleDateField source="createdAt" />
            <LocaleDateField source="lastVisitAt" showTime />
            <LoginLinkButton kind="estimators" />
          </Datagrid>
        </ResponsiveGrid>
      </List>
    </>
  )
}
