// Deleting a pair check, a comparison or a result asks first, also without JavaScript: the question is
// a view of the page's own URL (`?delete`), whose form posts `intent=delete`; Cancel goes back.
import { Form, Link } from '@remix-run/react'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { SubmitButton } from '#app/ui/SubmitButton'

export function DeleteAfterConfirm({
  confirming,
  href,
  texts,
  testId,
}: {
  /** The page is asking (its URL has `?delete`). */
  confirming: boolean
  /** The page's own address, without the question. */
  href: string
  texts: { delete: string; question: string; confirm: string; cancel: string }
  /** The delete link's test id. */
  testId: string
}) {
  if (!confirming) {
    return (
      <Link to={`${href}?delete`} data-testid={testId}>
        {texts.delete}
      </Link>
    )
  }
  return (
    <Paper withBorder p="lg" data-testid="confirm-delete">
      <Stack gap="sm">
        <Text>{texts.question}</Text>
        <Group gap="sm">
          <Form method="post">
            <SubmitButton name="intent" value="delete" destructive fullWidth={false}>
              {texts.confirm}
            </SubmitButton>
          </Form>
          <Link to={href}>{texts.cancel}</Link>
        </Group>
      </Stack>
    </Paper>
  )
}
