import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ItemQueryView, ItemSkeleton } from '@/components/ui/item-query-view'
import { Markdown } from '@/components/ui/markdown'
import { Seo } from '@/components/ui/seo'
import { formatLongDate, isoDate } from '@/lib/format'
import { useNewsArticle } from '../api/get-news-article'
import { newsMessages as m } from '../messages'
import type { NewsArticle } from '../types'
import { AdjacentNews } from './adjacent-news'
import { newsPath } from './news-card'
import { NewsAuthorCard } from './news-author-card'
import { ShareLinks } from './share-links'

function BackLink() {
  return (
    <Link
      to="/noticias"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {m.backToList}
    </Link>
  )
}

/** `/noticias/{slug or id}`: the article, its author, share links and the neighbouring articles. */
export function NewsArticleView({ idOrSlug }: { idOrSlug: string }) {
  const query = useNewsArticle(idOrSlug)
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
        backTo: '/noticias',
        backLabel: m.backToList,
      }}
    >
      {(article) => <ArticleView article={article} />}
    </ItemQueryView>
  )
}

function ArticleView({ article }: { article: NewsArticle }) {
  const url = `${window.location.origin}${newsPath(article)}`
  const description = article.summary || article.title
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-10">
      <Seo
        title={article.title}
        description={description}
        image={article.cover_image_url}
        type="article"
        og
      />
      <BackLink />
      <header className="mt-6">
        <p className="text-sm text-white/80">
          <time dateTime={isoDate(article.published_at)}>
            {formatLongDate(article.published_at)}
          </time>
          {article.author ? (
            <>
              {' · '}
              {m.by}{' '}
              <Link
                to={`/autores/${article.author.id}`}
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
        <img
          src={article.cover_image_url}
          alt={m.coverAlt(article.title)}
          width={1200}
          height={675}
          decoding="async"
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
