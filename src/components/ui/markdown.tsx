// The one Markdown renderer of the site: react-markdown + remark-gfm + rehype-sanitize.
// Raw HTML in the source is never rendered (no rehype-raw, skipHtml), URLs go through
// react-markdown's safe transform, and the tree is sanitised with GitHub's schema.
// The libraries are fetched on first use, so pages that never show Markdown do not load them.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'
import { cn } from '@/lib/cn'
import { parseImageVariants } from '@/lib/image-variants'
import { newTabNote } from './primitive-messages'
import { ResponsiveImage } from './responsive-image'
import { Skeleton } from './skeleton'

type RendererProps = { children: string }

const proseClass = cn(
  'max-w-none break-words leading-relaxed',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-4 [&_h4]:font-bold [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:font-semibold [&_a]:text-accent-300 [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-bold',
  '[&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-white/10 [&_pre]:p-4',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-white/20 [&_td]:p-2 [&_th]:border [&_th]:border-white/20 [&_th]:p-2 [&_th]:text-left',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-8 [&_hr]:border-white/20',
)

function isExternal(href: string | undefined): boolean {
  return Boolean(href && /^https?:\/\//i.test(href))
}

async function loadRenderer(): Promise<ComponentType<RendererProps>> {
  const [{ default: ReactMarkdown }, { default: remarkGfm }, { default: rehypeSanitize }] =
    await Promise.all([import('react-markdown'), import('remark-gfm'), import('rehype-sanitize')])
  type Components = NonNullable<ComponentProps<typeof ReactMarkdown>['components']>
  const components: Components = {
    // The page owns the only <h1>: a Markdown "# title" becomes a section heading.
    h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
    a: ({ node: _node, href, children, ...props }) =>
      isExternal(href) ? (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="sr-only"> {newTabNote}</span>
        </a>
      ) : (
        <a {...props} href={href}>
          {children}
        </a>
      ),
    // An uploaded image gets its widths (the size comes from its name); any other keeps its own.
    img: ({ node: _node, alt, src, ...props }) => {
      const variants = typeof src === 'string' ? parseImageVariants(src) : null
      return variants && typeof src === 'string' ? (
        <ResponsiveImage
          {...props}
          src={src}
          alt={alt ?? ''}
          sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
          width={variants.width}
          height={variants.height}
        />
      ) : (
        <img {...props} src={src} alt={alt ?? ''} loading="lazy" decoding="async" />
      )
    },
  }
  function MarkdownRenderer({ children }: RendererProps) {
    return (
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    )
  }
  return MarkdownRenderer
}

let loading: Promise<ComponentType<RendererProps>> | undefined
/** The renderer once its code is here: rendered directly, it never suspends (no skeleton flash). */
let loaded: ComponentType<RendererProps> | undefined
const renderer = () => (loading ??= loadRenderer().then((component) => (loaded = component)))
const LazyRenderer = lazy(() => renderer().then((component) => ({ default: component })))

/**
 * Loads the renderer ahead of a page that shows Markdown over its pre-rendered HTML, so that the
 * page's first render in the browser already has it.
 */
export function preloadMarkdown(): Promise<unknown> {
  return renderer()
}

export function MarkdownSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <div className="grid gap-3" data-testid="markdown-skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  )
}

/** Renders trusted-or-not Markdown safely; empty text renders nothing. */
export function Markdown({
  children,
  className,
}: {
  children: string | null | undefined
  className?: string
}) {
  if (!children?.trim()) return null
  const Renderer = loaded ?? LazyRenderer
  return (
    <div className={cn(proseClass, className)}>
      <Suspense fallback={<MarkdownSkeleton />}>
        <Renderer>{children}</Renderer>
      </Suspense>
    </div>
  )
}
