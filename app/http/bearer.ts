// `Authorization: Bearer <token>`, read once for every API caller (area tokens and invitations).

/** The bearer token of the request, or '' when there is none. The scheme is case-insensitive (RFC 9110). */
export function bearerToken(request: Request): string {
  const header = request.headers.get('Authorization') ?? ''
  return /^bearer /i.test(header) ? header.slice(7).trim() : ''
}
