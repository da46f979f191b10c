import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { toastCloseLabel, toastRegionLabel, toastViewportLabel } from './primitive-messages'
import {
  TOAST_DEFAULT_DURATION,
  dismissToast,
  getToastSnapshot,
  subscribeToasts,
  type ToastItem,
} from './toast'

const variantClass: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-white/15 bg-ink-800 text-white',
  destructive: 'border-red-400/60 bg-red-900 text-white',
  success: 'border-emerald-400/60 bg-emerald-900 text-white',
}

function ToastView({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false)
  const duration = item.duration ?? TOAST_DEFAULT_DURATION
  const variant = item.variant ?? 'default'
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id)
      }}
      duration={duration}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      className={cn(
        'toast-root pointer-events-auto group relative grid w-full gap-1 overflow-hidden rounded-xl border p-3 pr-12 shadow-2xl sm:p-4 sm:pr-12',
        variantClass[variant],
      )}
    >
      <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
      {item.description ? (
        <ToastPrimitive.Description className="text-sm opacity-95">
          {item.description}
        </ToastPrimitive.Description>
      ) : null}
      {item.details ? <p className="text-sm opacity-95">{item.details}</p> : null}
      {item.action ? (
        <ToastPrimitive.Action
          altText={item.action.label}
          onClick={item.action.onClick}
          className="mt-2 justify-self-start rounded-full border border-white/40 px-3 py-1 text-sm font-semibold hover:bg-white/10"
        >
          {item.action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label={toastCloseLabel}
        className="absolute right-0.5 top-0.5 flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </ToastPrimitive.Close>
      <div
        aria-hidden="true"
        data-testid="toast-progress"
        data-paused={paused ? 'true' : 'false'}
        className="toast-progress absolute bottom-0 left-0 h-1 w-full origin-left bg-white/70"
        style={{
          animationDuration: `${duration}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
      />
    </ToastPrimitive.Root>
  )
}

/**
 * Keeps `--toast-stack-height` on the root element equal to the toast area's height, so a surface
 * that must not sit under a toast can move out of its way (the cart drawer on narrow screens, in
 * src/index.css).
 */
function publishHeight(viewport: HTMLOListElement) {
  if (typeof ResizeObserver === 'undefined') return
  const root = document.documentElement
  const observer = new ResizeObserver(() => {
    root.style.setProperty('--toast-stack-height', `${viewport.offsetHeight}px`)
  })
  observer.observe(viewport)
  return () => {
    observer.disconnect()
    root.style.removeProperty('--toast-stack-height')
  }
}

/**
 * Mounted once by the app provider. F8 focuses the toast region; swipe right past 50 px dismisses.
 * On a phone the toast sits at the top of the screen, away from the actions at the bottom of
 * dialogs, the cart drawer and forms (pay, send, copy); from 640 px wide, at the bottom right.
 * While the cart drawer is open they move so as to cover none of its controls (src/index.css).
 */
export function Toaster({
  onViewportMount,
}: {
  /** Called with the viewport once it is in the page (LazyToaster focuses it after an early F8). */
  onViewportMount?: (viewport: HTMLOListElement) => void
} = {}) {
  const item = useSyncExternalStore(subscribeToasts, getToastSnapshot, getToastSnapshot)
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={toastRegionLabel}
    >
      {item ? <ToastView key={item.id} item={item} /> : null}
      <ToastPrimitive.Viewport
        ref={(viewport) => {
          if (!viewport) return
          onViewportMount?.(viewport)
          return publishHeight(viewport)
        }}
        // A modal dialog hides the rest of the page from assistive technology (aria-hidden's
        // hideOthers) but keeps [aria-live] elements: with the toaster mounted before a dialog
        // opens, this keeps the toast area readable. "off": each toast announces itself.
        aria-live="off"
        hotkey={['F8']}
        label={toastViewportLabel}
        data-toast-viewport=""
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none [--toast-enter-from:-100%] sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:w-full sm:max-w-sm sm:p-4 sm:[--toast-enter-from:100%]"
      />
    </ToastPrimitive.Provider>
  )
}
