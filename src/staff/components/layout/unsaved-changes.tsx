import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { layoutMessages as t } from '../../messages'

interface UnsavedChanges {
  setDirty: (dirty: boolean) => void
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null)

/** The in-site path an anchor click would open, or null when the guard should let it be. */
function guardedTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  // Other sites are left to the browser (beforeunload asks there).
  if (url.origin !== window.location.origin) return null
  const here = window.location
  // A jump inside the page (the skip link) leaves nothing.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Asks before a link inside the admin area leaves a form with unsaved changes (BrowserRouter has
 * no navigation blocker: every in-app link is an anchor, so one capture-phase listener sees them
 * all, the sheet's and the breadcrumbs' too). Reloading or closing the tab asks through
 * `beforeunload` (see useUnsavedChanges).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(false)
  const [pending, setPending] = useState<string | null>(null)
  const navigate = useNavigate()
  const value = useMemo<UnsavedChanges>(
    () => ({
      setDirty: (next) => {
        dirty.current = next
      },
    }),
    [],
  )

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirty.current) return
      const target = guardedTarget(event)
      if (target === null) return
      event.preventDefault()
      setPending(target)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title={t.leave.title}
        description={t.leave.description}
        confirmLabel={t.leave.confirm}
        cancelLabel={t.leave.cancel}
        destructive
        onConfirm={() => {
          const to = pending
          dirty.current = false
          setPending(null)
          if (to !== null) void navigate(to)
        }}
      />
    </UnsavedChangesContext.Provider>
  )
}

/** A form with unsaved changes: the admin links ask before leaving, and so does the browser. */
export function useUnsavedChanges(dirty: boolean) {
  const guard = useContext(UnsavedChangesContext)
  useEffect(() => {
    guard?.setDirty(dirty)
    return () => guard?.setDirty(false)
  }, [guard, dirty])
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
}
