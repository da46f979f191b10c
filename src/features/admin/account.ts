// The signed-in account as the admin area needs to know it (src/app composes it from the auth
// feature). Row-level security authorises every read and write from `role`, not from the gate.

export type AdminAccount =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; userId: string; name: string; role: string | null }

export function isAdminAccount(account: AdminAccount): boolean {
  return account.status === 'signed-in' && account.role === 'admin'
}
