// formatNumber in the language the administrator chose (react-admin's locale).
import { useCallback } from 'react'
import { useLocaleState } from 'react-admin'
import { formatNumber, type FormatNumber } from './numbers'

export function useFormatNumber(): FormatNumber {
  const [locale] = useLocaleState()
  return useCallback((value: number, digits: number) => formatNumber(locale, value, digits), [locale])
}
