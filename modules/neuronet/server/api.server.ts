// Shared pieces of the neuronet API (docs/administrator-api.md, 'Neuronet'): the administrator's
// bearer token of this tenant, ids checked before any lookup, refusals as JSON with their key.
import { z } from 'zod'
import type { AppContext } from '#app/context'
import { apiError } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import type { Refusal } from './models.service.server'

export const requireAdministratorApi = (request: Request, ctx: AppContext) => requireApiAccount(request, ctx, 'administrator')

/** A stored id (24 hex), or `new` where the route creates a model. */
export const modelIdSchema = z.union([z.literal('new'), z.string().regex(/^[a-f0-9]{24}$/)])
export const storedIdSchema = z.string().regex(/^[a-f0-9]{24}$/)

export const refusalResponse = (r: Refusal) => apiError(r.status, r.error, r.details ?? {})
