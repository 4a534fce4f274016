// GET /api/v1/owner/profiles/{id} → { result: profile } (own or attached; hidden details left out)
// PATCH body { firstName?, lastName?, position?, email?, phone?, hideDetails? } → { result: profile } (own only)
// DELETE → { result: true } (own only). Another owner's or another tenant's id is a 404: no hint it exists.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { nameSchema } from '#app/validation/fields'
import { forVariant, profileFields } from '../schemas'
import { deleteProfile, getOwnedProfile, getOwnProfile, updateProfile } from '../server/profiles.service.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { acceptOnly, apiError, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

// A blank optional field removes it; '' must survive the schema to say so.
const clearable = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal(''), schema])

const patchSchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: clearable(profileFields.lastName),
    position: clearable(profileFields.position),
    email: clearable(profileFields.email),
    phone: clearable(profileFields.phone),
    hideDetails: z.boolean().optional(),
  })
  .strict()

const notFound = () => apiError(404, 'profileNotFound')

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const profile = await getOwnedProfile(context, owner._id, params.id ?? '')
  if (!profile) return notFound()
  return json({ result: profileView(profile, owner._id, await planGrantOf(context, owner._id)) })
}

export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const id = params.id ?? ''
  if (request.method === 'DELETE') {
    return (await deleteProfile(context, owner._id, id)) ? json({ result: true }) : notFound()
  }
  // The body is read first: a bad body is a 400 whoever's id it names.
  const body = await readBody(request, forVariant(patchSchema, context.tenant.variant))
  if (!(await getOwnProfile(context, owner._id, id))) return notFound()
  const updated = await updateProfile(context, owner._id, id, body)
  return updated ? json({ result: profileView(updated, owner._id, await planGrantOf(context, owner._id)) }) : notFound()
})
