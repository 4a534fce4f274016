// The light Button draws what Mantine's Button draws (same markup, classes and CSS variables), for
// every way the app uses it, including a destructive and a full-width submit button; only the loader's
// code is left off the page until first interaction.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { Button as MantineButton } from '@mantine/core'
import { MantineProvider } from '#app/ui/mantine/MantineProvider.server'
import { theme } from '#app/ui/theme'
import { Button } from './Button'

const render = (button: ReactElement) =>
  renderToString(
    <MantineProvider theme={theme('indigo')} forceColorScheme="light">
      {button}
    </MantineProvider>
  )

const USES: Record<string, Record<string, unknown>> = {
  'sign-out': { type: 'submit', variant: 'subtle', size: 'compact-sm' },
  submit: { type: 'submit', name: 'intent', value: 'start', loading: false, disabled: false, fullWidth: true },
  destructive: { type: 'submit', loading: false, disabled: false, fullWidth: false, color: 'red.9' },
  outline: { type: 'submit', variant: 'outline', mih: 44 },
  link: { component: 'a', href: '/owner/login', variant: 'subtle', size: 'md' },
  light: { variant: 'light', size: 'md', className: 'filling-refresh', formNoValidate: true },
}

describe('Button', () => {
  it.each(Object.entries(USES))('draws %s as Mantine does', (_, props) => {
    expect(render(<Button {...props}>Go</Button>)).toBe(render(<MantineButton {...props}>Go</MantineButton>))
  })

  it('has no loader in the page while loading is off', () => {
    expect(render(<Button loading={false}>Go</Button>)).not.toContain('Loader')
  })
})
