// What /owner/teams shows and does, apart from its markup: the page's view from its URL (search,
// page, the confirmation asked, the team being copied), the owner's rules (SPEC §3 access rules:
// read to see, write to change, the plan's maximum), and the months a new team may start in.
import { canRead, canWrite, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { listFilledProfiles } from '#modules/profiles/index.server'
import { firstOfMonth } from '#modules/p2p/index.server'
import { isId } from '#app/store/ids'
import { TEAMS_PAGE_SIZE, TITLE_MAX } from '../options'
import { actorName } from './scene-actors.server'
import { listTeams, type TeamCtx } from './teams.service.server'
import { findOwnTeam, teamsOf } from './teams.repo.server'
import { checkedListItems } from './consistency.server'

/** How far the start month may lie from the current one, each way (a forecast of a past or coming year). */
const MONTHS_AROUND = 12

/** The page's view from its URL; anything unknown falls back to the default instead of failing. */
export function viewFrom(url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const confirm = url.searchParams.get('confirm')
  const copy = url.searchParams.get('copy')
  const deleted = Number.parseInt(url.searchParams.get('deleted') ?? '', 10)
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, TITLE_MAX),
    page,
    confirm: confirm === 'selected' || confirm === 'all' ? confirm : null,
    sceneIds: url.searchParams.getAll('sceneIds').filter(isId).slice(0, 100),
    copy: isId(copy) ? copy : null,
    selectAll: url.searchParams.get('select') === 'all',
    notice: url.searchParams.has('copied') ? ({ key: 'copied' } as const) : Number.isInteger(deleted) && deleted >= 0 ? ({ key: 'deleted', count: deleted } as const) : null,
  }
}

export type TeamsView = ReturnType<typeof viewFrom>

/** The first days of the months around `now`, oldest first. */
export function startMonths(now = new Date()): string[] {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth()
  return Array.from({ length: 2 * MONTHS_AROUND + 1 }, (_, i) => firstOfMonth(new Date(Date.UTC(y, m - MONTHS_AROUND + i, 1))))
}

export async function rulesOf(ctx: TeamCtx, owner: Pick<Account, '_id' | 'verified'>) {
  const rules = await ownerAccessRules(ctx, owner)
  return { rules, read: canRead(rules.allowTeams), write: canWrite(rules.allowTeams), create: canWrite(rules.allowCreateTeams) }
}

/** Everything the page shows to an owner who may read teams. */
export async function listPageData(ctx: TeamCtx, owner: Account, view: TeamsView, lng = 'ru', now = new Date()) {
  const { rules, write, create } = await rulesOf(ctx, owner)
  const [page, count, people] = await Promise.all([
    listTeams(ctx, owner._id, { search: view.search || undefined, limit: TEAMS_PAGE_SIZE, offset: (view.page - 1) * TEAMS_PAGE_SIZE }),
    teamsOf(ctx).count({ ownerId: owner._id, kind: 'team' }),
    listFilledProfiles(ctx, owner._id),
  ])
  const filled = new Set(people.map((p) => p._id))
  const copyTeam = view.copy ? await findOwnTeam(ctx, owner._id, view.copy) : null
  const confirmTeams =
    view.confirm === 'selected' && view.sceneIds.length > 0 ? await teamsOf(ctx).find({ ownerId: owner._id, kind: 'team', _id: { $in: view.sceneIds } }, { limit: 100 }) : []
  return {
    items: await checkedListItems(ctx, owner._id, page.items, filled),
    total: page.total,
    count,
    max: rules.maxTeams,
    pages: Math.max(1, Math.ceil(page.total / TEAMS_PAGE_SIZE)),
    write,
    create: create && count < rules.maxTeams,
    atMax: count >= rules.maxTeams,
    // By name, so a person is found where a reader looks for them.
    people: people.map((p) => ({ id: p._id, name: actorName({ firstName: p.firstName, lastName: p.lastName }) })).sort((x, y) => x.name.localeCompare(y.name, lng)),
    months: startMonths(now),
    defaultMonth: firstOfMonth(now),
    copy: copyTeam ? { id: copyTeam._id, title: copyTeam.title } : null,
    copyMissing: Boolean(view.copy && !copyTeam),
    confirm:
      view.confirm === 'all'
        ? { kind: 'all' as const, count, teams: [] as { id: string; title: string }[] }
        : confirmTeams.length
          ? { kind: 'selected' as const, count: confirmTeams.length, teams: confirmTeams.map((t) => ({ id: t._id, title: t.title })) }
          : null,
  }
}
