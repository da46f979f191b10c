import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { retryingImport } from '@/lib/chunk-reload'
import { HELD_EVENTS, holdDefault } from '@/lib/held-events'
import type { prepareReplay as prepareReplayType } from '@/lib/island-replay'
import { onPrerenderedArrival } from '@/lib/hydration'
import { whenEngaged } from '@/lib/when-engaged'

/**
 * Until the part's code is here, the browser does not act on a tap on its HTML (a form would be
 * submitted, to nowhere) except on links; the taps, typing and focus are noted for the replay.
 */
function holdInteractions(root: HTMLElement) {
  const events: Event[] = []
  const note = (event: Event) => {
    holdDefault(event)
    events.push(event)
  }
  for (const type of HELD_EVENTS) root.addEventListener(type, note, true)
  return {
    events,
    stop: () => {
      for (const type of HELD_EVENTS) root.removeEventListener(type, note, true)
    },
  }
}

/**
 * A part of a pre-rendered page whose code waits for the visitor (see `whenEngaged`): until then
 * the browser keeps the HTML the server wrote, untouched by React; then the code loads and React
 * renders the part in the same place, from the same state the HTML shows (placeholders), so
 * nothing moves. After a navigation inside the site, or on a page that was not pre-rendered, the
 * part loads at once, like any lazy component (or, with `always`, shows `fallback` until `when`).
 *
 * The island is a <div> around the part; `className` styles it. With `boundary: false`, a part
 * that loads at once has no Suspense boundary of its own: it suspends to the one above it (a
 * route's, to the layout's). What the visitor does there before
 * the code arrives is not lost: a tap on a button is replayed once the part has rendered, typed
 * text and the focus are carried over (src/lib/island-replay.ts).
 *
 * (A lazily hydrated Suspense boundary would do the same, but any context change above it, such as
 * the session being known, makes React throw the server HTML away and show the fallback.)
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  options: {
    /** When the code may load, given the island's element; the visitor's engagement by default. */
    when?: (element: HTMLElement | null) => Promise<void>
    /** Whether `when` also applies on a page that was not pre-rendered (else it loads at once). */
    always?: boolean
    /**
     * Whether the part has a Suspense boundary of its own when it loads at once (by default). A
     * route's island has none: it suspends to the layout's boundary, which decides what shows
     * while a navigation waits for the page's code.
     */
    boundary?: boolean
  } = {},
) {
  const { when = whenEngaged, always = false, boundary = true } = options
  // The code, again after a failure (chunk-reload.ts); the placeholders stay meanwhile. With it,
  // what replays the visitor's first actions (src/lib/island-replay.ts).
  const retrying = () => retryingImport(load)
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })))
  let claimed = false

  function Island({ id, className, ...props }: P & { id: string; className?: string }) {
    const ref = useRef<HTMLDivElement>(null)
    // Only the first render in the browser, over the pre-rendered HTML, keeps that HTML: not
    // after a navigation (a route's island, whose id the previous page's HTML may still hold).
    const [keep] = useState(
      () =>
        // (False at build time: nothing was pre-rendered there.)
        onPrerenderedArrival() && !claimed && Boolean(document.getElementById(id)?.hasChildNodes()),
    )
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
    const replay = useRef<ReturnType<typeof prepareReplayType> | null>(null)
    const wait = keep || always
    useEffect(() => {
      claimed = true
      if (!wait) return
      let active = true
      const root = ref.current
      const held = keep && root ? holdInteractions(root) : null
      void when(root)
        .then(() =>
          Promise.all([retrying(), held && retryingImport(() => import('@/lib/island-replay'))]),
        )
        .then(([Component, replaying]) => {
          if (!active) return
          // The replay goes on holding the HTML's taps until React has replaced it.
          if (root && held && replaying) replay.current = replaying.prepareReplay(root, held.events)
          held?.stop()
          // In a transition: a lazy part inside the part keeps the HTML on screen until it is there.
          startTransition(() => setLoaded(() => Component))
        })
      return () => {
        active = false
        held?.stop()
        replay.current?.cancel()
        replay.current = null
      }
    }, [wait, keep])
    // In the commit that replaced the HTML, before the browser paints: the focus, lost with the
    // element it was on, is back on the new one without a frame with no focus ring.
    useLayoutEffect(() => {
      if (!Loaded || !ref.current || !replay.current) return
      replay.current.replay(ref.current)
      replay.current = null
    }, [Loaded])

    if (keep && !Loaded) {
      return (
        <div id={id} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      )
    }
    const own = props as P
    return (
      <div id={id} ref={ref} className={className}>
        {Loaded ? (
          <Loaded {...own} />
        ) : wait ? (
          fallback
        ) : boundary ? (
          <Suspense fallback={fallback}>
            <Lazy {...own} />
          </Suspense>
        ) : (
          <Lazy {...own} />
        )}
      </div>
    )
  }
  return Island
}
