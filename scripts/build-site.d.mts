export function htmlFileFor(path: string): string
export function shellFrom(template: string, head?: string): string
export const STATIC_HEAD: string
export function markStatic(head: string): string
export function withHead(template: string, head: string): string
export const PLACEHOLDER_ORIGIN_FILE: string
export function itemFileFor(distDir: string, path: string): string | null
export function checkSiteUrl(viteEnv: Record<string, string | undefined>): void
export function fillTemplate(
  template: string,
  page: { path: string; head: string; html: string; data?: unknown },
): string
export function prerender(options?: { log?: (message: string) => void }): Promise<void>
export function buildSite(options?: {
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
  mode?: string
  /** Keep a dist/ already built from the same source (scripts/build-source.mjs). */
  ifChanged?: boolean
}): Promise<void>
export function startAfterPaint(template: string): { boot: string; name: string; template: string }
export const PRERENDER_DATA_ID: string
