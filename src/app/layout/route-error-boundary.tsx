import { Component, useEffect, useRef, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { isChunkLoadError, reloadPage } from '@/lib/chunk-reload'

function RouteError({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Screen readers hear the heading, wherever focus was when the page failed.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-black focus:outline-none">
        Algo deu errado nesta página
      </h1>
      <p className="mt-4 opacity-90">
        Não conseguimos mostrar esta página agora. Tente novamente; se o problema continuar, volte
        mais tarde.
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button onClick={onRetry}>Tentar novamente</Button>
        <Link to="/" className="font-semibold underline underline-offset-4">
          Voltar para o início
        </Link>
      </div>
    </div>
  )
}

type Props = { children: ReactNode; pathname: string }

class Boundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false }

  // React reports the caught error once (console.error, its default onCaughtError).
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.pathname !== this.props.pathname) this.setState({ failed: false })
  }

  // A lazy module that failed keeps failing until the page is loaded again; anything else renders
  // anew (its failed queries refetch as they mount).
  retry = () => {
    if (isChunkLoadError(this.state.error)) reloadPage()
    else this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? <RouteError onRetry={this.retry} /> : this.props.children
  }
}

/** The boundary of a page: its error with "Tentar novamente"; it clears when the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>
}
