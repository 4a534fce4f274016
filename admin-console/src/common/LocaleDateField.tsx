// react-admin's DateField in the console's language (it would follow the browser's otherwise).
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin'

export function LocaleDateField(props: DateFieldProps) {
  const [locale] = useLocaleState()
  return <DateField {...props} locales={locale === 'en' ? 'en-GB' : 'ru-RU'} />
}
