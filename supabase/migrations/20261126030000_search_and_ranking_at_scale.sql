-- The site search at scale (docs/decisions/scale-reads.md): the news' and the research's full-text
-- documents stored.
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
--
-- The planner prices `@@` on a stored tsvector as one cheap operator per row, not the reading (often
-- out of line) and decompressing of every row's vector that filtering on it really costs, and it
-- prices a prefix query on the GIN index high: at 10 000 short news it read the whole table (15 ms),
-- or every published row by the btree on publication, rather than the GIN index (under 1 ms) for a
-- word in one news item in 500. So the function runs with `enable_seqscan = off`, and the news are
-- matched first (a subquery with OFFSET 0 keeps the publication filter from joining the match),
-- then filtered: every branch reads its GIN index. A word found nearly everywhere still reads the
-- table once, by bitmap.
create function private.search_site_matches(p_tsquery tsquery, p_kind text)
returns table (kind text, id uuid, rank real, item_date date, title text)
language sql
stable
security definer
set search_path = ''
set enable_seqscan = off
as $$
  select 'noticia'::text, n.id, ts_rank(n.search_rank_vector, p_tsquery),
         (n.published_at at time zone 'America/Sao_Paulo')::date, n.title
    from (select * from public.noticias as m where m.search_vector @@ p_tsquery offset 0) as n
   where (p_kind is null or p_kind = 'noticia')
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

-- The MOV+ ranking at scale --------------------------------------------------------------------------
-- The ranking view read a private security-definer function, and such a function returns all its
-- rows before anything outside it can stop early: with the totals kept by trigger
-- (20261126020000_mov_plus_saldos.sql) it still joined every opted-in member to their profile,
-- ranked and sorted them all on each request, to show ten. `mov_plus_ranking_entries` holds exactly
-- the rows the ranking shows (a member who opted in, with a positive total: the name shown, the
-- avatar, the total), kept by triggers on the totals and on the profiles in the same transaction as
-- each change, with an index in the ranking's order. The view, still run with the caller's rights,
-- reads that one narrow table in the index's order: no join, no security-definer function to
-- materialise, and the top ten read ten rows whatever the number of members. The same rows,
-- totals, positions and ties as before.
--
-- In the private schema (not exposed by the API); visitors and members may only read it, through
-- the view, and only its shown columns. Only the triggers (security definer) write it.
create table private.mov_plus_ranking_entries (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  display_name text not null,
  avatar_url text,
  points bigint not null check (points > 0)
);
comment on table private.mov_plus_ranking_entries is
  'The MOV+ ranking''s rows (opted-in members with a positive total), kept by trigger; read through public.mov_plus_ranking.';
create index mov_plus_ranking_entries_order_idx
  on private.mov_plus_ranking_entries (points desc, display_name);

-- One member's row: there when they opted in and their total is positive, with their current name,
-- avatar and total; gone otherwise.
create function private.mov_plus_refresh_ranking_entry(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  with shown as (
    select p.id, coalesce(nullif(p.full_name, ''), 'Membro MOV') as display_name, p.avatar_url, s.points
      from public.profiles as p
      join public.mov_plus_saldos as s on s.user_id = p.id
     where p.id = p_user and p.show_in_ranking and s.points > 0
  ),
  gone as (
    delete from private.mov_plus_ranking_entries as e
     where e.user_id = p_user and not exists (select 1 from shown)
  )
  insert into private.mov_plus_ranking_entries as e (user_id, display_name, avatar_url, points)
  select id, display_name, avatar_url, points from shown
  on conflict (user_id) do update
    set display_name = excluded.display_name, avatar_url = excluded.avatar_url, points = excluded.points
    where (e.display_name, e.avatar_url, e.points)
          is distinct from (excluded.display_name, excluded.avatar_url, excluded.points);
$$;
revoke execute on function private.mov_plus_refresh_ranking_entry(uuid) from public, anon, authenticated;

create function private.mov_plus_keep_ranking_entries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.mov_plus_refresh_ranking_entry(old.user_id);
  elsif tg_table_name = 'profiles' then
    perform private.mov_plus_refresh_ranking_entry(new.id);
  else
    perform private.mov_plus_refresh_ranking_entry(new.user_id);
  end if;
  return null;
end;
$$;
revoke execute on function private.mov_plus_keep_ranking_entries() from public, anon, authenticated;

create trigger mov_plus_saldos_keep_ranking
  after insert or delete or update of points on public.mov_plus_saldos
  for each row execute function private.mov_plus_keep_ranking_entries();
create trigger profiles_keep_ranking
  after update of full_name, avatar_url, show_in_ranking on public.profiles
  for each row execute function private.mov_plus_keep_ranking_entries();

-- Backfill: the rows of the totals already there.
insert into private.mov_plus_ranking_entries (user_id, display_name, avatar_url, points)
select p.id, coalesce(nullif(p.full_name, ''), 'Membro MOV'), p.avatar_url, s.points
  from public.profiles as p
  join public.mov_plus_saldos as s on s.user_id = p.id
 where p.show_in_ranking and s.points > 0;

alter table private.mov_plus_ranking_entries enable row level security;
revoke all on table private.mov_plus_ranking_entries from public, anon, authenticated;
grant select (display_name, avatar_url, points) on table private.mov_plus_ranking_entries to anon, authenticated;
create policy "mov_plus_ranking_entries: everyone reads the ranking" on private.mov_plus_ranking_entries
  for select to anon, authenticated
  using (true);

-- The view: the same columns, rows and order as before (best total first, then by name), each
-- position what rank() over the totals gave (equal totals share it). It is computed in the index's
-- order, so that the top ten read ten rows: rank() over (total, name) counts the rows before, and the
-- rows of the same total with a smaller name (an index range, for the rows read only) are taken off.
-- (A rank() over the total alone leaves the rows ordered by total only, and the planner then reads
-- and sorts the whole table to order them by name.)
create or replace view public.mov_plus_ranking
with (security_invoker = true)
as select e.display_name, e.avatar_url, e.points as total_points,
          rank() over (order by e.points desc, e.display_name)
          - (select count(*)
               from private.mov_plus_ranking_entries as a
              where a.points = e.points and a.display_name < e.display_name) as rank
     from private.mov_plus_ranking_entries as e
    order by e.points desc, e.display_name;

-- The function the view read before is no longer used.
drop function private.mov_plus_ranking_rows();
