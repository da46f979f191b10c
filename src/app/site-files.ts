// What the build writes for crawlers besides the pre-rendered pages (scripts/build-site.mjs;
// docs/decisions/crawler-previews.md): a page per published item with that item's head tags, the
// sitemap, robots.txt and the news feed. The rows come from the database and the store API as
// the public reads them (the anon key: only what row-level security shows to visitors).
import { NEWS_FEED_PATH, NEWS_FEED_TITLE, type SeoProps } from '@/components/ui/seo'
import {
  adminPath,
  authorPath,
  checkoutReturnPath,
  forgotPasswordPath,
  href,
  institutePath,
  loginPath,
  metaFor,
  movPlusPath,
  newsListPath,
  newsroomPath,
  productPath,
  programPath,
  registerPath,
  researchPath,
  resetPasswordPath,
  searchPath,
  trackModulePath,
  trackPath,
} from '@/config/paths'
import { getAllAuthors } from '@/features/authors/api/get-all-authors'
import { authorHead } from '@/features/authors/head'
import { getActiveInstitutes } from '@/features/institutional/api/get-active-institutes'
import { instituteHead } from '@/features/institutional/head'
import { getPublishedNews, type PublishedNews } from '@/features/news/api/get-published-news'
import { newsPath } from '@/features/news/components/news-card'
import { newsHead } from '@/features/news/head'
import { newsMessages } from '@/features/news/messages'
import { getActivePrograms } from '@/features/programs/api/get-active-programs'
import { programHead } from '@/features/programs/head'
import { getPublishedResearch } from '@/features/research/api/get-published-research'
import { researchHead } from '@/features/research/head'
import { getAllProducts } from '@/features/store/api/get-all-products'
import { productHead } from '@/features/store/head'
import { getPublishedTrackModules } from '@/features/tracks/api/get-published-track-modules'
import { getPublishedTracks } from '@/features/tracks/api/get-published-tracks'
import { trackHead, trackModuleHead } from '@/features/tracks/head'
import { plainText } from '@/lib/meta-description'
import { truncateAtWord } from '@/lib/text'
import { robotsTxt, rssXml, sitemapXml } from '@/lib/site-files'
import { prerenderPaths } from './router'

/**
 * A page written for one address: an item's page, pre-rendered whole (scripts/build-site.mjs), or
 * for a page that is not pre-rendered (`shell`), the app shell with these head tags.
 */
interface HeadPage {
  path: string
  head: SeoProps
  shell?: boolean
  /** When the item last changed (sitemap); null when unknown. */
  lastmod: string | null
}

/**
 * Kept out of search engines: the staff areas, the member area, the password links (they carry a
 * one-time token), the checkout's return and the site search's result pages. Sign-in and sign-up
 * stay crawlable: they are public entry points with nothing private on them.
 */
export const ROBOTS_DISALLOW = [
  adminPath,
  newsroomPath,
  movPlusPath,
  forgotPasswordPath,
  resetPasswordPath,
  checkoutReturnPath,
  searchPath,
]

/** Pages without parameters that are not pre-rendered but whose head tags are known. */
const SHELL_PAGES = [loginPath, registerPath]

/** The news feed: the latest 50 articles. */
const FEED_SIZE = 50

const later = (a: string | null, b: string | null) =>
  a && b ? (Date.parse(a) > Date.parse(b) ? a : b) : (a ?? b)

interface SiteIndex {
  pages: HeadPage[]
  news: PublishedNews[]
  /** Sources that could not be read (their items get the generic shell until the next build). */
  failures: string[]
}

/** Every item page with its head tags, and the published news. */
export async function readSiteIndex(): Promise<SiteIndex> {
  const failures: string[] = []
  async function read<T>(name: string, load: () => Promise<T[]>): Promise<T[]> {
    try {
      return await load()
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
      return []
    }
  }
  const [news, programs, pesquisas, trilhas, modules, products, institutos, authors] =
    await Promise.all([
      read('noticias', () => getPublishedNews()),
      read('programas', getActivePrograms),
      read('pesquisas', getPublishedResearch),
      read('trilhas', getPublishedTracks),
      read('trilha_modulos', getPublishedTrackModules),
      read('store products', getAllProducts),
      read('institutos', getActiveInstitutes),
      read('autores', getAllAuthors),
    ])
  const tracksById = new Map(trilhas.map((t) => [t.id, t]))
  const pages: HeadPage[] = [
    ...SHELL_PAGES.map((path) => ({ path, head: metaFor(path), lastmod: null, shell: true })),
    ...news.map((n) => ({
      path: newsPath(n),
      head: newsHead(n),
      lastmod: later(n.updated_at, n.published_at),
    })),
    ...programs.map((p) => ({
      path: href(programPath, { id: p.id }),
      head: programHead(p),
      lastmod: p.updated_at,
    })),
    ...pesquisas.map((p) => ({
      path: href(researchPath, { id: p.id }),
      head: researchHead(p),
      lastmod: p.updated_at,
    })),
    ...trilhas.map((t) => ({
      path: href(trackPath, { id: t.id }),
      head: trackHead(t),
      lastmod: t.updated_at,
    })),
    ...modules.flatMap((mod) => {
      const track = tracksById.get(mod.trilha_id)
      return track
        ? [
            {
              path: href(trackModulePath, { trilhaId: track.id, moduloId: mod.id }),
              head: trackModuleHead(mod, track),
              lastmod: track.updated_at,
            },
          ]
        : []
    }),
    ...products.map((p) => ({
      path: href(productPath, { id: p.id }),
      head: productHead(p),
      lastmod: null,
    })),
    ...institutos.map((i) => ({
      path: href(institutePath, { id: i.id }),
      head: instituteHead(i),
      lastmod: i.updated_at,
    })),
    ...authors.map((a) => ({
      path: href(authorPath, { id: a.id }),
      head: authorHead(a),
      lastmod: a.updated_at,
    })),
  ]
  return { pages, news, failures }
}

/** sitemap.xml, robots.txt and the feed for `origin`. */
export function siteFiles(origin: string, index: SiteIndex): Record<string, string> {
  const indexed = index.pages.filter(
    (p) => !ROBOTS_DISALLOW.some((d) => p.path === d || p.path.startsWith(`${d}/`)),
  )
  return {
    'sitemap.xml': sitemapXml(origin, [
      ...prerenderPaths.map((path) => ({ path })),
      ...indexed.filter((p) => !SHELL_PAGES.includes(p.path)),
    ]),
    'robots.txt': robotsTxt(origin, ROBOTS_DISALLOW),
    [NEWS_FEED_PATH.slice(1)]: rssXml(origin, {
      title: NEWS_FEED_TITLE,
      description: newsMessages.listDescription,
      path: newsListPath,
      selfPath: NEWS_FEED_PATH,
      items: index.news.slice(0, FEED_SIZE).map((n) => ({
        title: n.title,
        path: newsPath(n),
        description: truncateAtWord(plainText(n.summary), 300),
        publishedAt: n.published_at,
        author: n.author,
      })),
    }),
  }
}
