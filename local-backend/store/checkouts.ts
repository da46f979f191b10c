// Checkouts as the store API creates them and the checkout page completes them: the items, the
// stock check both run, and the rule that a checkout only sends the shopper back to the site.
import type { Transaction } from '../db.ts'
import { StoreError } from './errors.ts'

export interface CheckoutItem {
  variant_id: string
  quantity: number
}

/**
 * `value` as an absolute URL on `origin` (normalised, as the browser will read it), or null.
 * The store serves the checkout page on the site's own origin, so the shopper can only be sent
 * back to that origin: an off-site successUrl or cancelUrl would make the checkout an open
 * redirect. (`origin` comes from the request's Host, which Vite's allowedHosts checks in
 * `npm run dev` and `npm start`.)
 */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null
  try {
    const u = new URL(value)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin
      ? u.href
      : null
  } catch {
    return null
  }
}

/** Total requested quantity per variant. */
export function totals(items: CheckoutItem[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const i of items) map.set(i.variant_id, (map.get(i.variant_id) ?? 0) + i.quantity)
  return map
}

/** The first item that cannot be bought as asked (unknown, not purchasable, short of stock), or null. */
export async function stockProblem(
  tx: Transaction,
  items: CheckoutItem[],
): Promise<StoreError | null> {
  const wanted = totals(items)
  const r = await tx.query<{
    id: string
    manage_inventory: boolean
    inventory_quantity: number
    purchasable: boolean
    title: string
    product_title: string
  }>(
    `select v.id, v.manage_inventory, v.inventory_quantity, p.purchasable, v.title, p.title as product_title
       from local_store.variants v join local_store.products p on p.id = v.product_id
      where v.id = any($1) and p.deleted_at is null`,
    [[...wanted.keys()]],
  )
  const byId = new Map(r.rows.map((v) => [v.id, v]))
  for (const [id, quantity] of wanted) {
    const v = byId.get(id)
    if (!v)
      return new StoreError(400, 'variant_not_found', `Variant ${id} was not found.`, {
        variant_id: id,
      })
    if (!v.purchasable)
      return new StoreError(
        400,
        'product_not_purchasable',
        `${v.product_title} is not purchasable.`,
        {
          variant_id: id,
        },
      )
    if (v.manage_inventory && quantity > v.inventory_quantity) {
      return new StoreError(
        400,
        'insufficient_inventory',
        `Not enough stock for ${v.product_title} (${v.title}). Only ${v.inventory_quantity} left.`,
        {
          variant_id: id,
          available: v.inventory_quantity,
        },
      )
    }
  }
  return null
}
