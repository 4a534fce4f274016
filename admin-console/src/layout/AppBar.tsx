// react-admin's app bar, made to fit a phone: at 360 px its language button ("🌐 РУССКИЙ ⌄") took
// a third of the bar and lay over the page title ("Нейросет", "Анкета "Б"). Below the `sm`
// breakpoint the language button shows its icon only (its name stays for screen readers) and the
// title may take two lines before it ends in an ellipsis.
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin'
import { Box } from '@mui/material'

const TITLE_SX = {
  minWidth: 0,
  '@media (max-width: 599.95px)': {
    fontSize: '1.05rem',
    lineHeight: 1.25,
    whiteSpace: 'normal',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  },
} as const

/** The language name is a bare text node of react-admin's button: below `sm` it shrinks to nothing (font-size 0), so screen readers still read it. */
const COMPACT_LOCALES_SX = {
  flexShrink: 0,
  '@media (max-width: 599.95px)': {
    '& .MuiButton-root': { minWidth: 0, px: 1, fontSize: 0, lineHeight: 0 },
    '& .MuiButton-startIcon': { m: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
} as const

function Toolbar() {
  const translate = useTranslate()
  return (
    <>
      <Box sx={COMPACT_LOCALES_SX} data-testid="app-bar-locales">
        <LocalesMenuButton />
      </Box>
      {/* The spinner shown while data loads is a progressbar, and a progressbar needs a name
          (WCAG 4.1.2): react-admin passes the label on to it. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  )
}

export function AppBar() {
  return (
    <RaAppBar toolbar={<Toolbar />}>
      <TitlePortal sx={TITLE_SX} />
    </RaAppBar>
  )
}
