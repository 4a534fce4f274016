// Owners shown as companies (SPEC §2 owners): search, status, dates, subscription; delete one or many;
// a login link from the row.
import { BulkDeleteButton, Datagrid, DateInput, List, NumberField, SearchInput, SelectField, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { LastOpenedLink } from '../common/LastOpenedLink'
import { ResponsiveGrid } from '../common/ResponsiveGrid'
import { lastOpenedRowSx, useLastOpened } from '../common/lastOpened'
import { LoginLinkButton } from '../common/LoginLinkButton'
import { validateSearch } from '../common/validation'
import { OWNER_STATUSES, SUBSCRIBE_STATUSES } from './choices'
import { SubscribeField, SubscribeText } from './SubscribeField'

const filters = [
  <SearchInput key="q" source="q" alwaysOn validate={validateSearch} />,
  <SelectInput key="status" source="status" choices={OWNER_STATUSES} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <SelectInput key="subscribe" source="subscribe" choices={SUBSCRIBE_STATUSES} />,
]

const companyOf = (record: Record<string, unknown>) => String(record.companyName || record.email || '')

export default function OwnerList() {
  const last = useLastOpened('owners')
  const translate = useTranslate()
  return (
    <>
      <LastOpenedLink resource="owners" to="edit" label={companyOf} />
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <ResponsiveGrid
          small={
            <SimpleList
              primaryText={(record) => companyOf(record)}
              secondaryText={(record) => record.email}
              tertiaryText={(record) => (
                <>
                  {/* Both states can read «Активна»: the subscription's is named, so the two are told apart. */}
                  {translate(`rapport.owners.status.${record.status}`)} · {translate('resources.owners.fields.subscribe')}: <SubscribeText subscribe={record.subscribe} />
                </>
              )}
              rowClick="edit"
              rowSx={lastOpenedRowSx(last)}
            />
          }
        >
          <Datagrid rowClick="edit" rowSx={lastOpenedRowSx(last)} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <TextField source="companyName" />
            <TextField source="email" sortable />
            <SelectField source="status" choices={OWNER_STATUSES} sortable={false} />
            <NumberField source="profilesCount" sortable={false} />
            <SubscribeField source="subscribe" sortable={false} />
            <LocaleDateField source="createdAt" />
            <LocaleDateField source="lastVisitAt" showTime />
            <LoginLinkButton kind="owners" />
          </Datagrid>
        </ResponsiveGrid>
      </List>
    </>
  )
}
