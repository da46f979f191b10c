import type { SeoProps } from '@/components/ui/seo'
import { htmlToText, truncateAtWord } from '@/lib/text'
import type { Product } from './types'

/** A product's head tags, for its page and for the crawler page the build writes. */
export function productHead(
  product: Pick<Product, 'title' | 'subtitle' | 'description' | 'image'>,
): SeoProps {
  // The store's description is HTML (no Markdown): its text, cut at a word.
  const text = product.subtitle || htmlToText(product.description)
  return {
    title: product.title,
    description: truncateAtWord(text, 160) || `${product.title} na loja do MOV.`,
    image: product.image,
  }
}
