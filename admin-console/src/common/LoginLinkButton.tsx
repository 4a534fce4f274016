// Mails an owner or estimator a one-time sign-in link (POST /{kind}/{id}/mail/login-link), in the
// console's language.
import { useState } from 'react'
import { Button, useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin'
import SendIcon from '@mui/icons-material/Send'
import type { ConsoleDataProvider } from '../dataProvider'

export function LoginLinkButton({ kind }: { kind: 'owners' | 'estimators' }) {
  const record = useRecordContext()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [pending, setPending] = useState(false)
  if (!record) return null

  async function send(event: React.MouseEvent) {
    // In a list row the click would also open the record.
    event.stopPropagation()
    setPending(true)
    try {
      await dataProvider.sendLoginLink(kind, record!.id, locale === 'en' ? 'en' : 'ru')
      // It names the address the link went to: it stays until the administrator clicks elsewhere or
      // closes it, not 4 s, so one who looked away still reads where the link went.
      notify('rapport.loginLink.sent', { type: 'success', messageArgs: { email: String(record!.email ?? '') }, autoHideDuration: null })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return <Button label={translate('rapport.loginLink.send')} onClick={send} disabled={pending || record.status === 'blocked'} startIcon={<SendIcon />} />
}
