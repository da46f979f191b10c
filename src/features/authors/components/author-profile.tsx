import { ExternalLink } from 'lucide-react'
import { ItemQueryView } from '@/components/ui/item-query-view'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuthor } from '../api/get-author'
import { authorHead } from '../head'
import { authorLinks } from '../links'
import { authorMessages as m } from '../messages'
import type { Author } from '../types'
import { AuthorArticles } from './author-articles'
import { newsListPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

function ProfileSkeleton() {
  return (
    <div className="mx-auto flex max-w-4xl gap-6 px-4 py-12" data-testid="author-skeleton">
      <Skeleton className="h-28 w-28 shrink-0 rounded-full" />
      <div className="grid flex-1 gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  )
}

/** `/autores/{id}`: avatar, bio, links and the author's articles. */
export function AuthorProfile({ id }: { id: string }) {
  const query = useAuthor(id)
  return (
    <ItemQueryView
      query={query}
      skeleton={<ProfileSkeleton />}
      error={{ heading: m.pageTitleFallback, title: m.errorTitle }}
      notFound={{
        title: m.notFoundTitle,
        description: m.notFoundDescription,
        backTo: newsListPath,
        backLabel: m.backToList,
      }}
    >
      {(author) => <ProfileView author={author} />}
    </ItemQueryView>
  )
}

function ProfileView({ author }: { author: Author }) {
  const links = authorLinks(author)
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-12">
      <Seo {...authorHead(author)} />
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {author.avatar_url ? (
          <ResponsiveImage
            src={author.avatar_url}
            alt={m.avatarAlt(author.name)}
            sizes="112px"
            width={112}
            height={112}
            priority
            className="h-28 w-28 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-brand-700 text-4xl font-black"
          >
            {author.name.charAt(0)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-bold uppercase tracking-wider text-accent-300">{m.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-black tracking-tight md:text-4xl">{author.name}</h1>
          {author.role_title ? (
            <p className="mt-1 text-lg font-semibold text-white/85">{author.role_title}</p>
          ) : null}
          {author.bio ? (
            <p className="mt-4 whitespace-pre-line text-lg text-white/85">{author.bio}</p>
          ) : null}
          {links.length > 0 ? (
            <ul aria-label={m.linksHeading} className="mt-4 flex flex-wrap gap-3">
              {links.map((l) => (
                <li key={l.url}>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${l.label} ${m.newWindow}`}
                    className="inline-flex h-10 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10"
                  >
                    {l.label}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <AuthorArticles authorId={author.id} authorName={author.name} />
    </div>
  )
}
