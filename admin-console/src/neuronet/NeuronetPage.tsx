// The neural-network page (SPEC §2 administrator-neuronet /neuronet): the neuronet helper replaces
// this file with models, training, evaluation and publishing; App.tsx routes /neuronet here.
import { Title, useTranslate } from 'react-admin'
import { Card, CardContent, Typography } from '@mui/material'

export default function NeuronetPage() {
  const translate = useTranslate()
  return (
    <Card>
      <Title title={translate('neuronet.title')} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('neuronet.title')}
        </Typography>
        <Typography>{translate('neuronet.placeholder')}</Typography>
      </CardContent>
    </Card>
  )
}
