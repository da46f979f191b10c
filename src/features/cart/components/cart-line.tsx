import { Minus, Plus, Trash2 } from 'lucide-react'
import { formatMoney } from '@/lib/format'
import { visibleVariantTitle } from '@/lib/text'
import { unitPriceOf } from '../cart-reducer'
import type { CartItem } from '../cart-types'
import { drawerMessages as d } from '../drawer-messages'
import { lineName, cartMessages as m } from '../messages'
import { ResponsiveImage } from '@/components/ui/responsive-image'

// 44x44 px: a thumb's target on a phone.
const iconButton =
  'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-white/20 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-60'

export function CartLine({
  item,
  stock,
  onIncrease,
  onDecrease,
  onRemove,
  onAdjust,
}: {
  item: CartItem
  /** Stock the site knows for the variant (undefined while unknown or when not tracked). */
  stock: number | null | undefined
  onIncrease: () => void
  onDecrease: () => void
  onRemove: () => void
  /** Sets the quantity to what is left (0 removes the line). */
  onAdjust: (quantity: number) => void
}) {
  const { product, variant, quantity } = item
  const name = lineName(product.title, variant.title)
  const variantTitle = visibleVariantTitle(variant.title)
  const image = variant.image_url || product.image
  const unit = unitPriceOf(variant)
  const onSale =
    variant.sale_price_in_cents != null && variant.sale_price_in_cents < variant.price_in_cents
  // The "+" stays unbounded (specification); past the known stock the line says so.
  const left = variant.manage_inventory && stock != null ? Math.max(0, stock) : null
  const over = left != null && quantity > left
  return (
    <li
      className="grid min-w-0 rounded-2xl border border-white/10 bg-white/5 p-3"
      aria-label={name}
    >
      <div className="flex min-w-0 items-start gap-3">
        {image ? (
          <ResponsiveImage
            src={image}
            alt=""
            sizes="(min-width: 640px) 80px, 64px"
            width={80}
            height={80}
            className="h-16 w-16 shrink-0 rounded-xl object-cover sm:h-20 sm:w-20"
          />
        ) : (
          <div
            aria-hidden="true"
            className="h-16 w-16 shrink-0 rounded-xl bg-white/10 sm:h-20 sm:w-20"
          />
        )}
        <div className="min-w-0 flex-1">
          <p
            className="line-clamp-3 font-semibold [overflow-wrap:anywhere]"
            data-testid="cart-line-title"
          >
            {product.title}
          </p>
          {variantTitle ? (
            <p className="text-sm text-white/75 [overflow-wrap:anywhere]">{variantTitle}</p>
          ) : null}
          <p className="flex flex-wrap gap-x-2 text-sm">
            <span className="sr-only">{m.unitPrice}: </span>
            <span data-testid="cart-line-price">{formatMoney(unit, variant.currency_info)}</span>
            {onSale ? (
              <s className="text-white/75">
                {formatMoney(variant.price_in_cents, variant.currency_info)}
              </s>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className={`${iconButton} -mr-1 -mt-1 border-transparent text-red-300 hover:text-red-200`}
          onClick={onRemove}
          aria-label={m.remove(name)}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          className={iconButton}
          onClick={onDecrease}
          disabled={quantity <= 1}
          aria-label={m.decrease(name)}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <output className="min-w-8 text-center font-semibold" aria-label={m.quantity}>
          {quantity}
        </output>
        <button
          type="button"
          className={iconButton}
          onClick={onIncrease}
          aria-label={m.increase(name)}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {/* Always present, so screen readers announce the text when it appears. */}
      <p
        role="status"
        data-testid="cart-line-stock"
        className="text-sm font-semibold text-amber-200 not-empty:mt-3"
      >
        {over ? (left === 0 ? d.soldOut : d.onlyLeft(left)) : null}
      </p>
      {over ? (
        <button
          type="button"
          onClick={() => onAdjust(left)}
          className="mt-2 min-h-11 w-full cursor-pointer rounded-full border border-amber-200/60 px-4 py-2 text-sm font-semibold text-amber-100 hover:bg-amber-200/10 focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          {left === 0 ? d.removeSoldOut : d.adjustTo(left)}
        </button>
      ) : null}
    </li>
  )
}
