/// <reference types="@remix-run/node" />
// The classic compiler turns a CSS import into the URL of the built stylesheet.
declare module '*.css' {
  const href: string
  export default href
}
