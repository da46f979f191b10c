import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { isChunkLoadError, reloadPage } from '@/lib/chunk-reload'
import { homePath } from '@/config/paths'
import {
  routeErrorDescription,
  routeErrorDocumentTitle,
  routeErrorHome,
  routeErrorRetry,
  routeErrorTitle,
} from './messages'

// Kept small (it ships with every page): the class lists are the hero's, already in the entry.
function RouteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      {/* The page that failed wrote no head tags of its own (React hoists this one into <head>). */}
      <title>{routeErrorDocumentTitle}</title>
      {/* Focus goes to the heading, so screen readers hear it wherever focus was. */}
      <h1 ref={(h) => h?.focus()} tabIndex={-1} className="text-3xl font-black">
        {routeErrorTitle}
      </h1>
      <p className="mt-6 max-w-xl text-lg text-white/85">{routeErrorDescription}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
        >
          {routeErrorRetry}
        </button>
        <Link
          to={homePath}
          className="rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
        >
          {routeErrorHome}
        </Link>
      </div>
    </div>
  )
}

type Props = { children: ReactNode; pathname: string }

/** `caught` holds the error while the fallback shows. React logs it once (console.error). */
class Boundary extends Component<Props, { caught?: { error: unknown } }> {
  state: { caught?: { error: unknown } } = {}

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } }
  }

  componentDidUpdate(prev: Props) {
    if (prev.pathname !== this.props.pathname) this.setState({ caught: undefined })
  }

  // A lazy module that failed keeps failing until the page is loaded again; anything else renders
  // anew (its failed queries refetch as they mount).
  retry = () => {
    if (isChunkLoadError(this.state.caught?.error)) reloadPage()
    else this.setState({ caught: undefined })
  }

  render() {
    return this.state.caught ? <RouteError onRetry={this.retry} /> : this.props.children
  }
}

/** The boundary of a page: its error with "Tentar novamente"; it clears when the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>
}
