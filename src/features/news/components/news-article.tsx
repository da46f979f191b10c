import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { siteOrigin } from '@/config/env'
import { useNow } from '@/lib/use-now'
import { ItemQueryView, ItemSkeleton } from '@/components/ui/item-query-view'
import { Markdown } from '@/components/ui/markdown'
import { NoIndex, Seo } from '@/components/ui/seo'
import { formatMovementDateTime, formatMovementLongDate, movementIsoDay } from '@/lib/movement-time'
import { useNewsArticle } from '../api/get-news-article'
import { newsHead } from '../head'
import { newsMessages as m } from '../messages'
import type { NewsArticle } from '../types'
import { AdjacentNews } from './adjacent-news'
import { newsPath } from './news-card'
import { NewsAuthorCard } from './news-author-card'
import { ShareLinks } from './share-links'
import { authorPath, href, newsListPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

function BackLink() {
  return (
    <Link
      to={newsListPath}
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {m.backToList}
    </Link>
  )
}

/** `/noticias/{slug or id}`: the article, its author, share links and the neighbouring articles. */
export function NewsArticleView({
  idOrSlug,
  preview = false,
}: {
  idOrSlug: string
  /** "Ver como visitante": the page as visitors will see it, drafts included for a writer. */
  preview?: boolean
}) {
  const query = useNewsArticle(idOrSlug, preview)
  return (
    <ItemQueryView
      query={query}
      width="max-w-3xl"
      skeleton={
        <ItemSkeleton
          width="max-w-3xl"
          rows={[
            'h-4 w-1/3',
            'h-10 w-5/6',
            'aspect-[16/9]',
            'h-4 w-full',
            'h-4 w-full',
            'h-4 w-2/3',
          ]}
          testId="article-skeleton"
        />
      }
      error={{ heading: m.listTitle, title: m.articleErrorTitle, description: m.listDescription }}
      notFound={{
        title: m.notFoundTitle,
        description: m.notFoundDescription,
        backTo: newsListPath,
        backLabel: m.backToList,
      }}
    >
      {(article) => <ArticleView article={article} />}
    </ItemQueryView>
  )
}

/** On a preview of an article visitors cannot see yet: why, in one line (and no indexing). */
function PreviewNotice({ article }: { article: NewsArticle }) {
  const now = useNow()
  const scheduled = article.is_published && Date.parse(article.published_at) > now
  if (article.is_published && !scheduled) return null
  return (
    <>
      <NoIndex />
      <p
        role="status"
        className="mb-6 rounded-xl border border-accent-300 bg-ink-900 p-4 text-sm text-white"
      >
        <strong className="font-semibold">{m.previewTitle}</strong>{' '}
        {scheduled
          ? m.previewScheduled(formatMovementDateTime(article.published_at))
          : m.previewHidden}
      </p>
    </>
  )
}

function ArticleView({ article }: { article: NewsArticle }) {
  // The site's origin, also at build time (the page is pre-rendered with the same share links).
  const url = `${siteOrigin()}${newsPath(article)}`
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-10">
      <Seo {...newsHead(article)} />
      <PreviewNotice article={article} />
      <BackLink />
      <header className="mt-6">
        <p className="text-sm text-white/80">
          <time dateTime={movementIsoDay(article.published_at)}>
            {formatMovementLongDate(article.published_at)}
          </time>
          {article.author ? (
            <>
              {' · '}
              {m.by}{' '}
              <Link
                to={href(authorPath, { id: article.author.id })}
                className="font-semibold underline underline-offset-4"
              >
                {article.author.name}
              </Link>
            </>
          ) : null}
        </p>
        <h1 className="mt-2 text-3xl font-black tracking-tight md:text-5xl">{article.title}</h1>
        {article.summary ? <p className="mt-4 text-lg text-white/85">{article.summary}</p> : null}
      </header>
      {article.cover_image_url ? (
        <ResponsiveImage
          src={article.cover_image_url}
          alt={article.cover_image_alt?.trim() || m.coverAlt(article.title)}
          sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
          width={1200}
          height={675}
          priority
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <Markdown className="mt-8 text-lg">{article.body}</Markdown>
      <ShareLinks title={article.title} url={url} />
      {article.author ? <NewsAuthorCard author={article.author} /> : null}
      <AdjacentNews id={article.id} publishedAt={article.published_at} />
    </article>
  )
}
