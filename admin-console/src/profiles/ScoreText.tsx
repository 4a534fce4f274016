// A {K, P, L} score as "K 7 · P 6 · L 8" (the baseline's 0..100 values rounded) with each line's name for screen readers.
import { useTranslate } from 'react-admin'
import { LINES } from './choices'

export interface Score {
  K: number
  P: number
  L: number
}

export function ScoreText({ score }: { score: Score | null | undefined }) {
  const translate = useTranslate()
  if (!score) return <span>—</span>
  return (
    <span>
      {LINES.map((line, i) => (
        <span key={line}>
          {i > 0 ? ' · ' : ''}
          <abbr title={translate(`rapport.profiles.lines.${line}`)}>{line}</abbr> {Math.round(score[line])}
        </span>
      ))}
    </span>
  )
}
