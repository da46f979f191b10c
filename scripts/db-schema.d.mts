export const SCHEMA_FILE: string
export const AUTH_STUB: string
export const MIGRATIONS_DIR: string
export function postgres15():
  { bindir: string; asPostgres: (command: string, args: string[]) => string[] } | { reason: string }
export function migrationFiles(dir?: string): string[]
export function dumpEntries(text: string): {
  preamble: string
  entries: Array<{ name: string; type: string; schema: string; text: string }>
}
export function schemaText(full: string, stub: string): string
export function staleness(written: string, generated: string): string | null
export function generateSchema(options?: { migrationsDir?: string }): Promise<string>
