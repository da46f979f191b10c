import { Link } from 'react-router-dom'
import { htmlToText, truncateAtWord } from '@/lib/text'
import type { Product } from '../types'
import { ProductPrice } from './product-price'
import { href, productPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** Characters of the description shown on a card (cut at a word boundary). */
const CARD_DESCRIPTION_LENGTH = 90

export function ProductCard({ product }: { product: Product }) {
  const excerpt = truncateAtWord(htmlToText(product.description), CARD_DESCRIPTION_LENGTH)
  // The title's link covers the whole card (after:inset-0) and is its only focusable element; the
  // card draws the focus ring, outside its own overflow clip.
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 transition-colors hover:border-brand-400 has-[:focus-visible]:border-brand-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-300">
      <div className="relative aspect-square overflow-hidden bg-white/5">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={600}
            height={600}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
        {product.ribbon_text ? (
          <span className="absolute left-3 top-3 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase text-ink-950">
            {product.ribbon_text}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-bold">
          <Link
            to={href(productPath, { id: product.id })}
            className="after:absolute after:inset-0 focus-visible:outline-none group-has-[:focus-visible]:underline"
          >
            {product.title}
          </Link>
        </h2>
        {product.subtitle ? <p className="text-sm text-white/75">{product.subtitle}</p> : null}
        {excerpt ? <p className="text-sm text-white/75">{excerpt}</p> : null}
        <ProductPrice
          className="mt-auto pt-2 text-lg"
          price={product.price_in_cents}
          regular={product.regular_price_in_cents}
          currency={product.currency_info ?? { code: product.currency }}
        />
      </div>
    </li>
  )
}
