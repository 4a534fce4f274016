// The owner select of the profile filter (GET /profile-filter/owners: name = company name or email).
import { useEffect, useState } from 'react'
import { SelectInput, useDataProvider } from 'react-admin'
import type { ConsoleDataProvider } from '../dataProvider'

export function OwnerFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([])
  useEffect(() => {
    let live = true
    dataProvider
      .profileFilterOwners()
      .then(({ data }) => live && setChoices(data.map((o) => ({ id: o.id, name: o.name }))))
      .catch(() => live && setChoices([]))
    return () => {
      live = false
    }
  }, [dataProvider])
  return <SelectInput source={source} choices={choices} />
}
