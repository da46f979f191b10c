-- The local stand-in for the Hostinger store: products, variants and checkout sessions in the
-- `local_store` schema. Only the local backend's store routes read it (as the database owner);
-- the API roles get nothing here and /rest/v1 never exposes the schema.

create schema local_store;
revoke all on schema local_store from public;

create table local_store.products (
  id text primary key,
  title text not null,
  subtitle text,
  ribbon_text text,
  description text not null default '',
  thumbnail text,
  images jsonb not null default '[]',
  options jsonb not null default '[]',
  product_collections jsonb not null default '[]',
  additional_info jsonb not null default '[]',
  type text not null default 'physical' check (type in ('physical', 'donation', 'booking', 'digital')),
  custom_fields jsonb not null default '[]',
  related_products jsonb not null default '[]',
  purchasable boolean not null default true,
  position integer not null,
  site_product_selection text check (site_product_selection in ('lowest_price_first')),
  is_hidden boolean not null default false,
  status text not null default 'published',
  metadata jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);

-- The storefront's default list (visible products by position, a page at a time): read from this
-- index in order, so a page costs the same with 20 products or 2 000 (issue 21).
create index products_listing_idx on local_store.products (position, id)
  where deleted_at is null and not is_hidden;

create table local_store.variants (
  id text primary key,
  product_id text not null references local_store.products (id) on delete cascade,
  title text not null,
  image_url text,
  sku text,
  manage_inventory boolean not null default true,
  weight numeric,
  options jsonb not null default '[]',
  amount integer not null check (amount >= 0),
  sale_amount integer check (sale_amount >= 0),
  currency_code text not null default 'BRL',
  -- Ignored (answered as null) when manage_inventory is false.
  inventory_quantity integer not null default 0 check (inventory_quantity >= 0),
  position integer not null
);
create index variants_product_id_idx on local_store.variants (product_id);

create table local_store.checkouts (
  id text primary key,
  items jsonb not null,
  success_url text not null,
  cancel_url text not null,
  locale text,
  time_zone text,
  -- Asked on the hosted page, as the real one does: where the store sends the order's e-mails.
  buyer_email text check (buyer_email is null or length(buyer_email) <= 254),
  status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);

-- Seed: movement merchandise, prices in BRL cents ----------------------------------------------
insert into local_store.products
  (id, title, subtitle, ribbon_text, description, thumbnail, images, options, product_collections, additional_info,
   type, position, site_product_selection, created_at, updated_at)
values
  ('prod_mov_camiseta', 'Camiseta MOV Pelo Futuro', 'Algodão orgânico, corte unissex', 'Mais vendido',
   '<p>Camiseta oficial do movimento, em algodão orgânico, com a estampa <strong>MOV Pelo Futuro</strong> na frente.</p><p>Vista a causa nos encontros, nas ruas e nas redes.</p>',
   '/images/store/camiseta.svg',
   '[{"url":"/images/store/camiseta.svg","order":0,"type":"image"},{"url":"/images/store/camiseta-costas.svg","order":1,"type":"image"}]',
   '[{"id":"opt_mov_camiseta_tamanho","title":"Tamanho","values":[
      {"id":"optval_camiseta_p","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_p","value":"P"},
      {"id":"optval_camiseta_m","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_m","value":"M"},
      {"id":"optval_camiseta_g","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_g","value":"G"},
      {"id":"optval_camiseta_gg","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_gg","value":"GG"}]}]',
   '[{"product_id":"prod_mov_camiseta","collection_id":"col_vestuario","order":0}]',
   '[{"id":"info_camiseta_tecido","order":0,"title":"Tecido","description":"100% algodão orgânico, 160 g/m²."},{"id":"info_camiseta_cuidados","order":1,"title":"Cuidados","description":"Lavar do avesso em água fria."}]',
   'physical', 0, 'lowest_price_first', '2026-01-10T12:00:00Z', '2026-03-01T12:00:00Z'),
  ('prod_mov_bone', 'Boné MOV', 'Aba curva, ajuste traseiro', null,
   '<p>Boné bordado com o logo do MOV, aba curva e regulagem em metal.</p>',
   '/images/store/bone.svg', '[{"url":"/images/store/bone.svg","order":0,"type":"image"}]', '[]',
   '[{"product_id":"prod_mov_bone","collection_id":"col_acessorios","order":0}]', '[]',
   'physical', 1, null, '2026-01-12T12:00:00Z', '2026-02-01T12:00:00Z'),
  ('prod_mov_caneca', 'Caneca MOV Conecta', 'Cerâmica, 325 ml', null,
   '<p>Caneca de cerâmica com a frase <em>Conectando jovens ao futuro</em>. Pode ir ao micro-ondas.</p>',
   '/images/store/caneca.svg', '[{"url":"/images/store/caneca.svg","order":0,"type":"image"}]', '[]',
   '[{"product_id":"prod_mov_caneca","collection_id":"col_casa","order":0}]', '[]',
   'physical', 2, null, '2026-01-15T12:00:00Z', '2026-02-01T12:00:00Z'),
  ('prod_mov_ecobag', 'Ecobag MOV', 'Lona de algodão cru', null,
   '<p>Ecobag resistente para o dia a dia, com alça longa e estampa do movimento.</p>',
   '/images/store/ecobag.svg', '[{"url":"/images/store/ecobag.svg","order":0,"type":"image"}]', '[]',
   '[{"product_id":"prod_mov_ecobag","collection_id":"col_acessorios","order":1}]', '[]',
   'physical', 3, null, '2026-01-20T12:00:00Z', '2026-02-01T12:00:00Z'),
  ('prod_mov_caderno', 'Caderno Futuro Agora', 'Capa dura, 96 folhas pontilhadas', 'Promoção',
   '<p>Caderno para anotar ideias, projetos e propostas. Papel reciclado, 96 folhas pontilhadas.</p>',
   '/images/store/caderno.svg', '[{"url":"/images/store/caderno.svg","order":0,"type":"image"}]', '[]',
   '[{"product_id":"prod_mov_caderno","collection_id":"col_papelaria","order":0}]', '[]',
   'physical', 4, null, '2026-02-01T12:00:00Z', '2026-03-10T12:00:00Z'),
  ('prod_mov_adesivos', 'Kit de Adesivos MOV', '6 adesivos de vinil', null,
   '<p>Seis adesivos de vinil com os símbolos dos programas do MOV. Produzidos sob demanda.</p>',
   '/images/store/adesivos.svg', '[{"url":"/images/store/adesivos.svg","order":0,"type":"image"}]', '[]',
   '[{"product_id":"prod_mov_adesivos","collection_id":"col_papelaria","order":1}]', '[]',
   'physical', 5, null, '2026-02-05T12:00:00Z', '2026-02-05T12:00:00Z');

insert into local_store.variants
  (id, product_id, title, sku, manage_inventory, weight, options, amount, sale_amount, inventory_quantity, position)
values
  ('variant_mov_camiseta_p', 'prod_mov_camiseta', 'P', 'MOV-CAM-P', true, 0.2,
   '[{"id":"optval_camiseta_p","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_p","value":"P"}]', 5990, null, 10, 0),
  ('variant_mov_camiseta_m', 'prod_mov_camiseta', 'M', 'MOV-CAM-M', true, 0.2,
   '[{"id":"optval_camiseta_m","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_m","value":"M"}]', 5990, null, 2, 1),
  ('variant_mov_camiseta_g', 'prod_mov_camiseta', 'G', 'MOV-CAM-G', true, 0.22,
   '[{"id":"optval_camiseta_g","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_g","value":"G"}]', 5990, null, 12, 2),
  ('variant_mov_camiseta_gg', 'prod_mov_camiseta', 'GG', 'MOV-CAM-GG', true, 0.24,
   '[{"id":"optval_camiseta_gg","option_id":"opt_mov_camiseta_tamanho","variant_id":"variant_mov_camiseta_gg","value":"GG"}]', 6490, null, 6, 3),
  ('variant_mov_bone', 'prod_mov_bone', 'Único', 'MOV-BON-U', true, 0.15, '[]', 4990, null, 25, 0),
  ('variant_mov_caneca', 'prod_mov_caneca', 'Único', 'MOV-CAN-U', true, 0.4, '[]', 3990, null, 40, 0),
  ('variant_mov_ecobag', 'prod_mov_ecobag', 'Único', 'MOV-ECO-U', true, 0.12, '[]', 3490, null, 30, 0),
  ('variant_mov_caderno', 'prod_mov_caderno', 'Único', 'MOV-CAD-U', true, 0.3, '[]', 2990, 1990, 18, 0),
  ('variant_mov_adesivos', 'prod_mov_adesivos', 'Único', 'MOV-ADE-U', false, 0.02, '[]', 1500, null, 0, 0);
