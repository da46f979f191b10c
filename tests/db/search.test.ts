// Search in the database (supabase/migrations/*_search.sql) on PGlite with the real migrations and
// seed: the site search `search_site` (accents, case and plural aside, ranked, published rows only)
// and the computed fields `search_text` that the lists filter with ilike.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { staffResources } from '../../src/app/compositions/staff-resources'
import {
  anon,
  ownerRows,
  runAs,
  signedIn,
  useDatabase,
  users,
  type Caller,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

type Hit = {
  kind: string
  id: string
  title: string
  excerpt: string
  rank: number
  total_count: number | bigint
}

const plain = (text: string) => text.replaceAll('\u0002', '').replaceAll('\u0003', '')

async function search(
  query: string,
  { kind = null, limit = 50, offset = 0, as = anon } = {} as {
    kind?: string | null
    limit?: number
    offset?: number
    as?: Caller
  },
): Promise<Hit[]> {
  const outcome = await runAs(database(), as, 'select * from public.search_site($1, $2, $3, $4)', [
    query,
    kind,
    limit,
    offset,
  ])
  if (!outcome.ok) throw new Error(`search_site refused: ${outcome.code} ${outcome.message}`)
  return outcome.rows as Hit[]
}

const titles = (hits: Hit[]) => hits.map((h) => plain(h.title))

test('"saude" finds the items titled "Saúde" of every kind, with the word marked', async () => {
  const hits = await search('saude')
  const found = hits.filter((h) => /saúde/i.test(plain(h.title)))
  expect(new Set(found.map((h) => h.kind))).toEqual(
    new Set(['noticia', 'pesquisa', 'manifesto', 'publicacao']),
  )
  expect(titles(found)).toContain('Saúde Mental nas Escolas Públicas')
  expect(found.find((h) => h.kind === 'manifesto')?.title).toBe(
    '\u0002Saúde\u0003 Mental é Direito',
  )
  // The programme "Rede de Cuidado" talks about it in its category (Saúde mental).
  expect(hits).toContainEqual(
    expect.objectContaining({ kind: 'programa', title: 'Rede de Cuidado' }),
  )
})

test('"orcamento" finds "Orçamento", and accents typed or not, capitals or not, find the same', async () => {
  const base = titles(await search('orcamento'))
  expect(base).toContain('Oficinas de orçamento público passam por 30 escolas estaduais')
  expect(base).toContain('Orçamento Público para Jovens: um guia prático')
  for (const variant of ['Orçamento', 'ORÇAMENTO', 'ORCAMENTO', 'orçamento'])
    expect(titles(await search(variant))).toEqual(base)
})

test('Portuguese stemming: the plural finds the singular and the singular the plural', async () => {
  // "Orçamentos" is in no text: only the stem "orcament" can find the singular titles.
  expect(titles(await search('orçamentos'))).toEqual(titles(await search('orçamento')))
  // "Juventudes" titles are found from the singular, and "Juventude" from the plural.
  expect(titles(await search('juventude'))).toContain('Juventudes e Trabalho')
  expect(titles(await search('juventudes'))).toContain(
    'MOV assume cadeira no Conselho Estadual de Juventude',
  )
  expect(titles(await search('escola'))).toContain('Saúde Mental nas Escolas Públicas')
})

test('a word is also a prefix: "clima" finds "climática", and every word is required', async () => {
  expect(titles(await search('clima'))).toContain(
    'Pesquisa mostra que 8 em cada 10 jovens nordestinos já sentem efeitos da crise climática',
  )
  const both = titles(await search('saude escolas'))
  expect(both).toContain('Saúde Mental nas Escolas Públicas')
  expect(both).not.toContain('Cartilha de Saúde Mental entre Pares')
})

test('results are ranked (title matches first) and paged with the total of every match', async () => {
  const all = await search('saude mental')
  expect(all.length).toBeGreaterThan(4)
  const ranks = all.map((h) => h.rank)
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
  expect(all.slice(0, 4).every((h) => /saúde mental/i.test(plain(h.title)))).toBe(true)
  const page2 = await search('saude mental', { limit: 2, offset: 2 })
  expect(page2.map((h) => h.id)).toEqual(all.slice(2, 4).map((h) => h.id))
  expect(Number(page2[0]!.total_count)).toBe(all.length)
  const news = await search('saude mental', { kind: 'noticia' })
  expect(news.every((h) => h.kind === 'noticia')).toBe(true)
  expect(news.length).toBeGreaterThan(0)
})

test('unpublished, inactive and scheduled rows never appear, for visitors nor for staff', async () => {
  const hidden = [
    ['rascunho', 'Rascunho: agenda de formações de 2027'],
    [
      'inscricoes encontros regionais 2027',
      'Inscrições abertas para os encontros regionais de 2027',
    ],
    ['piloto escolas integrais', 'Piloto Escolas Integrais'],
    ['trabalho digital', 'Rascunho: Juventudes e Trabalho Digital'],
    ['calendario eleitoral', 'Nota sobre o calendário eleitoral 2024'],
  ] as const
  for (const [query, title] of hidden) {
    // The row exists and matches the words: only its state keeps it out.
    const [row] = await ownerRows<{ n: number }>(
      database(),
      `select count(*)::int as n from (
         select title from public.noticias union all select title from public.programas
         union all select title from public.pdc_publications union all select title from public.manifestos
       ) as t where title = $1`,
      [title],
    )
    expect(row!.n).toBe(1)
    for (const caller of [anon, signedIn(users.membro), signedIn(users.admin, 'aal2')])
      expect(titles(await search(query, { as: caller }))).not.toContain(title)
  }
})

test('punctuation and tsquery syntax in the words are ignored; no words, no results', async () => {
  expect(titles(await search("saúde & !( 'mental' | :* )"))).toEqual(
    titles(await search('saude mental')),
  )
  expect(await search('')).toEqual([])
  expect(await search('  ,;  ')).toEqual([])
  // Only stop words: nothing to look for.
  expect(await search('de a o')).toEqual([])
})

test('search_text folds a list’s columns: lower case, no accents, for ilike', async () => {
  const rows = await ownerRows<{ title: string }>(
    database(),
    `select title from public.pdc_publications as p
      where public.search_text(p) ilike '%orcamento%' and public.search_text(p) ilike '%luiza%'`,
  )
  expect(rows.map((r) => r.title)).toEqual(['Orçamento Público para Jovens: um guia prático'])
  const [folded] = await ownerRows<{ text: string }>(
    database(),
    `select public.search_text(m) as text from public.manifestos as m where title = 'Saúde Mental é Direito'`,
  )
  expect(folded!.text).toMatch(/^saude mental e direito saude mental pedimos psicologos/)
})

test('each admin list searches exactly the columns the database folds into search_text', async () => {
  const configs = staffResources
  const defs = await ownerRows<{ table: string; columns: string[] }>(
    database(),
    `select c.relname as table,
            array(select m[1] from regexp_matches(pg_get_functiondef(p.oid), '\\$1\\)?\\.(\\w+)', 'g') as m) as columns
       from pg_proc as p
       join pg_type as t on t.oid = p.proargtypes[0]
       join pg_class as c on c.oid = t.typrelid
      where p.proname = 'search_text' and p.pronamespace = 'public'::regnamespace`,
  )
  const folded = new Map(defs.map((d) => [d.table, d.columns]))
  for (const config of configs) {
    if (config.search.length === 0) expect(folded.has(config.table)).toBe(false)
    else
      expect([config.table, folded.get(config.table)]).toEqual([config.table, [...config.search]])
  }
  expect(folded.get('profiles')).toEqual(['full_name', 'email'])
  expect(folded.get('parcerias_solicitacoes')).toEqual([
    'organization_name',
    'contact_name',
    'email',
  ])
})

test('search_site runs with the caller’s rights; its matching part with the owner’s, search_path empty', async () => {
  const rows = await ownerRows<{ fn: string; definer: boolean; config: string[] | null }>(
    database(),
    `select n.nspname || '.' || p.proname as fn, p.prosecdef as definer, p.proconfig as config
       from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
      where p.proname in ('search_site', 'search_site_matches') order by 1`,
  )
  expect(rows).toEqual([
    {
      fn: 'private.search_site_matches',
      definer: true,
      config: ['search_path=""', 'enable_seqscan=off'],
    },
    { fn: 'public.search_site', definer: false, config: ['search_path=""'] },
  ])
})
