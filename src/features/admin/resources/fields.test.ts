// The form rules at the limits of the database's CHECK constraints
// (supabase/migrations/20261121050100_content.sql): accepted at N, refused at N+1, with the pt-BR
// message each rule shows.
import { expect, test } from 'vitest'
import { slugify } from '@/lib/slug'
import { initialValues } from '@/staff/resources/define'
import type { Field, FormValue, ResourceConfig } from '@/staff/resources/types'
import { banners } from './banners'
import { depoimentos } from './depoimentos'
import { institutos } from './institutos'
import { paginas } from './paginas'
import { parceiros } from './parceiros'
import { pesquisas } from './pesquisas'
import { programas } from './programas'
import { publicacoes } from './publicacoes'
import { representacoes } from './representacoes'
import { trilhaModulos } from './trilha-modulos'
import { trilhas } from './trilhas'
import { categoriasDeParceiros } from './categorias-de-parceiros'

function field(config: ResourceConfig, name: string): Field {
  const f = config.fields[name]
  if (!f) throw new Error(`${config.table} has no field ${name}`)
  return f
}

/** The saved value, or the message that refuses it. */
function check(f: Field, value: FormValue): { value: unknown } | { message: string } {
  const result = f.schema.safeParse(value)
  return result.success ? { value: result.data } : { message: result.error.issues[0]!.message }
}

const urlOrPath =
  'Informe um endereço que comece com http:// ou https:// (ou um caminho do site, como /imagens/foto.jpg).'

test.each([
  [programas, 'title', 300],
  [programas, 'category', 120],
  [programas, 'description', 5000],
  [depoimentos, 'quote', 2000],
  [depoimentos, 'name', 200],
  [publicacoes, 'authors', 500],
  [institutos, 'city', 120],
  [categoriasDeParceiros, 'name', 120],
  [banners, 'description', 5000],
  [pesquisas, 'body', 100000],
  [trilhaModulos, 'content', 100000],
] as const)('%s.%s takes %i characters and refuses one more', (config, name, max) => {
  const f = field(config, name)
  expect(check(f, 'a'.repeat(max))).toEqual({ value: 'a'.repeat(max) })
  expect(check(f, 'a'.repeat(max + 1))).toEqual({
    message: `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  })
})

test('URL fields refuse backslashes, their encodings and //host, as the database does', () => {
  const link = field(banners, 'link_url')
  const site = field(parceiros, 'site_url')
  for (const value of [
    '/\\evil.example',
    '/%5Cevil.example',
    '/%255cevil.example',
    '//evil.example',
  ]) {
    expect(check(link, value), value).toEqual({ message: urlOrPath })
    expect(check(site, value), value).toEqual({ message: urlOrPath })
  }
  expect(check(link, 'https://mov.org.br\\@evil.example')).toEqual({ message: urlOrPath })
  expect(check(link, '/programas')).toEqual({ value: '/programas' })
  expect(check(field(institutos, 'site_url'), 'https://mov.org.br/%5C%5Cevil.example')).toEqual({
    message: 'Informe um endereço que comece com http:// ou https://.',
  })
})

test('lengths count characters as Postgres does: an emoji is one', () => {
  const f = field(programas, 'title')
  expect(check(f, '🚀'.repeat(300))).toEqual({ value: '🚀'.repeat(300) })
  expect(check(f, '🚀'.repeat(301))).toEqual({ message: 'Use no máximo 300 caracteres.' })
})

test('required text refuses empty and blank values with its own message, and is saved trimmed', () => {
  const title = field(programas, 'title')
  expect(check(title, '')).toEqual({ message: 'Informe o título.' })
  expect(check(title, '   ')).toEqual({ message: 'Informe o título.' })
  expect(check(title, '  Jovens  ')).toEqual({ value: 'Jovens' })
  expect(check(field(programas, 'description'), '')).toEqual({ message: 'Informe a descrição.' })
})

test('optional text left empty is saved as null; text that is not null but may be empty as ""', () => {
  expect(check(field(banners, 'description'), '  ')).toEqual({ value: null })
  expect(check(field(pesquisas, 'body'), '')).toEqual({ value: null })
  expect(check(field(trilhaModulos, 'content'), '')).toEqual({ value: '' })
  expect(check(field(paginas, 'body'), ' ')).toEqual({ value: '' })
})

test('addresses that may be site paths: http(s) URLs and /paths, never //host, spaces or other schemes', () => {
  const f = field(banners, 'link_url')
  for (const ok of ['https://mov.org.br/a?b=1', 'http://x', '/programas', '/images/foto.jpg'])
    expect(check(f, ok)).toEqual({ value: ok })
  for (const bad of [
    '//evil.example/x',
    'ftp://x.org',
    'mov.org.br',
    'HTTPS://MOV.ORG',
    'https://a b',
    '/ a',
    'javascript:alert(1)',
  ])
    expect(check(f, bad)).toEqual({ message: urlOrPath })
  expect(check(f, '')).toEqual({ value: null })
  const long = `https://x.org/${'a'.repeat(2048 - 'https://x.org/'.length)}`
  expect(check(f, long)).toEqual({ value: long })
  expect(check(f, `${long}a`)).toEqual({ message: 'Use no máximo 2.048 caracteres.' })
})

test('absolute-only addresses refuse site paths', () => {
  const f = field(institutos, 'site_url')
  expect(check(f, 'https://instituto.org')).toEqual({ value: 'https://instituto.org' })
  expect(check(f, '/institutos')).toEqual({
    message: 'Informe um endereço que comece com http:// ou https://.',
  })
})

test('required images and files: an address or a path, and a message when missing', () => {
  const image = field(banners, 'image_url')
  expect(check(image, '')).toEqual({ message: 'Envie a imagem ou informe o endereço dela.' })
  expect(check(image, '/images/banner.jpg')).toEqual({ value: '/images/banner.jpg' })
  expect(check(field(publicacoes, 'file_url'), 'arquivo.pdf')).toEqual({ message: urlOrPath })
})

test('years are whole numbers from 1990 to 2100; hours from 1 to 1000', () => {
  const year = field(programas, 'year')
  expect(check(year, '1990')).toEqual({ value: 1990 })
  expect(check(year, '2100')).toEqual({ value: 2100 })
  expect(check(year, '1989')).toEqual({ message: 'Informe um ano entre 1990 e 2100.' })
  expect(check(year, '2101')).toEqual({ message: 'Informe um ano entre 1990 e 2100.' })
  expect(check(year, '2024.5')).toEqual({
    message: 'Informe um número inteiro (sem vírgula nem ponto).',
  })
  expect(check(year, '')).toEqual({ message: 'Informe o ano.' })
  const hours = field(trilhas, 'estimated_hours')
  expect(check(hours, '1')).toEqual({ value: 1 })
  expect(check(hours, '1000')).toEqual({ value: 1000 })
  expect(check(hours, '0')).toEqual({ message: 'Informe um número de horas entre 1 e 1000.' })
  expect(check(hours, '1001')).toEqual({ message: 'Informe um número de horas entre 1 e 1000.' })
})

test('dates must be real calendar days', () => {
  const f = field(publicacoes, 'publication_date')
  expect(check(f, '2024-02-29')).toEqual({ value: '2024-02-29' })
  expect(check(f, '2023-02-29')).toEqual({ message: 'Informe uma data válida (dia, mês e ano).' })
  expect(check(f, '05/03/2025')).toEqual({ message: 'Informe uma data válida (dia, mês e ano).' })
  expect(check(f, '')).toEqual({ message: 'Informe a data de publicação.' })
})

test('slugs: lower-case words and hyphens, at most 200 characters, and the title helper', () => {
  const f = field(trilhas, 'slug')
  expect(check(f, 'jovens-liderancas-2025')).toEqual({ value: 'jovens-liderancas-2025' })
  for (const bad of ['Jovens', 'a--b', '-a', 'a-', 'ação', 'a b'])
    expect(check(f, bad)).toEqual({
      message:
        'Use só letras minúsculas sem acento, números e hífens entre as palavras (por exemplo, jovens-liderancas).',
    })
  expect(check(f, 'a'.repeat(200))).toEqual({ value: 'a'.repeat(200) })
  expect(check(f, 'a'.repeat(201))).toEqual({ message: 'Use no máximo 200 caracteres.' })
  expect(check(f, '')).toEqual({ message: 'Informe o identificador (slug).' })
  expect(slugify('  Jovens Lideranças: 2025!  ')).toBe('jovens-liderancas-2025')
  expect(slugify('Ação & Reação')).toBe('acao-reacao')
  expect(slugify(`${'palavra '.repeat(40)}`).length).toBeLessThanOrEqual(200)
  expect(check(f, slugify(`${'palavra '.repeat(40)}`))).not.toHaveProperty('message')
})

test('the state is two capital letters', () => {
  const f = field(institutos, 'state')
  expect(check(f, 'AL')).toEqual({ value: 'AL' })
  for (const bad of ['al', 'ALA', 'A1', 'A'])
    expect(check(f, bad)).toEqual({
      message: 'Use a sigla do estado com duas letras maiúsculas (por exemplo, AL).',
    })
  expect(check(f, '')).toEqual({ message: 'Informe a UF.' })
})

test('fixed lists: the programme icon and gradient, the track level', () => {
  const icon = field(programas, 'icon')
  for (const name of ['Rocket', 'Lightbulb', 'Heart', 'Target', 'Zap'])
    expect(check(icon, name)).toEqual({ value: name })
  expect(check(icon, 'Star')).toEqual({ message: 'Escolha uma das opções da lista.' })
  expect(initialValues(programas).icon).toBe('Zap')
  const gradient = field(programas, 'gradient')
  expect(check(gradient, '')).toEqual({ value: null })
  expect(check(gradient, 'gradient-cyan')).toEqual({ value: 'gradient-cyan' })
  expect(check(gradient, 'gradient-pink')).toEqual({ message: 'Escolha uma das opções da lista.' })
  expect(
    gradient.control.kind === 'select' ? gradient.control.options.map((o) => o.value) : [],
  ).toHaveLength(8)
  expect(check(field(trilhas, 'level'), 'avancado')).toEqual({ value: 'avancado' })
  expect(check(field(trilhas, 'level'), 'expert')).toEqual({
    message: 'Escolha uma das opções da lista.',
  })
})

test('a representation keeps a category outside the four shown, up to 120 characters', () => {
  const f = field(representacoes, 'category')
  expect(check(f, 'FÓRUNS & PACTOS')).toEqual({ value: 'FÓRUNS & PACTOS' })
  expect(check(f, '')).toEqual({ value: null })
  expect(check(f, 'OUTRA')).toEqual({ value: 'OUTRA' })
  expect(check(f, 'A'.repeat(121))).toEqual({ message: 'Use no máximo 120 caracteres.' })
})

test("a partner's category is a category id or none", () => {
  const f = field(parceiros, 'category_id')
  expect(check(f, '')).toEqual({ value: null })
  const id = 'b8000000-0000-4000-8000-000000000001'
  expect(check(f, id)).toEqual({ value: id })
  expect(check(f, 'patrocinadores')).toEqual({ message: 'Escolha uma das opções da lista.' })
})

test('a page must be one the site has, in the chosen section', () => {
  const base = { title: 'Égide', summary: 'Resumo.', body: '' }
  const ok = paginas.schema.safeParse({ ...base, section: 'redes-e-projetos', slug: 'egide' })
  expect(ok.success).toBe(true)
  const wrong = paginas.schema.safeParse({ ...base, section: 'institucional', slug: 'egide' })
  expect(wrong.success).toBe(false)
  expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['slug', 'Escolha uma página da seção escolhida.'],
  ])
  const unknown = paginas.schema.safeParse({ ...base, section: 'institucional', slug: 'outra' })
  expect(unknown.error?.issues[0]?.message).toBe('Escolha uma das opções da lista.')
})
