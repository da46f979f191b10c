// Deno entry point: only Deno.serve around the runtime-agnostic handler. The failure counters are
// reached through the database URL Supabase gives every function (service role); the client
// address is read by the handler from Cloudflare's cf-connecting-ip, never from X-Forwarded-For
// (docs/decisions/verify-password-rate-limit.md).
import postgres from 'npm:postgres@3.4.7'
import { handler, type HandlerContext } from './handler.ts'

const databaseUrl = Deno.env.get('SUPABASE_DB_URL')
const sql = databaseUrl ? postgres(databaseUrl, { max: 1, prepare: false }) : undefined
const db: HandlerContext['db'] = sql
  ? {
      query: async (text, params = []) => ({
        rows: [...(await sql.unsafe(text, params as never[]))],
      }),
    }
  : undefined

Deno.serve((request) => handler(request, { env: (name) => Deno.env.get(name), db }))
