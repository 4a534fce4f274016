// react-admin's authProvider over the passport API (SPEC §7 Administrator: POST /login, /logout)
// and GET /api/v1/administrator/self for the name in the app bar.
import type { AuthProvider } from 'react-admin'
import { apiFetch, ApiError } from './api'
import { clearToken, readToken, storeToken } from './token'

interface AdministratorView {
  id: string
  email: string
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { token } = await apiFetch<{ token: string }>('/passport/administrator/login', { method: 'POST', json: { username, password }, anonymous: true })
    storeToken(token)
  },
  async logout() {
    // The server ends the session for real (ADR 012); a token it no longer knows is dropped all the same.
    if (readToken()) await apiFetch('/passport/administrator/logout', { method: 'POST' }).catch(() => undefined)
    clearToken()
  },
  async checkAuth() {
    if (!readToken()) throw new Error('ra.auth.auth_check_error')
  },
  async checkError(error: unknown) {
    const status = (error as ApiError | undefined)?.status
    if (status === 401) {
      clearToken()
      throw error
    }
  },
  async getIdentity() {
    const { administrator } = await apiFetch<{ administrator: AdministratorView }>('/administrator/self')
    return { id: administrator.id, fullName: administrator.email }
  },
  async getPermissions() {
    return 'administrator'
  },
}
