-- The writers' newsroom (docs/decisions/newsroom.md): what the database must hold and enforce so
-- that writers (`escritor`) and admins write, schedule and unpublish news from /escritor. The
-- content migration already lets both roles read hidden news and write `noticias` and `autores`.
--
--   * scheduled news: a published row stays hidden from visitors until its `published_at`;
--   * unpublished news: `unpublished_at` tells a withdrawn article from a draft (database only);
--   * cover alt text: required whenever a news row has a cover;
--   * site media: writers upload covers and portraits to their own two folders of `site-media`.

-- Scheduled news -----------------------------------------------------------------------------------
-- Visitors (and members) see a news row only once it is published and its time has come; the
-- editors still read every row (drafts, scheduled, unpublished) to work on them.
drop policy "noticias: read visible rows" on public.noticias;
create policy "noticias: read visible rows"
  on public.noticias for select to anon, authenticated
  using (
    (is_published and published_at <= now())
    or (select private.user_role()) in ('admin', 'escritor')
  );

-- Cover alt text -----------------------------------------------------------------------------------
-- Written by the editors with the rest of the article; a cover never goes out without one. Rows
-- that already have a cover get their title until someone writes a real description (the backfill
-- leaves updated_at alone: nobody edited those articles).
alter table public.noticias
  add column cover_image_alt text
    constraint noticias_cover_image_alt_check check (char_length(cover_image_alt) <= 300);

alter table public.noticias disable trigger noticias_set_updated_at;
update public.noticias
   set cover_image_alt = left(title, 300)
 where cover_image_url is not null and coalesce(btrim(cover_image_alt), '') = '';
alter table public.noticias enable trigger noticias_set_updated_at;

alter table public.noticias
  add constraint noticias_cover_alt_required
    check (cover_image_url is null or coalesce(btrim(cover_image_alt), '') <> '');
-- The content migration granted writes column by column; the new column joins them.
grant insert (cover_image_alt), update (cover_image_alt) on table public.noticias to authenticated;

-- Unpublished news ---------------------------------------------------------------------------------
-- Draft: not published and never withdrawn (unpublished_at null). Unpublished ("despublicada"): it
-- was really visible (published, its time come) and an editor took it down; unpublished_at says
-- when. Publishing again clears it. Only this trigger writes the column: no API role has a grant
-- on it, and whatever an owner-level statement sets is overridden.
alter table public.noticias add column unpublished_at timestamptz;

create function private.track_news_unpublished() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.unpublished_at := null;
  elsif new.is_published then
    new.unpublished_at := null;
  elsif old.is_published and old.published_at <= now() then
    new.unpublished_at := now();
  else
    new.unpublished_at := old.unpublished_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.track_news_unpublished() from public, anon, authenticated;
create trigger noticias_track_unpublished
  before insert or update on public.noticias
  for each row execute function private.track_news_unpublished();

-- Site media: the newsroom's folders ------------------------------------------------------------------
-- Writers list, upload, replace and remove objects of `site-media` only under `noticias/` (covers)
-- and `autores/` (portraits); an object can never be moved out of those folders by a writer.
-- Admins keep the bucket-wide policies of the admin area.
create policy "site-media: writers list"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'site-media' and (select private.user_role()) = 'escritor'
    and (storage.foldername(name))[1] in ('noticias', 'autores')
  );
create policy "site-media: writers upload"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-media' and (select private.user_role()) = 'escritor'
    and (storage.foldername(name))[1] in ('noticias', 'autores')
  );
create policy "site-media: writers replace"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'site-media' and (select private.user_role()) = 'escritor'
    and (storage.foldername(name))[1] in ('noticias', 'autores')
  )
  with check (
    bucket_id = 'site-media' and (select private.user_role()) = 'escritor'
    and (storage.foldername(name))[1] in ('noticias', 'autores')
  );
create policy "site-media: writers remove"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'site-media' and (select private.user_role()) = 'escritor'
    and (storage.foldername(name))[1] in ('noticias', 'autores')
  );

-- The newsroom lists every article last edited first.
create index noticias_updated_at_idx on public.noticias (updated_at desc, id);
