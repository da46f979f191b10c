-- The values of the public filter menus, served by the database (docs/decisions/scale-reads.md):
-- the portal's thematics, the programmes' categories and years, the manifestos' thematics. The
-- pages used to download the whole column (455 rows, 18 kB at scale) to list a handful of distinct
-- values.
--
-- SECURITY INVOKER: the rows are read under the caller's row-level security, and each function
-- also states the visitors' rule itself (published, or active), so staff, who may read hidden rows,
-- get the same menu as visitors. Empty values are left out, as the menus always did. The order is
-- the pages' own (pt-BR collation in the browser), so none is imposed here.

create function public.pdc_publication_thematics()
returns table (thematic text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct p.thematic
    from public.pdc_publications as p
   where p.is_published and coalesce(btrim(p.thematic), '') <> ''
$$;

create function public.manifesto_thematics()
returns table (thematic text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct m.thematic
    from public.manifestos as m
   where m.is_active and coalesce(btrim(m.thematic), '') <> ''
$$;

-- One row: the categories and the years of the active programmes.
create function public.programa_filters()
returns table (categories text[], years integer[])
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select array_agg(distinct p.category)
                     from public.programas as p
                    where p.is_active and coalesce(btrim(p.category), '') <> ''), '{}'),
         coalesce((select array_agg(distinct p.year)
                     from public.programas as p
                    where p.is_active and p.year is not null), '{}')
$$;

revoke execute on function
  public.pdc_publication_thematics(),
  public.manifesto_thematics(),
  public.programa_filters()
  from public;
grant execute on function
  public.pdc_publication_thematics(),
  public.manifesto_thematics(),
  public.programa_filters()
  to anon, authenticated;
