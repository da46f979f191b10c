-- Accent- and case-insensitive search that understands Portuguese, done in the database the same
-- way on hosted Supabase and on PGlite. Why this shape: docs/decisions/search.md.
--
-- * public.f_unaccent: an IMMUTABLE wrapper of unaccent (the extension's own function is only
--   STABLE, so it cannot appear in an index).
-- * public.portuguese_unaccent: the built-in `portuguese` text search configuration with unaccent
--   in front of the Portuguese stemmer, so "saude", "Saúde" and "saúdes" are one lexeme, and
--   ts_headline marks the accented words of the original text.
-- * search_text(<table>): a PostgREST computed field (a function of the table's row type, never
--   returned by `select=*`) holding the lower-cased, unaccented text of the columns a list searches;
--   clients filter it with `ilike` (`search_text=ilike.*saude*`), served by a trigram GIN index.
-- * search_document(<table>): the weighted tsvector of each table the site search covers, with a
--   GIN index; public.search_site ranks across them for `/busca` and the news search.

-- Hosted Supabase keeps extensions in the `extensions` schema; the local backend's auth stub
-- creates the same schema (local-backend/sql/auth-stub.sql).
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- The dictionary is named with its schema, so the result does not depend on the search_path; the
-- SQL-standard body is bound when the function is created.
create function public.f_unaccent(text) returns text
language sql
immutable
parallel safe
strict
return extensions.unaccent('extensions.unaccent'::regdictionary, $1);

comment on function public.f_unaccent(text) is
  'unaccent with the dictionary named, IMMUTABLE so that indexes can use it.';

create text search configuration public.portuguese_unaccent (copy = pg_catalog.portuguese);
alter text search configuration public.portuguese_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, portuguese_stem;

-- "Contains" filters ---------------------------------------------------------------------------------
-- One computed field per searchable list, over the columns that list's search box names (the admin
-- lists, the portal, the MOV+ staff screens). Unaccent first, then lower: lower() of an accented
-- capital depends on the locale, of an ASCII one it does not.
do $$
declare
  spec record;
  body text;
begin
  for spec in
    select *
    from (values
      ('programas', array['title', 'category', 'description']),
      ('home_banners', array['title', 'description']),
      ('pdc_publications', array['title', 'thematic', 'authors']),
      ('na_midia', array['title', 'source']),
      ('testimonials', array['name', 'role', 'quote']),
      ('representacoes', array['name', 'category']),
      ('partner_categories', array['name']),
      ('partners', array['name']),
      ('manifestos', array['title', 'thematic', 'description']),
      ('autores', array['name', 'role_title']),
      ('noticias', array['title']),
      ('institutos', array['name', 'city', 'state']),
      ('pesquisas', array['title', 'summary', 'authors']),
      ('trilhas', array['title', 'description']),
      ('paginas', array['title', 'summary', 'slug']),
      ('documentos', array['title', 'category', 'description']),
      ('parcerias_solicitacoes', array['organization_name', 'contact_name', 'email']),
      ('profiles', array['full_name', 'email']),
      ('mov_plus_missoes', array['title', 'description']),
      ('mov_plus_recompensas', array['title', 'description'])
    ) as s (table_name, columns)
  loop
    select string_agg(format('coalesce($1.%I, %L)', c, ''), ' || '' '' || ')
      into body
      from unnest(spec.columns) as c;
    execute format(
      'create function public.search_text(public.%I) returns text language sql immutable parallel safe '
      'return lower(public.f_unaccent(%s))',
      spec.table_name, body);
    execute format(
      'comment on function public.search_text(public.%I) is %L',
      spec.table_name,
      format('Computed field: %s, lower-cased and unaccented, for ilike filters.',
             array_to_string(spec.columns, ', ')));
    execute format(
      'create index %I on public.%I using gin (public.search_text(%I) extensions.gin_trgm_ops)',
      spec.table_name || '_search_text_idx', spec.table_name, spec.table_name);
  end loop;
end;
$$;

-- Full-text documents of the site search --------------------------------------------------------------
-- Weights: A the title, B the short text beside it, C the description, D long bodies.
create function public.search_document(public.noticias) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.summary, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.body, '')), 'D');

create function public.search_document(public.programas) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.category, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.description, '')), 'C');

create function public.search_document(public.pesquisas) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.summary, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.authors, '')), 'C')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.body, '')), 'D');

create function public.search_document(public.trilhas) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.description, '')), 'C');

create function public.search_document(public.manifestos) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.thematic, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.description, '')), 'C');

create function public.search_document(public.pdc_publications) returns tsvector
language sql immutable parallel safe
return setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.thematic, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce($1.authors, '')), 'C');

create index noticias_search_document_idx on public.noticias using gin (public.search_document(noticias));
create index programas_search_document_idx on public.programas using gin (public.search_document(programas));
create index pesquisas_search_document_idx on public.pesquisas using gin (public.search_document(pesquisas));
create index trilhas_search_document_idx on public.trilhas using gin (public.search_document(trilhas));
create index manifestos_search_document_idx on public.manifestos using gin (public.search_document(manifestos));
create index pdc_publications_search_document_idx on public.pdc_publications using gin (public.search_document(pdc_publications));

-- The visitor's words as a query: unaccented, lower-cased, split on anything but letters and digits
-- (at most 8 words of the first 200 characters), each a prefix of its stem ("clima" also finds
-- "climática"), all required. Null when nothing is left to search for. Built from [a-z0-9] words
-- only, so no input can inject tsquery syntax.
create function public.search_query(p_query text) returns tsquery
language sql immutable parallel safe
return (
  select to_tsquery('public.portuguese_unaccent', string_agg(quote_literal(w) || ':*', ' & '))
    from (select w
            from regexp_split_to_table(lower(public.f_unaccent(left(coalesce(p_query, ''), 200))), '[^a-z0-9]+') as w
           where w <> ''
           limit 8) as words
);

-- Which published items match, with their rank. Row-level security would keep the planner from
-- using the GIN indexes (`@@` is not leakproof, so it may only run after each row's policy), so this
-- part runs with the owner's rights, and repeats the visitors' rule of each table itself: published
-- (and, for news, no longer scheduled) or active rows only. It returns ids and ranks, nothing else;
-- search_site reads the rows themselves as the caller, under row-level security. Not exposed by the
-- API (schema private).
create function private.search_site_matches(p_tsquery tsquery, p_kind text)
returns table (kind text, id uuid, rank real)
language sql
stable
security definer
set search_path = ''
as $$
  select 'noticia'::text, n.id, ts_rank(public.search_document(n), p_tsquery)
    from public.noticias as n
   where (p_kind is null or p_kind = 'noticia')
     and public.search_document(n) @@ p_tsquery
     and n.is_published and n.published_at <= now()
  union all
  select 'programa', p.id, ts_rank(public.search_document(p), p_tsquery)
    from public.programas as p
   where (p_kind is null or p_kind = 'programa')
     and public.search_document(p) @@ p_tsquery and p.is_active
  union all
  select 'pesquisa', r.id, ts_rank(public.search_document(r), p_tsquery)
    from public.pesquisas as r
   where (p_kind is null or p_kind = 'pesquisa')
     and public.search_document(r) @@ p_tsquery and r.is_published
  union all
  select 'trilha', t.id, ts_rank(public.search_document(t), p_tsquery)
    from public.trilhas as t
   where (p_kind is null or p_kind = 'trilha')
     and public.search_document(t) @@ p_tsquery and t.is_published
  union all
  select 'manifesto', m.id, ts_rank(public.search_document(m), p_tsquery)
    from public.manifestos as m
   where (p_kind is null or p_kind = 'manifesto')
     and public.search_document(m) @@ p_tsquery and m.is_active
  union all
  select 'publicacao', c.id, ts_rank(public.search_document(c), p_tsquery)
    from public.pdc_publications as c
   where (p_kind is null or p_kind = 'publicacao')
     and public.search_document(c) @@ p_tsquery and c.is_published
$$;
revoke execute on function private.search_site_matches(tsquery, text) from public;
grant execute on function private.search_site_matches(tsquery, text) to anon, authenticated;

-- The site search (`/busca`, and the news list's search box): the published items of every kind
-- whose document matches, best first, one page at a time, with the total. `title` and `excerpt`
-- come with each matched word between the control characters U+0002 and U+0003 (removed from the
-- stored text first), which the page turns into <mark> elements; no HTML ever comes from here.
-- SECURITY INVOKER: the rows are read under row-level security, as any read of the caller's.
create function public.search_site(
  p_query text,
  p_kind text default null,
  p_limit integer default 10,
  p_offset integer default 0
)
returns table (
  kind text,
  id uuid,
  slug text,
  title text,
  excerpt text,
  link_url text,
  item_date date,
  rank real,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with query as (
    select public.search_query(p_query) as tsq
  ),
  matches as (
    select m.*
      from query as q
     cross join lateral private.search_site_matches(q.tsq, p_kind) as m
     where q.tsq is not null
  ),
  hits as (
    select h.kind, n.id, n.slug, n.title, n.summary as excerpt, null::text as link_url,
           (n.published_at at time zone 'America/Sao_Paulo')::date as item_date, h.rank
      from matches as h join public.noticias as n on h.kind = 'noticia' and n.id = h.id
    union all
    select h.kind, p.id, null, p.title, p.description, null, null, h.rank
      from matches as h join public.programas as p on h.kind = 'programa' and p.id = h.id
    union all
    select h.kind, r.id, r.slug, r.title, r.summary, r.file_url, make_date(r.year, 1, 1), h.rank
      from matches as h join public.pesquisas as r on h.kind = 'pesquisa' and r.id = h.id
    union all
    select h.kind, t.id, t.slug, t.title, t.description, null, null, h.rank
      from matches as h join public.trilhas as t on h.kind = 'trilha' and t.id = h.id
    union all
    select h.kind, m.id, null, m.title, m.description, m.link_url, m.signed_at, h.rank
      from matches as h join public.manifestos as m on h.kind = 'manifesto' and m.id = h.id
    union all
    select h.kind, c.id, null, c.title, c.authors, c.file_url, c.publication_date, h.rank
      from matches as h join public.pdc_publications as c on h.kind = 'publicacao' and c.id = h.id
  ),
  page as (
    select h.*, count(*) over () as total_count
      from hits as h
     order by h.rank desc, h.item_date desc nulls last, h.title, h.id
     limit least(greatest(coalesce(p_limit, 10), 1), 50)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select p.kind, p.id, p.slug,
         ts_headline('public.portuguese_unaccent', translate(p.title, chr(2) || chr(3), ''), q.tsq,
                     format('HighlightAll=true, StartSel="%s", StopSel="%s"', chr(2), chr(3))),
         -- A short text whole; of a long one, a passage of at most 40 words around the matches.
         case when char_length(x.plain) <= 280
              then ts_headline('public.portuguese_unaccent', x.plain, q.tsq,
                               format('HighlightAll=true, StartSel="%s", StopSel="%s"', chr(2), chr(3)))
              else ts_headline('public.portuguese_unaccent', x.plain, q.tsq,
                               format('MaxWords=40, MinWords=20, StartSel="%s", StopSel="%s"', chr(2), chr(3))) || ' …'
         end,
         p.link_url, p.item_date, p.rank, p.total_count
    from page as p
   cross join query as q
   cross join lateral (select translate(p.excerpt, chr(2) || chr(3), '') as plain) as x
   order by p.rank desc, p.item_date desc nulls last, p.title, p.id
$$;

revoke execute on function public.search_site(text, text, integer, integer) from public;
grant execute on function public.search_site(text, text, integer, integer) to anon, authenticated;
