// The catalogue in Hostinger's shapes: product and variant rows of `local_store` and the JSON
// objects the store API answers for them (prices in cents, with the BRL currency object).
import type { Transaction } from '../db.ts'

const BRL = {
  code: 'BRL',
  symbol: 'R$',
  symbol_native: 'R$',
  name: 'Brazilian Real',
  name_plural: 'Brazilian reals',
  decimal_digits: 2,
  rounding: 0,
  template: 'R$ $1',
  min_amount: 50,
}

export interface ProductRow {
  id: string
  title: string
  subtitle: string | null
  ribbon_text: string | null
  description: string
  thumbnail: string | null
  images: Array<{ url: string; order: number; type: string }>
  options: unknown[]
  product_collections: unknown[]
  additional_info: unknown[]
  type: string
  custom_fields: unknown[]
  related_products: unknown[]
  purchasable: boolean
  position: number
  site_product_selection: string | null
  is_hidden: boolean
  status: string
  metadata: unknown
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface VariantRow {
  id: string
  product_id: string
  title: string
  image_url: string | null
  sku: string | null
  manage_inventory: boolean
  weight: string | null
  options: unknown[]
  amount: number
  sale_amount: number | null
  currency_code: string
  inventory_quantity: number
}

export const PRODUCT_COLUMNS = `id, title, subtitle, ribbon_text, description, thumbnail, images, options, product_collections,
  additional_info, type, custom_fields, related_products, purchasable, position, site_product_selection, is_hidden,
  status, metadata, to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(deleted_at) #>> '{}' as deleted_at`

export const VARIANT_COLUMNS = `id, product_id, title, image_url, sku, manage_inventory, weight::text as weight, options, amount,
  sale_amount, currency_code, inventory_quantity`

function absolute(origin: string, url: string | null): string | null {
  if (url === null) return null
  return url.startsWith('/') ? `${origin}${url}` : url
}

function variantObject(v: VariantRow, origin: string) {
  return {
    id: v.id,
    title: v.title,
    image_url: absolute(origin, v.image_url),
    sku: v.sku,
    manage_inventory: v.manage_inventory,
    weight: v.weight === null ? null : Number(v.weight),
    options: v.options,
    prices: [
      {
        amount: v.amount,
        sale_amount: v.sale_amount,
        currency_code: v.currency_code,
        currency: BRL,
      },
    ],
    // Variants that do not manage inventory have no stock figure.
    inventory_quantity: v.manage_inventory ? v.inventory_quantity : null,
  }
}

export function productObject(
  p: ProductRow,
  variants: VariantRow[],
  origin: string,
  full: boolean,
) {
  const images = p.images.map((i) => ({ ...i, url: absolute(origin, i.url) }))
  const product: Record<string, unknown> = {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    ribbon_text: p.ribbon_text,
    description: p.description,
    thumbnail: absolute(origin, p.thumbnail),
    images,
    options: p.options,
    variants: variants.map((v) => variantObject(v, origin)),
    product_collections: p.product_collections,
    additional_info: p.additional_info,
    type: { value: p.type },
    custom_fields: p.custom_fields,
    related_products: p.related_products,
    purchasable: p.purchasable,
    order: p.position,
    site_product_selection: p.site_product_selection,
    updated_at: p.updated_at,
  }
  if (full) {
    Object.assign(product, {
      status: p.status,
      created_at: p.created_at,
      deleted_at: p.deleted_at,
      metadata: p.metadata ?? {},
      media: images,
    })
  }
  return product
}

export async function variantsOf(
  tx: Transaction,
  productIds: string[],
): Promise<Map<string, VariantRow[]>> {
  const r = await tx.query<VariantRow>(
    `select ${VARIANT_COLUMNS} from local_store.variants where product_id = any($1) order by product_id, position`,
    [productIds],
  )
  const map = new Map<string, VariantRow[]>()
  for (const v of r.rows) map.set(v.product_id, [...(map.get(v.product_id) ?? []), v])
  return map
}
