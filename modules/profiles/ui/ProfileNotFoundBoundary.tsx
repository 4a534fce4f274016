// A profile page (/owner/profiles/{id}, its edit page, a phone area's /{area}/profiles/{id}) for an id that is not the owner's — unknown,
// deleted, another owner's or another tenant's — answers 404 profileNotFound (server/pages.server.ts):
// SPEC §8's 'Анкета не найдена' / 'Profile not found' and the way back to the list, rather than the
// site's general «page not found». Any other error is the general one.
import { NotExistBoundary } from '#app/ui/NotExistBoundary'

/** `list`: the profiles list of the page's own area, where the way back leads. */
export function ProfileNotFoundBoundary({ list = '/owner/profiles' }: { list?: string }) {
  return <NotExistBoundary ns="profiles" errorKey="profileNotFound" titleKey="common:errors.profileNotFound" back={{ to: list, labelKey: 'profile.back' }} />
}
