import { useEffect, type ReactNode } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { legalMessages as m } from '../messages'

export interface LegalSection {
  /** The section's anchor (the table of contents links to `#id`). */
  id: string
  title: string
  body: ReactNode
}

/** Typography of the sections' prose, written as plain elements in the content files. */
const prose = [
  'grid gap-4',
  '[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6',
  '[&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6',
  '[&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-white',
  '[&_strong]:text-white',
  '[&_a]:font-semibold [&_a]:text-accent-300 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-200',
].join(' ')

/**
 * A static legal page (privacy notice, accessibility statement): one h1, the date of the text, a
 * table of contents, then one h2 per section, in a column of readable width.
 */
export function LegalDocument({
  title,
  description,
  updated,
  intro,
  sections,
}: {
  title: string
  description: string
  /** The date the text was last changed: ISO (for `<time>`) and as written in pt-BR. */
  updated: { iso: string; text: string }
  intro: ReactNode
  sections: LegalSection[]
}) {
  // Arriving at `#section`: the layout scrolls to the top when the page mounts, so go to the section.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return (
    <>
      <Seo title={title} description={description} />
      <PageHeader title={title}>
        <p className="mt-4 text-sm text-white/80">
          {m.lastUpdated} <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="max-w-3xl text-lg leading-relaxed text-white/90 [overflow-wrap:anywhere]">
          <div className={prose}>{intro}</div>
          <nav
            aria-label={m.onThisPage}
            className="mt-8 rounded-2xl border border-white/15 bg-ink-900 p-5"
          >
            <p className="font-bold text-white">{m.onThisPage}</p>
            <ol className="mt-2 grid list-decimal pl-6 text-base">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-11 items-center text-accent-300 underline-offset-4 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titulo`}
              className="mt-12 scroll-mt-24"
            >
              <h2 id={`${section.id}-titulo`} className="text-2xl font-bold text-white md:text-3xl">
                {section.title}
              </h2>
              <div className={`mt-4 ${prose}`}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
