// The password rule of every account: what GoTrue enforces (supabase/config.toml, [auth]
// `minimum_password_length` and `password_requirements`), what the local backend enforces
// (local-backend/auth/core.ts) and what the sign-up and new-password forms show before submitting.
// Changing the rule is one line here plus the same value in config.toml (a test compares them).

interface PasswordPolicy {
  /** Fewest characters accepted. */
  minLength: number
  /**
   * GoTrue's `password_requirements = "letters_digits"`: at least one of a-z or A-Z and one of 0-9
   * (GoTrue's sets are ASCII: "çãé1234567" has no letter for it).
   */
  lettersAndDigits: boolean
}

export const passwordPolicy: PasswordPolicy = { minLength: 10, lettersAndDigits: true }

/** Why GoTrue would call a password weak (its `weak_password.reasons`): `length`, `characters`. */
export function weakPasswordReasons(
  password: string,
  policy: PasswordPolicy = passwordPolicy,
): Array<'length' | 'characters'> {
  const reasons: Array<'length' | 'characters'> = []
  if ([...password].length < policy.minLength) reasons.push('length')
  if (policy.lettersAndDigits && !(/[A-Za-z]/.test(password) && /[0-9]/.test(password)))
    reasons.push('characters')
  return reasons
}

/** The rule as a visitor reads it, shown beside every new-password field. */
export function passwordRuleText(policy: PasswordPolicy = passwordPolicy): string {
  return policy.lettersAndDigits
    ? `Use pelo menos ${policy.minLength} caracteres, com letras e números.`
    : `Use pelo menos ${policy.minLength} caracteres.`
}
