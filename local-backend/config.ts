// Settings of the local backend: fixed local secrets, environment, paths. Nothing here is a real
// secret: the local backend exists only on a developer's machine, in tests and in CI.
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'

export { LOCAL_ANON_KEY, LOCAL_STORE_ID } from '../src/config/local.ts'

/** Project root (the folder holding package.json). */
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url))

/** HS256 secret that signs the local access tokens and the local service key. */
export const LOCAL_JWT_SECRET = 'mov-local-jwt-secret-only-for-the-local-backend-0001'

/** Access tokens live one hour, as on Supabase (well above the client's 120 s refresh margin). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600

/** The three shared area passwords, with their documented local defaults. */
export const LOCAL_PASSWORD_DEFAULTS = {
  ADMIN_PASSWORD: 'admin-local',
  ESCRITOR_PASSWORD: 'escritor-local',
  MOV_PLUS_ADMIN_PASSWORD: 'movplus-local',
} as const

export type LocalPasswordName = keyof typeof LOCAL_PASSWORD_DEFAULTS

export function areaPassword(name: LocalPasswordName): string {
  const value = process.env[name]
  return value !== undefined && value !== '' ? value : LOCAL_PASSWORD_DEFAULTS[name]
}

/** `LOCAL_DB_DIR` (default `.local-data`, relative to the project root; `memory` for none). */
export function resolveDbDir(dbDir?: string): string | 'memory' {
  const value = dbDir ?? process.env.LOCAL_DB_DIR ?? '.local-data'
  if (value === 'memory') return 'memory'
  return resolve(ROOT_DIR, value)
}

/** How many partnership proposals the database accepts per hour (private.parcerias_envios_config). */
export interface ProposalSendLimits {
  perAddress: number
  total: number
}

/**
 * `LOCAL_PROPOSAL_LIMITS` as `<per address>,<total>` (e.g. `1000,1000` for the end-to-end
 * journeys, which all send from 127.0.0.1), or null when unset: the migration's numbers stand.
 */
export function proposalLimitsFromEnv(
  value = process.env.LOCAL_PROPOSAL_LIMITS,
): ProposalSendLimits | null {
  if (value === undefined || value.trim() === '') return null
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value)
  if (!match)
    throw new Error(`LOCAL_PROPOSAL_LIMITS must be "<per address>,<total>", not "${value}"`)
  return { perAddress: Number(match[1]), total: Number(match[2]) }
}
