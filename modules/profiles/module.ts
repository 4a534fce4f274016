// profiles: owners' profiles of people — list, create wizard, profile page, edit, delete, hide
// details, share links and invitations — their scores (a job on the engine queue), and the API twins.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { profileIndexes } from './server/indexes'

export default defineModule({
  name: 'profiles',
  routes: [
    { layout: 'owner', path: 'owner/profiles', file: 'routes/owner.profiles.tsx', texts: ['profiles'] },
    { layout: 'owner', path: 'owner/profiles/new', file: 'routes/owner.profiles.new.tsx', texts: ['profiles'] },
    {
      layout: 'owner',
      path: 'owner/profiles/:id',
      file: 'routes/owner.profiles.$id.tsx',
      // The heaviest owner page (ADR 018): the other pages' subtrees stay out.
      // Mails are written on the server (server/mails.server.ts).
      texts: ['profiles', '-profiles:list', '-profiles:wizard', '-profiles:edit', '-profiles:link', '-profiles:mail', 'billing:planAccess'],
    },
    { layout: 'owner', path: 'owner/profiles/:id/edit', file: 'routes/owner.profiles.$id.edit.tsx', texts: ['profiles'] },
    { layout: 'owner', path: 'owner/link/:sharelink', file: 'routes/owner.link.$sharelink.tsx', texts: ['profiles'] },
    // The phone's list and profile in both mobile areas (ADR 043).
    { layout: 'mobile', path: ':area/profiles', file: 'routes/mobile.profiles.tsx' },
    { layout: 'mobile', path: ':area/profiles/:id', file: 'routes/mobile.profiles.$id.tsx' },
    { layout: 'mobile', path: ':area/link/:sharelink', file: 'routes/mobile.link.$sharelink.tsx' },
  ],
  api: [
    { path: 'owner/profiles', file: 'api/owner.profiles.ts' },
    { path: 'owner/profiles/attach/:sharelink', file: 'api/owner.profiles.attach.ts' },
    { path: 'owner/profiles/detach/:sharelink', file: 'api/owner.profiles.detach.ts' },
    { path: 'owner/profiles/sharelink/:link', file: 'api/owner.profiles.sharelink.ts' },
    { path: 'owner/profiles/check-attach/:sharelink', file: 'api/owner.profiles.check-attach.ts' },
    { path: 'owner/profiles/:id', file: 'api/owner.profiles.$id.ts' },
    { path: 'owner/profiles/:id/invitation', file: 'api/owner.profiles.$id.invitation.ts' },
  ],
  locales: { ru, en },
  indexes: profileIndexes,
})
