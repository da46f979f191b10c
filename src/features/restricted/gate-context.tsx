import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { RestrictedArea } from './areas'

// The three gate flags (specification section 4): false at start, true after the right password,
// each checked separately, held in memory only so that a reload locks every area again.
type Flags = Record<RestrictedArea, boolean>

interface GateContextValue {
  flags: Flags
  unlock: (area: RestrictedArea) => void
}

const GateContext = createContext<GateContextValue | null>(null)

const locked: Flags = { admin: false, escritor: false, 'mov-plus-admin': false }

export function GateProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState<Flags>(locked)
  const unlock = useCallback(
    (area: RestrictedArea) => setFlags((f) => ({ ...f, [area]: true })),
    [],
  )
  const value = useMemo(() => ({ flags, unlock }), [flags, unlock])
  return <GateContext.Provider value={value}>{children}</GateContext.Provider>
}

export function useGate(area: RestrictedArea): { unlocked: boolean; unlock: () => void } {
  const ctx = useContext(GateContext)
  if (!ctx) throw new Error('useGate must be used inside <GateProvider>')
  const { flags, unlock } = ctx
  return { unlocked: flags[area], unlock: useCallback(() => unlock(area), [unlock, area]) }
}
