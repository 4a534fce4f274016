// A view that needs no JavaScript (no state, no handlers, no client-side links: a stored result)
// on a page that hydrates. The server renders it (the view comes from StaticViewsContext, as on the
// pages that never hydrate, ADR 044); the browser keeps what the server wrote, as it keeps Mantine's
// theme CSS (AppMantineProvider.tsx), so the page's first load does not carry the view's code. The
// browser imports the view only when it must draw it itself: mounted after hydration (a client-side
// navigation), its data changed since (a run finished again), or the server's markup is gone (React
// rendered the page again after a hydration error). docs/decisions/052-kept-views-and-light-buttons.md.
import { useContext, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react'
import { StaticViewsContext, type StaticViews } from './static-views'
import type * as Browser from './kept-views'

type KeptViews = typeof Browser
type Name = keyof KeptViews & keyof StaticViews
const loadViews = () => import('./kept-views')

/** Adds no box of its own: the page lays the view out as if it were there alone. */
const CONTENTS = { display: 'contents' } as const
/** The server's content stays: an unchanged empty value is never written over it. */
const KEEP_SERVER_HTML = { __html: '' }

type Props<K extends Name> = ComponentProps<KeptViews[K]>

interface KeptViewProps<K extends Name> {
  name: K
  props: Props<K>
  /** false: the view must run (a run still under way): its code loads at once, the server's markup shows until it has. */
  keep?: boolean
}

export function KeptView<K extends Name>({ name, props, keep = true }: KeptViewProps<K>) {
  const views = useContext(StaticViewsContext)
  if (!views) return <BrowserView name={name} props={props} keep={keep} />
  const View = views[name] as ComponentType<object>
  return (
    <div style={CONTENTS}>
      <View {...props} />
    </div>
  )
}

/** The root marks the document once it has hydrated (app/root.tsx): a view mounted before that is the server's. */
const hydrating = () => !document.documentElement.hasAttribute('data-hydrated')

function BrowserView<P extends object>({ name, props, keep }: { name: Name; props: P; keep: boolean }) {
  const kept = useRef<HTMLDivElement>(null)
  const [fromServer] = useState(hydrating)
  const [served] = useState(() => JSON.stringify(props))
  const changed = fromServer && JSON.stringify(props) !== served
  const [draw, setDraw] = useState(!fromServer)
  const [View, setView] = useState<ComponentType<P> | null>(null)

  useEffect(() => {
    if (changed || !keep || !kept.current?.hasChildNodes()) setDraw(true)
  }, [changed, keep])
  useEffect(() => {
    if (!draw || View) return
    let mounted = true
    void loadViews().then((views) => mounted && setView(() => views[name] as ComponentType<P>))
    return () => {
      mounted = false
    }
  }, [draw, View, name])

  if (draw && View) {
    return (
      <div key="drawn" style={CONTENTS}>
        <View {...props} />
      </div>
    )
  }
  // Until the view has loaded, what the server wrote stays in place (empty on a client-side navigation).
  return <div key="kept" ref={kept} style={CONTENTS} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
}
