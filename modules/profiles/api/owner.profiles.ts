// GET /api/v1/owner/profiles?search&state=all|empty|approved&sort=createdAt|updatedAt&order=asc|desc&limit&offset
//   → { result: { items, total, profilesCount, counts, limit, offset } }
// POST /api/v1/owner/profiles body { firstName, lastName?, position?, email?, phone?, hideDetails? } → 201 { result: profile } (a love tenant has no position: 400)
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { forVariant, listQuerySchema, profileFields } from '../schemas'
import { listProfiles } from '../server/profiles.repo.server'
import { createProfile } from '../server/profiles.service.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { acceptOnly, readBody, readQuery } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

const createSchema = z.object({ ...profileFields, hideDetails: z.boolean().optional() }).strict()

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const query = readQuery(request, listQuerySchema)
  const [page, plan] = await Promise.all([listProfiles(context, owner._id, query), planGrantOf(context, owner._id)])
  return json({
    result: {
      items: page.items.map((p) => profileView(p, owner._id, plan)),
      total: page.total,
      profilesCount: page.profilesCount,
      counts: page.counts,
      limit: query.limit,
      offset: query.offset,
    },
  })
}

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, forVariant(createSchema, context.tenant.variant))
  const profile = await createProfile(context, owner._id, body)
  return json({ result: profileView(profile, owner._id, await planGrantOf(context, owner._id)) }, { status: 201 })
})
