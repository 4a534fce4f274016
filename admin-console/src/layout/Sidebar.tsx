// react-admin's sidebar, with a name for the menu on a phone. Below `sm` the menu is a temporary
// drawer, which MUI makes a modal dialog, and a dialog needs a name (WCAG 4.1.2): axe found it
// unnamed when a desktop window narrowed with the menu open. On a wider screen the drawer is no
// dialog, and a plain block may not carry a label, so the name is given on the phone only.
import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin'
import { useMediaQuery, type Theme } from '@mui/material'

export function Sidebar(props: SidebarProps) {
  const translate = useTranslate()
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const named = isXSmall ? { slotProps: { paper: { 'aria-label': translate('rapport.menu.name') } } } : {}
  return <RaSidebar {...props} {...named} />
}
