// The one header of every page: the brand, and a menu (the navigation, then account, language and
// sign-out). On phones the menu folds behind a 'Menu' button: a native <details>, so it opens
// without JavaScript; from 48em up it is an ordinary row (app.css opens <details> content there).
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'

/** `menu` folds on phones; `aside` (a sign-in page's language switch) stays in the row. */
export function SiteHeader({ brand, brandHref, menu, aside }: { brand: string; brandHref: string; menu?: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('shell')
  const details = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const hydrated = useRef(false)
  // On hydrated pages a link navigates without a page load: fold the menu again as a load would.
  // Not on hydration itself: a reader may have opened the menu before the scripts arrived.
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true
      return
    }
    if (details.current) details.current.open = false
  }, [location.key])
  return (
    <header className="app-header">
      <a href={brandHref} className="app-brand">
        {brand}
      </a>
      {menu ? (
        <details className="app-menu" ref={details}>
          <summary className="app-menu-button">
            <span aria-hidden="true" className="app-menu-icon" />
            {t('nav.menu')}
          </summary>
          <div className="app-menu-panel">{menu}</div>
        </details>
      ) : null}
      {aside}
    </header>
  )
}

/** The first stop of Tab: straight to the page's content, past the header. */
export function SkipLink() {
  const { t } = useTranslation('shell')
  return (
    <a href="#main" className="skip-link">
      {t('nav.skipToContent')}
    </a>
  )
}
