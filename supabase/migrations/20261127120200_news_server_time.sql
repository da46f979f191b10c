-- "Publicar agora" at the server's time, and the article's state as the server sees it (issue 33,
-- trap 2).
--
-- The editor sent the browser's clock as `published_at`, and every screen decided "Publicada" or
-- "Agendada para ..." with the browser's clock too: with a clock a few minutes fast or slow, the
-- toast said "Notícia publicada." while the badge said "Agendada para <agora>", and the list then
-- said "Publicada". Now:
--   * a write with `published_at` null means "now" on the database's clock: the editor sends null
--     for "Publicar agora" (and for publishing without a date). On an update that does not publish,
--     null keeps the date the row had. The column stays NOT NULL (this BEFORE trigger fills it in
--     before the constraint is checked);
--   * `public.news_state(noticias)` is the article's state by the database's clock, read by the
--     newsroom as a computed field (`select=*,news_state`), so the toast, the badge and the list
--     say the same thing.
create function private.news_published_at_now() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published_at is null then
    if tg_op = 'UPDATE' and not new.is_published then
      new.published_at := old.published_at;
    else
      new.published_at := now();
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.news_published_at_now() from public, anon, authenticated;
-- Named to run before the other BEFORE triggers of the table (they run in name order), so that
-- `noticias_track_unpublished` sees the final date.
create trigger noticias_a_published_at_now
  before insert or update on public.noticias
  for each row execute function private.news_published_at_now();

create function public.news_state(article public.noticias) returns text
language sql
stable
set search_path = ''
as $$
  select case
           when article.is_published and article.published_at > now() then 'agendada'
           when article.is_published then 'publicada'
           when article.unpublished_at is not null then 'despublicada'
           else 'rascunho'
         end
$$;
comment on function public.news_state(public.noticias) is
  'The state of an article by the database''s clock: rascunho, agendada, publicada or despublicada '
  '(a computed field of noticias for the newsroom).';
revoke execute on function public.news_state(public.noticias) from public, anon;
grant execute on function public.news_state(public.noticias) to authenticated;
