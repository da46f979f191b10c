// supabase-js against the standalone local backend: the PostgREST subset, with the real
// migrations, grants, RLS and seed deciding every answer.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'

let backend: LocalBackend
let anon: SupabaseClient
let service: SupabaseClient

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  anon = createTestClient(backend.url, LOCAL_ANON_KEY)
  service = createTestClient(backend.url, backend.serviceKey)
})

afterAll(async () => {
  await backend?.close()
})

const proposal = {
  organization_name: 'Instituto Horizonte',
  contact_name: 'Ana Souza',
  email: 'ana@horizonte.org.br',
  phone: '(11) 99999-0000',
  partnership_type: 'Financeira',
  proposal: 'Apoiar as oficinas de cidadania em 2026.',
  instagram_url: '',
  site_url: 'https://horizonte.org.br',
  cnpj: '12.345.678/0001-90',
  organization_description: 'Fundação que apoia projetos de juventude.',
}

test('the home page programmes come back ordered by display_order and limited to 3', async () => {
  const { data, error, status } = await anon
    .from('programas')
    .select('*')
    .order('display_order', { ascending: true })
    .limit(3)
  expect(error).toBeNull()
  expect(status).toBe(200)
  expect(data).toHaveLength(3)
  const orders = (data ?? []).map((p) => p.display_order as number)
  expect(orders).toEqual([...orders].sort((a, b) => a - b))
  expect(data?.[0]).toMatchObject({ title: 'Jovens Lideranças', icon: 'Rocket' })
})

test('filters, column lists, offsets and exact counts follow PostgREST', async () => {
  const all = await anon.from('programas').select('id', { count: 'exact' })
  expect(all.error).toBeNull()
  const total = all.count ?? 0
  expect(total).toBeGreaterThan(3)

  const page = await anon
    .from('programas')
    .select('title, year', { count: 'exact' })
    .order('display_order')
    .range(1, 2)
  expect(page.status).toBe(206)
  expect(page.count).toBe(total)
  expect(page.data).toHaveLength(2)
  expect(Object.keys(page.data?.[0] ?? {}).sort()).toEqual(['title', 'year'])

  const filtered = await anon.from('programas').select('title').eq('category', 'Inovação')
  expect(filtered.data).toEqual([{ title: 'Laboratório de Ideias Cívicas' }])

  const several = await anon
    .from('programas')
    .select('year')
    .in('year', [2022, 2023])
    .gte('year', 2023)
  expect(several.data?.every((p) => p.year === 2023)).toBe(true)

  const like = await anon.from('programas').select('title').ilike('title', '%lideranças%')
  expect(like.data).toEqual([{ title: 'Jovens Lideranças' }])

  const nullGradient = await anon.from('programas').select('title').is('gradient', null)
  expect(nullGradient.data?.map((p) => p.title)).toContain('Rede de Cuidado')

  const head = await anon.from('programas').select('*', { count: 'exact', head: true })
  expect(head.count).toBe(total)
  expect(head.data).toBeNull()
})

test('only active banners are read, with a boolean filter', async () => {
  const { data, error } = await anon
    .from('home_banners')
    .select('title, is_active')
    .eq('is_active', true)
    .order('display_order')
  expect(error).toBeNull()
  expect(data?.length).toBeGreaterThan(0)
  expect(data?.every((b) => b.is_active === true)).toBe(true)
})

test('single() with no matching row gives PGRST116 with status 406', async () => {
  const { data, error, status } = await anon
    .from('programas')
    .select('*')
    .eq('title', 'Não existe')
    .single()
  expect(data).toBeNull()
  expect(status).toBe(406)
  expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
})

test('single() with one row gives the bare object and maybeSingle() null for none', async () => {
  const one = await anon.from('programas').select('title').eq('category', 'Inovação').single()
  expect(one.data).toEqual({ title: 'Laboratório de Ideias Cívicas' })
  const none = await anon.from('programas').select('title').eq('category', 'Nada').maybeSingle()
  expect(none.error).toBeNull()
  expect(none.data).toBeNull()
})

test('an anonymous partnership proposal is accepted with return=minimal', async () => {
  const { error, status, data } = await anon.from('parcerias_solicitacoes').insert(proposal)
  expect(error).toBeNull()
  expect(status).toBe(201)
  expect(data).toBeNull()
  const stored = await service
    .from('parcerias_solicitacoes')
    .select('organization_name')
    .eq('email', proposal.email)
  expect(stored.data?.length).toBeGreaterThanOrEqual(1)
})

test('the same proposal asking for the row back is refused (no select for anon)', async () => {
  const { error, status } = await anon
    .from('parcerias_solicitacoes')
    .insert({ ...proposal, email: 'outra@horizonte.org.br' })
    .select()
  expect(status).toBe(401)
  expect(error?.code).toBe('42501')
  const stored = await service
    .from('parcerias_solicitacoes')
    .select('id')
    .eq('email', 'outra@horizonte.org.br')
  expect(stored.data).toEqual([])
})

test('a proposal that breaks a check constraint gives 23514 and status 400', async () => {
  const { error, status } = await anon
    .from('parcerias_solicitacoes')
    .insert({ ...proposal, partnership_type: 'Qualquer' })
  expect(status).toBe(400)
  expect(error?.code).toBe('23514')
})

test('anonymous visitors cannot update or delete published content', async () => {
  const before = await anon.from('programas').select('title').eq('category', 'Inovação').single()
  const update = await anon
    .from('programas')
    .update({ title: 'Invadido' })
    .eq('category', 'Inovação')
  expect(update.status).toBe(401)
  expect(update.error?.code).toBe('42501')
  const remove = await anon.from('programas').delete().eq('category', 'Inovação')
  expect(remove.error?.code).toBe('42501')
  const after = await anon.from('programas').select('title').eq('category', 'Inovação').single()
  expect(after.data).toEqual(before.data)
})

test('the service role writes and reads back with return=representation', async () => {
  const created = await service
    .from('programas')
    .insert({
      title: 'Programa de Teste',
      category: 'Teste',
      year: 2026,
      description: 'Criado pelo teste.',
      display_order: 99,
    })
    .select('id, title')
    .single()
  expect(created.status).toBe(201)
  expect(created.data?.title).toBe('Programa de Teste')
  const updated = await service
    .from('programas')
    .update({ year: 2025 })
    .eq('id', created.data!.id)
    .select('year')
  expect(updated.data).toEqual([{ year: 2025 }])
  const removed = await service.from('programas').delete().eq('id', created.data!.id)
  expect(removed.status).toBe(204)
})

test('a bulk insert fills missing keys with null, or with defaults when asked (defaultToNull: false)', async () => {
  const rows = [{ name: 'Categoria com ordem', display_order: 70 }, { name: 'Categoria sem ordem' }]
  const withNull = await service.from('partner_categories').insert(rows)
  expect(withNull.error?.code).toBe('23502')
  const withDefault = await service
    .from('partner_categories')
    .insert(rows, { defaultToNull: false })
    .select('name, display_order')
  expect(withDefault.error).toBeNull()
  expect(withDefault.data).toEqual([
    { name: 'Categoria com ordem', display_order: 70 },
    { name: 'Categoria sem ordem', display_order: 0 },
  ])
})

test('a unique violation gives 23505 and status 409', async () => {
  const first = await service.from('noticias').select('slug').limit(1).single()
  const { error, status } = await service
    .from('noticias')
    .insert({ slug: first.data!.slug, title: 'x', summary: 'x', body: 'x' })
  expect(status).toBe(409)
  expect(error?.code).toBe('23505')
})

test('embedded relations are read through foreign keys, with their own filters', async () => {
  const { data, error } = await anon
    .from('noticias')
    .select('title, autores(name)')
    .not('author_id', 'is', null)
    .limit(1)
    .single()
  expect(error).toBeNull()
  expect(typeof (data as unknown as { autores: { name: string } }).autores.name).toBe('string')

  const authors = await anon
    .from('autores')
    .select('name, noticias(title, is_published)', { count: 'exact' })
    .eq('noticias.is_published', true)
  expect(authors.error).toBeNull()
  expect(authors.count).toBe(authors.data?.length)
  const rows = (authors.data ?? []) as unknown as Array<{
    noticias: Array<{ is_published: boolean }>
  }>
  expect(rows.some((a) => a.noticias.length > 0)).toBe(true)
  expect(rows.every((a) => a.noticias.every((n) => n.is_published))).toBe(true)

  const none = await anon
    .from('noticias')
    .select('title, autores!inner(name)')
    .eq('autores.name', 'Ninguém')
  expect(none.data).toEqual([])
})

test('unknown tables, columns and operators give PostgREST errors, not crashes', async () => {
  const table = await anon.from('nope').select('*')
  expect(table.status).toBe(404)
  expect(table.error?.code).toBe('PGRST205')
  const column = await anon.from('programas').select('foo')
  expect(column.status).toBe(400)
  expect(column.error).toMatchObject({
    code: '42703',
    message: 'column programas.foo does not exist',
  })
  const res = await fetch(`${backend.url}/rest/v1/programas?year=between.1`, {
    headers: { apikey: LOCAL_ANON_KEY },
  })
  expect(res.status).toBe(400)
  expect(((await res.json()) as { code: string }).code).toBe('PGRST100')
  const write = await service.from('programas').insert({ nope: 1 })
  expect(write.error?.code).toBe('PGRST204')
})

test('an injection attempt in a filter value is just a value', async () => {
  const { data, error } = await anon
    .from('programas')
    .select('title')
    .eq('title', "x'; drop table public.programas; --")
  expect(error).toBeNull()
  expect(data).toEqual([])
  const orTrick = await anon.from('programas').select('title').eq('category', "Inovação' or '1'='1")
  expect(orTrick.data).toEqual([])
  const still = await anon.from('programas').select('id', { count: 'exact', head: true })
  expect(still.count).toBeGreaterThan(3)
})

test('an injection attempt in a column name or order is refused before any SQL runs', async () => {
  const select = await anon.from('programas').select('title, "id"; drop table public.programas; --')
  expect(select.status).toBe(400)
  const column = await anon.from('programas').select('title').eq('title" = title or "1', 'x')
  expect(column.status).toBe(400)
  const order = await anon
    .from('programas')
    .select('title')
    .order('display_order; drop table public.programas')
  expect(order.status).toBe(400)
  const still = await anon.from('programas').select('id', { count: 'exact', head: true })
  expect(still.count).toBeGreaterThan(3)
})

test('the store schema is never exposed', async () => {
  const res = await fetch(`${backend.url}/rest/v1/products?select=*`, {
    headers: { apikey: LOCAL_ANON_KEY, 'Accept-Profile': 'local_store' },
  })
  expect(res.status).toBe(406)
  expect(await res.json()).toMatchObject({
    code: 'PGRST106',
    message: 'Invalid schema: local_store',
  })
})

test('a missing API key and a forged token are refused', async () => {
  const noKey = await fetch(`${backend.url}/rest/v1/programas?select=*`)
  expect(noKey.status).toBe(401)
  const forged = await fetch(`${backend.url}/rest/v1/programas?select=*`, {
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl',
    },
  })
  expect(forged.status).toBe(401)
  expect(((await forged.json()) as { code: string }).code).toBe('PGRST301')
})

test('public storage objects are served and path traversal is refused', async () => {
  const ok = await fetch(`${backend.url}/storage/v1/object/public/images/store/caneca.svg`)
  expect(ok.status).toBe(200)
  expect(ok.headers.get('content-type')).toBe('image/svg+xml')
  const up = await fetch(`${backend.url}/storage/v1/object/public/images/..%2F..%2Fpackage.json`)
  expect(up.status).toBe(400)
  // Storage answers every 4xx of its object routes with HTTP 400, the real status in the body.
  const missing = await fetch(`${backend.url}/storage/v1/object/public/images/nada.svg`)
  expect(missing.status).toBe(400)
  expect(await missing.json()).toMatchObject({ statusCode: '404', message: 'Object not found' })
})

test('an unknown function answers 404 in Supabase shape', async () => {
  const { error } = await anon.functions.invoke('does-not-exist', { body: {} })
  expect(error?.context?.status).toBe(404)
})
