// RU / EN on the login page as two buttons, the current one pressed: reachable by keyboard, named for
// screen readers. Inside the console react-admin's app bar has its own language menu.
import { useLocaleState, useTranslate } from 'react-admin'
import { Button, ButtonGroup } from '@mui/material'
import { LOCALES } from '../i18n/i18nProvider'

export function LocaleSwitch() {
  const [locale, setLocale] = useLocaleState()
  const translate = useTranslate()
  return (
    <ButtonGroup size="small" variant="text" role="group" aria-label={translate('rapport.language')}>
      {LOCALES.map((l) => (
        <Button key={l.locale} lang={l.locale} aria-pressed={locale === l.locale} onClick={() => setLocale(l.locale)} sx={{ fontWeight: locale === l.locale ? 700 : 400 }}>
          {l.locale.toUpperCase()}
          <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {' '}
            {l.name}
          </span>
        </Button>
      ))}
    </ButtonGroup>
  )
}
