-- A programme may have a picture (uploaded by staff to the site-media bucket, or a site path),
-- shown above its card on the home page and the programmes list, and on its own page.
alter table public.programas
  add column image_url text
    constraint programas_image_url_check check (
      char_length(image_url) <= 2048
      and image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'
    );
-- The content migration granted writes column by column; the new column joins them.
grant insert (image_url), update (image_url) on table public.programas to authenticated;
