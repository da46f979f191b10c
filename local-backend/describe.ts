// The start-up text of `npm run dev`, `npm start` and `cli.ts serve`: where everything is, the
// keys, the demo accounts (with the staff's TOTP secrets) and the area passwords.
import { LOCAL_ANON_KEY, LOCAL_STORE_ID, areaPassword } from './config.ts'
import type { LocalDatabase } from './db.ts'

export interface DemoAccount {
  email: string
  role: string
}

interface StartupFacts {
  url: string
  origin: LocalDatabase['origin']
  dbDir: string
  serveSupabase: boolean
  serviceKey: string
  demoAccounts: DemoAccount[]
  demoPassword: string | null
  demoTotp: Array<{ email: string; secret: string }>
}

/** The seeded staff accounts' second factor: their TOTP secrets and the code generator command. */
function describeTotp(factors: Array<{ email: string; secret: string }>): string[] {
  if (factors.length === 0) return []
  return [
    `  two-factor (TOTP, SHA1, 6 digits, 30 s) of the staff accounts: add the secret to an authenticator app, or`,
    `  print the current code with \`npm run totp -- <email>\`:`,
    ...factors.map((f) => `    ${f.email.padEnd(24)} ${f.secret}`),
  ]
}

export function describeBackend(f: StartupFacts): string {
  const accounts = f.demoAccounts.length
    ? f.demoAccounts.map((a) => `    ${a.email.padEnd(24)} ${a.role}`).join('\n')
    : '    (none seeded)'
  return [
    `MOV local backend (database: ${f.origin === 'memory' ? 'in memory' : `${f.origin}, ${f.dbDir}`})`,
    `  Supabase URL      ${f.url}   (REST ${f.url}/rest/v1, Auth ${f.url}/auth/v1, Functions ${f.url}/functions/v1, Storage ${f.url}/storage/v1)`,
    ...(f.serveSupabase
      ? [
          `  Mailbox           ${f.url}/__mailbox   (the e-mails auth would send: password recovery, sign-up; JSON ${f.url}/__mailbox/messages)`,
        ]
      : []),
    `  Store API         ${f.url}/store/${LOCAL_STORE_ID}   (hosted checkout ${f.url}/__checkout/:id)`,
    `  anon key          ${LOCAL_ANON_KEY}`,
    `  service key       ${f.serviceKey}`,
    `  demo accounts${f.demoPassword ? ` (password: ${f.demoPassword})` : ''}:`,
    accounts,
    ...describeTotp(f.demoTotp),
    `  area passwords:   /admin ${areaPassword('ADMIN_PASSWORD')}   /escritor ${areaPassword('ESCRITOR_PASSWORD')}   /mov-plus/admin ${areaPassword('MOV_PLUS_ADMIN_PASSWORD')}`,
    `  (set ADMIN_PASSWORD, ESCRITOR_PASSWORD, MOV_PLUS_ADMIN_PASSWORD to change them; npm run db:reset starts the data over)`,
  ].join('\n')
}
