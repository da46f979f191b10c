-- The site search at scale (issue 21): the news' and the research's full-text documents stored.
--
-- `search_document(noticias)` and `search_document(pesquisas)` were expression indexes: the index
-- finds the matching rows, but ranking them (`ts_rank(search_document(n), q)`) parsed each match's
-- title, summary and whole body into a tsvector again on every request (at 10 000 news, one search
-- word matched ~900 of them). Both tables now keep that tsvector in a stored generated column,
-- `search_vector` (the same text search configuration and weights: A the title, B the summary, C the
-- research's authors, D the body), computed by the database on each insert or update of the row;
-- nobody can write it (a generated column takes no value but DEFAULT). A GIN index on the column
-- replaces the expression index, and private.search_site_matches matches on it (and ranks the
-- news on their title and summary, below).
--
-- And search_site chooses its page before reading the rows: the matching part now also returns
-- what the page is ordered by (each item's date and title, read from the matched rows it already
-- has), so the total and the page come from the matches alone, and only the page's rows (at most
-- 50) are then read under the caller's row-level security. Before, every match was joined to its
-- table first (at 10 000 news, a hash join over the whole table on every search).

alter table public.noticias
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('public.portuguese_unaccent', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(summary, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(body, '')), 'D')
  ) stored;
comment on column public.noticias.search_vector is
  'The weighted full-text document of the site search (title A, summary B, body D); generated, read-only.';

-- What a news match is ranked by: its title and summary only (the same weights). Ranking reads the
-- vector of every match (a common word matches about one article in ten), and a body's vector is
-- long (stored compressed, often out of line): ranking on the whole document cost more than finding
-- the matches and choosing the page together. A match in the body alone weighs 0.1 of one in the
-- title by those weights; it now ranks after the title and summary matches, newest first.
alter table public.noticias
  add column search_rank_vector tsvector generated always as (
    setweight(to_tsvector('public.portuguese_unaccent', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(summary, '')), 'B')
  ) stored;
comment on column public.noticias.search_rank_vector is
  'The title (A) and summary (B) of the site search document, what a news match is ranked by; generated, read-only.';

alter table public.pesquisas
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('public.portuguese_unaccent', coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(summary, '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(authors, '')), 'C')
    || setweight(to_tsvector('public.portuguese_unaccent', coalesce(body, '')), 'D')
  ) stored;
comment on column public.pesquisas.search_vector is
  'The weighted full-text document of the site search (title A, summary B, authors C, body D); generated, read-only.';

create index noticias_search_vector_idx on public.noticias using gin (search_vector);
create index pesquisas_search_vector_idx on public.pesquisas using gin (search_vector);
drop index public.noticias_search_document_idx;
drop index public.pesquisas_search_document_idx;

-- The matching part returns the order of the page too (item_date, title); its result changes, so it
-- is dropped and created again (search_site names it inside its body only).
drop function private.search_site_matches(tsquery, text);
create function private.search_site_matches(p_tsquery tsquery, p_kind text)
returns table (kind text, id uuid, rank real, item_date date, title text)
language sql
stable
security definer
set search_path = ''
as $$
  select 'noticia'::text, n.id, ts_rank(n.search_rank_vector, p_tsquery),
         (n.published_at at time zone 'America/Sao_Paulo')::date, n.title
    from public.noticias as n
   where (p_kind is null or p_kind = 'noticia')
     and n.search_vector @@ p_tsquery
     and n.is_published and n.published_at <= now()
  union all
  select 'programa', p.id, ts_rank(public.search_document(p), p_tsquery), null::date, p.title
    from public.programas as p
   where (p_kind is null or p_kind = 'programa')
     and public.search_document(p) @@ p_tsquery and p.is_active
  union all
  select 'pesquisa', r.id, ts_rank(r.search_vector, p_tsquery), make_date(r.year, 1, 1), r.title
    from public.pesquisas as r
   where (p_kind is null or p_kind = 'pesquisa')
     and r.search_vector @@ p_tsquery and r.is_published
  union all
  select 'trilha', t.id, ts_rank(public.search_document(t), p_tsquery), null::date, t.title
    from public.trilhas as t
   where (p_kind is null or p_kind = 'trilha')
     and public.search_document(t) @@ p_tsquery and t.is_published
  union all
  select 'manifesto', m.id, ts_rank(public.search_document(m), p_tsquery), m.signed_at, m.title
    from public.manifestos as m
   where (p_kind is null or p_kind = 'manifesto')
     and public.search_document(m) @@ p_tsquery and m.is_active
  union all
  select 'publicacao', c.id, ts_rank(public.search_document(c), p_tsquery), c.publication_date, c.title
    from public.pdc_publications as c
   where (p_kind is null or p_kind = 'publicacao')
     and public.search_document(c) @@ p_tsquery and c.is_published
$$;
revoke execute on function private.search_site_matches(tsquery, text) from public;
grant execute on function private.search_site_matches(tsquery, text) to anon, authenticated;

-- The site search as before (same arguments, same rows, same order), its page chosen among the
-- matches: the matches repeat each table's rule for visitors (published or active rows only), which
-- every caller may read, so counting them counts what the caller finds; the page's rows are still
-- read as the caller, under row-level security.
create or replace function public.search_site(
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
  page as (
    select m.*, count(*) over () as total_count
      from query as q
     cross join lateral private.search_site_matches(q.tsq, p_kind) as m
     where q.tsq is not null
     order by m.rank desc, m.item_date desc nulls last, m.title, m.id
     limit least(greatest(coalesce(p_limit, 10), 1), 50)
    offset greatest(coalesce(p_offset, 0), 0)
  ),
  hits as (
    select h.kind, n.id, n.slug, n.title, n.summary as excerpt, null::text as link_url,
           h.item_date, h.rank, h.total_count
      from page as h join public.noticias as n on h.kind = 'noticia' and n.id = h.id
    union all
    select h.kind, p.id, null, p.title, p.description, null, h.item_date, h.rank, h.total_count
      from page as h join public.programas as p on h.kind = 'programa' and p.id = h.id
    union all
    select h.kind, r.id, r.slug, r.title, r.summary, r.file_url, h.item_date, h.rank, h.total_count
      from page as h join public.pesquisas as r on h.kind = 'pesquisa' and r.id = h.id
    union all
    select h.kind, t.id, t.slug, t.title, t.description, null, h.item_date, h.rank, h.total_count
      from page as h join public.trilhas as t on h.kind = 'trilha' and t.id = h.id
    union all
    select h.kind, m.id, null, m.title, m.description, m.link_url, h.item_date, h.rank, h.total_count
      from page as h join public.manifestos as m on h.kind = 'manifesto' and m.id = h.id
    union all
    select h.kind, c.id, null, c.title, c.authors, c.file_url, h.item_date, h.rank, h.total_count
      from page as h join public.pdc_publications as c on h.kind = 'publicacao' and c.id = h.id
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
    from hits as p
   cross join query as q
   cross join lateral (select translate(p.excerpt, chr(2) || chr(3), '') as plain) as x
   order by p.rank desc, p.item_date desc nulls last, p.title, p.id
$$;
revoke execute on function public.search_site(text, text, integer, integer) from public;
grant execute on function public.search_site(text, text, integer, integer) to anon, authenticated;
