// One action on the subscription as a plain POST form of one button, its consequence said above it
// (cancel, resume, pay a failed payment): the management page's plan and bonus panels both use it.
import { Form } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { SubmitButton } from '#app/ui/SubmitButton'

export function IntentForm({ intent, label, hint }: { intent: string; label: string; hint: string }) {
  return (
    <Form method="post">
      <Stack gap={6}>
        <Text size="sm">{hint}</Text>
        <SubmitButton name="intent" value={intent} fullWidth={false}>
          {label}
        </SubmitButton>
      </Stack>
    </Form>
  )
}
