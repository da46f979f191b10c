-- The activity list links a track module's entry to its edit screen, which lives under its track
-- (`/admin/trilhas/<track>/modulos/<module>`): the entry names the module's track.
--
-- `parent_id` is the row's parent, read from the row the entry recorded (the new one, or the old one
-- for a deletion), so a page of the list reads one more uuid per entry, not the two whole rows. Only
-- track modules have a parent today; the column is null for every other table.
alter table public.historico
  add column parent_id uuid generated always as (
    case when table_name = 'trilha_modulos'
      then coalesce(new_row ->> 'trilha_id', old_row ->> 'trilha_id')::uuid
    end
  ) stored;
comment on column public.historico.parent_id is
  'The parent of the recorded row (a track module''s track), for the link to its edit screen.';
