import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { loadOrReload } from '@/lib/chunk-reload'
import { visibleVariantTitle } from '@/lib/text'
import { useProduct } from '../api/get-product'
import { useVariantStock } from '../api/get-variant-stock'
import { productHead } from '../head'
import { effectivePrice, findVariantBySelection } from '../mappers'
import { storeMessages as m } from '../messages'
import type { Product, Variant } from '../types'
import { AddToCartForm, type AddToCartHandler } from './add-to-cart-form'
import { ProductGallery } from './product-gallery'
import { ProductPrice } from './product-price'
import { VariantPicker } from './variant-picker'
import { storePath } from '@/config/paths'

// The descriptions need DOMPurify (about 9 kB): it arrives after the product's name, price and
// "add to cart", which do not wait for it.
const SanitizedHtml = lazy(
  loadOrReload(() => import('./sanitized-html').then((m) => ({ default: m.SanitizedHtml }))),
)

/** Nothing is chosen for the shopper (issue 34: a preselected size was added without a choice). */
function initialSelection(): Record<string, string> {
  return {}
}

function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-label={m.productLoading}
      className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2"
    >
      <Skeleton className="aspect-square" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-32" />
      </div>
    </div>
  )
}

function BackLink() {
  return (
    <Link to={storePath} className="font-semibold text-accent-300 underline underline-offset-4">
      {m.backToStore}
    </Link>
  )
}

function ProductDetail({
  product,
  onAddToCart,
}: {
  product: Product
  onAddToCart: AddToCartHandler
}) {
  const [selection, setSelection] = useState(initialSelection)
  // "Adicionar ao carrinho" pressed before every option was chosen: the missing ones say so.
  const [choiceRequested, setChoiceRequested] = useState(false)
  const stockQuery = useVariantStock([product.id])
  // A product whose only variant is "Único" has nothing to choose.
  const onlyVariant = product.variants.length === 1 ? product.variants[0] : undefined
  const hasChoice =
    product.options.length > 0 && !(onlyVariant && !visibleVariantTitle(onlyVariant.title))
  const missingOption = hasChoice ? product.options.find((o) => !selection[o.id]) : undefined
  // Without a real choice (no options, or one "Único" variant), the only variant is the one added.
  const variant: Variant | undefined = !hasChoice
    ? product.variants[0]
    : missingOption
      ? undefined
      : findVariantBySelection(product.variants, selection)
  const liveStock = variant ? stockQuery.data?.get(variant.id) : undefined
  const stock = variant?.manage_inventory ? (liveStock ?? variant.inventory_quantity ?? null) : null
  const images =
    product.images.length > 0
      ? product.images.map((i) => i.url)
      : product.image
        ? [product.image]
        : []
  const shown = variant ?? product.variants[0]

  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2">
      <ProductGallery images={images} title={product.title} />
      <div className="grid content-start gap-6">
        <div className="grid gap-2">
          {product.ribbon_text ? (
            <p className="w-fit rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase text-ink-950">
              {product.ribbon_text}
            </p>
          ) : null}
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">{product.title}</h1>
          {product.subtitle ? <p className="text-lg text-white/80">{product.subtitle}</p> : null}
          {shown ? (
            <ProductPrice
              className="text-2xl"
              price={effectivePrice(shown)}
              regular={shown.price_in_cents}
              currency={shown.currency_info ?? { code: shown.currency }}
            />
          ) : null}
        </div>
        {hasChoice ? (
          <VariantPicker
            options={product.options}
            selection={selection}
            onChange={(optionId, value) => setSelection((s) => ({ ...s, [optionId]: value }))}
            missingMessage={choiceRequested ? (option) => m.chooseOption(option.title) : undefined}
          />
        ) : null}
        <AddToCartForm
          key={variant?.id ?? 'none'}
          product={product}
          variant={variant}
          stock={stock}
          onAddToCart={onAddToCart}
          missingChoice={missingOption ? m.chooseOption(missingOption.title) : undefined}
          onMissingChoice={() => {
            setChoiceRequested(true)
            if (missingOption)
              document
                .querySelector<HTMLInputElement>(`input[name="option-${missingOption.id}"]`)
                ?.focus()
          }}
        />
        <Suspense fallback={<Skeleton className="h-24" />}>
          <SanitizedHtml html={product.description} />
        </Suspense>
        {product.additional_info.length > 0 ? (
          <section className="grid gap-3">
            <h2 className="text-xl font-bold">{m.details}</h2>
            <dl className="grid gap-3">
              {[...product.additional_info]
                .sort((a, b) => a.order - b.order)
                .map((info) => (
                  <div key={info.id}>
                    <dt className="font-semibold">{info.title}</dt>
                    <dd>
                      <Suspense fallback={<Skeleton className="h-6" />}>
                        <SanitizedHtml html={info.description} />
                      </Suspense>
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ) : null}
      </div>
    </article>
  )
}

/** The product page's content for one id: loading, error, not found, or the product. */
export function ProductView({ id, onAddToCart }: { id: string; onAddToCart: AddToCartHandler }) {
  const query = useProduct(id)
  if (query.isPending) {
    return (
      <>
        <ProductSkeleton />
        <SlowNotice className="px-4 pb-16" />
      </>
    )
  }
  if (query.isError) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-16">
        <Seo title={m.productErrorTitle} description={m.productErrorTitle} />
        <h1 className="text-3xl font-black">{m.productErrorTitle}</h1>
        <ErrorState
          title={m.productErrorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
        <BackLink />
      </div>
    )
  }
  if (!query.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16 text-center">
        <Seo title={m.notFoundTitle} description={m.notFoundDescription} />
        <h1 className="text-3xl font-black">{m.notFoundTitle}</h1>
        <p className="text-white/80">{m.notFoundDescription}</p>
        <p>
          <BackLink />
        </p>
      </div>
    )
  }
  const product = query.data
  return (
    <>
      <Seo {...productHead(product)} />
      <ProductDetail key={product.id} product={product} onAddToCart={onAddToCart} />
    </>
  )
}
