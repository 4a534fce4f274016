// What only JavaScript adds to the scene page, loaded by import() after the page is up so its first
// load stays small (ADR 031): timeline play / pause / stop over the days (moving the day selector),
// the scale (1.0 by default, kept in localStorage, SPEC §9), and drag of a person into or out of
// "in the team on this day": a drop submits the card's own form (the buttons stay the keyboard way).
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Button } from '#app/ui/button/Button'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import { formatNumber } from '#app/i18n/format-number'
import { ROW_STYLE } from './field-styles'

const SCALE_KEY = 'rapport.sceneScale'
const SCALE_MIN = 0.5
const SCALE_MAX = 1.5
/** One day per tick: a year plays in about a minute. */
const TICK_MS = 150

function readScale(): number {
  const stored = Number(globalThis.localStorage?.getItem(SCALE_KEY))
  return Number.isFinite(stored) && stored >= SCALE_MIN && stored <= SCALE_MAX ? stored : 1
}

/** Drag and drop over the scene's cards and zones, by delegation on the scene's root. */
function useDrag(root: RefObject<HTMLElement>) {
  useEffect(() => {
    const el = root.current
    if (!el) return
    const cards = () => el.querySelectorAll<HTMLElement>('[data-actor]')
    cards().forEach((c) => (c.draggable = true))
    const observer = new MutationObserver(() => cards().forEach((c) => (c.draggable = true)))
    observer.observe(el, { childList: true, subtree: true })
    const onStart = (e: DragEvent) => {
      const card = (e.target as HTMLElement).closest<HTMLElement>('[data-actor]')
      if (card && e.dataTransfer) e.dataTransfer.setData('text/plain', card.dataset.actor ?? '')
    }
    const zoneOf = (e: DragEvent) => (e.target as HTMLElement).closest<HTMLElement>('[data-zone]')
    const onOver = (e: DragEvent) => {
      if (zoneOf(e)) e.preventDefault()
    }
    const onDrop = (e: DragEvent) => {
      const zone = zoneOf(e)
      const id = e.dataTransfer?.getData('text/plain')
      if (!zone || !id) return
      e.preventDefault()
      const card = el.querySelector<HTMLElement>(`[data-actor="${CSS.escape(id)}"]`)
      // The card's form for this drop: dismiss for "out", bring back for "in"; none: nothing to do.
      card?.querySelector<HTMLFormElement>(`form[data-drop="${zone.dataset.zone}"]`)?.requestSubmit()
    }
    el.addEventListener('dragstart', onStart)
    el.addEventListener('dragover', onOver)
    el.addEventListener('drop', onDrop)
    return () => {
      observer.disconnect()
      el.removeEventListener('dragstart', onStart)
      el.removeEventListener('dragover', onOver)
      el.removeEventListener('drop', onDrop)
    }
  }, [root])
}

export default function SceneMotion({ day, total, onDay, root }: { day: number; total: number; onDay: (day: number) => void; root: RefObject<HTMLElement> }) {
  const { t, i18n } = useTranslation('teams')
  const [playing, setPlaying] = useState(false)
  const [scale, setScale] = useState(readScale)
  const startedAt = useRef<number | null>(null)
  const current = useRef(day)
  current.current = day
  useDrag(root)

  useEffect(() => {
    root.current?.style.setProperty('--scene-scale', String(scale))
    globalThis.localStorage?.setItem(SCALE_KEY, String(scale))
  }, [scale, root])

  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => {
      const next = current.current + 1
      if (next >= total) setPlaying(false)
      else onDay(next)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [playing, total, onDay])

  const play = () => {
    if (startedAt.current === null) startedAt.current = day
    setPlaying(true)
  }
  const stop = () => {
    setPlaying(false)
    if (startedAt.current !== null) onDay(startedAt.current)
    startedAt.current = null
  }
  return (
    <div data-testid="scene-motion" data-playing={playing}>
      <div style={ROW_STYLE}>
        {playing ? (
          <Button variant="outline" mih={44} onClick={() => setPlaying(false)} data-testid="pause">
            {t('editor.motion.pause')}
          </Button>
        ) : (
          <Button variant="outline" mih={44} onClick={play} data-testid="play">
            {t('editor.motion.play')}
          </Button>
        )}
        <Button variant="outline" mih={44} onClick={stop} data-testid="stop">
          {t('editor.motion.stop')}
        </Button>
      </div>
      <label htmlFor="scene-scale" style={{ display: 'block', fontWeight: 500, marginTop: 8 }}>
        {t('editor.motion.scale')}: {formatNumber(scale, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </label>
      <input
        id="scene-scale"
        type="range"
        min={SCALE_MIN}
        max={SCALE_MAX}
        step={0.1}
        value={scale}
        onChange={(e) => setScale(Number(e.currentTarget.value))}
        aria-describedby="scene-scale-hint"
        style={{ width: '100%', minHeight: 44 }}
        data-testid="scale"
      />
      <Text size="sm" c="dimmed" id="scene-scale-hint">
        {t('editor.motion.scaleHint')} {t('editor.motion.dragHint')}
      </Text>
    </div>
  )
}
