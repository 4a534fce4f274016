// The part of Mantine's Button (Button.mjs) that shows its loader while `loading`, sliding in as
// Mantine's does: loaded by ./Button.tsx on a page's first interaction, not with the page.
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own.
import { rem } from '../../../node_modules/@mantine/core/esm/core/utils/units-converters/rem.mjs'
// @ts-expect-error TS7016
import { Box } from '../../../node_modules/@mantine/core/esm/core/Box/Box.mjs'
// @ts-expect-error TS7016
import { Loader } from '../../../node_modules/@mantine/core/esm/components/Loader/Loader.mjs'
// @ts-expect-error TS7016
import { Transition } from '../../../node_modules/@mantine/core/esm/components/Transition/Transition.mjs'

const loaderTransition = {
  in: { opacity: 1, transform: `translate(-50%, calc(-50% + ${rem(1)}))` },
  out: { opacity: 0, transform: 'translate(-50%, -200%)' },
  common: { transformOrigin: 'center' },
  transitionProperty: 'transform, opacity',
}

export interface ButtonLoaderProps {
  mounted: boolean
  getStyles: (selector: string, options?: { style?: unknown }) => Record<string, unknown>
  loaderProps?: unknown
}

export function ButtonLoader({ mounted, getStyles, loaderProps }: ButtonLoaderProps) {
  return (
    <Transition mounted={mounted} transition={loaderTransition} duration={150}>
      {(transitionStyles: unknown) => (
        <Box component="span" {...getStyles('loader', { style: transitionStyles })} aria-hidden>
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" {...(loaderProps as object)} />
        </Box>
      )}
    </Transition>
  )
}

// esbuild gives a file to one chunk with the files that exactly the same entries reach, and this
// module is an entry (import()): reaching Mantine's core without the texts and Text, which every page
// has beside it, it would split the chunk of all three in two and add a file to every page's first load.
export { useTranslation as keepOneChunk } from '#app/i18n/react'
export { Text as keepOneChunkText } from '#app/ui/mantine/Text'
