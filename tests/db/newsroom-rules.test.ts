// The writers' newsroom (docs/decisions/newsroom.md): scheduled news hidden until their time, the
// unpublished_at bookkeeping, slugs, the cover alt text, what a writer may not touch, and the
// writers' folders of the site-media bucket.
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '../../local-backend/db'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  schemaFiles,
  signedIn,
  useDatabase,
  users,
  type Caller,
  type Outcome,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

const codeOf = (outcome: Outcome) =>
  outcome.ok ? `ok (${outcome.affectedRows} rows)` : outcome.code

const admin = signedIn(users.admin, 'aal2')
const escritor = signedIn(users.escritor, 'aal2')
const membro = signedIn(users.membro)
const callers: [name: string, caller: Caller][] = [
  ['anon', anon],
  ['membro', membro],
  ['escritor', escritor],
  ['admin', admin],
]

/** The four states of a news row, built once as the owner. */
const states = ['rascunho', 'agendada', 'publicada', 'despublicada'] as const
type State = (typeof states)[number]
const slugOf = (state: State) => `redacao-${state}`

beforeAll(async () => {
  const db = database()
  await db.exec(`
    insert into public.noticias (slug, title, summary, body, is_published, published_at) values
      ('redacao-rascunho', 'Rascunho da redação', 'Resumo', 'Corpo', false, now() - interval '1 day'),
      ('redacao-agendada', 'Notícia agendada', 'Resumo', 'Corpo', true, now() + interval '1 day'),
      ('redacao-publicada', 'Notícia publicada', 'Resumo', 'Corpo', true, now() - interval '1 day'),
      ('redacao-despublicada', 'Notícia despublicada', 'Resumo', 'Corpo', true, now() - interval '2 days');
    update public.noticias set is_published = false where slug = 'redacao-despublicada';
  `)
})

/** A news row's state columns, with `now` for a time set in this test's transaction. */
async function stateOf(slug: string) {
  const [row] = await ownerRows(
    database(),
    `select is_published,
            case when unpublished_at = now() then 'now' else unpublished_at::text end as unpublished_at
       from public.noticias where slug = $1`,
    [slug],
  )
  return row
}

async function visibleSlugs(caller: Caller): Promise<string[]> {
  const outcome = await runAs(
    database(),
    caller,
    `select slug from public.noticias where slug like 'redacao-%' order by slug`,
  )
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.rows.map((r) => String(r.slug))
}

// Visibility ----------------------------------------------------------------------------------------

test('the four rows are a draft, a scheduled, a published and an unpublished article', async () => {
  const rows = await ownerRows(
    database(),
    `select slug, is_published, published_at > now() as in_future, unpublished_at is not null as withdrawn
       from public.noticias where slug like 'redacao-%' order by slug`,
  )
  expect(rows).toEqual([
    { slug: 'redacao-agendada', is_published: true, in_future: true, withdrawn: false },
    { slug: 'redacao-despublicada', is_published: false, in_future: false, withdrawn: true },
    { slug: 'redacao-publicada', is_published: true, in_future: false, withdrawn: false },
    { slug: 'redacao-rascunho', is_published: false, in_future: false, withdrawn: false },
  ])
})

const expectedVisible: Record<string, State[]> = {
  anon: ['publicada'],
  membro: ['publicada'],
  escritor: [...states],
  admin: [...states],
}

for (const [name, caller] of callers) {
  test(`${name} sees ${expectedVisible[name]!.join(', ')}`, async () => {
    expect(await visibleSlugs(caller)).toEqual(expectedVisible[name]!.map(slugOf).sort())
  })
}

test('visitors see exactly the published rows whose time has come, in the whole table', async () => {
  const db = database()
  const expected = await ownerRows<{ id: string }>(
    db,
    `select id from public.noticias where is_published and published_at <= now() order by id`,
  )
  const total = await ownerRows<{ n: number }>(db, `select count(*)::int as n from public.noticias`)
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThan(total[0]!.n)
  for (const caller of [anon, membro]) {
    const outcome = await runAs(db, caller, `select id from public.noticias order by id`)
    expect(outcome.ok && outcome.rows).toEqual(expected)
  }
})

test('a scheduled article becomes visible to visitors once its time has passed', async () => {
  const db = database()
  expect(await visibleSlugs(anon)).not.toContain('redacao-agendada')
  await ownerRows(
    db,
    `update public.noticias set published_at = now() - interval '1 second' where slug = 'redacao-agendada'`,
  )
  expect(await visibleSlugs(anon)).toContain('redacao-agendada')
  expect(await visibleSlugs(membro)).toContain('redacao-agendada')
})

// Writes ----------------------------------------------------------------------------------------------

const newsInsert = `insert into public.noticias (slug, title, summary, body) values ('nova-da-redacao', 'Nova', 'Resumo', 'Corpo')`
const authorInsert = `insert into public.autores (slug, name) values ('autora-da-redacao', 'Autora da Redação')`

test('writers and admins insert, update and delete news and authors', async () => {
  const db = database()
  for (const caller of [escritor, admin]) {
    expect(codeOf(await runAs(db, caller, newsInsert))).toBe('ok (1 rows)')
    expect(codeOf(await runAs(db, caller, authorInsert))).toBe('ok (1 rows)')
    for (const state of states) {
      expect(
        codeOf(
          await runAs(db, caller, `update public.noticias set title = 'Editada' where slug = $1`, [
            slugOf(state),
          ]),
        ),
      ).toBe('ok (1 rows)')
      expect(
        codeOf(
          await runAs(db, caller, `delete from public.noticias where slug = $1`, [slugOf(state)]),
        ),
      ).toBe('ok (1 rows)')
    }
    expect(
      codeOf(
        await runAs(
          db,
          caller,
          `update public.autores set bio = 'Nova bio' where slug = 'luiza-amaral'`,
        ),
      ),
    ).toBe('ok (1 rows)')
    expect(
      codeOf(await runAs(db, caller, `delete from public.autores where slug = 'luiza-amaral'`)),
    ).toBe('ok (1 rows)')
  }
})

test('visitors and members cannot insert, update or delete news and authors', async () => {
  const db = database()
  for (const [caller, hidden] of [
    [anon, '42501'],
    [membro, 'ok (0 rows)'],
  ] as const) {
    expect(codeOf(await runAs(db, caller, newsInsert))).toBe('42501')
    expect(codeOf(await runAs(db, caller, authorInsert))).toBe('42501')
    for (const state of states) {
      expect(
        codeOf(
          await runAs(db, caller, `update public.noticias set title = 'Editada' where slug = $1`, [
            slugOf(state),
          ]),
        ),
      ).toBe(hidden)
      expect(
        codeOf(
          await runAs(db, caller, `delete from public.noticias where slug = $1`, [slugOf(state)]),
        ),
      ).toBe(hidden)
    }
    expect(
      codeOf(
        await runAs(
          db,
          caller,
          `update public.autores set bio = 'Nova bio' where slug = 'luiza-amaral'`,
        ),
      ),
    ).toBe(hidden)
    expect(
      codeOf(await runAs(db, caller, `delete from public.autores where slug = 'luiza-amaral'`)),
    ).toBe(hidden)
  }
  const [count] = await ownerRows<{ n: number }>(
    db,
    `select count(*)::int as n from public.noticias where slug like 'redacao-%' and title <> 'Editada'`,
  )
  expect(count?.n).toBe(4)
})

// unpublished_at ---------------------------------------------------------------------------------------

const setPublished = (caller: Caller, slug: string, published: boolean) =>
  applyAs(database(), caller, `update public.noticias set is_published = $2 where slug = $1`, [
    slug,
    published,
  ])

test('unpublishing a visible article records when; publishing it again clears it', async () => {
  const slug = slugOf('publicada')
  expect(await stateOf(slug)).toEqual({ is_published: true, unpublished_at: null })
  expect(codeOf(await setPublished(escritor, slug, false))).toBe('ok (1 rows)')
  expect(await stateOf(slug)).toEqual({ is_published: false, unpublished_at: 'now' })
  expect(codeOf(await setPublished(admin, slug, true))).toBe('ok (1 rows)')
  expect(await stateOf(slug)).toEqual({ is_published: true, unpublished_at: null })
})

test('an unpublished article keeps its date through edits; publishing the withdrawn row clears it', async () => {
  const slug = slugOf('despublicada')
  const before = await ownerRows(
    database(),
    `select unpublished_at from public.noticias where slug = $1`,
    [slug],
  )
  expect(before[0]?.unpublished_at).not.toBeNull()
  await applyAs(
    database(),
    escritor,
    `update public.noticias set title = 'Revista' where slug = $1`,
    [slug],
  )
  expect(
    await ownerRows(database(), `select unpublished_at from public.noticias where slug = $1`, [
      slug,
    ]),
  ).toEqual(before)
  await setPublished(escritor, slug, true)
  expect(await stateOf(slug)).toEqual({ is_published: true, unpublished_at: null })
})

test('taking back a scheduled article before its time leaves a draft, not an unpublished article', async () => {
  const slug = slugOf('agendada')
  expect(codeOf(await setPublished(escritor, slug, false))).toBe('ok (1 rows)')
  expect(await stateOf(slug)).toEqual({ is_published: false, unpublished_at: null })
  // A draft edited stays a draft.
  await applyAs(
    database(),
    escritor,
    `update public.noticias set title = 'Outra' where slug = $1`,
    [slugOf('rascunho')],
  )
  expect(await stateOf(slugOf('rascunho'))).toEqual({ is_published: false, unpublished_at: null })
})

test('no client can write unpublished_at, and the trigger overrides the owner too', async () => {
  const db = database()
  for (const caller of [escritor, admin]) {
    expect(
      codeOf(
        await runAs(
          db,
          caller,
          `insert into public.noticias (slug, title, summary, body, unpublished_at) values ('x-y', 'X', 'X', 'X', now())`,
        ),
      ),
    ).toBe('42501')
    expect(
      codeOf(
        await runAs(
          db,
          caller,
          `update public.noticias set unpublished_at = null where slug = $1`,
          [slugOf('despublicada')],
        ),
      ),
    ).toBe('42501')
  }
  await db.query(
    `insert into public.noticias (slug, title, summary, body, unpublished_at) values ('dono', 'X', 'X', 'X', now())`,
  )
  expect(await stateOf('dono')).toEqual({ is_published: false, unpublished_at: null })
  await db.query(`update public.noticias set unpublished_at = now() where slug = 'dono'`)
  expect(await stateOf('dono')).toEqual({ is_published: false, unpublished_at: null })
})

// Slugs ---------------------------------------------------------------------------------------------------

test('a slug is unique among news and among authors (23505), and must be lowercase words with hyphens (23514)', async () => {
  const db = database()
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `insert into public.noticias (slug, title, summary, body) values ('redacao-publicada', 'Outra', 'Resumo', 'Corpo')`,
      ),
    ),
  ).toBe('23505')
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `insert into public.autores (slug, name) values ('luiza-amaral', 'Outra Luiza')`,
      ),
    ),
  ).toBe('23505')
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `update public.noticias set slug = 'redacao-publicada' where slug = $1`,
        [slugOf('rascunho')],
      ),
    ),
  ).toBe('23505')
  for (const slug of [
    'Olá Mundo',
    'com espaço',
    'acentuação',
    '-inicio',
    'fim-',
    'dois--hifens',
    '',
  ]) {
    expect(
      codeOf(
        await runAs(
          db,
          escritor,
          `insert into public.noticias (slug, title, summary, body) values ($1, 'X', 'X', 'X')`,
          [slug],
        ),
      ),
      slug,
    ).toBe('23514')
    expect(
      codeOf(
        await runAs(db, escritor, `insert into public.autores (slug, name) values ($1, 'X')`, [
          slug,
        ]),
      ),
      slug,
    ).toBe('23514')
  }
})

// Cover alt text -------------------------------------------------------------------------------------------

const withCover = (alt: string | null): [string, unknown[]] => [
  `insert into public.noticias (slug, title, summary, body, cover_image_url, cover_image_alt)
   values ('com-capa', 'Com capa', 'Resumo', 'Corpo', '/images/noticias/selo-ods.svg', $1)`,
  [alt],
]

test('a cover needs an alt text (noticias_cover_alt_required); no cover needs none', async () => {
  const db = database()
  for (const alt of [null, '', '   ']) {
    const outcome = await runAs(db, escritor, ...withCover(alt))
    expect(codeOf(outcome), String(alt)).toBe('23514')
    expect(outcome.ok ? '' : outcome.message).toMatch(/noticias_cover_alt_required/)
  }
  expect(codeOf(await runAs(db, escritor, ...withCover('x'.repeat(301))))).toBe('23514')
  expect(
    codeOf(await runAs(db, escritor, ...withCover('Jovens reunidos no auditório do encontro'))),
  ).toBe('ok (1 rows)')
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `insert into public.noticias (slug, title, summary, body) values ('sem-capa', 'Sem capa', 'Resumo', 'Corpo')`,
      ),
    ),
  ).toBe('ok (1 rows)')
  // Removing the alt text of an article that has a cover is refused too.
  expect(
    codeOf(
      await runAs(
        db,
        admin,
        `update public.noticias set cover_image_alt = null where slug = 'selo-ods-2025-2026'`,
      ),
    ),
  ).toBe('23514')
})

test('every seeded article with a cover has its own description, not a copy of its title', async () => {
  const rows = await ownerRows(
    database(),
    `select slug from public.noticias
      where cover_image_url is not null
        and (cover_image_alt is null or btrim(cover_image_alt) = '' or cover_image_alt = title)`,
  )
  expect(rows).toEqual([])
})

test('the migration gives existing covers their title as alt text, without touching updated_at', async () => {
  const files = schemaFiles({ seed: false })
  const newsroom = files.findIndex((f) => f.endsWith('_newsroom.sql'))
  expect(newsroom).toBeGreaterThan(0)
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS })
  try {
    for (const file of files.slice(0, newsroom)) await db.exec(readFileSync(file, 'utf8'))
    await db.exec(`
      insert into public.noticias (slug, title, summary, body, cover_image_url, updated_at) values
        ('antiga-com-capa', 'Antiga com capa', 'Resumo', 'Corpo', '/images/noticias/selo-ods.svg', '2026-01-01T00:00:00Z'),
        ('antiga-sem-capa', 'Antiga sem capa', 'Resumo', 'Corpo', null, '2026-01-01T00:00:00Z');
    `)
    await db.exec(readFileSync(files[newsroom]!, 'utf8'))
    const rows = await db.query(
      `select slug, cover_image_alt, updated_at = '2026-01-01T00:00:00Z' as untouched
         from public.noticias order by slug`,
    )
    expect(rows.rows).toEqual([
      { slug: 'antiga-com-capa', cover_image_alt: 'Antiga com capa', untouched: true },
      { slug: 'antiga-sem-capa', cover_image_alt: null, untouched: true },
    ])
  } finally {
    await db.close()
  }
})

test('authenticated accounts write cover_image_alt but never unpublished_at', async () => {
  const rows = await ownerRows<{ target: string }>(
    database(),
    `select a.attname || ':' || p.priv as target
       from pg_attribute a
       cross join unnest(array['INSERT', 'UPDATE']) as p(priv)
      where a.attrelid = 'public.noticias'::regclass
        and a.attname in ('cover_image_alt', 'unpublished_at')
        and has_column_privilege('authenticated', a.attrelid, a.attnum, p.priv)
      order by p.priv, a.attname`,
  )
  expect(rows.map((r) => r.target)).toEqual(['cover_image_alt:INSERT', 'cover_image_alt:UPDATE'])
})

// Outside the newsroom ----------------------------------------------------------------------------------------

const otherContent: [table: string, insert: string, where: string][] = [
  [
    'programas',
    `(title, category, year, description) values ('Novo programa', 'Cidadania', 2026, 'Descrição')`,
    `title = 'Jovens Lideranças'`,
  ],
  [
    'manifestos',
    `(title, description, signed_at) values ('Novo manifesto', 'Texto', '2026-11-01')`,
    `title = 'Manifesto da Fundação'`,
  ],
  [
    'paginas',
    `(section, slug, title, summary, body) values ('institucional', 'nova-pagina', 'Nova', 'Resumo', 'Corpo')`,
    `slug = 'nossa-historia'`,
  ],
  [
    'home_banners',
    `(title, image_url) values ('Novo banner', '/images/banners/doacao.svg')`,
    `display_order = 1`,
  ],
  [
    'documentos',
    `(title, category, file_url, published_at) values ('Novo', 'Guias práticos', '/files/x.pdf', '2026-11-01')`,
    `title = 'Código de Conduta'`,
  ],
]

test('a writer cannot insert, update or delete content outside the newsroom', async () => {
  const db = database()
  for (const [table, insert, where] of otherContent) {
    expect(codeOf(await runAs(db, escritor, `insert into public.${table} ${insert}`)), table).toBe(
      '42501',
    )
    expect(
      codeOf(await runAs(db, escritor, `update public.${table} set title = title where ${where}`)),
      table,
    ).toBe('ok (0 rows)')
    expect(
      codeOf(await runAs(db, escritor, `delete from public.${table} where ${where}`)),
      table,
    ).toBe('ok (0 rows)')
    // The row is there: the admin's same update changes it.
    expect(
      codeOf(await runAs(db, admin, `update public.${table} set title = title where ${where}`)),
      table,
    ).toBe('ok (1 rows)')
  }
})

test('a writer cannot change a role, their own or anyone else', async () => {
  const db = database()
  expect(
    codeOf(
      await runAs(db, escritor, `update public.profiles set role = 'admin' where id = $1`, [
        users.escritor,
      ]),
    ),
  ).toBe('42501')
  expect(
    codeOf(
      await runAs(db, escritor, `update public.profiles set role = 'escritor' where id = $1`, [
        users.membro,
      ]),
    ),
  ).toBe('ok (0 rows)')
  const roles = await ownerRows(
    db,
    `select id, role from public.profiles where id in ($1, $2) order by id`,
    [users.escritor, users.membro],
  )
  expect(roles).toEqual([
    { id: users.escritor, role: 'escritor' },
    { id: users.membro, role: 'user' },
  ])
})

// Site media ---------------------------------------------------------------------------------------------------

const upload = (caller: Caller, name: string) =>
  applyAs(
    database(),
    caller,
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('site-media', $1, auth.uid(), auth.uid()::text)`,
    [name],
  )

test('a writer uploads into noticias/ and autores/ of site-media, and nowhere else', async () => {
  expect(codeOf(await upload(escritor, 'noticias/capa.png'))).toBe('ok (1 rows)')
  expect(codeOf(await upload(escritor, 'autores/retrato.webp'))).toBe('ok (1 rows)')
  expect(codeOf(await upload(escritor, 'noticias/2026/11/capa.png'))).toBe('ok (1 rows)')
  for (const name of ['banners/capa.png', 'capa.png', 'noticiasx/capa.png', 'Noticias/capa.png']) {
    expect(codeOf(await upload(escritor, name)), name).toBe('42501')
  }
  const other = await runAs(
    database(),
    escritor,
    `insert into storage.objects (bucket_id, name) values ('avatars', 'noticias/capa.png')`,
  )
  expect(codeOf(other)).toBe('42501')
})

test('members and visitors upload nowhere in site-media; admins everywhere', async () => {
  for (const caller of [membro, anon]) {
    expect(
      codeOf(
        await runAs(
          database(),
          caller,
          `insert into storage.objects (bucket_id, name) values ('site-media', 'noticias/capa.png')`,
        ),
      ),
    ).toBe('42501')
  }
  expect(codeOf(await upload(admin, 'banners/capa.png'))).toBe('ok (1 rows)')
  expect(codeOf(await upload(admin, 'noticias/capa.png'))).toBe('ok (1 rows)')
})

test('a writer lists, replaces and removes objects only inside the newsroom folders', async () => {
  const db = database()
  await db.exec(`
    insert into storage.objects (bucket_id, name) values
      ('site-media', 'noticias/antiga.png'), ('site-media', 'autores/antigo.png'),
      ('site-media', 'banners/home.png');
  `)
  const listed = await runAs(db, escritor, `select name from storage.objects order by name`)
  expect(listed.ok && listed.rows).toEqual([
    { name: 'autores/antigo.png' },
    { name: 'noticias/antiga.png' },
  ])
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `update storage.objects set metadata = '{"size": 1}' where name = 'noticias/antiga.png'`,
      ),
    ),
  ).toBe('ok (1 rows)')
  // Moving an object out of the newsroom is refused; objects elsewhere are out of reach.
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `update storage.objects set name = 'banners/antiga.png' where name = 'noticias/antiga.png'`,
      ),
    ),
  ).toBe('42501')
  expect(
    codeOf(
      await runAs(
        db,
        escritor,
        `update storage.objects set metadata = '{}' where name = 'banners/home.png'`,
      ),
    ),
  ).toBe('ok (0 rows)')
  expect(
    codeOf(
      await runAs(db, escritor, `delete from storage.objects where name = 'banners/home.png'`),
    ),
  ).toBe('ok (0 rows)')
  expect(
    codeOf(
      await runAs(db, escritor, `delete from storage.objects where name = 'noticias/antiga.png'`),
    ),
  ).toBe('ok (1 rows)')
  expect(
    codeOf(
      await runAs(db, escritor, `delete from storage.objects where name = 'autores/antigo.png'`),
    ),
  ).toBe('ok (1 rows)')
  for (const caller of [membro, anon]) {
    expect(
      codeOf(
        await runAs(db, caller, `delete from storage.objects where name = 'noticias/antiga.png'`),
      ),
    ).toBe('ok (0 rows)')
    const seen = await runAs(db, caller, `select name from storage.objects`)
    expect(seen.ok && seen.rows).toEqual([])
  }
})
