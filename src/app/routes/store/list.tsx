import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { metaFor, storePath } from '@/config/paths'
import { ProductGrid } from '@/features/store/components/product-grid'
import { storeMessages as m } from '@/features/store/messages'

export function Component() {
  const meta = metaFor(storePath)
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader title={m.title} description={m.intro} />
      <section className="mx-auto max-w-7xl px-4 pb-16">
        <ProductGrid />
      </section>
    </>
  )
}
