// The signed-in session's assurance level as the staff area last read it (src/app's second-factor
// step notes it). Row-level security gives staff rights only at aal2, so a refusal met at aal1 is
// explained by that (api/errors.ts), not by the account's role.

type SessionAssurance = 'aal1' | 'aal2' | null

let current: SessionAssurance = null

export function noteSessionAssurance(level: SessionAssurance): void {
  current = level
}

export function sessionAssurance(): SessionAssurance {
  return current
}
