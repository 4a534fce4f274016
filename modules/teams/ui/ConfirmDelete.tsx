// Deleting teams asks first (also without JavaScript: this panel is a view of the list page's URL).
// The confirming form names the same teams again, with `confirmed=yes`.
import { Form, Link } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'

export function ConfirmDelete({
  confirm,
  cancelTo,
  action,
}: {
  confirm: { kind: 'all' | 'selected'; count: number; teams: { id: string; title: string }[] }
  cancelTo: string
  action: string
}) {
  const { t } = useTranslation('teams')
  return (
    <Paper withBorder p="lg" data-testid="confirm-delete" role="region" aria-labelledby="confirm-delete-text">
      <Form method="post" action={action}>
        <Stack gap="sm">
          <Text id="confirm-delete-text" fw={500}>
            {t(confirm.kind === 'all' ? 'list.confirmAll' : 'list.confirmSelected', { count: confirm.count })}
          </Text>
          {confirm.teams.length ? (
            <ul>
              {confirm.teams.map((team) => (
                <li key={team.id}>
                  {team.title}
                  <input type="hidden" name="sceneIds" value={team.id} />
                </li>
              ))}
            </ul>
          ) : null}
          <input type="hidden" name="confirmed" value="yes" />
          <Group gap="sm">
            <SubmitButton name="intent" value={confirm.kind === 'all' ? 'deleteAll' : 'delete'} destructive fullWidth={false}>
              {t('list.confirm')}
            </SubmitButton>
            <Link to={cancelTo}>{t('list.cancel')}</Link>
          </Group>
        </Stack>
      </Form>
    </Paper>
  )
}
