import { expect, test } from 'vitest'
import type { NewsRow } from './api/news'
import { emptyNews, formValuesOf, newsSchema, planSave, type NewsFormValues } from './news-form'

const now = new Date('2026-11-25T15:00:00Z') // 12:00 in Brazil
const filled: NewsFormValues = {
  ...emptyNews,
  title: ' Encontro Nacional ',
  slug: 'encontro-nacional',
  summary: 'Três dias em Maceió.',
  body: 'Texto.',
}

test('publishing with no date publishes at the database’s now; a date ahead schedules; a past date backdates', () => {
  // null: the database's clock sets the time (a trigger), never this browser's.
  for (const intent of ['publish', 'publishNow'] as const) {
    expect(planSave(intent, filled, null, now)).toMatchObject({
      ok: true,
      result: 'publicada',
      values: { is_published: true, published_at: null, title: 'Encontro Nacional' },
    })
  }
  expect(
    planSave('publishNow', { ...filled, published_at: '2026-11-25T12:01' }, null, now),
  ).toMatchObject({ values: { published_at: null } })
  const later = planSave('publish', { ...filled, published_at: '2026-11-25T12:01' }, null, now)
  expect(later).toMatchObject({
    ok: true,
    result: 'agendada',
    values: { is_published: true, published_at: '2026-11-25T15:01:00.000Z' },
  })
  const before = planSave('publish', { ...filled, published_at: '2026-11-20T09:00' }, null, now)
  expect(before).toMatchObject({
    result: 'publicada',
    values: { published_at: '2026-11-20T12:00:00.000Z' },
  })
})

test('a draft saved without a date leaves the date to the database; publishing asks for a text', () => {
  const draft = planSave('draft', { ...filled, body: '' }, null, now)
  expect(draft.ok && draft.values).toEqual(
    expect.objectContaining({ is_published: false, cover_image_url: null, author_id: null }),
  )
  expect(draft.ok && 'published_at' in draft.values).toBe(false)
  expect(planSave('publish', { ...filled, body: '  ' }, null, now)).toEqual({
    ok: false,
    field: 'body',
    message: 'Escreva o texto da notícia antes de publicar.',
  })
})

test('"Salvar alterações" keeps a published article published and needs its date', () => {
  const published = { is_published: true }
  expect(
    planSave('save', { ...filled, published_at: '2026-11-20T09:00' }, published, now),
  ).toMatchObject({
    ok: true,
    values: { is_published: true },
  })
  expect(planSave('save', filled, published, now)).toMatchObject({
    ok: false,
    field: 'published_at',
  })
  expect(planSave('unpublish', filled, published, now)).toMatchObject({
    ok: true,
    result: 'despublicada',
    values: { is_published: false },
  })
})

test('a draft shows its date only when it is a planned one, ahead of now', () => {
  const row = {
    id: 'x',
    slug: 's',
    title: 't',
    summary: 'r',
    body: 'b',
    cover_image_url: null,
    cover_image_alt: null,
    author_id: null,
    is_published: false,
    unpublished_at: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    news_state: 'rascunho',
  }
  const created = formValuesOf(
    { ...row, published_at: '2026-11-01T00:00:00Z' } as NewsRow,
    now.getTime(),
  )
  expect(created.published_at).toBe('')
  const planned = formValuesOf(
    { ...row, published_at: '2026-12-01T13:00:00Z' } as NewsRow,
    now.getTime(),
  )
  expect(planned.published_at).toBe('2026-12-01T10:00')
})

test('the form’s rules mirror the table: cover needs its description, the slug its format', () => {
  const check = (v: Partial<NewsFormValues>) => newsSchema.safeParse({ ...filled, ...v })
  const missingAlt = check({ cover_image_url: '/images/capa.jpg' })
  expect(missingAlt.success).toBe(false)
  expect(missingAlt.error?.issues[0]).toMatchObject({
    path: ['cover_image_alt'],
    message: 'Descreva a imagem de capa.',
  })
  expect(
    check({ cover_image_url: '/images/capa.jpg', cover_image_alt: 'Jovens num auditório' }).success,
  ).toBe(true)
  for (const cover of ['/\\evil.example/a.png', '/%5Cevil.example/a.png', '/%255Cevil.example']) {
    expect(
      check({ cover_image_url: cover, cover_image_alt: 'Capa' }).error?.issues[0]?.message,
      cover,
    ).toBe('Use um endereço que comece com https:// ou /, ou envie uma imagem.')
  }
  expect(check({ slug: 'Com Espaço' }).error?.issues[0]?.message).toMatch(/letras minúsculas/)
  expect(check({ published_at: '2026-02-31T10:00' }).error?.issues[0]?.message).toBe(
    'Informe uma data e hora válidas.',
  )
})
