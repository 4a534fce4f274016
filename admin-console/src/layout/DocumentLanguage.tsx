// <html lang> follows the console's language, so screen readers read English as English.
import { useEffect } from 'react'
import { useLocaleState } from 'react-admin'

export function DocumentLanguage() {
  const [locale] = useLocaleState()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return null
}
