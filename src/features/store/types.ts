// The specification's Product and Variant (section 3), as the pages use them.

export interface CurrencyInfo {
  code: string | null
  symbol: string | null
  template: string | null
}

export interface OptionValue {
  id: string
  option_id: string
  variant_id: string
  value: string
}

export interface ProductOption {
  id: string
  title: string
  values: OptionValue[]
}

export interface ProductImage {
  url: string
  order: number
  type: string | null
}

export interface Variant {
  id: string
  title: string
  image_url: string | null
  sku: string | null
  /** First price's amount, 0 when missing. */
  price_in_cents: number
  /** First price's sale amount, or null. */
  sale_price_in_cents: number | null
  /** Currency code in lower case, `eur` when missing. */
  currency: string
  currency_info: CurrencyInfo | null
  price_formatted: string
  sale_price_formatted: string
  manage_inventory: boolean
  weight: number | null
  options: OptionValue[]
  inventory_quantity: number | null
}

export interface Product {
  id: string
  title: string
  subtitle: string | null
  ribbon_text: string | null
  /** HTML from the store: sanitise before rendering. */
  description: string
  /** From `thumbnail`. */
  image: string | null
  /** Effective price (sale price if any, else regular) of the variant the list price rule picks. */
  price_in_cents: number
  /** Regular price of that variant (differs from price_in_cents when it is on sale). */
  regular_price_in_cents: number
  currency: string
  currency_info: CurrencyInfo | null
  purchasable: boolean
  order: number
  site_product_selection: string | null
  images: ProductImage[]
  options: ProductOption[]
  variants: Variant[]
  collections: Array<{ product_id: string; collection_id: string; order: number }>
  additional_info: Array<{ id: string; order: number; title: string; description: string }>
  type: { value: string }
  custom_fields: Array<{ id: string; title: string; is_required: boolean }>
  related_products: Array<{
    id: string
    section_title: string | null
    related_type: string | null
    related_id: string | null
    position: number
  }>
  updated_at: string | null
  /** Single fetch only. */
  status?: string | null
  created_at?: string | null
  deleted_at?: string | null
  metadata?: Record<string, unknown> | null
}

export interface ProductPage {
  count: number
  offset: number
  limit: number
  products: Product[]
}
