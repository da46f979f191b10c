// Store API answers as the contract describes them (docs/contracts/STORE-API.md), for msw handlers.
import { http, HttpResponse } from 'msw'
import { LOCAL_STORE_ID } from '@/config/local'

export const STORE_BASE = `${window.location.origin}/store/${LOCAL_STORE_ID}`

const brl = {
  code: 'BRL',
  symbol: 'R$',
  symbol_native: 'R$',
  name: 'Brazilian Real',
  name_plural: 'Brazilian reals',
  decimal_digits: 2,
  rounding: 0,
  template: 'R$ $1',
  min_amount: 100,
}

export function rawPrice(amount: number | null, sale_amount: number | null = null) {
  return { amount, sale_amount, currency_code: 'brl', currency: brl }
}

export interface RawVariantInput {
  id: string
  title: string
  amount?: number | null
  sale?: number | null
  manage_inventory?: boolean
  inventory_quantity?: number
  size?: string
}

export function rawVariant(v: RawVariantInput, productId = 'prod_1') {
  return {
    id: v.id,
    title: v.title,
    image_url: null,
    sku: `SKU-${v.id}`,
    manage_inventory: v.manage_inventory ?? true,
    weight: 200,
    options: v.size
      ? [{ id: `ov_${v.id}`, option_id: `opt_${productId}_size`, variant_id: v.id, value: v.size }]
      : [],
    prices: [rawPrice(v.amount === undefined ? 5990 : v.amount, v.sale ?? null)],
    inventory_quantity: v.inventory_quantity,
  }
}

export function rawProduct(
  overrides: Partial<Record<string, unknown>> & { id: string; title: string },
  variants: RawVariantInput[] = [],
) {
  const vs = variants.map((v) => rawVariant(v, overrides.id))
  const sizes = variants.filter((v) => v.size)
  return {
    subtitle: null,
    ribbon_text: null,
    description: '<p>Descrição</p>',
    thumbnail: `https://img.example/${overrides.id}.jpg`,
    images: [{ url: `https://img.example/${overrides.id}.jpg`, order: 0, type: 'image' }],
    options:
      sizes.length > 0
        ? [
            {
              id: `opt_${overrides.id}_size`,
              title: 'Tamanho',
              values: sizes.map((v) => ({
                id: `ov_${v.id}`,
                option_id: `opt_${overrides.id}_size`,
                variant_id: v.id,
                value: v.size,
              })),
            },
          ]
        : [],
    variants: vs,
    product_collections: [],
    additional_info: [],
    type: { value: 'physical' },
    custom_fields: [],
    related_products: [],
    purchasable: true,
    order: 0,
    site_product_selection: null,
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

/** A T-shirt with sizes P (3 left), M (5 left, on sale) and G (sold out). */
export const shirt = rawProduct(
  {
    id: 'prod_shirt',
    title: 'Camiseta MOV',
    subtitle: 'Algodão orgânico',
    ribbon_text: 'Novo',
    description:
      '<p>Camiseta <strong>oficial</strong>.</p><img src="x" onerror="alert(1)"><script>window.__hacked = true</script>',
  },
  [
    { id: 'var_p', title: 'P', amount: 5990, inventory_quantity: 3, size: 'P' },
    { id: 'var_m', title: 'M', amount: 5990, sale: 4990, inventory_quantity: 5, size: 'M' },
    { id: 'var_g', title: 'G', amount: 5990, inventory_quantity: 0, size: 'G' },
  ],
)

export const mug = rawProduct({ id: 'prod_mug', title: 'Caneca MOV' }, [
  { id: 'var_mug', title: 'Única', amount: 3500, manage_inventory: false },
])

export function stockOf(product: { variants: Array<{ id: string; inventory_quantity?: number }> }) {
  return product.variants.map((v) => ({
    id: v.id,
    inventory_quantity: v.inventory_quantity ?? null,
  }))
}

/** Handlers for a store holding the given products. */
export function storeHandlers(products: Array<ReturnType<typeof rawProduct>>) {
  return [
    http.get(`${STORE_BASE}/products`, ({ request }) => {
      const url = new URL(request.url)
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const limit = Number(url.searchParams.get('limit') ?? 20)
      return HttpResponse.json({
        count: products.length,
        offset,
        limit,
        products: products.slice(offset, offset + limit),
      })
    }),
    http.get(`${STORE_BASE}/products/:id`, ({ params }) => {
      const product = products.find((p) => p.id === params.id)
      if (!product)
        return HttpResponse.json(
          { code: 'not_found', message: 'Product not found' },
          { status: 404 },
        )
      const { images, ...rest } = product
      return HttpResponse.json({
        product: {
          ...rest,
          images,
          media: images,
          status: 'published',
          created_at: null,
          deleted_at: null,
          metadata: null,
        },
      })
    }),
    http.get(`${STORE_BASE}/variants`, ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('product_ids[]')
      return HttpResponse.json({
        variants: products.filter((p) => ids.includes(p.id)).flatMap(stockOf),
      })
    }),
  ]
}
