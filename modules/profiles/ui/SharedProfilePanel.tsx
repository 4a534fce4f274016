// A profile someone shared (/owner/link/{sharelink}, /owner-mobile/link/{sharelink}): its name, the
// reason it cannot be added (SPEC §8: shared_exist, shared_delete, profileNotFound) or the POST form
// that adds it to the owner's list. `profilesPath` is the area's profile list.
import { Form, Link } from '@remix-run/react'
import { Alert } from '#app/ui/mantine/Alert'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { errorMessageKey } from '#app/validation/error-codes'
import { useVariant } from '#app/tenancy/use-variant'
import { fullName } from './format'

export function SharedProfilePanel({
  profile,
  error,
  profilesPath,
}: {
  profile: { id: string; firstName: string; lastName: string } | null
  error: string | null
  profilesPath: string
}) {
  const { t } = useTranslation('profiles')
  const { t: tc } = useTranslation()
  const variant = useVariant()
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('link.title')}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          {profile ? (
            <Text fw={600} data-testid="shared-name">
              {fullName(profile)}
            </Text>
          ) : null}
          {error ? (
            <Alert color={error === 'shared_exist' ? 'blue' : 'red'} role="alert" data-testid="shared-error" data-error={error}>
              {tc(errorMessageKey(error))}
            </Alert>
          ) : null}
          {/* A link that names no profile: say how to find the right one (it never expires, so never "expired"). */}
          {error === 'profileNotFound' ? <Text size="sm">{tc('errors.checkLink')}</Text> : null}
          {error ? null : (
            <>
              <Text size="sm">{t(variant === 'love' ? 'link.leadLove' : 'link.lead')}</Text>
              <Form method="post">
                <SubmitButton>{t('link.attach')}</SubmitButton>
              </Form>
            </>
          )}
          {error === 'shared_exist' && profile ? <Link to={`${profilesPath}/${profile.id}`}>{t('link.open')}</Link> : null}
          <Link to={profilesPath}>{t('profile.back')}</Link>
        </Stack>
      </Paper>
    </Stack>
  )
}
