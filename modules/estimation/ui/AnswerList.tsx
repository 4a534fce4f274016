// A profile's answers in words, step by step.
import { Title } from '#app/ui/mantine/Title'
import type { AnswerStep } from '../server/answers.server'

export function AnswerList({ steps }: { steps: AnswerStep[] }) {
  return (
    <>
      {steps.map((step) => (
        <section key={step.id} aria-labelledby={`answers-${step.id}`}>
          <Title order={3} size="h5" id={`answers-${step.id}`} mt="sm" mb={4}>
            {step.title}
          </Title>
          <dl className="profile-details" data-testid={`answers-${step.id}`}>
            {step.answers.map((a) => (
              <div key={a.id}>
                <dt>{a.question}</dt>
                <dd data-answer={a.id}>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  )
}
