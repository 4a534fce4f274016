// One scene change as a real form post: the intent, the values, and the day shown. A drop in the
// drag-and-drop view (SceneMotion) submits this same form (`data-drop` names the drop it answers).
import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button/Button'
import { useNavigation } from '@remix-run/react'

export function EditButton({
  intent,
  values,
  day,
  label,
  drop,
  testId,
}: {
  intent: string
  values: Record<string, string>
  day: number
  label: string
  drop?: 'in' | 'out'
  testId?: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" data-drop={drop} style={{ display: 'inline' }}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="day" value={String(day)} />
      <Button type="submit" variant="outline" size="sm" mih={44} disabled={busy} data-testid={testId}>
        {label}
      </Button>
    </Form>
  )
}
