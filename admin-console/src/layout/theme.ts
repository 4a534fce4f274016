// react-admin's default theme with contrast raised where the defaults miss WCAG 2.2 AA (4.5:1 text).
import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1e4fa8' }, secondary: { main: '#1e4fa8' } },
}
