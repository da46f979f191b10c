import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'

/** A page whose content is still being prepared: its title, its introduction, and nothing fake. */
export function PlaceholderPage(props: { path: string } | { title: string; description: string }) {
  const meta = 'path' in props ? metaFor(props.path) : props
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} description={meta.description} />
      <section className="mx-auto max-w-7xl px-4 pb-16">
        <p className="rounded-2xl border border-current/20 p-6 opacity-90">
          Esta página está em preparação. Enquanto isso, conheça nossos{' '}
          <Link to="/programas" className="font-semibold underline underline-offset-4">
            programas
          </Link>
          .
        </p>
      </section>
    </>
  )
}
