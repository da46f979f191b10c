// Maps the store API's answers to the specification's Product and Variant (section 3).
import { formatMoney } from '@/lib/format'
import type { RawPrice, RawProduct, RawVariant } from './api/schemas'
import type {
  CurrencyInfo,
  OptionValue,
  Product,
  ProductImage,
  ProductPage,
  Variant,
} from './types'

const DEFAULT_CURRENCY = 'eur'

function currencyInfoOf(price: RawPrice | undefined): CurrencyInfo | null {
  if (!price) return null
  const c = price.currency
  const code = c?.code ?? price.currency_code ?? null
  if (!c && !code) return null
  return { code, symbol: c?.symbol ?? null, template: c?.template ?? null }
}

function mapOptionValue(v: {
  id: string
  option_id?: string | null
  variant_id?: string | null
  value: string
}): OptionValue {
  return { id: v.id, option_id: v.option_id ?? '', variant_id: v.variant_id ?? '', value: v.value }
}

export function mapVariant(raw: RawVariant): Variant {
  const price = raw.prices?.[0]
  const price_in_cents = price?.amount ?? 0
  const sale_price_in_cents = price?.sale_amount ?? null
  const currency_info = currencyInfoOf(price)
  return {
    id: raw.id,
    title: raw.title ?? '',
    image_url: raw.image_url ?? null,
    sku: raw.sku ?? null,
    price_in_cents,
    sale_price_in_cents,
    currency: (price?.currency_code ?? price?.currency?.code ?? DEFAULT_CURRENCY).toLowerCase(),
    currency_info,
    price_formatted: formatMoney(price_in_cents, currency_info),
    sale_price_formatted: formatMoney(sale_price_in_cents, currency_info),
    manage_inventory: raw.manage_inventory ?? false,
    weight: raw.weight ?? null,
    options: (raw.options ?? []).map(mapOptionValue),
    inventory_quantity: raw.inventory_quantity ?? null,
  }
}

/** Sale price if any, else the regular price. */
export function effectivePrice(
  variant: Pick<Variant, 'price_in_cents' | 'sale_price_in_cents'>,
): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents
}

/**
 * Product list price rule: with `lowest_price_first` or no selection, the variant with the lowest
 * effective price; otherwise the first variant.
 */
export function listPriceVariant(
  variants: readonly Variant[],
  siteProductSelection: string | null | undefined,
): Variant | undefined {
  if (siteProductSelection === 'lowest_price_first' || siteProductSelection == null) {
    let best: Variant | undefined
    for (const v of variants) {
      if (!best || effectivePrice(v) < effectivePrice(best)) best = v
    }
    return best
  }
  return variants[0]
}

function mapImages(images: RawProduct['images']): ProductImage[] {
  return (images ?? [])
    .map((i) => ({ url: i.url, order: i.order ?? 0, type: i.type ?? null }))
    .sort((a, b) => a.order - b.order)
}

export function mapProduct(raw: RawProduct, source: 'list' | 'single' = 'list'): Product {
  const variants = (raw.variants ?? []).map(mapVariant)
  const listVariant = listPriceVariant(variants, raw.site_product_selection)
  const product: Product = {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle ?? null,
    ribbon_text: raw.ribbon_text ?? null,
    description: raw.description ?? '',
    image: raw.thumbnail ?? null,
    price_in_cents: listVariant ? effectivePrice(listVariant) : 0,
    regular_price_in_cents: listVariant?.price_in_cents ?? 0,
    currency: listVariant?.currency ?? DEFAULT_CURRENCY,
    currency_info: listVariant?.currency_info ?? null,
    purchasable: raw.purchasable ?? true,
    order: raw.order ?? 0,
    site_product_selection: raw.site_product_selection ?? null,
    images: mapImages(source === 'single' ? (raw.media ?? raw.images) : raw.images),
    options: (raw.options ?? []).map((o) => ({
      id: o.id,
      title: o.title,
      values: (o.values ?? []).map(mapOptionValue),
    })),
    variants,
    collections: (raw.product_collections ?? []).map((c) => ({
      product_id: c.product_id ?? raw.id,
      collection_id: c.collection_id,
      order: c.order ?? 0,
    })),
    additional_info: (raw.additional_info ?? []).map((a) => ({
      id: a.id,
      order: a.order ?? 0,
      title: a.title ?? '',
      description: a.description ?? '',
    })),
    type: { value: raw.type?.value ?? '' },
    custom_fields: (raw.custom_fields ?? []).map((f) => ({
      id: f.id,
      title: f.title ?? '',
      is_required: f.is_required ?? false,
    })),
    related_products: (raw.related_products ?? []).map((r) => ({
      id: r.id,
      section_title: r.section_title ?? null,
      related_type: r.related_type ?? null,
      related_id: r.related_id ?? null,
      position: r.position ?? 0,
    })),
    updated_at: raw.updated_at ?? null,
  }
  if (source === 'single') {
    product.status = raw.status ?? null
    product.created_at = raw.created_at ?? null
    product.deleted_at = raw.deleted_at ?? null
    product.metadata = raw.metadata ?? null
  }
  return product
}

export function mapProductPage(raw: {
  count: number
  offset?: number | null
  limit?: number | null
  products: RawProduct[]
}): ProductPage {
  const products = raw.products.map((p) => mapProduct(p, 'list'))
  return {
    count: raw.count,
    offset: raw.offset ?? 0,
    limit: raw.limit ?? products.length,
    products,
  }
}

/** The variant whose option values match every selected value (option id -> value). */
export function findVariantBySelection(
  variants: readonly Variant[],
  selection: Readonly<Record<string, string>>,
): Variant | undefined {
  const entries = Object.entries(selection)
  return variants.find((v) =>
    entries.every(([optionId, value]) =>
      v.options.some((o) => o.option_id === optionId && o.value === value),
    ),
  )
}
