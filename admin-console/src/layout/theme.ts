// react-admin's default theme with contrast raised where the defaults miss WCAG 2.2 AA (4.5:1 text),
// and pointer targets of at least 24 px (2.5.8): react-admin's small buttons ("add filter") and the
// table's sort labels are smaller by default. A list's bulk-action bar, collapsed while no row is
// selected, is only clipped to no height: its buttons stayed in the page, lay over the "add filter"
// button and the header's sort labels (2.5.8 again), and took the keyboard's focus while unseen.
// Collapsed, it is hidden.
import { defaultTheme, type RaThemeOptions } from 'react-admin'

const components = (defaultTheme.components ?? {}) as Record<string, { styleOverrides?: Record<string, object> }>

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1e4fa8' }, secondary: { main: '#1e4fa8' } },
  components: {
    ...defaultTheme.components,
    MuiButton: { ...components.MuiButton, styleOverrides: { ...components.MuiButton?.styleOverrides, sizeSmall: { minHeight: 24 } } },
    MuiTableSortLabel: { ...components.MuiTableSortLabel, styleOverrides: { ...components.MuiTableSortLabel?.styleOverrides, root: { minHeight: 24 } } },
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
  },
}
