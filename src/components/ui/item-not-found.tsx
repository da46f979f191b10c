import { Link } from 'react-router-dom'
import { itemNotFoundDescription } from './primitive-messages'
import { Seo } from './seo'

/** Not-found state of a page about one item: pt-BR text and a link back to its list. */
export function ItemNotFound({
  title,
  description = itemNotFoundDescription,
  backTo,
  backLabel,
}: {
  title: string
  description?: string
  backTo: string
  backLabel: string
}) {
  return (
    <>
      <Seo title={title} description={description} missing />
      <section className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-black">{title}</h1>
        <p className="opacity-85">{description}</p>
        <Link
          to={backTo}
          className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-500"
        >
          {backLabel}
        </Link>
      </section>
    </>
  )
}
