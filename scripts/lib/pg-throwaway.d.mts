export type PostgresBinaries = {
  bindir: string
  asPostgres: (command: string, args: string[]) => string[]
}
export function postgresBinaries(options?: {
  programs?: string[]
  major?: number
}): PostgresBinaries | { reason: string }
export interface ThrowawayPostgres {
  port: number
  dir: string
  run(command: string, args: string[], options?: { asServer?: boolean }): string
  stop(): void
}
export function startThrowawayPostgres(
  binaries: PostgresBinaries,
  options?: { prefix?: string; settings?: Record<string, string> },
): Promise<ThrowawayPostgres>
