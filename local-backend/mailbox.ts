// The local mailbox: every e-mail the local auth would send (password recovery, sign-up
// confirmation) is kept here instead, in memory, like the mail catcher Supabase's CLI runs beside
// GoTrue. A developer reads it at /__mailbox (HTML, newest first) and tests at
// /__mailbox/messages[?to=<address>] (JSON). Messages are rendered from supabase/templates/, the
// same templates hosted Supabase is configured with (supabase/config.toml), so what shows here is
// what a person would receive. Only the local backend serves it: nothing of it is in `dist/`.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { json, PLAIN_JSON_HEADERS } from './http.ts'

/** The kinds of e-mail the local auth sends, with the template and subject of config.toml. */
export const MAIL_TEMPLATES = {
  recovery: { subject: 'Redefinir sua senha', file: 'supabase/templates/recovery.html' },
  confirmation: {
    subject: 'Confirme seu cadastro no MOV',
    file: 'supabase/templates/confirmation.html',
  },
  email_change: {
    subject: 'Confirme a troca de e-mail',
    file: 'supabase/templates/email_change.html',
  },
} as const

export type MailKind = keyof typeof MAIL_TEMPLATES

export interface MailMessage {
  id: string
  kind: MailKind
  to: string
  subject: string
  /** ISO time the message was "sent". */
  sentAt: string
  html: string
  /** The links of the message, in order (the first is the action). */
  links: string[]
}

/** Older messages are dropped beyond this many, so a long `npm run dev` does not grow forever. */
const MAX_MESSAGES = 200

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The kind's template; a bare one when the project has none (a test's own root folder). */
function readTemplate(rootDir: string, kind: MailKind): string {
  try {
    return readFileSync(join(rootDir, MAIL_TEMPLATES[kind].file), 'utf8')
  } catch {
    return `<p>${MAIL_TEMPLATES[kind].subject}: <a href="{{ .ConfirmationURL }}">{{ .ConfirmationURL }}</a></p>`
  }
}

export interface Mailbox {
  /** Renders the kind's template with GoTrue's variables and keeps the message. */
  send(kind: MailKind, to: string, vars: { confirmationUrl: string; siteUrl: string }): MailMessage
  /** Newest first; only those to `to` when given (case-insensitive). */
  list(to?: string): MailMessage[]
}

export function createMailbox(rootDir: string): Mailbox {
  const messages: MailMessage[] = []
  return {
    send(kind, to, vars) {
      const template = readTemplate(rootDir, kind)
      const values: Record<string, string> = {
        ConfirmationURL: vars.confirmationUrl,
        Email: to,
        SiteURL: vars.siteUrl,
      }
      const html = template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? escapeHtml(values[name]!) : whole,
      )
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
        m[1]!
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'"),
      )
      const message: MailMessage = {
        id: randomUUID(),
        kind,
        to,
        subject: MAIL_TEMPLATES[kind].subject,
        sentAt: new Date().toISOString(),
        html,
        links,
      }
      messages.unshift(message)
      messages.splice(MAX_MESSAGES)
      return message
    },
    list(to) {
      const wanted = to?.trim().toLowerCase()
      return wanted ? messages.filter((m) => m.to.toLowerCase() === wanted) : [...messages]
    },
  }
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // The page and the messages run no script; the messages' inline styles are kept.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' })

function listPage(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (m) => `<li>
  <p class="subject"><a href="/__mailbox/${m.id}">${escapeHtml(m.subject)}</a></p>
  <p>Para <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.sentAt}">${dateFormat.format(new Date(m.sentAt))}</time></p>
  ${m.links[0] ? `<p class="link"><a href="${escapeHtml(m.links[0])}">${escapeHtml(m.links[0])}</a></p>` : ''}
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mails local</title>
<style>
body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:760px;margin:0 auto}
ol{list-style:none;padding:0}
li{background:#fff;border-radius:12px;padding:16px 20px;margin:0 0 12px}
p{margin:4px 0}
.subject{font-size:18px;font-weight:700}
.link{word-break:break-all;font-size:14px}
a{color:#5b21b6}
</style>
</head>
<body>
<main>
<h1>Caixa de e-mails local</h1>
<p>Os e-mails que o backend local enviaria (recuperação de senha, confirmação de cadastro), do mais novo ao mais antigo. Ficam só na memória deste processo. Em JSON: <a href="/__mailbox/messages">/__mailbox/messages</a>.</p>
${messages.length ? `<ol>\n${rows}\n</ol>` : '<p><strong>Nenhum e-mail enviado ainda.</strong></p>'}
</main>
</body>
</html>`
}

/** `/__mailbox` (list page), `/__mailbox/messages` (JSON) and `/__mailbox/:id` (one message as sent). */
export function handleMailbox(request: Request, path: string, mailbox: Mailbox): Response {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  }
  const url = new URL(request.url)
  if (path === '' || path === '/')
    return new Response(listPage(mailbox.list()), { headers: PAGE_HEADERS })
  if (path === '/messages') {
    const messages = mailbox.list(url.searchParams.get('to') ?? undefined)
    return json({ messages }, 200, { ...PLAIN_JSON_HEADERS, 'Cache-Control': 'no-store' })
  }
  const message = mailbox.list().find((m) => `/${m.id}` === path)
  if (message) return new Response(message.html, { headers: PAGE_HEADERS })
  return new Response('Mensagem não encontrada', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
