// A model's MAE beside the baseline's on the same samples, per line and overall (lower is better).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useFormatNumber } from '../common/useFormatNumber'
import type { Evaluation } from './neuronetApi'

const LINES = ['K', 'P', 'L', 'overall'] as const

export function MaeTable({ evaluation, caption }: { evaluation: Evaluation; caption: string }) {
  const translate = useTranslate()
  const format = useFormatNumber()
  const better = (line: (typeof LINES)[number]) => evaluation.model[line] < evaluation.baseline[line]
  return (
    <Table size="small" aria-label={caption} sx={{ maxWidth: 520, '& .MuiTableCell-root': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('neuronet.mae.title')}</TableCell>
          {LINES.map((line) => (
            <TableCell key={line} align="right">
              {translate(`neuronet.lines.${line}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {translate('neuronet.mae.model')}
          </TableCell>
          {LINES.map((line) => (
            <TableCell key={line} align="right" sx={{ fontWeight: better(line) ? 700 : 400 }}>
              {format(evaluation.model[line], 2)}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            {translate('neuronet.mae.baseline')}
          </TableCell>
          {LINES.map((line) => (
            <TableCell key={line} align="right" sx={{ fontWeight: better(line) ? 400 : 700 }}>
              {format(evaluation.baseline[line], 2)}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  )
}
