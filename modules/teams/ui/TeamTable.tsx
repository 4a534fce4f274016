// The team list's table: a box to choose each team, its title linking to the scene, how long it has
// worked together, its members, its state in words, its last change, and a copy link. On phones the
// table reads as a list whose values say what they are (app.css `.profiles-table`).
import { formatDay } from '#app/i18n/format-day'
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import type { TeamListItem } from '../server/view.server'
import { hrefFor } from '../list-href'

/** Read by screen readers, not shown (the column of boxes needs a name). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

const formatDate = formatDay

export function TeamTable({
  items,
  selected,
  preselected,
  onToggle,
  view,
  writable,
}: {
  items: TeamListItem[]
  /** null before hydration: the boxes are plain form fields then. */
  selected: string[] | null
  /** `?select=all` without JavaScript: every box starts ticked. */
  preselected: boolean
  onToggle: (id: string, on: boolean) => void
  view: { search: string; page: number }
  writable: boolean
}) {
  const { t, i18n } = useTranslation('teams')
  return (
    <table className="profiles-table teams-table" data-testid="teams-table">
      <thead>
        <tr>
          <th>
            <span style={VISUALLY_HIDDEN}>{t('list.selection')}</span>
          </th>
          <th>{t('list.name')}</th>
          <th>{t('list.lifespan')}</th>
          <th>{t('list.members')}</th>
          <th>{t('list.status')}</th>
          <th>{t('list.updatedAt')}</th>
          <th>{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((team) => (
          <tr key={team.id} data-testid="team-row" data-team-id={team.id}>
            <td>
              <input
                type="checkbox"
                name="sceneIds"
                value={team.id}
                aria-label={t('list.select', { title: team.title })}
                style={{ width: 24, height: 24, margin: 10 }}
                {...(selected === null ? { defaultChecked: preselected } : { checked: selected.includes(team.id), onChange: (e) => onToggle(team.id, e.currentTarget.checked) })}
              />
            </td>
            <td>
              <Link to={`/owner/team/${team.id}`} data-testid="team-link">
                {team.title}
              </Link>
            </td>
            <td data-label={t('list.lifespan')}>{t(`list.lifespans.${team.lifespan}`)}</td>
            <td data-label={t('list.members')}>{t('list.membersCount', { count: team.membersCount })}</td>
            <td data-label={t('list.status')}>{t(`list.statuses.${team.runStatus === 'queued' ? 'queued' : team.status}`)}</td>
            <td data-label={t('list.updatedAt')}>{formatDate(team.updatedAt, i18n.language)}</td>
            <td>
              {writable ? (
                <Link to={hrefFor(view, { copy: team.id })} data-testid="copy-link" aria-label={`${t('list.copy')}: ${team.title}`}>
                  {t('list.copy')}
                </Link>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
