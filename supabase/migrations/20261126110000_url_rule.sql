-- One URL rule for every URL column (docs/decisions/url-rule.md).
--
-- Until now each column carried its own copy of `^(https?://\S+|/[^/\s]\S*)$`. That pattern let
-- `/\evil.example` and `/%5Cevil.example` through: browsers read a backslash in a special URL as a
-- slash, so both open `//evil.example`, off the site. Every URL column now calls one function,
-- `private.is_safe_url(url, site_paths)`, and the client applies the same rule
-- (src/lib/safe-url.ts) in its forms and before it renders a stored address.
--
-- A safe URL is at most 2048 characters, holds no whitespace, control character or backslash, nor
-- a backslash percent-encoded once or more (`%5C`, `%5c`, `%255C`, `%25255c` ...), and is either
-- an absolute http(s) URL with a host, or (where the column takes site paths) a path on the site
-- itself: one `/` followed by anything but another `/` (never the protocol-relative `//host`).
--
-- Avatars of members (`profiles.avatar_url`, which any member writes for their own row and the
-- public ranking shows) come only from the project itself: a site path under /images/perfis/ (the
-- demo pictures shipped with the site) or an object of the project's public Storage bucket,
-- /storage/v1/object/public/site-media/... (the client resolves it against the Supabase URL). No
-- other host can be named, so no member can make visitors' browsers call an outside server.
--
-- Existing rows: a nullable column's unsafe value becomes null before its constraint is added;
-- a NOT NULL column's constraint is validated as it is added (a bad row stops the migration and
-- must be fixed by hand: there is no safe value to invent for it).

create function private.is_safe_url(url text, site_paths boolean)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url is null or (
    char_length(url) <= 2048
    and strpos(url, chr(92)) = 0
    and url !~ '[[:space:][:cntrl:]]'
    and regexp_replace(lower(url), '%(25)+', '%', 'g') !~ '%5c'
    and (
      url ~ '^https?://[^/?#]+([/?#].*)?$'
      or (site_paths and url ~ '^/[^/]')
    )
  )
$$;
comment on function private.is_safe_url(text, boolean) is
  'The one URL rule of every URL column: an absolute http(s) URL with a host or, when site_paths, '
  'a site path (/x, never //host); no whitespace, control character, backslash or encoded backslash.';

create function private.is_own_avatar_url(url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url is null or (
    private.is_safe_url(url, true)
    and url ~ '^/(images/perfis|storage/v1/object/public/site-media)/[A-Za-z0-9_-][A-Za-z0-9._~/-]*$'
    and strpos(url, '..') = 0
    and strpos(url, '//') = 0
  )
$$;
comment on function private.is_own_avatar_url(text) is
  'A member avatar: a path of the site''s own pictures (/images/perfis/...) or of the project''s '
  'public Storage bucket (/storage/v1/object/public/site-media/...); never another host.';

-- A CHECK constraint calls its functions with the privileges of whoever writes the row.
revoke execute on function private.is_safe_url(text, boolean) from public;
revoke execute on function private.is_own_avatar_url(text) from public;
grant execute on function private.is_safe_url(text, boolean) to anon, authenticated, service_role;
grant execute on function private.is_own_avatar_url(text) to anon, authenticated, service_role;

-- Every URL column of the schema: (table, column, takes site paths).
do $$
declare
  col record;
  nullable boolean;
  rule text;
begin
  for col in
    select * from (values
      ('autores', 'avatar_url', true),
      ('autores', 'site_url', false),
      ('autores', 'instagram_url', false),
      ('autores', 'linkedin_url', false),
      ('documentos', 'file_url', true),
      ('home_banners', 'image_url', true),
      ('home_banners', 'link_url', true),
      ('institutos', 'logo_url', true),
      ('institutos', 'site_url', false),
      ('manifestos', 'link_url', true),
      ('mov_plus_conclusoes', 'link_url', false),
      ('mov_plus_recompensas', 'image_url', true),
      ('na_midia', 'link_url', true),
      ('na_midia', 'logo_url', true),
      ('noticias', 'cover_image_url', true),
      ('parcerias_solicitacoes', 'site_url', false),
      ('parcerias_solicitacoes', 'instagram_url', false),
      ('partners', 'logo_url', true),
      ('partners', 'site_url', true),
      ('pdc_publications', 'file_url', true),
      ('pdc_publications', 'image_url', true),
      ('pesquisas', 'cover_image_url', true),
      ('pesquisas', 'file_url', true),
      ('programas', 'image_url', true),
      ('representacoes', 'logo_url', true),
      ('testimonials', 'avatar_url', true),
      ('trilha_modulos', 'video_url', true),
      ('trilhas', 'cover_image_url', true)
    ) as t (table_name, column_name, site_paths)
  loop
    select not a.attnotnull into nullable
      from pg_attribute as a
     where a.attrelid = format('public.%I', col.table_name)::regclass
       and a.attname = col.column_name;
    rule := format('private.is_safe_url(%I, %L)', col.column_name, col.site_paths);
    -- The partnership form saves an unfilled address as '' (its insert grant predates nulls).
    if col.table_name = 'parcerias_solicitacoes' then
      rule := format('(%I = %L or %s)', col.column_name, '', rule);
    end if;
    execute format('alter table public.%I drop constraint %I',
      col.table_name, col.table_name || '_' || col.column_name || '_check');
    if nullable then
      execute format('update public.%I set %I = null where not %s',
        col.table_name, col.column_name, rule);
    end if;
    execute format('alter table public.%I add constraint %I check (%s)',
      col.table_name, col.table_name || '_' || col.column_name || '_check', rule);
  end loop;
end
$$;

-- Member avatars: only the project's own pictures. The ranking's copy follows its profile (the
-- trigger of 20261126030000 rewrites the entry when avatar_url changes) and carries the same rule.
alter table public.profiles drop constraint profiles_avatar_url_check;
update public.profiles set avatar_url = null where not private.is_own_avatar_url(avatar_url);
alter table public.profiles
  add constraint profiles_avatar_url_check check (private.is_own_avatar_url(avatar_url));

update private.mov_plus_ranking_entries set avatar_url = null
 where not private.is_own_avatar_url(avatar_url);
alter table private.mov_plus_ranking_entries
  add constraint mov_plus_ranking_entries_avatar_url_check
  check (private.is_own_avatar_url(avatar_url));
