// Runs the edge functions' tests under Deno (the `deno` npm package ships the binary).
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = 'supabase/functions'
function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? find(p) : name.endsWith('.deno.test.ts') ? [p] : []
  })
}
const files = find(root)
if (files.length === 0) {
  console.log('deno: no edge function tests found under supabase/functions')
  process.exit(0)
}
const result = spawnSync(
  'npx',
  ['deno', 'test', '--no-prompt', '--allow-env', ...files.map((f) => f.slice(root.length + 1))],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
