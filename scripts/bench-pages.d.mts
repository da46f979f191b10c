export const BUDGET_JS_KB: number
export const BUDGET_TRANSFER_KB: number
export function pagesFromSitemap(xml: string): string[]
export function benchPages(options?: { log?: (line: string) => void }): Promise<{
  rows: Array<{ path: string; js: number; transfer: number; requests: number; scripts: string[] }>
  failed: boolean
}>
export function startSite(): Promise<{ base: string; close: () => Promise<void> }>
export function landingPages(): string[]
