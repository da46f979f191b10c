// `/__checkout/:id`: the hosted checkout page the store API sends shoppers to (in pt-BR, as the
// site): the order, the buyer's e-mail (the hosted page asks for it; the site's return page says
// the store writes to "o endereço informado no pagamento"), "Pagar" (stock goes down, then the
// success address) and "Cancelar" (the cancel address). Read and written as the database owner.
import type { LocalDatabase, Transaction } from '../db.ts'
import { sameOriginUrl, stockProblem, totals, type CheckoutItem } from './checkouts.ts'

interface CheckoutRow {
  id: string
  items: CheckoutItem[]
  success_url: string
  cancel_url: string
  status: 'open' | 'paid' | 'cancelled'
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pagamento MOV (local)</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 40rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d4d4d8; }
  td.num, th.num { text-align: right; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 2px solid #4c1d95; cursor: pointer; }
  .pay { background: #4c1d95; color: #fff; }
  .cancel { background: #fff; color: #4c1d95; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #4c1d95; }
  .note { color: #3f3f46; font-size: 0.9rem; }
  .field { display: grid; gap: 0.35rem; margin: 1rem 0; }
  .field input { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid #71717a; border-radius: 0.5rem; }
  .field input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 1px; }
  .error { color: #b91c1c; font-weight: 600; margin: 0; }
  .pay-form { display: grid; gap: 0.75rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The checkout `id`, its return addresses kept only when on `origin` (the checkout page's, that
 * is the site's): one stored before they were checked at creation goes to the site's home.
 */
async function loadCheckout(
  tx: Transaction,
  id: string,
  origin: string,
): Promise<CheckoutRow | null> {
  const r = await tx.query<CheckoutRow>(
    `select id, items, success_url, cancel_url, status from local_store.checkouts where id = $1 for update`,
    [id],
  )
  const c = r.rows[0]
  if (!c) return null
  return {
    ...c,
    success_url: sameOriginUrl(c.success_url, origin) ?? `${origin}/`,
    cancel_url: sameOriginUrl(c.cancel_url, origin) ?? `${origin}/`,
  }
}

function closedPage(c: CheckoutRow, status = 409): Response {
  const paid = c.status === 'paid'
  const text = paid ? 'Este pedido já foi pago.' : 'Este pedido foi cancelado.'
  // A cancelled order goes back where the shopper came from, never to the success address.
  const back = paid ? c.success_url : c.cancel_url
  return page(
    text,
    `<h1>${text}</h1><p><a href="${escapeHtml(back)}">Voltar à loja</a></p>`,
    status,
  )
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail typed on the page, or the pt-BR reason it cannot be used. */
function checkEmail(raw: string | null): { email: string } | { error: string } {
  const email = (raw ?? '').trim()
  if (!email) return { error: 'Informe o seu e-mail para receber a confirmação do pedido.' }
  if (email.length > 254 || !EMAIL.test(email))
    return { error: 'Digite um e-mail válido, por exemplo nome@exemplo.com.br.' }
  return { email }
}

async function showCheckout(
  id: string,
  db: LocalDatabase,
  origin: string,
  form: { email: string; error: string } | null = null,
): Promise<Response> {
  const data = await db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return null
    // The variant's title is shown only when its product has several (sizes, colours).
    const r = await tx.query<{ id: string; name: string; price: number }>(
      `select v.id, case when (select count(*) from local_store.variants w where w.product_id = v.product_id) > 1
                         then p.title || ' (' || v.title || ')' else p.title end as name,
              coalesce(v.sale_amount, v.amount) as price
         from local_store.variants v join local_store.products p on p.id = v.product_id where v.id = any($1)`,
      [c.items.map((i) => i.variant_id)],
    )
    return { c, variants: new Map(r.rows.map((v) => [v.id, v])) }
  })
  if (!data) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
  const { c, variants } = data
  if (c.status !== 'open') return closedPage(c, 200)
  let total = 0
  const rows = c.items
    .map((item) => {
      const v = variants.get(item.variant_id)
      const unit = v?.price ?? 0
      total += unit * item.quantity
      const name = v?.name ?? item.variant_id
      return `<tr><td>${escapeHtml(name)}</td><td class="num">${item.quantity}</td><td class="num">${money.format(unit / 100)}</td><td class="num">${money.format((unit * item.quantity) / 100)}</td></tr>`
    })
    .join('\n')
  const action = `/__checkout/${encodeURIComponent(c.id)}`
  return page(
    'Finalizar pagamento',
    `<h1>Finalizar pagamento</h1>
<p class="note">Ambiente local de demonstração: nenhum cartão é cobrado.</p>
<table>
<caption>Resumo do pedido</caption>
<thead><tr><th scope="col">Produto</th><th scope="col" class="num">Qtd.</th><th scope="col" class="num">Preço</th><th scope="col" class="num">Subtotal</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num"><strong>${money.format(total / 100)}</strong></td></tr></tfoot>
</table>
<form method="post" action="${action}/pay" class="pay-form" novalidate>
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(form?.email ?? '')}" aria-describedby="email-note${form ? ' email-error' : ''}"${form ? ' aria-invalid="true" autofocus' : ''}>
<p id="email-note" class="note">A loja envia para este endereço a confirmação e as notícias do pedido.</p>
${form ? `<p id="email-error" class="error" role="alert">${escapeHtml(form.error)}</p>` : ''}
</div>
<div class="actions"><button type="submit" class="pay">Pagar</button></div>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancelar</button></form>`,
    form ? 422 : 200,
  )
}

function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

async function pay(
  id: string,
  db: LocalDatabase,
  origin: string,
  emailField: string | null,
): Promise<Response> {
  const checked = checkEmail(emailField)
  if ('error' in checked) {
    const open = await db.asOwner(async (tx) => (await loadCheckout(tx, id, origin))?.status)
    if (open === 'open')
      return showCheckout(id, db, origin, { email: emailField ?? '', error: checked.error })
  }
  return db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
    if (c.status !== 'open') return closedPage(c)
    // Only reached when the order was closed meanwhile (an open one was answered above).
    if ('error' in checked) return closedPage(c)
    const problem = await stockProblem(tx, c.items)
    if (problem) {
      return page(
        'Estoque insuficiente',
        `<h1>Estoque insuficiente</h1><p>${escapeHtml(problem.message)}</p><p><a href="${escapeHtml(c.cancel_url)}">Voltar</a></p>`,
        409,
      )
    }
    for (const [variantId, quantity] of totals(c.items)) {
      await tx.query(
        `update local_store.variants set inventory_quantity = inventory_quantity - $2 where id = $1 and manage_inventory`,
        [variantId, quantity],
      )
    }
    await tx.query(
      `update local_store.checkouts set status = 'paid', completed_at = now(), buyer_email = $2 where id = $1`,
      [id, checked.email],
    )
    return redirect(c.success_url)
  })
}

async function cancel(id: string, db: LocalDatabase, origin: string): Promise<Response> {
  return db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
    if (c.status !== 'open') return closedPage(c)
    await tx.query(
      `update local_store.checkouts set status = 'cancelled', completed_at = now() where id = $1`,
      [id],
    )
    return redirect(c.cancel_url)
  })
}

export async function handleCheckoutPage(
  request: Request,
  path: string,
  db: LocalDatabase,
): Promise<Response> {
  const method = request.method.toUpperCase()
  const m = /^\/([A-Za-z0-9_]+)(\/pay|\/cancel)?$/.exec(path)
  if (!m) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
  const [, id, action] = m
  const origin = new URL(request.url).origin
  if (!action && (method === 'GET' || method === 'HEAD')) return showCheckout(id!, db, origin)
  if (action === '/pay' && method === 'POST') {
    const form = new URLSearchParams(await request.text().catch(() => ''))
    return pay(id!, db, origin, form.get('email'))
  }
  if (action === '/cancel' && method === 'POST') return cancel(id!, db, origin)
  return page('Método não permitido', '<h1>Método não permitido</h1>', 405)
}
