// The SQL that grows a fresh local database to what a few years of the movement would hold
// (docs/decisions/scale-reads.md): news with Portuguese text, store products and variants,
// proposals, members with their MOV+ points ledger, programmes, manifestos and publications. Used
// by scripts/bench-scale.mjs.
//
// Everything is plain `insert ... select ... from generate_series(...)` as the database owner: every
// row goes through the tables' constraints and triggers (a new member gets a profile from the
// auth.users trigger; a ledger entry fires whatever trigger keeps points totals), nothing is copied
// into a table behind the database's back (but the history's versions, written as its trigger writes
// them: see `history` below). The text is deterministic (picked from word lists by
// the row number), so two runs grow the same database.

/** Default sizes, each overridable with its environment variable; BENCH_SCALE multiplies all. */
export const DEFAULT_SIZES = {
  news: 10_000,
  products: 2_000,
  proposals: 5_000,
  members: 3_000,
  points: 60_000,
  programmes: 500,
  manifestos: 500,
  publications: 500,
  // A year of staff edits recorded by the history triggers (docs/decisions/history-and-trash.md).
  history: 100_000,
}

const ENV_NAMES = {
  news: 'BENCH_NEWS',
  products: 'BENCH_PRODUCTS',
  proposals: 'BENCH_PROPOSALS',
  members: 'BENCH_MEMBERS',
  points: 'BENCH_POINTS',
  programmes: 'BENCH_PROGRAMMES',
  manifestos: 'BENCH_MANIFESTOS',
  publications: 'BENCH_PUBLICATIONS',
  history: 'BENCH_HISTORY',
}

export function resolveSizes(env = process.env) {
  const scale = env.BENCH_SCALE === undefined ? 1 : Number(env.BENCH_SCALE)
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${env.BENCH_SCALE}`)
  const sizes = {}
  for (const [key, fallback] of Object.entries(DEFAULT_SIZES)) {
    const raw = env[ENV_NAMES[key]]
    const value = raw === undefined ? Math.round(fallback * scale) : Number(raw)
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${ENV_NAMES[key]} must be a whole number, not ${raw}`)
    sizes[key] = value
  }
  // Ledger entries need members to belong to.
  if (sizes.points > 0 && sizes.members === 0) sizes.points = 0
  return sizes
}

const arr = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`

// Word lists: enough of each, with lengths that are pairwise different primes or close, so the
// combinations picked by `i` do not repeat in short cycles.
const SUBJECTS = [
  'A juventude do Nordeste',
  'O MOV',
  'Estudantes de escolas públicas',
  'Coletivos de jovens',
  'Lideranças comunitárias',
  'A rede de voluntários',
  'Jovens vereadores',
  'O conselho municipal de juventude',
  'Grupos de pesquisa universitários',
  'Professores da rede estadual',
  'Jovens empreendedores',
  'A coordenação regional',
  'Movimentos culturais da periferia',
]
const VERBS = [
  'debate',
  'propõe um plano para',
  'mobiliza a cidade em torno de',
  'lança uma campanha sobre',
  'organiza encontros sobre',
  'defende mais investimento em',
  'apresenta pesquisa inédita sobre',
  'cobra transparência em',
  'realiza oficinas de',
  'celebra conquistas em',
  'promove audiência pública sobre',
]
const TOPICS = [
  'educação climática',
  'saúde mental nas escolas',
  'participação política',
  'mobilidade urbana',
  'empreendedorismo social',
  'segurança alimentar',
  'cultura periférica',
  'direitos digitais',
  'transparência pública',
  'emprego para jovens',
  'saneamento básico',
  'esporte e lazer',
  'acesso à universidade',
  'combate à desinformação',
  'igualdade de gênero',
  'energia renovável',
  'moradia digna',
]
const PLACES = [
  'em Maceió',
  'em Recife',
  'em São Paulo',
  'em Belém',
  'em Porto Alegre',
  'em Salvador',
  'no interior de Alagoas',
  'em Fortaleza',
  'em Manaus',
  'em Curitiba',
  'no Distrito Federal',
  'em Belo Horizonte',
  'em Natal',
  'em Teresina',
  'no Rio de Janeiro',
  'em Goiânia',
  'em João Pessoa',
  'em Florianópolis',
  'em Aracaju',
]
const TAILS = [
  'com apoio de organizações da sociedade civil',
  'depois de meses de escuta nos bairros',
  'e reúne centenas de participantes',
  'com propostas entregues ao poder público',
  'em parceria com universidades e institutos',
  'e quer ampliar a ação para outros estados',
  'com transmissão ao vivo nas redes do movimento',
  'e abre inscrições para novos voluntários',
  'com relatos de quem vive o problema de perto',
  'e apresenta dados coletados em escolas e comunidades',
  'com a presença de gestores e especialistas',
]
// Sentences with no topic: most of an article's body is about its one topic, the rest is this.
const GENERIC = [
  'A iniciativa faz parte do calendário de ações do movimento para este ano.',
  'Os participantes destacaram a importância de ouvir quem vive a realidade de cada bairro.',
  'As inscrições seguem abertas no site e nas redes sociais do MOV.',
  'Segundo a organização, os resultados serão apresentados em um relatório público.',
  'A programação inclui rodas de conversa, oficinas práticas e apresentações culturais.',
  'Para a coordenação, o próximo passo é levar as propostas às câmaras municipais.',
  'O encontro terminou com a leitura de uma carta aberta assinada pelos presentes.',
  'Voluntários de diferentes cidades acompanharam as atividades ao longo do dia.',
  'A equipe de comunicação publicará fotos e vídeos das atividades nos próximos dias.',
  'Representantes de escolas e universidades também participaram das discussões.',
  'O movimento reforçou o convite para que mais jovens se juntem às próximas ações.',
  'Quem não pôde comparecer pode assistir à gravação completa no canal do movimento.',
  'A próxima edição já tem data marcada e deve reunir ainda mais participantes.',
]

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Mateus',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Yasmin',
  'Lucas',
  'Beatriz',
  'Gustavo',
]
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Ferreira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Araújo',
  'Ribeiro',
  'Gomes',
  'Barbosa',
  'Menezes',
  'Cavalcanti',
  'Teixeira',
]
const THEMES = [
  'Educação',
  'Meio ambiente',
  'Saúde mental',
  'Participação política',
  'Cultura',
  'Trabalho e renda',
  'Direitos humanos',
  'Tecnologia',
  'Cidades',
]
const PRODUCT_KINDS = [
  'Camiseta',
  'Boné',
  'Caneca',
  'Ecobag',
  'Caderno',
  'Kit de adesivos',
  'Moletom',
  'Garrafa',
  'Pôster',
  'Chaveiro',
  'Broche',
]
const PRODUCT_IMAGES = ['camiseta', 'bone', 'caneca', 'ecobag', 'caderno', 'adesivos']
const COLLECTIONS = ['col_vestuario', 'col_acessorios', 'col_casa', 'col_papelaria']

/**
 * The statements, in order, each with a label for the progress line. `ginIndexesOf`: the table's GIN
 * indexes are dropped before the statement and created again, from their own definitions, after it
 * in the same transaction (one bulk build instead of thousands of row-by-row updates; the result is
 * the same index).
 */
export function growStatements(sizes) {
  const words = `words as (
    select ${arr(SUBJECTS)} as subj, ${arr(VERBS)} as verb, ${arr(TOPICS)} as topic,
           ${arr(PLACES)} as place, ${arr(TAILS)} as tail, ${arr(FIRST_NAMES)} as first,
           ${arr(LAST_NAMES)} as last, ${arr(THEMES)} as theme, ${arr(GENERIC)} as generic)`
  // pick(list, expression): one element of a word list, chosen by an integer expression.
  const pick = (list, expr) => `w.${list}[1 + ((${expr}) % cardinality(w.${list}))]`
  const sentence = (i, s) =>
    `${pick('subj', `${i} * 7 + ${s} * 3`)} || ' ' || ${pick('verb', `${i} * 5 + ${s} * 11`)} || ' ' || ${pick('topic', `${i} * 3 + ${s} * 13`)} || ' ' || ${pick('place', `${i} + ${s} * 17`)} || ' ' || ${pick('tail', `${i} * 11 + ${s} * 7`)} || '.'`
  // A news article is about one topic in one place (so a search finds a realistic share of them),
  // with a sentence about another topic now and then.
  const topic = pick('topic', 'i * 3')
  const place = pick('place', 'i')
  const about = (i, s) =>
    `${pick('subj', `${i} * 7 + ${s} * 3`)} || ' ' || ${pick('verb', `${i} * 5 + ${s} * 11`)} || ' ' || ${topic} || ' ' || ${place} || ' ' || ${pick('tail', `${i} * 11 + ${s} * 7`)} || '.'`
  const person = (expr) => `${pick('first', expr)} || ' ' || ${pick('last', `(${expr}) * 7 + 3`)}`

  const statements = []
  if (sizes.news > 0) {
    statements.push({
      label: `${sizes.news} news (GIN indexes rebuilt after)`,
      ginIndexesOf: 'noticias',
      sql: `with ${words}, a as (select array_agg(id order by slug) as ids from public.autores)
        insert into public.noticias (slug, title, summary, body, author_id, published_at, is_published, created_at, updated_at)
        select 'escala-' || i,
               ${pick('subj', 'i * 7')} || ' ' || ${pick('verb', 'i * 5')} || ' ' || ${topic} || ' ' || ${place},
               ${about('i', 1)} || ' ' || ${pick('generic', 'i')},
               (select string_agg(
                         case when s % 4 in (1, 3) then ${about('i', 's')}
                              when s % 4 = 0 and (i + s) % 5 = 0 then ${sentence('i', 's')}
                              else ${pick('generic', 'i * 7 + s * 5')} end
                         || case when s % 3 = 0 then E'\\n\\n' else ' ' end, '' order by s)
                  from generate_series(1, 8 + i % 7) as s),
               case when cardinality(a.ids) > 0 then a.ids[1 + i % cardinality(a.ids)] end,
               now() - make_interval(hours => i * 3),
               i % 20 <> 0,
               now() - make_interval(hours => i * 3),
               now() - make_interval(hours => i * 3)
          from generate_series(1, ${sizes.news}) as i, words as w, a`,
    })
  }
  if (sizes.products > 0) {
    statements.push({
      label: `${sizes.products} products`,
      sql: `with ${words}, k as (select ${arr(PRODUCT_KINDS)} as kind, ${arr(PRODUCT_IMAGES)} as img, ${arr(COLLECTIONS)} as col)
        insert into local_store.products (id, title, subtitle, description, thumbnail, images, product_collections, type, position, created_at, updated_at)
        select 'prod_escala_' || i,
               k.kind[1 + i % cardinality(k.kind)] || ' ' || ${pick('topic', 'i * 3')} || ' ' || i,
               'Edição ' || ${pick('theme', 'i')},
               '<p>' || ${sentence('i', 1)} || '</p><p>' || ${sentence('i', 2)} || '</p>',
               '/images/store/' || k.img[1 + i % cardinality(k.img)] || '.svg',
               jsonb_build_array(jsonb_build_object('url', '/images/store/' || k.img[1 + i % cardinality(k.img)] || '.svg', 'order', 0, 'type', 'image')),
               jsonb_build_array(jsonb_build_object('product_id', 'prod_escala_' || i, 'collection_id', k.col[1 + i % cardinality(k.col)], 'order', i)),
               'physical', 100 + i,
               now() - make_interval(days => i % 1500), now() - make_interval(days => i % 700)
          from generate_series(1, ${sizes.products}) as i, words as w, k`,
    })
    statements.push({
      label: 'their variants (1 to 3 each)',
      sql: `insert into local_store.variants (id, product_id, title, sku, manage_inventory, weight, amount, sale_amount, inventory_quantity, position)
        select 'variant_escala_' || i || '_' || v, 'prod_escala_' || i,
               (array['P', 'M', 'G'])[v + 1], 'ESC-' || i || '-' || v, i % 5 <> 0, 0.2,
               1990 + (i * 37 % 80) * 100, case when i % 9 = 0 then 1490 end, (i * 7 + v) % 50, v
          from generate_series(1, ${sizes.products}) as i, generate_series(0, i % 3) as v`,
    })
  }
  if (sizes.proposals > 0) {
    statements.push({
      label: `${sizes.proposals} partnership proposals`,
      sql: `with ${words}
        insert into public.parcerias_solicitacoes (organization_name, contact_name, email, phone, partnership_type, proposal,
               instagram_url, site_url, cnpj, organization_description, created_at)
        select 'Instituto ' || ${pick('last', 'i * 3')} || ' de ' || ${pick('topic', 'i')} || ' ' || i,
               ${person('i')}, 'contato' || i || '@exemplo.org.br', '(82) 9' || lpad((i * 7919 % 100000000)::text, 8, '0'),
               (array['Financeira', 'Pro-bono', 'Divulgacao', 'Outro'])[1 + i % 4],
               ${sentence('i', 1)} || ' ' || ${sentence('i', 2)} || ' ' || ${sentence('i', 3)},
               '', '', '', ${sentence('i', 4)},
               now() - make_interval(hours => i * 5)
          from generate_series(1, ${sizes.proposals}) as i, words as w`,
    })
  }
  if (sizes.members > 0) {
    statements.push({
      label: `${sizes.members} members (auth users, and their profiles by trigger)`,
      // One bcrypt hash (cost 4) for every member: hashing each one would take minutes in PGlite.
      sql: `with ${words}, pw as (select extensions.crypt('mov-local-123', extensions.gen_salt('bf', 4)) as hash)
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
               'membro' || i || '@escala.exemplo.org', pw.hash, now(),
               '{"provider": "email", "providers": ["email"]}', jsonb_build_object('full_name', ${person('i')}),
               now() - make_interval(days => i % 1200), now()
          from generate_series(1, ${sizes.members}) as i, words as w, pw`,
    })
    statements.push({
      label: '7 in 10 of them in the public ranking',
      sql: `update public.profiles set show_in_ranking = true
         where email like 'membro%@escala.exemplo.org'
           and substring(email from '^membro([0-9]+)@')::int % 10 < 7`,
    })
  }
  if (sizes.points > 0) {
    statements.push({
      label: `${sizes.points} MOV+ ledger entries (plain inserts, row triggers fire)`,
      sql: `with m as (select array_agg(id order by email) as ids from public.profiles where email like 'membro%@escala.exemplo.org'),
             mi as (select array_agg(id order by display_order, id) as ids, array_agg(title order by display_order, id) as titles,
                           array_agg(points order by display_order, id) as pts from public.mov_plus_missoes)
        insert into public.mov_plus_pontos (user_id, points, reason, mission_id, created_at)
        select m.ids[1 + (i * 7919) % cardinality(m.ids)],
               case when i % 25 = 0 then -50
                    when cardinality(mi.ids) > 0 then mi.pts[1 + i % cardinality(mi.ids)]
                    else 10 + i % 90 end,
               case when i % 25 = 0 then 'Resgate: recompensa do catálogo'
                    when cardinality(mi.ids) > 0 then left('Missão: ' || mi.titles[1 + i % cardinality(mi.ids)], 500)
                    else 'Participação em evento do MOV' end,
               case when i % 25 <> 0 and cardinality(mi.ids) > 0 then mi.ids[1 + i % cardinality(mi.ids)] end,
               now() - make_interval(hours => i)
          from generate_series(1, ${sizes.points}) as i, m, mi`,
    })
  }
  if (sizes.programmes > 0) {
    statements.push({
      label: `${sizes.programmes} programmes`,
      sql: `with ${words}
        insert into public.programas (title, category, year, description, icon, gradient, display_order, is_active)
        select 'Programa ' || ${pick('topic', 'i')} || ' ' || ${pick('place', 'i * 3')} || ' ' || i,
               ${pick('theme', 'i * 7')}, 2015 + i % 12,
               ${sentence('i', 1)} || ' ' || ${sentence('i', 2)} || ' ' || ${sentence('i', 3)},
               (array['Rocket', 'Lightbulb', 'Heart', 'Target', 'Zap'])[1 + i % 5],
               (array['gradient-purple-blue', 'gradient-green', 'gradient-orange-pink', 'gradient-blue-teal'])[1 + i % 4],
               100 + i, i % 10 <> 0
          from generate_series(1, ${sizes.programmes}) as i, words as w`,
    })
  }
  if (sizes.history > 0) {
    // A year of the admin's edits of the programmes: every programme saved over and over (its year
    // moving on) until the history holds at least `history` versions, spread over the last year.
    // Written in one insert, each version as the history trigger of
    // 20261127130000_history_and_trash.sql writes it (the row without its generated columns, before
    // and after, the admin's id and name): the bench measures reading the history, and the trigger
    // itself is proven by tests/db/history*.test.ts. (Saving the programmes ~200 times instead fired
    // the trigger 100,000 times, one row at a time, and took minutes of the bench.)
    statements.push({
      label: `${sizes.history} versions (a year of edits of the programmes)`,
      sql: `with p as (
               select g.id, private.history_row('public.programas'::regclass, to_jsonb(g)) as body,
                      row_number() over (order by g.id) as r, count(*) over () as c
                 from public.programas as g),
             admin as (select id, full_name from public.profiles where id = 'a0000000-0000-4000-8000-000000000001')
        insert into public.historico (table_name, row_id, action, actor_id, actor_name, created_at, old_row, new_row)
        select 'programas', p.id, 'edited', admin.id, admin.full_name,
               now() - (v.n % 365) * interval '1 day' - (v.n % 1440) * interval '1 minute',
               p.body || jsonb_build_object('year', 1990 + ((v.year - 1990 + k - 1) % 110)),
               p.body || jsonb_build_object('year', 1990 + ((v.year - 1990 + k) % 110))
          from p cross join admin
               cross join lateral generate_series(1, ceil(${sizes.history}::numeric / p.c)::int) as k
               cross join lateral (select (k - 1) * p.c + p.r as n, (p.body ->> 'year')::int as year) as v
         order by k, p.id`,
    })
  }
  if (sizes.manifestos > 0) {
    statements.push({
      label: `${sizes.manifestos} manifestos`,
      sql: `with ${words}
        insert into public.manifestos (title, description, thematic, signed_at, is_active)
        select 'Manifesto por ' || ${pick('topic', 'i * 5')} || ' ' || ${pick('place', 'i')} || ' ' || i,
               ${sentence('i', 1)} || ' ' || ${sentence('i', 2)},
               ${pick('theme', 'i')}, (current_date - (i * 3))::date, i % 12 <> 0
          from generate_series(1, ${sizes.manifestos}) as i, words as w`,
    })
  }
  if (sizes.publications > 0) {
    statements.push({
      label: `${sizes.publications} publications`,
      sql: `with ${words}
        insert into public.pdc_publications (title, thematic, authors, publication_date, file_url, is_published)
        select 'Estudo sobre ' || ${pick('topic', 'i * 3')} || ' ' || ${pick('place', 'i * 7')} || ' ' || i,
               ${pick('theme', 'i * 5')}, ${person('i')} || ', ' || ${person('i * 13 + 5')},
               (current_date - (i * 4))::date, '/files/juventudes-e-clima.pdf', i % 15 <> 0
          from generate_series(1, ${sizes.publications}) as i, words as w`,
    })
  }
  // Planner statistics, as autovacuum would gather them on a hosted database. The news table's
  // columns only: with no column list, analyze would also compute the full-text documents of the
  // expression indexes for every sampled row, which costs more than the insert.
  statements.push({
    label: 'statistics (analyze the grown tables)',
    sql: `analyze public.noticias (id, slug, author_id, published_at, is_published);
      analyze local_store.products; analyze local_store.variants; analyze public.parcerias_solicitacoes;
      analyze auth.users; analyze public.profiles; analyze public.mov_plus_pontos; analyze public.mov_plus_saldos;
      analyze private.mov_plus_ranking_entries;
      analyze public.programas;
      analyze public.manifestos; analyze public.pdc_publications;
      analyze public.historico (id, table_name, row_id, action, actor_id, created_at)`,
  })
  return statements
}
