// The seed fills every section and page the site shows, with demo accounts for each role, and
// names only images and files that ship in public/.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { anon, applyAs, ownerRows, runAs, signedIn, useDatabase, users } from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })
const root = fileURLToPath(new URL('../../', import.meta.url))

test('every institutional and network route has its page, under the route slug', async () => {
  const pages = await ownerRows<{ path: string }>(
    database(),
    `select section || '/' || slug as path from public.paginas order by 1`,
  )
  expect(pages.map((p) => p.path)).toEqual(
    [
      ...[
        'estrutura',
        'guias-documentos',
        'institutos',
        'nossa-historia',
        'parceiros',
        'presidencia-geral',
        'presidencias',
        'representacoes',
      ].map((slug) => `institucional/${slug}`),
      ...[
        'conectamov',
        'egide',
        'fdca-al',
        'mov-pelo-futuro',
        'observatorio',
        'pesquisas',
        'rede-conselheiros',
        'trilhas-formativas',
      ].map((slug) => `redes-e-projetos/${slug}`),
    ].sort(),
  )
})

test('visitors see enough content in every section for the site to look alive', async () => {
  const count = async (sql: string) => {
    const outcome = await runAs(database(), anon, `select count(*)::int as n from (${sql}) as q`)
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.rows[0]?.n
  }
  expect(await count(`select * from public.programas`)).toBeGreaterThanOrEqual(3)
  expect(await count(`select distinct icon from public.programas`)).toBeGreaterThanOrEqual(4)
  expect(
    await count(`select * from public.programas where gradient is null`),
  ).toBeGreaterThanOrEqual(1)
  expect(await count(`select * from public.home_banners`)).toBe(3)
  expect(await count(`select * from public.pdc_publications`)).toBeGreaterThanOrEqual(6)
  expect(
    await count(`select * from public.pdc_publications where image_url is null`),
  ).toBeGreaterThanOrEqual(1)
  expect(await count(`select * from public.na_midia`)).toBeGreaterThanOrEqual(6)
  expect(await count(`select * from public.testimonials`)).toBeGreaterThanOrEqual(4)
  expect(
    await count(`select * from public.testimonials where avatar_url is null`),
  ).toBeGreaterThanOrEqual(1)
  expect(
    await count(
      `select distinct category from public.representacoes where category in ('FÓRUNS & PACTOS', 'CONSELHOS DE DIREITO', 'COALIZÕES & CAMPANHAS', 'PRÊMIOS & RECONHECIMENTOS')`,
    ),
  ).toBe(4)
  expect(
    await count(`select * from public.representacoes where category is null`),
  ).toBeGreaterThanOrEqual(1)
  expect(
    await count(`select distinct category_id from public.partners where category_id is not null`),
  ).toBe(3)
  expect(await count(`select * from public.manifestos`)).toBe(5)
  expect(
    await count(`select * from public.noticias where author_id is not null`),
  ).toBeGreaterThanOrEqual(8)
  expect(await count(`select * from public.autores`)).toBeGreaterThanOrEqual(3)
  expect(await count(`select * from public.institutos`)).toBeGreaterThanOrEqual(4)
  expect(await count(`select * from public.pesquisas`)).toBeGreaterThanOrEqual(4)
  expect(
    await count(
      `select trilha_id from public.trilha_modulos group by trilha_id having count(*) between 3 and 4`,
    ),
  ).toBe(2)
  expect(await count(`select * from public.documentos`)).toBeGreaterThanOrEqual(6)
  expect(await count(`select distinct category from public.documentos`)).toBe(3)
  expect(await count(`select * from public.mov_plus_missoes`)).toBeGreaterThanOrEqual(3)
  expect(await count(`select * from public.mov_plus_recompensas`)).toBeGreaterThanOrEqual(3)
  expect(await count(`select * from public.mov_plus_ranking`)).toBeGreaterThanOrEqual(3)
})

test('each demo account has its role and signs in with the local password', async () => {
  const accounts = await ownerRows(
    database(),
    `select u.email, p.role, u.encrypted_password = extensions.crypt('mov-local-123', u.encrypted_password) as password_ok,
            u.email_confirmed_at is not null as confirmed,
            exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as has_identity
       from auth.users u join public.profiles p on p.id = u.id
      where u.email in ('admin@mov.local', 'escritor@mov.local', 'movplus@mov.local', 'membro@mov.local')
      order by u.email`,
  )
  expect(accounts).toEqual([
    {
      email: 'admin@mov.local',
      role: 'admin',
      password_ok: true,
      confirmed: true,
      has_identity: true,
    },
    {
      email: 'escritor@mov.local',
      role: 'escritor',
      password_ok: true,
      confirmed: true,
      has_identity: true,
    },
    {
      email: 'membro@mov.local',
      role: 'user',
      password_ok: true,
      confirmed: true,
      has_identity: true,
    },
    {
      email: 'movplus@mov.local',
      role: 'mov_plus_admin',
      password_ok: true,
      confirmed: true,
      has_identity: true,
    },
  ])
})

test('the demo member can try every MOV+ flow: a reward within reach, one out of it, a pending request, a ledger, a place in the ranking', async () => {
  const member = signedIn(users.membro)
  const read = async <T>(sql: string, keep = false): Promise<T[]> => {
    const outcome = await (keep ? applyAs : runAs)(database(), member, sql)
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.rows as T[]
  }
  const [{ saldo }] = (await read<{ saldo: number }>(
    `select public.mov_plus_my_balance()::int as saldo`,
  )) as [{ saldo: number }]
  const [{ reserved }] = (await read<{ reserved: number }>(
    `select coalesce(sum(r.cost), 0)::int as reserved
       from public.mov_plus_resgates q join public.mov_plus_recompensas r on r.id = q.reward_id
      where q.status = 'pendente'`,
  )) as [{ reserved: number }]
  const available = saldo - reserved
  expect([saldo, reserved, available]).toEqual([380, 200, 180])
  const rewards = await read<{ title: string; cost: number }>(
    `select title, cost from public.mov_plus_recompensas where is_active and stock > 0 order by cost`,
  )
  expect(rewards.filter((r) => r.cost <= available).map((r) => r.title)).toEqual([
    'Kit de cadernos',
  ])
  expect(rewards.filter((r) => r.cost > available).map((r) => r.title)).toEqual([
    'Camiseta MOV',
    'Ingresso para o Encontro Nacional',
  ])
  expect(await read(`select * from public.mov_plus_my_ledger()`)).toHaveLength(4)
  expect(await read(`select * from public.mov_plus_missoes where is_active`)).not.toHaveLength(0)
  expect(
    await read(
      `select rank::int from public.mov_plus_ranking where display_name = 'João Pedro Alves'`,
    ),
  ).toEqual([{ rank: 1 }])
  // What the member asks for first goes through, and the next kit is out of reach.
  const ask = `select status from public.mov_plus_request_redemption('ba000000-0000-4000-8000-000000000003')`
  expect(await read(ask, true)).toEqual([{ status: 'pendente' }])
  await expect(read(ask)).rejects.toThrow('Saldo de pontos insuficiente para esta recompensa.')
})

test('every image and file the seed names ships in public/, and no image comes from another origin', async () => {
  const seed = readFileSync(`${root}supabase/seed.sql`, 'utf8')
  const paths = [
    ...new Set(
      [...seed.matchAll(/'(\/(?:images|files)\/[^']+\.(?:svg|png|jpg|webp|pdf))'/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ]
  expect(paths.length).toBeGreaterThan(50)
  expect(paths.filter((path) => !existsSync(`${root}public${path}`))).toEqual([])

  const external = await ownerRows<{ url: string }>(
    database(),
    `select c.table_name || '.' || c.column_name as url
       from information_schema.columns c
      where c.table_schema = 'public' and c.data_type = 'text'
        and (c.column_name like '%image_url' or c.column_name in ('logo_url', 'avatar_url', 'file_url'))`,
  )
  for (const { url } of external) {
    const [table, column] = url.split('.')
    const rows = await ownerRows(
      database(),
      `select ${column} from public.${table} where ${column} ~ '^https?:'`,
    )
    expect(rows, url).toEqual([])
  }
})
