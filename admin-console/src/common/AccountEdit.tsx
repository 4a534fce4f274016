// The edit page of an account the administrator manages (a company or an estimator): the form with
// save and delete, a login-link button, the list's memory of the last opened one (SPEC §2), and the
// facts every account has (profiles, created, last visit) after the account's own fields.
import type { ReactNode } from 'react'
import { DeleteButton, Edit, Labeled, NumberField, SaveButton, SimpleForm, Toolbar, TopToolbar, useRecordContext } from 'react-admin'
import { Stack } from '@mui/material'
import { LocaleDateField } from './LocaleDateField'
import { useRememberOpened } from './lastOpened'
import { useMissingRecord } from './missingRecord'
import { LoginLinkButton } from './LoginLinkButton'

type Kind = 'owners' | 'estimators'

function Remember({ kind }: { kind: Kind }) {
  useRememberOpened(kind, useRecordContext()?.id)
  return null
}

function AccountToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

/** `children`: the account's own inputs; `facts`: read-only fields shown before the common ones. */
export function AccountEdit({ kind, children, facts }: { kind: Kind; children: ReactNode; facts?: ReactNode }) {
  return (
    <Edit
      queryOptions={useMissingRecord()}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <LoginLinkButton kind={kind} />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<AccountToolbar />}>
        <Remember kind={kind} />
        {children}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {facts}
          <Labeled>
            <NumberField source="profilesCount" />
          </Labeled>
          <Labeled>
            <LocaleDateField source="createdAt" showTime />
          </Labeled>
          <Labeled>
            <LocaleDateField source="lastVisitAt" showTime />
          </Labeled>
        </Stack>
      </SimpleForm>
    </Edit>
  )
}
