-- Published content of the site: the home page sections named by the specification (section 3)
-- and the tables behind the pages whose contents it does not show.
--
-- URL columns written by staff accept an absolute http(s) URL or a site path such as
-- `/images/x.svg` (never `//host`, which browsers treat as another origin).

-- Home page ---------------------------------------------------------------------------------------
create table public.programas (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  category text not null check (char_length(category) between 1 and 120),
  year integer not null check (year between 1990 and 2100),
  description text not null check (char_length(description) between 1 and 5000),
  icon text not null default 'Zap' check (icon in ('Rocket', 'Lightbulb', 'Heart', 'Target', 'Zap')),
  gradient text check (gradient in (
    'gradient-purple-blue', 'gradient-green', 'gradient-orange-pink', 'gradient-blue-teal',
    'gradient-red', 'gradient-purple-pink', 'gradient-yellow', 'gradient-cyan'
  )),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index programas_display_order_idx on public.programas (display_order);

create table public.home_banners (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  description text check (char_length(description) <= 5000),
  image_url text not null check (char_length(image_url) <= 2048 and image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  link_url text check (char_length(link_url) <= 2048 and link_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index home_banners_active_order_idx on public.home_banners (is_active, display_order);

create table public.pdc_publications (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  thematic text not null check (char_length(thematic) between 1 and 120),
  authors text not null check (char_length(authors) between 1 and 500),
  publication_date date not null,
  file_url text not null check (char_length(file_url) <= 2048 and file_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  image_url text check (char_length(image_url) <= 2048 and image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pdc_publications_publication_date_idx on public.pdc_publications (publication_date desc);

create table public.na_midia (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  source text not null check (char_length(source) between 1 and 120),
  published_at date not null,
  link_url text not null check (char_length(link_url) <= 2048 and link_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  logo_url text check (char_length(logo_url) <= 2048 and logo_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index na_midia_published_at_idx on public.na_midia (published_at desc);

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  role text not null check (char_length(role) between 1 and 200),
  quote text not null check (char_length(quote) between 1 and 2000),
  avatar_url text check (char_length(avatar_url) <= 2048 and avatar_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index testimonials_display_order_idx on public.testimonials (display_order);

create table public.representacoes (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  -- The site shows FÓRUNS & PACTOS, CONSELHOS DE DIREITO, COALIZÕES & CAMPANHAS and
  -- PRÊMIOS & RECONHECIMENTOS; any other value (or none) is kept but not displayed.
  category text check (char_length(category) <= 120),
  logo_url text check (char_length(logo_url) <= 2048 and logo_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index representacoes_display_order_idx on public.representacoes (display_order);

create table public.partner_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(name) between 1 and 120),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partner_categories_display_order_idx on public.partner_categories (display_order);

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  logo_url text check (char_length(logo_url) <= 2048 and logo_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  site_url text check (char_length(site_url) <= 2048 and site_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  category_id uuid references public.partner_categories (id) on delete set null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partners_category_id_idx on public.partners (category_id);
create index partners_display_order_idx on public.partners (display_order);

create table public.manifestos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  description text not null check (char_length(description) between 1 and 5000),
  thematic text not null default 'Geral' check (char_length(thematic) between 1 and 120),
  signed_at date not null,
  link_url text check (char_length(link_url) <= 2048 and link_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index manifestos_active_signed_at_idx on public.manifestos (is_active, signed_at desc);

-- News and authors -------------------------------------------------------------------------------
create table public.autores (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  role_title text check (char_length(role_title) <= 200),
  bio text check (char_length(bio) <= 5000),
  avatar_url text check (char_length(avatar_url) <= 2048 and avatar_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  site_url text check (char_length(site_url) <= 2048 and site_url ~ '^https?://[^[:space:]]+$'),
  instagram_url text check (char_length(instagram_url) <= 2048 and instagram_url ~ '^https?://[^[:space:]]+$'),
  linkedin_url text check (char_length(linkedin_url) <= 2048 and linkedin_url ~ '^https?://[^[:space:]]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index autores_name_idx on public.autores (name);

create table public.noticias (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  summary text not null check (char_length(summary) between 1 and 5000),
  body text not null check (char_length(body) <= 100000),
  cover_image_url text check (char_length(cover_image_url) <= 2048 and cover_image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  author_id uuid references public.autores (id) on delete set null,
  published_at timestamptz not null default now(),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index noticias_author_id_idx on public.noticias (author_id);
create index noticias_published_idx on public.noticias (is_published, published_at desc);

-- Institutes, research, training tracks -----------------------------------------------------------
create table public.institutos (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  city text not null check (char_length(city) between 1 and 120),
  state text not null check (state ~ '^[A-Z]{2}$'),
  description text not null check (char_length(description) between 1 and 5000),
  logo_url text check (char_length(logo_url) <= 2048 and logo_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  site_url text check (char_length(site_url) <= 2048 and site_url ~ '^https?://[^[:space:]]+$'),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index institutos_active_order_idx on public.institutos (is_active, display_order);

create table public.pesquisas (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  summary text not null check (char_length(summary) between 1 and 5000),
  body text check (char_length(body) <= 100000),
  authors text not null check (char_length(authors) between 1 and 500),
  year integer not null check (year between 1990 and 2100),
  file_url text check (char_length(file_url) <= 2048 and file_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  cover_image_url text check (char_length(cover_image_url) <= 2048 and cover_image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pesquisas_published_year_idx on public.pesquisas (is_published, year desc);

create table public.trilhas (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  description text not null check (char_length(description) between 1 and 5000),
  cover_image_url text check (char_length(cover_image_url) <= 2048 and cover_image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  level text not null default 'iniciante' check (level in ('iniciante', 'intermediario', 'avancado')),
  estimated_hours integer not null check (estimated_hours between 1 and 1000),
  display_order integer not null default 0,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trilhas_published_order_idx on public.trilhas (is_published, display_order);

create table public.trilha_modulos (
  id uuid primary key default gen_random_uuid(),
  trilha_id uuid not null references public.trilhas (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 300),
  content text not null check (char_length(content) <= 100000),
  video_url text check (char_length(video_url) <= 2048 and video_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trilha_modulos_trilha_order_idx on public.trilha_modulos (trilha_id, display_order);

-- Institutional and network pages, guides and documents ---------------------------------------------
create table public.paginas (
  id uuid primary key default gen_random_uuid(),
  section text not null check (section in ('institucional', 'redes-e-projetos')),
  slug text not null check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  summary text not null check (char_length(summary) between 1 and 5000),
  body text not null check (char_length(body) <= 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (section, slug)
);

create table public.documentos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  category text not null check (char_length(category) between 1 and 120),
  description text check (char_length(description) <= 5000),
  file_url text not null check (char_length(file_url) <= 2048 and file_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  published_at date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documentos_category_published_idx on public.documentos (category, published_at desc);

-- Access rules, the same shape for every content table ----------------------------------------------
--   select: anon + authenticated see what is visible (active/published rows, or all rows where the
--           table has no such flag); the table's editors also see hidden rows;
--   insert / update / delete: authenticated, and only the table's editors (admin everywhere,
--           escritor on noticias and autores). Anonymous visitors get no write grant at all.
do $$
declare
  spec record;
  editors text;
  visible text;
  writable_columns text;
begin
  for spec in
    select *
    from (values
      ('programas', 'is_active', array['admin']),
      ('home_banners', 'is_active', array['admin']),
      ('pdc_publications', 'is_published', array['admin']),
      ('na_midia', 'true', array['admin']),
      ('testimonials', 'true', array['admin']),
      ('representacoes', 'true', array['admin']),
      ('partner_categories', 'true', array['admin']),
      ('partners', 'true', array['admin']),
      ('manifestos', 'is_active', array['admin']),
      ('autores', 'true', array['admin', 'escritor']),
      ('noticias', 'is_published', array['admin', 'escritor']),
      ('institutos', 'is_active', array['admin']),
      ('pesquisas', 'is_published', array['admin']),
      ('trilhas', 'is_published', array['admin']),
      -- A module is visible exactly when its track is (the subquery goes through trilhas' RLS).
      ('trilha_modulos', 'exists (select 1 from public.trilhas as t where t.id = trilha_id)', array['admin']),
      ('paginas', 'true', array['admin']),
      ('documentos', 'true', array['admin'])
    ) as s (table_name, visible_when, editor_roles)
  loop
    editors := format(
      '(select private.user_role()) in (%s)',
      (select string_agg(quote_literal(r), ', ') from unnest(spec.editor_roles) as r)
    );
    visible := case when spec.visible_when = 'true' then 'true'
                    else format('%s or %s', spec.visible_when, editors) end;
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position)
      into writable_columns
      from information_schema.columns as c
     where c.table_schema = 'public' and c.table_name = spec.table_name
       and c.column_name not in ('id', 'created_at', 'updated_at');

    execute format('create trigger %I before update on public.%I for each row execute function private.set_updated_at()',
                   spec.table_name || '_set_updated_at', spec.table_name);
    execute format('alter table public.%I enable row level security', spec.table_name);
    execute format('revoke all on table public.%I from anon, authenticated', spec.table_name);
    execute format('grant select on table public.%I to anon, authenticated', spec.table_name);
    execute format('grant insert (%s), update (%s), delete on table public.%I to authenticated',
                   writable_columns, writable_columns, spec.table_name);

    execute format('create policy %I on public.%I for select to anon, authenticated using (%s)',
                   spec.table_name || ': read visible rows', spec.table_name, visible);
    execute format('create policy %I on public.%I for insert to authenticated with check (%s)',
                   spec.table_name || ': editors insert', spec.table_name, editors);
    execute format('create policy %I on public.%I for update to authenticated using (%s) with check (%s)',
                   spec.table_name || ': editors update', spec.table_name, editors, editors);
    execute format('create policy %I on public.%I for delete to authenticated using (%s)',
                   spec.table_name || ': editors delete', spec.table_name, editors);
  end loop;
end;
$$;

-- Partnership proposals --------------------------------------------------------------------------
-- Visitors (signed in or not) send a proposal and can never read one back; admins read and delete.
-- Optional fields may arrive as empty strings from the form.
create table public.parcerias_solicitacoes (
  id uuid primary key default gen_random_uuid(),
  organization_name text not null check (char_length(btrim(organization_name)) between 1 and 200),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (char_length(phone) <= 40),
  partnership_type text not null check (partnership_type in ('Financeira', 'Pro-bono', 'Divulgacao', 'Outro')),
  proposal text not null check (char_length(btrim(proposal)) between 1 and 5000),
  instagram_url text check (instagram_url = '' or (char_length(instagram_url) <= 2048 and instagram_url ~ '^https?://[^[:space:]]+$')),
  site_url text check (site_url = '' or (char_length(site_url) <= 2048 and site_url ~ '^https?://[^[:space:]]+$')),
  cnpj text check (char_length(cnpj) <= 32),
  organization_description text not null check (char_length(btrim(organization_description)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index parcerias_solicitacoes_created_at_idx on public.parcerias_solicitacoes (created_at desc);

alter table public.parcerias_solicitacoes enable row level security;
revoke all on table public.parcerias_solicitacoes from anon, authenticated;
grant insert (
  organization_name, contact_name, email, phone, partnership_type, proposal,
  instagram_url, site_url, cnpj, organization_description
) on table public.parcerias_solicitacoes to anon, authenticated;
-- Only admins pass the select policy; the grant lets them (and only then) read.
grant select, delete on table public.parcerias_solicitacoes to authenticated;

create policy "parcerias_solicitacoes: admins read"
  on public.parcerias_solicitacoes for select to authenticated
  using ((select private.user_role()) = 'admin');
create policy "parcerias_solicitacoes: anyone sends a proposal"
  on public.parcerias_solicitacoes for insert to anon, authenticated
  with check (true);
create policy "parcerias_solicitacoes: admins delete"
  on public.parcerias_solicitacoes for delete to authenticated
  using ((select private.user_role()) = 'admin');
