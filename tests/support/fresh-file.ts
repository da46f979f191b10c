// The node project runs its files in one process per worker (`isolate: false` in
// vitest.config.ts): a process per file spent most of its time loading tsx, PGlite and the
// local backend again (docs/decisions/test-speed.md). This file runs first before every file and
// gives it what a process of its own would: the project's modules evaluated again (their
// singletons), and the environment variables as the worker started with them. Libraries from
// node_modules are shared (PGlite's compiled WebAssembly among them); none keeps state a file sees.
import { vi } from 'vitest'

const key = Symbol.for('mov.tests.startEnv')
const store = globalThis as { [key]?: Record<string, string | undefined> }
const start = (store[key] ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name]
Object.assign(process.env, start)

vi.resetModules()
