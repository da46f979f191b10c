import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import { storeMessages as m } from '@/features/store/messages'

// The hosted checkout sends the shopper here after paying. The cart was emptied when checkout
// started (see CartContext.markCheckoutStarted).
export function Component() {
  const meta = metaFor('/success')
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-20 text-center">
        <CircleCheck aria-hidden="true" className="h-16 w-16 text-emerald-400" />
        <h1 className="text-3xl font-black tracking-tight md:text-5xl">{m.successTitle}</h1>
        <p className="text-xl font-semibold">{m.successLead}</p>
        <p className="text-white/80">{m.successBody}</p>
        <Link
          to="/store"
          className="mt-4 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
        >
          {m.successBack}
        </Link>
      </section>
    </>
  )
}
