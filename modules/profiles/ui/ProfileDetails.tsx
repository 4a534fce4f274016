// A profile's details as its page shows them (the desktop page and the phone's): position, email,
// phone, birth date and gender when given, or the notice that the owner hid them (SPEC §2).
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import type { SerializeFrom } from '@remix-run/node'
import type { ProfileView } from '../server/view'
import { formatDate } from './format'

export function ProfileDetails({ p }: { p: SerializeFrom<ProfileView> }) {
  const { t, i18n } = useTranslation('profiles')
  if (p.hidden) return <Text data-testid="profile-hidden">{t('profile.hidden')}</Text>
  return (
    <dl className="profile-details" data-testid="profile-details">
      {(['position', 'email', 'phone'] as const).map((f) =>
        'position' in p && p[f] ? (
          <div key={f}>
            <dt>{t(`fields.${f}`)}</dt>
            <dd data-field={f}>{p[f]}</dd>
          </div>
        ) : null
      )}
      {'birthDate' in p && p.birthDate ? (
        <div>
          <dt>{t('fields.birthDate')}</dt>
          <dd>{formatDate(p.birthDate, i18n.language)}</dd>
        </div>
      ) : null}
      {'gender' in p && p.gender ? (
        <div>
          <dt>{t('fields.gender')}</dt>
          <dd>{t(`gender.${p.gender}`)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
