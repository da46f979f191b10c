import { Link } from 'react-router-dom'
import { exampleSearches, searchMessages as m, sectionLinks } from '../messages'
import { searchPath } from '@/config/paths'

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300'

/** What to try next: searches that find something, and the sections to browse. */
export function SearchSuggestions({ title, description }: { title: string; description: string }) {
  return (
    <div className="rounded-2xl border border-white/10 p-6 md:p-8">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1 text-white/85">{description}</p>
      <h3 className="mt-6 text-sm font-bold uppercase tracking-wider text-accent-300">
        {m.examplesHeading}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {exampleSearches.map((example) => (
          <li key={example}>
            <Link
              to={`${searchPath}?${new URLSearchParams({ q: example }).toString()}`}
              className={chip}
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-bold uppercase tracking-wider text-accent-300">
        {m.sectionsHeading}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sectionLinks.map((section) => (
          <li key={section.href}>
            <Link to={section.href} className={chip}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
