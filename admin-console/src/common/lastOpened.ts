// SPEC §2: list pages remember the last opened detail id. A detail page records its id in react-admin's
// store (localStorage, so it survives a reload); the list highlights that row and links back to it.
import { useEffect } from 'react'
import { useStore, type Identifier, type RaRecord } from 'react-admin'

const key = (resource: string) => `rapport.lastOpened.${resource}`

export function useRememberOpened(resource: string, id: Identifier | undefined) {
  const [, setLast] = useStore<Identifier | null>(key(resource), null)
  useEffect(() => {
    if (id !== undefined && id !== null) setLast(id)
  }, [id, setLast])
}

export function useLastOpened(resource: string): Identifier | null {
  const [last] = useStore<Identifier | null>(key(resource), null)
  return last
}

/** The row style of the last opened record: a bar at the start of the row and a tint (not colour alone). */
export function lastOpenedRowSx(last: Identifier | null) {
  return (record: RaRecord) => (last !== null && String(record.id) === String(last) ? { backgroundColor: 'action.selected', boxShadow: 'inset 4px 0 0 #1e4fa8' } : {})
}
