export interface SeededTotpFactor {
  readonly email: string
  readonly factorId: string
  readonly secret: string
}
export const SEEDED_TOTP_FACTORS: readonly SeededTotpFactor[]
export const SEEDED_FACTOR_NAME: string
export function seededSecret(email: string): string | undefined
