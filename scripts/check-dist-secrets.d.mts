export interface KnownSecret {
  kind: string
  value: string
}
export const SECRET_ENV_NAMES: string[]
export const MIN_SECRET_LENGTH: number
export const SECRET_PATTERNS: Array<{ kind: string; pattern: RegExp }>
export function jwtRole(payload: string): string | undefined
export function knownSecrets(env?: Record<string, string | undefined>): Promise<KnownSecret[]>
export function findSecrets(
  dir: string,
  secrets: KnownSecret[],
): Array<{ file: string; kind: string }>
