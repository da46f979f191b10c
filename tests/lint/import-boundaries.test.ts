// The import boundaries of eslint.config.js, proven on the real config: each snippet is linted as
// if it were a file at the given path, so the zones and the TypeScript resolver decide exactly as
// in `npm run lint`. Without the resolver, imports without an extension (every `@/` import and
// almost every relative one) were skipped in silence.
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** Lints the lines as the (not existing) file `path`; returns each report's rule and line. */
async function lint(path: string, ...lines: string[]) {
  const [result] = await eslint.lintText(`${lines.join('\n')}\n`, { filePath: `${root}/${path}` })
  if (!result) throw new Error(`ESLint returned no result for ${path}`)
  return result.messages.map(({ ruleId, line }) => ({ ruleId, line }))
}

const restricted = [{ ruleId: 'import-x/no-restricted-paths', line: 1 }]
const useCartFromCart = "import { useCart } from '@/features/cart/cart-context'"
const newsKeysFromNews = "import { newsKeys } from '@/features/news/api/keys'"

test('a feature importing another feature through @/ is reported', async () => {
  const reported = await lint(
    'src/features/news/lint-probe.ts',
    useCartFromCart,
    'export const probe = useCart',
  )
  expect(reported).toEqual(restricted)
})

test('the zones hold when eslint runs from another directory (an editor, a subfolder)', async () => {
  const cwd = process.cwd()
  process.chdir(tmpdir())
  try {
    const reported = await lint(
      'src/features/news/lint-probe.ts',
      useCartFromCart,
      'export const probe = useCart',
    )
    expect(reported).toEqual(restricted)
  } finally {
    process.chdir(cwd)
  }
})

test('a feature loading another feature lazily through @/ is reported', async () => {
  const reported = await lint(
    'src/features/news/components/lint-probe.tsx',
    "export const probe = () => import('@/features/cart/cart-context')",
  )
  expect(reported).toEqual(restricted)
})

test('shared code (lib, components) importing a feature through @/ is reported', async () => {
  const code = [newsKeysFromNews, 'export const probe = newsKeys']
  expect(await lint('src/lib/lint-probe.ts', ...code)).toEqual(restricted)
  expect(await lint('src/components/ui/lint-probe.ts', ...code)).toEqual(restricted)
})

test('a feature importing another feature by a relative path is reported', async () => {
  const reported = await lint(
    'src/features/news/lint-probe.ts',
    "import { useCart } from '../cart/cart-context'",
    'export const probe = useCart',
  )
  expect(reported).toEqual(restricted)
})

test('an import that resolves to no file is reported, in src and in tests', async () => {
  const code = [
    "import { a } from '@/lib/no-such-module'",
    "import { b } from './no-such-sibling'",
    "import c from 'no-such-package-mov'",
    'export const probe = [a, b, c]',
  ]
  const unresolved = [1, 2, 3].map((line) => ({ ruleId: 'import-x/no-unresolved', line }))
  expect(await lint('src/features/news/lint-probe.ts', ...code)).toEqual(unresolved)
  expect(await lint('tests/local-backend/lint-probe.test.ts', ...code)).toEqual(unresolved)
})

test('imports in the allowed direction pass: feature -> lib, app -> feature, tests -> src', async () => {
  const cnFromLib = "import { cn } from '@/lib/cn'"
  expect(
    await lint(
      'src/features/news/lint-probe.ts',
      cnFromLib,
      newsKeysFromNews,
      'export const probe = [cn, newsKeys]',
    ),
  ).toEqual([])
  expect(
    await lint(
      'src/app/routes/lint-probe.tsx',
      useCartFromCart,
      newsKeysFromNews,
      'export const probe = [useCart, newsKeys]',
    ),
  ).toEqual([])
  expect(
    await lint('tests/local-backend/lint-probe.test.ts', cnFromLib, 'export const probe = cn'),
  ).toEqual([])
})

// The staff layer (docs/decisions/staff-layer.md): shared by the three staff features, which stay
// apart from one another as any features do.
const adminErrorFromStaff = "import { adminError } from '@/staff/api/errors'"
const newsroomKeysFromNewsroom = "import { newsroomKeys } from '@/features/newsroom/api/keys'"

test('the staff features import the staff layer, never one another', async () => {
  expect(
    await lint(
      'src/features/newsroom/lint-probe.ts',
      adminErrorFromStaff,
      'export const probe = adminError',
    ),
  ).toEqual([])
  expect(
    await lint(
      'src/features/admin/lint-probe.ts',
      newsroomKeysFromNewsroom,
      'export const probe = newsroomKeys',
    ),
  ).toEqual(restricted)
  expect(
    await lint(
      'src/features/mov-plus-admin/lint-probe.ts',
      "import { adminNav } from '../admin/nav'",
      'export const probe = adminNav',
    ),
  ).toEqual(restricted)
})

test('the staff layer imports no feature and no app; shared code imports no staff', async () => {
  expect(
    await lint(
      'src/staff/components/lint-probe.ts',
      newsroomKeysFromNewsroom,
      'export const probe = newsroomKeys',
    ),
  ).toEqual(restricted)
  expect(
    await lint(
      'src/staff/lint-probe.ts',
      "import { contentFeeds } from '@/app/compositions/content-feeds'",
      'export const probe = contentFeeds',
    ),
  ).toEqual(restricted)
  expect(
    await lint(
      'src/components/ui/lint-probe.ts',
      adminErrorFromStaff,
      'export const probe = adminError',
    ),
  ).toEqual(restricted)
})

test('of the staff layer, only src/staff/api calls fetch or imports supabase-js', async () => {
  const code = [
    "import { createClient } from '@supabase/supabase-js'",
    "export const probe = [createClient, fetch('/x')]",
  ]
  expect(await lint('src/staff/api/lint-probe.ts', ...code)).toEqual([])
  expect(await lint('src/staff/components/lint-probe.ts', ...code)).toEqual([
    { ruleId: 'no-restricted-imports', line: 1 },
    { ruleId: 'no-restricted-globals', line: 2 },
  ])
})
