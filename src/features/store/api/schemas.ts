// Shapes of the store API's answers (docs/contracts/STORE-API.md), checked at the boundary. Lenient
// where the API is known to vary (nulls, missing lists), strict where the pages need a value.
import * as z from 'zod/mini'

const text = z.nullish(z.string())
const num = z.nullish(z.number())

const rawCurrencySchema = z.object({
  code: text,
  symbol: text,
  template: text,
})

const rawPriceSchema = z.object({
  amount: num,
  sale_amount: num,
  currency_code: text,
  currency: z.nullish(rawCurrencySchema),
})

const rawOptionValueSchema = z.object({
  id: z.string(),
  option_id: text,
  variant_id: text,
  value: z.string(),
})

const rawVariantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: text,
  image_url: text,
  sku: text,
  manage_inventory: z.nullish(z.boolean()),
  weight: num,
  options: z.nullish(z.array(rawOptionValueSchema)),
  prices: z.nullish(z.array(rawPriceSchema)),
  inventory_quantity: num,
})

const rawImageSchema = z.object({ url: z.string(), order: num, type: text })

export const rawProductSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  subtitle: text,
  ribbon_text: text,
  description: text,
  thumbnail: text,
  images: z.nullish(z.array(rawImageSchema)),
  media: z.nullish(z.array(rawImageSchema)),
  options: z.nullish(
    z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        values: z.nullish(z.array(rawOptionValueSchema)),
      }),
    ),
  ),
  variants: z.nullish(z.array(rawVariantSchema)),
  product_collections: z.nullish(
    z.array(z.object({ product_id: text, collection_id: z.string(), order: num })),
  ),
  additional_info: z.nullish(
    z.array(z.object({ id: z.string(), order: num, title: text, description: text })),
  ),
  type: z.nullish(z.object({ value: text })),
  custom_fields: z.nullish(
    z.array(z.object({ id: z.string(), title: text, is_required: z.nullish(z.boolean()) })),
  ),
  related_products: z.nullish(
    z.array(
      z.object({
        id: z.string(),
        section_title: text,
        related_type: text,
        related_id: text,
        position: num,
      }),
    ),
  ),
  purchasable: z.nullish(z.boolean()),
  order: num,
  site_product_selection: text,
  updated_at: text,
  status: text,
  created_at: text,
  deleted_at: text,
  metadata: z.nullish(z.record(z.string(), z.unknown())),
})

export const rawProductListSchema = z.object({
  count: z.number(),
  offset: num,
  limit: num,
  products: z.array(rawProductSchema),
})

export const rawProductResponseSchema = z.object({ product: rawProductSchema })

export type RawPrice = z.infer<typeof rawPriceSchema>
export type RawVariant = z.infer<typeof rawVariantSchema>
export type RawProduct = z.infer<typeof rawProductSchema>

/** Parses with a schema and reports the first problems as one readable message. */
export function parseWith<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const result = z.safeParse(schema, data)
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ')
    throw new Error(issues)
  }
  return result.data
}
