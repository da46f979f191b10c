import { Link } from 'react-router-dom'
import { newsMessages as m } from '../messages'
import type { NewsAuthor } from '../types'
import { authorPath, href } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** Avatar, name and short bio of the article's author, linking to `/autores/{id}`. */
export function NewsAuthorCard({ author }: { author: NewsAuthor }) {
  return (
    <section
      aria-labelledby="author-heading"
      className="mt-10 rounded-2xl border border-white/10 bg-ink-900 p-5"
    >
      <h2 id="author-heading" className="mb-4 text-lg font-bold">
        {m.authorHeading}
      </h2>
      <div className="flex items-start gap-4">
        {author.avatar_url ? (
          <ResponsiveImage
            src={author.avatar_url}
            alt=""
            sizes="64px"
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-black"
          >
            {author.name.charAt(0)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-bold">{author.name}</p>
          {author.bio ? <p className="mt-1 line-clamp-3 text-white/85">{author.bio}</p> : null}
          <Link
            to={href(authorPath, { id: author.id })}
            className="mt-2 inline-block font-semibold text-accent-300 underline underline-offset-4"
          >
            {m.authorLink(author.name)}
          </Link>
        </div>
      </div>
    </section>
  )
}
