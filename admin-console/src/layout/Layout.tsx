// react-admin's layout with the neuronet page in the menu and a named phone menu; a 401 anywhere signs out.
import type { ReactNode } from 'react'
import { Layout as RaLayout, Menu, useTranslate } from 'react-admin'
import PsychologyIcon from '@mui/icons-material/Psychology'
import { AppBar } from './AppBar'
import { Sidebar } from './Sidebar'
import { DocumentLanguage } from './DocumentLanguage'
import { SignedOutWatcher } from './SignedOutWatcher'
import { RowCheckboxLabels } from './RowCheckboxLabels'

function ConsoleMenu() {
  const translate = useTranslate()
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item to="/neuronet" primaryText={translate('rapport.menu.neuronet')} leftIcon={<PsychologyIcon />} />
    </Menu>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin's app bar already has the language menu (two locales in the i18nProvider).
    <RaLayout menu={ConsoleMenu} appBar={AppBar} sidebar={Sidebar}>
      <DocumentLanguage />
      <SignedOutWatcher />
      <RowCheckboxLabels />
      {children}
    </RaLayout>
  )
}
