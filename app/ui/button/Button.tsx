// Mantine's Button, drawn the same (its classes, CSS variables and markup; Mantine's Button.mjs with
// the loader taken out), for pages that hydrate. Mantine's own imports the loader it shows while
// `loading`, and the transition that slides it in, on every page with a button: the sign-out button
// of every signed-in page included. Here they come by import() once the page is first touched
// (focus, pointer, key) or a button starts loading, whichever is first: no button loads before someone
// presses it (docs/decisions/052-kept-views-and-light-buttons.md). No Button.Group (the app uses none).
import { useEffect, useState, type ComponentType } from 'react'
import type { Button as MantineButton, MantineTheme } from '@mantine/core'
// @ts-expect-error TS7016: Mantine's ESM files carry no types of their own.
import { getFontSize, getRadius, getSize } from '../../../node_modules/@mantine/core/esm/core/utils/get-size/get-size.mjs'
// @ts-expect-error TS7016
import { createVarsResolver } from '../../../node_modules/@mantine/core/esm/core/styles-api/create-vars-resolver/create-vars-resolver.mjs'
// @ts-expect-error TS7016
import { useProps } from '../../../node_modules/@mantine/core/esm/core/MantineProvider/use-props/use-props.mjs'
// @ts-expect-error TS7016
import { useStyles } from '../../../node_modules/@mantine/core/esm/core/styles-api/use-styles/use-styles.mjs'
// @ts-expect-error TS7016
import { Box } from '../../../node_modules/@mantine/core/esm/core/Box/Box.mjs'
// @ts-expect-error TS7016
import { polymorphicFactory } from '../../../node_modules/@mantine/core/esm/core/factory/polymorphic-factory.mjs'
// @ts-expect-error TS7016
import { UnstyledButton } from '../../../node_modules/@mantine/core/esm/components/UnstyledButton/UnstyledButton.mjs'
// @ts-expect-error TS7016
import classes from '../../../node_modules/@mantine/core/esm/components/Button/Button.module.css.mjs'
import type { ButtonLoaderProps } from './ButtonLoader'

type Loader = ComponentType<ButtonLoaderProps>
let loader: Promise<Loader> | undefined
const loadLoader = () => (loader ??= import('./ButtonLoader').then((m) => m.ButtonLoader))

const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown'] as const
let touched: Promise<void> | undefined
/** The page's first interaction: one set of listeners for every button that can load. */
const firstTouch = () =>
  (touched ??= new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_TOUCH) document.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of FIRST_TOUCH) document.addEventListener(type, done, true)
  }))

interface VarsInput {
  radius?: string | number
  color?: string
  gradient?: unknown
  variant?: string
  size?: string
  justify?: string
  autoContrast?: boolean
}

const varsResolver = createVarsResolver((theme: MantineTheme, { radius, color, gradient, variant, size, justify, autoContrast }: VarsInput) => {
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, gradient: gradient as never, variant: variant || 'filled', autoContrast })
  return {
    root: {
      '--button-justify': justify,
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
      '--button-radius': radius === undefined ? undefined : getRadius(radius),
      '--button-bg': color || variant ? colors.background : undefined,
      '--button-hover': color || variant ? colors.hover : undefined,
      '--button-color': colors.color,
      '--button-bd': color || variant ? colors.border : undefined,
      '--button-hover-color': color || variant ? colors.hoverColor : undefined,
    },
  }
})

type Props = Record<string, unknown> & { loading?: boolean; disabled?: boolean; fullWidth?: boolean; children?: React.ReactNode }

/** The loader's module, once some button of the page may need it. */
function useLoader(loading: boolean | undefined): Loader | null {
  const [Loaded, setLoaded] = useState<Loader | null>(null)
  const canLoad = loading !== undefined
  useEffect(() => {
    if (!canLoad || Loaded) return
    let mounted = true
    void (loading ? loadLoader() : firstTouch().then(loadLoader)).then((l) => mounted && setLoaded(() => l))
    return () => {
      mounted = false
    }
  }, [canLoad, loading, Loaded])
  return Loaded
}

export const Button = polymorphicFactory((_props: Props, ref: unknown) => {
  const props = useProps('Button', {}, _props) as Props
  const {
    style,
    vars,
    className,
    color,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    radius,
    loading,
    loaderProps,
    gradient,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    autoContrast,
    mod,
    ...others
  } = props
  const getStyles = useStyles({ name: 'Button', props, classes, className, style, classNames, styles, unstyled, vars, varsResolver })
  const Loader = useLoader(loading)
  return (
    <UnstyledButton
      ref={ref}
      {...getStyles('root', { active: !disabled && !loading && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled || loading}
      mod={[{ disabled: disabled || dataDisabled, loading, block: fullWidth, 'with-left-section': !!leftSection, 'with-right-section': !!rightSection }, mod]}
      {...others}
    >
      {Loader ? <Loader mounted={!!loading} getStyles={getStyles} loaderProps={loaderProps} /> : null}
      <span {...getStyles('inner')}>
        {leftSection ? (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection as React.ReactNode}
          </Box>
        ) : null}
        <Box component="span" mod={{ loading }} {...getStyles('label')}>
          {children}
        </Box>
        {rightSection ? (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection as React.ReactNode}
          </Box>
        ) : null}
      </span>
    </UnstyledButton>
  )
}) as typeof MantineButton
Button.classes = classes
Button.displayName = '@mantine/core/Button'
