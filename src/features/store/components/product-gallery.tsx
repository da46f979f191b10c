import { useState } from 'react'
import { cn } from '@/lib/cn'
import { storeMessages as m } from '../messages'

export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0)
  const current = images[Math.min(index, images.length - 1)]
  return (
    <section aria-label={m.gallery} className="grid gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-white/10 bg-white/5">
        {current ? (
          <img
            src={current}
            alt={title}
            // The page's largest paint: fetched first, from the pre-rendered HTML.
            fetchPriority="high"
            loading="eager"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.showImage(i + 1)}
                aria-pressed={i === index}
                className={cn(
                  'h-16 w-16 cursor-pointer overflow-hidden rounded-xl border-2 focus-visible:outline-2 focus-visible:outline-brand-300',
                  i === index
                    ? 'border-accent-400'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={url} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
