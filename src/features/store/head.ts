import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/text'
import type { Product } from './types'

/** A product's head tags, for its page and for the crawler page the build writes. */
export function productHead(
  product: Pick<Product, 'title' | 'subtitle' | 'description' | 'image'>,
): SeoProps {
  return {
    title: product.title,
    description: metaDescription(
      product.subtitle || product.description,
      `${product.title} na loja do MOV.`,
    ),
    image: product.image,
  }
}
