import type { ReactNode } from 'react'
import { Container } from '#app/ui/mantine/Container'

/** The page's main landmark (the skip link's target), in the shell's content width. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="app-main">
      <Container size="lg" px={0}>
        {children}
      </Container>
    </main>
  )
}
