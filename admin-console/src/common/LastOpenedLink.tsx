// "Last opened: …" above a list: the way back to the record the administrator was working on.
import { Link, useGetOne, useTranslate, type Identifier } from 'react-admin'
import { Box, Typography } from '@mui/material'
import { useLastOpened } from './lastOpened'

export function LastOpenedLink({ resource, to, label }: { resource: string; to: 'show' | 'edit'; label: (record: Record<string, unknown>) => string }) {
  const last = useLastOpened(resource)
  const translate = useTranslate()
  const { data, isError } = useGetOne(resource, { id: last as Identifier }, { enabled: last !== null, retry: false })
  if (last === null || isError || !data) return null
  return (
    <Box sx={{ px: 2, pt: 1 }} data-testid="last-opened">
      <Typography variant="body2">
        {translate('rapport.lastOpened')} <Link to={`/${resource}/${encodeURIComponent(String(last))}${to === 'show' ? '/show' : ''}`}>{label(data) || String(last)}</Link>
      </Typography>
    </Box>
  )
}
