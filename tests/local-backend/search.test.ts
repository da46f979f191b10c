// The two PostgREST mechanisms the site's searches use, against the local backend with the real
// migrations: filters on the computed field `search_text` (a function of the table's row type,
// which PostgREST resolves by name) and the function `search_site` through /rpc.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'

let backend: LocalBackend
let anon: SupabaseClient

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  anon = createTestClient(backend.url, LOCAL_ANON_KEY)
})

afterAll(async () => {
  await backend?.close()
})

test('search_text=ilike filters by the folded columns: "orcamento" finds "Orçamento"', async () => {
  const { data, error } = await anon
    .from('pdc_publications')
    .select('title')
    .ilike('search_text', '*orcamento*')
    .ilike('search_text', '*LUIZA*')
  expect(error).toBeNull()
  expect(data).toEqual([{ title: 'Orçamento Público para Jovens: um guia prático' }])
})

test('a computed field works inside or=, can be selected by name, and is never part of *', async () => {
  const or = await anon
    .from('manifestos')
    .select('title')
    .or('search_text.ilike.*saude*,title.eq.Manifesto da Fundação')
    .order('title')
  expect(or.error).toBeNull()
  expect(or.data).toEqual([{ title: 'Manifesto da Fundação' }, { title: 'Saúde Mental é Direito' }])
  const star = await anon.from('manifestos').select('*').limit(1)
  expect(Object.keys(star.data?.[0] ?? {})).not.toContain('search_text')
  const named = await anon
    .from('manifestos')
    .select('title, search_text')
    .eq('title', 'Saúde Mental é Direito')
    .single()
  expect(named.data?.search_text).toMatch(/^saude mental e direito /)
})

test('row-level security still decides: a draft never matches for a visitor', async () => {
  const { data, error } = await anon
    .from('pdc_publications')
    .select('title')
    .ilike('search_text', '*trabalho digital*')
  expect(error).toBeNull()
  expect(data).toEqual([])
})

test('an unknown column is still refused, and a computed field is not an RPC', async () => {
  const bad = await anon.from('pdc_publications').select('title').ilike('search_txt', '*a*')
  expect(bad.error?.code).toBe('42703')
  const rpc = await anon.rpc('search_text')
  expect(rpc.error?.code).toBe('PGRST202')
})

test('rpc/search_site: "saude" finds the "Saúde" items of every kind, ranked, with the total', async () => {
  const { data, error } = await anon.rpc('search_site', { p_query: 'saude', p_limit: 50 })
  expect(error).toBeNull()
  const rows = data as Array<{ kind: string; title: string; rank: number; total_count: number }>
  expect(rows.map((r) => r.title)).toContain('\u0002Saúde\u0003 Mental nas Escolas Públicas')
  expect(new Set(rows.map((r) => r.kind))).toEqual(
    new Set(['noticia', 'pesquisa', 'manifesto', 'publicacao', 'programa']),
  )
  expect(rows.every((r) => r.total_count === rows.length)).toBe(true)
  const page = await anon.rpc('search_site', {
    p_query: 'saude',
    p_kind: 'noticia',
    p_limit: 1,
    p_offset: 0,
  })
  const news = page.data as Array<{ kind: string; total_count: number }>
  expect(news).toHaveLength(1)
  expect(news[0]).toMatchObject({ kind: 'noticia' })
  expect(news[0]!.total_count).toBeGreaterThan(1)
})
