// accounts: owners, estimators and administrators — sign-up, sign-in, one-time links, settings.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { linkIndexes } from './server/link-indexes'
import { sessionIndexes } from './server/session-indexes'

const uniqueEmail = (collection: string) => ({ collection, fields: { tenantId: 1 as const, email: 1 as const }, unique: true })

export default defineModule({
  name: 'accounts',
  routes: [
    { layout: 'auth', path: ':area/login', file: 'routes/area.login.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/magic-link', file: 'routes/area.magic-link.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/magic-link/:token', file: 'routes/area.magic-link.$token.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/password-reset', file: 'routes/area.password-reset.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/password-reset/:token', file: 'routes/area.password-reset.$token.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/logout', file: 'routes/area.logout.tsx' },
    // The owner's sign-up pages, also the mobile areas' (OWNER_AREAS, ADR 043); any other `:area` is a 404.
    { layout: 'auth', path: ':area/registration', file: 'routes/owner.registration.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/first-signup', file: 'routes/owner.first-signup.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/first-signup/:token', file: 'routes/owner.first-signup.$token.tsx', rateLimit: 'auth' },
    { layout: 'auth', path: ':area/verify/:token', file: 'routes/owner.verify.$token.tsx', rateLimit: 'auth' },
    { layout: 'none', path: 'owner', index: true, file: 'routes/owner.index.tsx' },
    {
      layout: 'owner',
      path: 'owner/dashboard',
      file: 'routes/owner.dashboard.tsx',
      texts: ['accounts', 'shell:landing', 'shell:love.landing', 'billing:planAccess', 'flame:saved'],
    },
    // The mobile areas (ADR 043): sign-in is the `:area/…` routes above; these open their pair check.
    { layout: 'none', path: 'owner-mobile', index: true, file: 'routes/owner-mobile.index.tsx' },
    { layout: 'none', path: 'love-mobile', index: true, file: 'routes/love-mobile.index.tsx' },
    {
      layout: 'owner',
      path: 'owner/settings',
      file: 'routes/owner.settings.tsx',
      // The sign-in pages' texts stay out (they render on the server only; ADR 018).
      texts: ['accounts', '-accounts:login', '-accounts:registration', '-accounts:firstSignup', '-accounts:magicLink', '-accounts:dashboard'],
    },
    // Any other address under /owner: the 404 in the owner's frame (the frame's texts hold its words).
    { layout: 'owner', path: 'owner/*', file: 'routes/owner.$.tsx', texts: [] },
    { layout: 'mobile', path: ':area/settings', file: 'routes/mobile.settings.tsx' },
    // The estimator's list is the estimation module's (modules/estimation, ADR 034); their own password is here.
    { layout: 'estimator', path: 'estimator/settings', file: 'routes/estimator.settings.tsx', texts: ['accounts'] },
  ],
  api: [
    { path: 'passport/:area/login', file: 'api/passport.login.ts', rateLimit: 'auth' },
    { path: 'passport/:area/login/magic/:token', file: 'api/passport.magic.ts', rateLimit: 'auth' },
    { path: 'passport/:area/logout', file: 'api/passport.logout.ts' },
    { path: 'passport/owner/signup', file: 'api/passport.signup.ts', rateLimit: 'auth' },
    { path: 'passport/owner/love/signup', file: 'api/passport.love-signup.ts', rateLimit: 'auth' },
    { path: 'passport/owner/join/request', file: 'api/passport.join-request.ts', rateLimit: 'auth' },
    { path: 'passport/:area/mail/:kind', file: 'api/passport.mail-link.ts', rateLimit: 'auth' },
    { path: 'passport/owner/mail/verification-link', file: 'api/passport.verification-link.ts', rateLimit: 'auth' },
    { path: ':area/self', file: 'api/area.self.ts' },
  ],
  locales: { ru, en },
  indexes: [uniqueEmail('owners'), uniqueEmail('estimators'), uniqueEmail('administrators'), ...linkIndexes, ...sessionIndexes],
})
