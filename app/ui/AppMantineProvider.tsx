// The Mantine provider of every page. The server renders Mantine's own provider, which writes the
// theme's CSS variables and breakpoint classes into two <style> elements. The browser never needs
// to compute them again (the tenant's theme cannot change without a new document), so it hydrates
// with a provider that gives components the same context and theme and keeps those two elements as
// the server wrote them: React does not patch innerHTML while hydrating, nor later when the prop is
// unchanged. Mantine's CSS-variables resolver, colour-scheme manager and their helpers (about
// 3 KiB gzipped) then stay out of every hydrated page (docs/decisions/018-page-weight-per-route.md).
import type { ReactNode } from 'react'
import type { MantineThemeOverride } from '@mantine/core'
// A .server file: the browser build replaces it with an empty module, so FullProvider is undefined there.
import { MantineProvider as FullProvider } from './mantine/MantineProvider.server'
import { MantineContext } from './mantine/MantineContext'
import { MantineThemeProvider } from './mantine/MantineThemeProvider'

interface Props {
  theme: MantineThemeOverride
  getStyleNonce: () => string
  children: ReactNode
}

const noop = () => {}
const documentElement = () => document.documentElement
/** The server's content stays: an unchanged empty value is never written over it. */
const KEEP_SERVER_CSS = { __html: '' }

function BrowserMantineProvider({ theme, getStyleNonce, children }: Props) {
  const context = {
    colorScheme: 'light' as const,
    setColorScheme: noop,
    clearColorScheme: noop,
    getRootElement: documentElement,
    classNamesPrefix: 'mantine',
    getStyleNonce,
    cssVariablesSelector: ':root',
    withStaticClasses: true,
  }
  return (
    <MantineContext.Provider value={context}>
      <MantineThemeProvider theme={theme}>
        <style data-mantine-styles="true" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_CSS} />
        <style data-mantine-styles="classes" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_CSS} />
        {children}
      </MantineThemeProvider>
    </MantineContext.Provider>
  )
}

/** Light colour scheme only (the app has no dark theme). */
export function AppMantineProvider({ theme, getStyleNonce, children }: Props) {
  if (FullProvider) {
    return (
      <FullProvider theme={theme} forceColorScheme="light" getStyleNonce={getStyleNonce}>
        {children}
      </FullProvider>
    )
  }
  return (
    <BrowserMantineProvider theme={theme} getStyleNonce={getStyleNonce}>
      {children}
    </BrowserMantineProvider>
  )
}
