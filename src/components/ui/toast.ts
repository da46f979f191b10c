// The app's one `toast()` function. One toast at a time (specification section 4): a new toast
// replaces the current one. The Radix-based <Toaster/> that shows it is loaded on first use.
import type { ReactNode } from 'react'

type AuthChange = 'sign-in' | 'sign-out'

type ToastVariant = 'default' | 'destructive' | 'success'

interface ToastInput {
  title: ReactNode
  description?: ReactNode
  /** A further line below the description (e.g. what happens next), read with the toast. */
  details?: ReactNode
  variant?: ToastVariant
  /** Milliseconds before auto-dismiss; 5000 by default. */
  duration?: number
  action?: { label: string; onClick: () => void }
  /**
   * An authentication toast that no longer holds once the visitor signs in or out: "Falha no
   * login" is dismissed by a sign-in, "you are signed in" by a sign-out (see `dismissToastsOn`).
   */
  dismissOn?: AuthChange
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
}

export const TOAST_DEFAULT_DURATION = 5000

type Listener = () => void

let current: ToastItem | null = null
let counter = 0
const listeners = new Set<Listener>()

function emit() {
  for (const l of listeners) l()
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToastSnapshot(): ToastItem | null {
  return current
}

export function dismissToast(id?: string): void {
  if (current && (id === undefined || current.id === id)) {
    current = { ...current, open: false }
    emit()
  }
}

/** Closes the toast on screen if it was raised with `dismissOn: change` (called by the auth provider). */
export function dismissToastsOn(change: AuthChange): void {
  if (current?.open && current.dismissOn === change) dismissToast(current.id)
}

/** Shows a toast, replacing any toast on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1
  const id = `toast-${counter}`
  current = { ...input, id, open: true }
  emit()
  return { id, dismiss: () => dismissToast(id) }
}

/** Test helper: forget any toast (each test starts clean). */
export function resetToasts(): void {
  current = null
  emit()
}
