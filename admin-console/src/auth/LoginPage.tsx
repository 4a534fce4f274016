// /administrator/login: email and password (POST /api/v1/passport/administrator/login through the
// authProvider). A plain form with real labels and a heading, and the language switch, since the
// administrator may not read Russian.
import { useState, type FormEvent } from 'react'
import { useLogin, useNotify, useTranslate } from 'react-admin'
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { DocumentLanguage } from '../layout/DocumentLanguage'
import { LocaleSwitch } from '../layout/LocaleSwitch'

/** SPEC §5 limits, as the server checks them (its zod schema refuses longer input anyway). */
const EMAIL_MAX = 254
const PASSWORD_MAX = 128

export function LoginPage() {
  const translate = useTranslate()
  const login = useLogin()
  const notify = useNotify()
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    try {
      await login({ username: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') })
    } catch (error) {
      notify((error as Error).message || 'ra.auth.sign_in_error', { type: 'error' })
      setPending(false)
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', px: 2, pt: { xs: 4, sm: 10 } }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <DocumentLanguage />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LocaleSwitch />
          </Box>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('rapport.login.title')}
          </Typography>
          <form method="post" onSubmit={submit} noValidate={false}>
            <TextField
              name="email"
              type="email"
              label={translate('rapport.login.email')}
              autoComplete="username"
              required
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
            />
            <TextField
              name="password"
              type="password"
              label={translate('rapport.login.password')}
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
            />
            <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
              {translate(pending ? 'ra.page.loading' : 'rapport.login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  )
}
