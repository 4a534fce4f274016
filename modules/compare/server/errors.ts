// The HTTP status of each error a comparison's start may answer with (API and page alike).
import type { CompareError } from './compare.service.server'

export const startErrorStatus: Record<CompareError['error'], number> = {
  invalidBody: 400,
  teamNotExist: 404,
  comparisonNotExist: 404,
  teamBroken: 409,
  verifyAccount: 403,
  compareNotAllowed: 403,
}
