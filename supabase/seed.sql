-- Demo content (pt-BR) for every section and page of the site, and demo accounts for each role.
-- Applied after the migrations by `supabase db reset` and by the local backend.
--
-- LOCAL ONLY: every demo account below has the password `mov-local-123`. Never run this file
-- against a production project.
--
--   admin@mov.local      role admin           (admin area)
--   escritor@mov.local   role escritor        (writer area: news and authors)
--   movplus@mov.local    role mov_plus_admin  (MOV+ general presidency)
--   membro@mov.local     role user            (member with MOV+ points, in the ranking): saldo 380,
--                                             200 reserved by a pending "Camiseta MOV" request, 180
--                                             available, so "Kit de cadernos" (120) can be redeemed
--                                             and "Camiseta MOV" (200) is 20 short
--   camila@mov.local, lucas@mov.local, yasmin@mov.local: more members for the MOV+ ranking
--
-- The three staff accounts also have a verified TOTP factor (two-factor; secrets below, with the
-- accounts): staff rights need the code as a second step after the password.
--
-- Images live in public/images/<area>/ and files in public/files/, so nothing is fetched from
-- another origin. Rows that pages link to have fixed ids (programmes, news, authors, institutes,
-- research, tracks, modules) so links and tests can name them.

-- Accounts ------------------------------------------------------------------------------------------
-- The profile trigger creates each profile with role `user`; the staff roles are set afterwards,
-- as an admin would.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous
)
select
  '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  extensions.crypt('mov-local-123', extensions.gen_salt('bf')), now(), null,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name), now(), now(),
  '', '', '', '', false
from (values
  ('a0000000-0000-4000-8000-000000000001', 'admin@mov.local', 'Marina Duarte'),
  ('a0000000-0000-4000-8000-000000000002', 'escritor@mov.local', 'Rafael Lima'),
  ('a0000000-0000-4000-8000-000000000003', 'movplus@mov.local', 'Beatriz Nunes'),
  ('a0000000-0000-4000-8000-000000000004', 'membro@mov.local', 'João Pedro Alves'),
  ('a0000000-0000-4000-8000-000000000005', 'camila@mov.local', 'Camila Rocha'),
  ('a0000000-0000-4000-8000-000000000006', 'lucas@mov.local', 'Lucas Ferreira'),
  ('a0000000-0000-4000-8000-000000000007', 'yasmin@mov.local', 'Yasmin Oliveira')
) as u (id, email, full_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', null, now(), now()
from auth.users as u;

update public.profiles set role = 'admin' where id = 'a0000000-0000-4000-8000-000000000001';
update public.profiles set role = 'escritor' where id = 'a0000000-0000-4000-8000-000000000002';
update public.profiles set role = 'mov_plus_admin' where id = 'a0000000-0000-4000-8000-000000000003';
update public.profiles
   set show_in_ranking = true,
       avatar_url = '/images/perfis/' || split_part(u.email, '@', 1) || '.svg'
  from auth.users as u
 where u.id = profiles.id
   and u.email in ('membro@mov.local', 'camila@mov.local', 'lucas@mov.local', 'yasmin@mov.local');

-- Two-factor: each staff account has a verified TOTP factor (SHA1, 6 digits, 30 s), so staff rights
-- (which need an aal2 session) work locally. LOCAL ONLY secrets, printed by the local backend at
-- start; `npm run totp -- admin@mov.local` prints the current code (local-backend/seed-factors.mjs
-- holds the same secrets). GoTrue's own columns, so `supabase db reset` seeds them too.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
values
  ('af000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Autenticador local',
   'totp', 'verified', 'MOVLOCALADMINTOTPSECRETKEY234567', now(), now()),
  ('af000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'Autenticador local',
   'totp', 'verified', 'MOVLOCALESCRITORTOTPSECRETKEY234', now(), now()),
  ('af000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 'Autenticador local',
   'totp', 'verified', 'MOVLOCALMOVPLUSTOTPSECRETKEY2345', now(), now());

-- Home: programmes -----------------------------------------------------------------------------------
insert into public.programas (id, title, category, year, description, icon, gradient, display_order, is_active) values
  ('b1000000-0000-4000-8000-000000000001', 'Jovens Lideranças', 'Liderança', 2024,
   'Formação de seis meses para jovens de 16 a 24 anos que querem liderar projetos nas suas comunidades, com mentoria, oficinas práticas e um projeto final apresentado ao poder público local.',
   'Rocket', 'gradient-purple-blue', 1, true),
  ('b1000000-0000-4000-8000-000000000002', 'Laboratório de Ideias Cívicas', 'Inovação', 2023,
   'Maratonas de cocriação em que estudantes transformam problemas do bairro em soluções testáveis: da praça abandonada ao transporte escolar, sempre com dados e escuta da vizinhança.',
   'Lightbulb', 'gradient-orange-pink', 2, true),
  ('b1000000-0000-4000-8000-000000000003', 'Rede de Cuidado', 'Saúde mental', 2024,
   'Rodas de conversa e grupos de apoio entre pares, conduzidos por jovens facilitadores com supervisão de psicólogas voluntárias, para falar de ansiedade, luto e pertencimento.',
   'Heart', null, 3, true),
  ('b1000000-0000-4000-8000-000000000004', 'Voto Consciente', 'Cidadania', 2022,
   'Oficinas em escolas públicas sobre como funcionam o voto, os orçamentos municipais e os conselhos de direitos, com simulações de audiência pública feitas pelos próprios estudantes.',
   'Target', 'gradient-green', 4, true),
  ('b1000000-0000-4000-8000-000000000005', 'Conecta Territórios', 'Território', 2025,
   'Mapeamento colaborativo de iniciativas juvenis nas periferias e no interior, ligando coletivos que trabalham com cultura, esporte e meio ambiente a editais e parceiros.',
   'Zap', 'gradient-cyan', 5, true),
  ('b1000000-0000-4000-8000-000000000006', 'Piloto Escolas Integrais', 'Educação', 2021,
   'Projeto piloto encerrado de apoio a grêmios estudantis em escolas de tempo integral.',
   'Target', 'gradient-yellow', 6, false);

-- Home: banners ----------------------------------------------------------------------------------------
insert into public.home_banners (title, description, image_url, link_url, is_active, display_order) values
  ('Inscrições abertas: Jovens Lideranças 2026', 'Seis meses de formação, mentoria e prática para quem quer transformar o próprio território.', '/images/banners/jovens-liderancas.svg', '/programas/b1000000-0000-4000-8000-000000000001', true, 1),
  ('Encontro Nacional MOV 2026', 'Três dias de debates, oficinas e cultura com juventudes de todo o Brasil, em Maceió.', '/images/banners/encontro-nacional.svg', '/noticias/encontro-nacional-2026-maceio', true, 2),
  ('Apoie quem constrói o futuro agora', 'Sua doação mantém oficinas gratuitas em escolas públicas e comunidades.', '/images/banners/doacao.svg', null, true, 3),
  ('Campanha de férias 2025', 'Campanha encerrada de atividades nas férias escolares.', '/images/banners/ferias.svg', null, false, 4);

-- Home: publications (content portal) --------------------------------------------------------------------
insert into public.pdc_publications (title, thematic, authors, publication_date, file_url, image_url, is_published) values
  ('Guia da Participação Juvenil nos Conselhos Municipais', 'Participação política', 'Equipe de Advocacy MOV', '2026-10-14', '/files/guia-participacao-conselhos.pdf', '/images/publicacoes/guia-conselhos.svg', true),
  ('Juventudes e Clima: o que pensam os jovens do Nordeste', 'Meio ambiente', 'Ana Clara Menezes, Pedro Henrique Souza', '2026-08-30', '/files/juventudes-e-clima.pdf', '/images/publicacoes/juventudes-clima.svg', true),
  ('Cartilha de Saúde Mental entre Pares', 'Saúde mental', 'Rede de Cuidado MOV', '2026-06-12', '/files/cartilha-saude-mental.pdf', '/images/publicacoes/saude-mental.svg', true),
  ('Orçamento Público para Jovens: um guia prático', 'Cidadania', 'Luiza Amaral', '2026-04-03', '/files/orcamento-publico-jovens.pdf', null, true),
  ('Relatório Anual de Atividades 2025', 'Transparência', 'Diretoria Executiva MOV', '2026-02-20', '/files/relatorio-anual-2025.pdf', '/images/publicacoes/relatorio-anual.svg', true),
  ('Educação Antirracista na Escola Pública', 'Educação', 'Coletivo Raízes, Equipe Pedagógica MOV', '2025-11-20', '/files/educacao-antirracista.pdf', '/images/publicacoes/educacao-antirracista.svg', true),
  ('Manual do Grêmio Estudantil', 'Educação', 'Equipe Pedagógica MOV', '2025-09-01', '/files/manual-gremio-estudantil.pdf', '/images/publicacoes/manual-gremio.svg', true),
  ('Rascunho: Juventudes e Trabalho Digital', 'Trabalho', 'Observatório MOV', '2026-11-10', '/files/juventudes-trabalho-digital.pdf', null, false);

-- Home: media coverage -------------------------------------------------------------------------------------
insert into public.na_midia (title, source, published_at, link_url, logo_url) values
  ('Movimento jovem leva debate sobre orçamento público a escolas de Maceió', 'Folha do Litoral', '2026-10-28', 'https://www.example.com/folha-do-litoral/orcamento-publico-escolas', '/images/midia/folha-do-litoral.svg'),
  ('MOV lança pesquisa inédita sobre juventudes e clima no Nordeste', 'Rede Nordeste de Notícias', '2026-09-05', 'https://www.example.com/rede-nordeste/pesquisa-juventudes-clima', '/images/midia/rede-nordeste.svg'),
  ('Entrevista: o que os jovens esperam das eleições municipais', 'Rádio Educadora FM', '2026-07-19', 'https://www.example.com/radio-educadora/entrevista-eleicoes', '/images/midia/radio-educadora.svg'),
  ('Rodas de conversa sobre saúde mental chegam a dez cidades', 'Portal Agenda Jovem', '2026-05-22', 'https://www.example.com/agenda-jovem/rodas-saude-mental', '/images/midia/agenda-jovem.svg'),
  ('Jovens lideranças apresentam projetos à Câmara Municipal', 'TV Maré', '2026-03-14', 'https://www.example.com/tv-mare/jovens-liderancas-camara', '/images/midia/tv-mare.svg'),
  ('Revista destaca MOV entre iniciativas de impacto social de 2025', 'Revista Cidadania Ativa', '2025-12-10', 'https://www.example.com/cidadania-ativa/iniciativas-2025', '/images/midia/cidadania-ativa.svg');

-- Home: testimonials ---------------------------------------------------------------------------------------
insert into public.testimonials (name, role, quote, avatar_url, display_order) values
  ('Larissa Monteiro', 'Participante do Jovens Lideranças 2025', 'Entrei achando que política era coisa de gente velha. Saí com um projeto aprovado no orçamento participativo da minha cidade.', '/images/depoimentos/larissa-monteiro.svg', 1),
  ('Thiago Bezerra', 'Facilitador da Rede de Cuidado', 'Ver um grupo de adolescentes aprendendo a cuidar um do outro é a coisa mais bonita que já fiz como voluntário.', '/images/depoimentos/thiago-bezerra.svg', 2),
  ('Dona Cícera Lima', 'Mãe de participante, Arapiraca (AL)', 'Meu filho voltou das oficinas falando de conselho tutelar e de orçamento. Hoje ele explica para a família inteira.', null, 3),
  ('Gabriela Santos', 'Coordenadora de Projetos, Instituto Parceiro', 'O MOV entrega o que promete: metas claras, prestação de contas e jovens protagonistas de verdade.', '/images/depoimentos/gabriela-santos.svg', 4);

-- Home: representations -----------------------------------------------------------------------------------
insert into public.representacoes (name, category, logo_url, display_order) values
  ('Fórum Estadual de Juventudes', 'FÓRUNS & PACTOS', '/images/representacoes/forum-juventudes.svg', 1),
  ('Pacto pela Educação Integral', 'FÓRUNS & PACTOS', '/images/representacoes/pacto-educacao.svg', 2),
  ('Conselho Municipal dos Direitos da Criança e do Adolescente', 'CONSELHOS DE DIREITO', '/images/representacoes/cmdca.svg', 3),
  ('Conselho Estadual de Juventude', 'CONSELHOS DE DIREITO', '/images/representacoes/conselho-juventude.svg', 4),
  ('Coalizão Juventudes pelo Clima', 'COALIZÕES & CAMPANHAS', '/images/representacoes/coalizao-clima.svg', 5),
  ('Campanha Nacional Voto Jovem', 'COALIZÕES & CAMPANHAS', '/images/representacoes/voto-jovem.svg', 6),
  ('Prêmio Juventude Transformadora 2025', 'PRÊMIOS & RECONHECIMENTOS', '/images/representacoes/premio-juventude.svg', 7),
  ('Selo ODS 2025-2026', 'PRÊMIOS & RECONHECIMENTOS', '/images/selo-ods.svg', 8),
  ('Grupo de Trabalho Intersetorial de Cultura', null, '/images/representacoes/gt-cultura.svg', 9);

-- Home: partners --------------------------------------------------------------------------------------------
insert into public.partner_categories (id, name, display_order) values
  ('b8000000-0000-4000-8000-000000000001', 'Patrocinadores', 1),
  ('b8000000-0000-4000-8000-000000000002', 'Apoio Institucional', 2),
  ('b8000000-0000-4000-8000-000000000003', 'Parceiros de Execução', 3);

insert into public.partners (name, logo_url, site_url, category_id, display_order) values
  ('Instituto Aurora', '/images/parceiros/instituto-aurora.svg', 'https://www.example.org/instituto-aurora', 'b8000000-0000-4000-8000-000000000001', 1),
  ('Fundação Horizonte Azul', '/images/parceiros/fundacao-horizonte.svg', 'https://www.example.org/horizonte-azul', 'b8000000-0000-4000-8000-000000000001', 2),
  ('Cooperativa Mandacaru', '/images/parceiros/cooperativa-mandacaru.svg', null, 'b8000000-0000-4000-8000-000000000001', 3),
  ('Universidade Federal (Extensão)', '/images/parceiros/universidade-extensao.svg', 'https://www.example.org/extensao', 'b8000000-0000-4000-8000-000000000002', 4),
  ('Defensoria Pública — Núcleo da Infância', '/images/parceiros/defensoria.svg', null, 'b8000000-0000-4000-8000-000000000002', 5),
  ('Coletivo Raízes', '/images/parceiros/coletivo-raizes.svg', 'https://www.example.org/coletivo-raizes', 'b8000000-0000-4000-8000-000000000003', 6),
  ('Associação Maré Cheia', '/images/parceiros/mare-cheia.svg', null, 'b8000000-0000-4000-8000-000000000003', 7),
  ('Escola de Dados Cidadãos', '/images/parceiros/escola-dados.svg', 'https://www.example.org/escola-dados', 'b8000000-0000-4000-8000-000000000003', 8);

-- Home: manifestos -------------------------------------------------------------------------------------------
insert into public.manifestos (title, description, thematic, signed_at, link_url, is_active) values
  ('Manifesto pela Participação Juvenil', 'Defendemos que jovens tenham assento com voz e voto nos conselhos que decidem sobre suas vidas, com formação e condições reais de participar.', 'Participação política', '2026-09-21', '/files/manifesto-participacao-juvenil.pdf', true),
  ('Carta das Juventudes pelo Clima', 'Exigimos planos municipais de adaptação climática construídos com as comunidades mais afetadas, a começar pelas periferias e pelo litoral.', 'Meio ambiente', '2026-06-05', '/files/carta-juventudes-clima.pdf', true),
  ('Saúde Mental é Direito', 'Pedimos psicólogos em todas as escolas públicas e serviços de acolhimento que falem a língua de quem tem 15 anos.', 'Saúde mental', '2026-04-10', null, true),
  ('Compromisso por uma Escola Antirracista', 'Nos comprometemos a combater o racismo nas escolas e a cobrar a aplicação da lei que inclui a história afro-brasileira e indígena no currículo.', 'Educação', '2025-11-20', '/files/compromisso-escola-antirracista.pdf', true),
  ('Manifesto da Fundação', 'O texto que reuniu os primeiros jovens do MOV: ninguém constrói o futuro sozinho, e o futuro começa agora.', default, '2023-03-15', null, true),
  ('Nota sobre o calendário eleitoral 2024', 'Nota pública de 2024, arquivada.', 'Participação política', '2024-08-01', null, false);

-- News and authors -------------------------------------------------------------------------------------------
insert into public.autores (id, slug, name, role_title, bio, avatar_url, site_url, instagram_url, linkedin_url) values
  ('b3000000-0000-4000-8000-000000000001', 'ana-clara-menezes', 'Ana Clara Menezes', 'Coordenadora de Comunicação',
   'Jornalista formada pela universidade federal, cobre juventudes, clima e participação política. Está no MOV desde 2022 e coordena a equipe de comunicação.',
   '/images/autores/ana-clara-menezes.svg', null, 'https://www.instagram.com/', 'https://www.linkedin.com/'),
  ('b3000000-0000-4000-8000-000000000002', 'pedro-henrique-souza', 'Pedro Henrique Souza', 'Pesquisador do Observatório MOV',
   'Cientista social, pesquisa políticas públicas de juventude e orçamento municipal. Organiza as pesquisas de opinião do movimento.',
   '/images/autores/pedro-henrique-souza.svg', 'https://www.example.org/pedro-souza', null, 'https://www.linkedin.com/'),
  ('b3000000-0000-4000-8000-000000000003', 'luiza-amaral', 'Luiza Amaral', 'Educadora e facilitadora',
   'Professora da rede pública e facilitadora de oficinas de cidadania. Escreve sobre educação, grêmios estudantis e escola democrática.',
   '/images/autores/luiza-amaral.svg', null, 'https://www.instagram.com/', null);

insert into public.noticias (id, slug, title, summary, body, cover_image_url, cover_image_alt, author_id, published_at, is_published) values
  ('b2000000-0000-4000-8000-000000000001', 'encontro-nacional-2026-maceio', 'Encontro Nacional MOV 2026 reunirá juventudes de todo o país em Maceió',
   'Três dias de debates, oficinas e cultura marcam a maior edição do encontro, com inscrições gratuitas para jovens de 15 a 29 anos.',
   E'O **Encontro Nacional MOV 2026** acontece de 12 a 14 de dezembro, em Maceió, e deve reunir mais de 800 jovens de todas as regiões do país.\n\n## Programação\n\n- Mesas sobre participação política, clima e saúde mental;\n- Oficinas práticas de orçamento público e comunicação;\n- Noite cultural com artistas locais.\n\nAs inscrições são gratuitas e as vagas com hospedagem solidária são prioritárias para jovens do interior.\n\n> "O encontro é o lugar onde a gente descobre que não está sozinho", conta a coordenadora Ana Clara Menezes.',
   '/images/noticias/encontro-nacional.svg',
   'Arte de capa em degradê vermelho e laranja com o título Encontro Nacional MOV 2026 reunirá juventudes de todo o país em Maceió, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000001', '2026-11-18 13:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000002', 'pesquisa-juventudes-clima-resultados', 'Pesquisa mostra que 8 em cada 10 jovens nordestinos já sentem efeitos da crise climática',
   'Levantamento do Observatório MOV ouviu 2.400 jovens em nove estados e aponta calor extremo e falta d''água como principais preocupações.',
   E'A pesquisa **Juventudes e Clima** ouviu 2.400 jovens de 15 a 29 anos nos nove estados do Nordeste.\n\n## Principais resultados\n\n1. 81% dizem já sentir efeitos das mudanças climáticas no dia a dia;\n2. 64% apontam o calor extremo como o principal problema;\n3. Apenas 12% conhecem o plano climático da sua cidade.\n\nO relatório completo está disponível no Portal de Conteúdos.',
   '/images/noticias/pesquisa-clima.svg',
   'Arte de capa em degradê vermelho e laranja com o título Pesquisa mostra que 8 em cada 10 jovens nordestinos já sentem efeitos da crise climática, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000002', '2026-10-30 12:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000003', 'jovens-liderancas-apresentam-projetos', 'Turma do Jovens Lideranças apresenta 14 projetos à Câmara Municipal',
   'Propostas vão de hortas escolares a rotas seguras para estudantes e foram entregues aos vereadores em sessão aberta.',
   E'Depois de seis meses de formação, a turma 2026 do **Jovens Lideranças** apresentou 14 projetos em sessão aberta da Câmara Municipal.\n\nEntre as propostas estão hortas comunitárias em escolas, rotas seguras para estudantes e a criação de um conselho municipal de juventude.\n\nTrês projetos já foram incorporados ao orçamento participativo do próximo ano.',
   '/images/noticias/jovens-liderancas.svg',
   'Arte de capa em degradê vermelho e laranja com o título Turma do Jovens Lideranças apresenta 14 projetos à Câmara Municipal, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000003', '2026-10-12 15:30:00+00', true),
  ('b2000000-0000-4000-8000-000000000004', 'rede-de-cuidado-dez-cidades', 'Rede de Cuidado chega a dez cidades com rodas de conversa sobre saúde mental',
   'Programa forma jovens facilitadores para conduzir grupos de apoio entre pares, com supervisão de psicólogas voluntárias.',
   E'A **Rede de Cuidado** completou dois anos e agora está presente em dez cidades de Alagoas, Pernambuco e Sergipe.\n\nCada roda de conversa é conduzida por dois jovens facilitadores formados pelo programa e acompanhada por uma psicóloga voluntária.\n\nQuer levar a Rede para a sua escola? Escreva para a equipe pelo formulário de parcerias.',
   '/images/noticias/rede-de-cuidado.svg',
   'Arte de capa em degradê roxo e azul com o título Rede de Cuidado chega a dez cidades com rodas de conversa sobre saúde mental, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000001', '2026-09-22 11:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000005', 'oficinas-orcamento-publico-escolas', 'Oficinas de orçamento público passam por 30 escolas estaduais',
   'Estudantes simularam audiências públicas e aprenderam a ler a lei orçamentária do próprio município.',
   E'Em parceria com a Secretaria de Educação, o MOV levou oficinas de **orçamento público** a 30 escolas estaduais.\n\nOs estudantes analisaram a lei orçamentária do município, identificaram prioridades e simularam uma audiência pública.\n\n*"Descobri quanto a prefeitura gasta com o transporte escolar e agora sei a quem cobrar"*, disse uma das participantes.',
   '/images/noticias/orcamento-escolas.svg',
   'Arte de capa em degradê azul e verde-água com o título Oficinas de orçamento público passam por 30 escolas estaduais, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000003', '2026-08-15 14:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000006', 'mov-assume-cadeira-conselho-juventude', 'MOV assume cadeira no Conselho Estadual de Juventude',
   'Representação garante voz do movimento na definição das políticas de juventude do estado pelos próximos dois anos.',
   E'O MOV foi eleito para uma das cadeiras da sociedade civil no **Conselho Estadual de Juventude** para o biênio 2026-2027.\n\nA representação será exercida por uma conselheira titular e um suplente, ambos com menos de 25 anos.\n\nAs pautas prioritárias são o passe livre estudantil, o primeiro emprego e a saúde mental nas escolas.',
   '/images/noticias/conselho-juventude.svg',
   'Arte de capa em degradê roxo e azul com o título MOV assume cadeira no Conselho Estadual de Juventude, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000002', '2026-07-03 10:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000007', 'trilhas-formativas-novos-modulos', 'Trilhas formativas ganham novos módulos sobre comunicação e dados',
   'Conteúdos gratuitos e on-line ensinam a produzir campanhas e a usar dados públicos para defender causas.',
   E'As **Trilhas Formativas** do MOV ganharam novos módulos sobre comunicação para causas e uso de dados públicos.\n\nTodo o conteúdo é gratuito, pode ser feito no celular e emite certificado de participação.',
   '/images/noticias/trilhas-formativas.svg',
   'Arte de capa em degradê laranja e rosa com o título Trilhas formativas ganham novos módulos sobre comunicação e dados, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000001', '2026-05-27 09:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000008', 'selo-ods-2025-2026', 'MOV recebe o Selo ODS 2025-2026',
   'Certificação reconhece o alinhamento dos programas do movimento aos Objetivos de Desenvolvimento Sustentável.',
   E'O MOV foi certificado com o **Selo ODS 2025-2026**, que reconhece organizações cujos projetos contribuem para os Objetivos de Desenvolvimento Sustentável.\n\nOs programas avaliados contribuem principalmente para os ODS 4 (educação de qualidade), 10 (redução das desigualdades) e 16 (paz, justiça e instituições eficazes).',
   '/images/noticias/selo-ods.svg',
   'Arte de capa em degradê amarelo e laranja com o título MOV recebe o Selo ODS 2025-2026, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000002', '2026-03-18 16:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000009', 'relatorio-anual-2025-publicado', 'Relatório anual 2025: 7 mil jovens alcançados e contas abertas',
   'Documento detalha atividades, resultados e a prestação de contas completa do movimento no último ano.',
   E'O **Relatório Anual de Atividades 2025** já está disponível no Portal de Conteúdos.\n\nEm 2025, o movimento alcançou mais de 7 mil jovens em 42 municípios, com 10 programas em andamento.\n\nA prestação de contas completa, auditada, também está publicada no portal da transparência.',
   '/images/noticias/relatorio-anual.svg',
   'Arte de capa em degradê azul-turquesa com o título Relatório anual 2025: 7 mil jovens alcançados e contas abertas, e a marca MOV no canto.', 'b3000000-0000-4000-8000-000000000003', '2026-02-20 12:00:00+00', true),
  ('b2000000-0000-4000-8000-000000000010', 'rascunho-agenda-2027', 'Rascunho: agenda de formações de 2027',
   'Texto em revisão pela equipe de comunicação.',
   E'Em revisão.',
   null, null, 'b3000000-0000-4000-8000-000000000001', '2026-11-20 12:00:00+00', false),
  -- Scheduled two weeks after the data is created: the newsroom shows it as "Agendada", visitors
  -- do not see it until then (row-level security).
  ('b2000000-0000-4000-8000-000000000011', 'inscricoes-encontro-regional-2027', 'Inscrições abertas para os encontros regionais de 2027',
   'Cinco encontros regionais levam oficinas e debates às capitais do Nordeste no primeiro semestre.',
   E'As inscrições para os **encontros regionais de 2027** abrem em breve.\n\nSerão cinco encontros, um em cada capital participante, com oficinas de comunicação, orçamento público e cuidado.',
   null, null, 'b3000000-0000-4000-8000-000000000002', now() + interval '14 days', true);

-- Institutes ----------------------------------------------------------------------------------------------------
insert into public.institutos (id, slug, name, city, state, description, logo_url, site_url, display_order, is_active) values
  ('b4000000-0000-4000-8000-000000000001', 'instituto-mov-alagoas', 'Instituto MOV Alagoas', 'Maceió', 'AL',
   'Sede do movimento e primeiro instituto, coordena os programas no litoral e no agreste alagoano e abriga o Observatório MOV.',
   '/images/institutos/mov-alagoas.svg', 'https://www.example.org/mov-alagoas', 1, true),
  ('b4000000-0000-4000-8000-000000000002', 'instituto-mov-pernambuco', 'Instituto MOV Pernambuco', 'Recife', 'PE',
   'Atua com grêmios estudantis e coletivos culturais da Região Metropolitana do Recife e do sertão do Pajeú.',
   '/images/institutos/mov-pernambuco.svg', null, 2, true),
  ('b4000000-0000-4000-8000-000000000003', 'instituto-mov-bahia', 'Instituto MOV Bahia', 'Salvador', 'BA',
   'Foco em juventudes negras, cultura e clima, com projetos em Salvador, no Recôncavo e no sul do estado.',
   '/images/institutos/mov-bahia.svg', 'https://www.example.org/mov-bahia', 3, true),
  ('b4000000-0000-4000-8000-000000000004', 'instituto-mov-sao-paulo', 'Instituto MOV São Paulo', 'São Paulo', 'SP',
   'O instituto mais novo da rede leva as trilhas formativas e o Voto Consciente a escolas da zona leste e do ABC.',
   '/images/institutos/mov-sao-paulo.svg', null, 4, true);

-- Research ---------------------------------------------------------------------------------------------------------
insert into public.pesquisas (id, slug, title, summary, body, authors, year, file_url, cover_image_url, is_published) values
  ('b5000000-0000-4000-8000-000000000001', 'juventudes-e-clima-nordeste', 'Juventudes e Clima no Nordeste',
   'Como 2.400 jovens de nove estados percebem a crise climática, quem eles responsabilizam e o que estão dispostos a fazer.',
   E'## Metodologia\n\nQuestionário on-line e presencial aplicado entre março e junho de 2026, com amostra por cotas de idade, gênero, raça e região.\n\n## Destaques\n\n- 81% já sentem efeitos das mudanças climáticas;\n- 58% participariam de ações coletivas no bairro;\n- 12% conhecem o plano climático da sua cidade.',
   'Pedro Henrique Souza, Ana Clara Menezes', 2026, '/files/pesquisa-juventudes-clima.pdf', '/images/pesquisas/juventudes-clima.svg', true),
  ('b5000000-0000-4000-8000-000000000002', 'participacao-politica-jovem-2025', 'Participação Política Jovem 2025',
   'Onde, como e por que jovens participam (ou deixam de participar) da política institucional e comunitária.',
   E'## Objetivo\n\nEntender as barreiras de acesso de jovens a conselhos, audiências públicas e partidos.\n\n## Principais achados\n\nA falta de informação e de horários compatíveis com escola e trabalho é a principal barreira citada.',
   'Pedro Henrique Souza', 2025, '/files/pesquisa-participacao-politica.pdf', '/images/pesquisas/participacao-politica.svg', true),
  ('b5000000-0000-4000-8000-000000000003', 'saude-mental-escolas-publicas', 'Saúde Mental nas Escolas Públicas',
   'Escuta com estudantes e professores de 40 escolas sobre ansiedade, violência e acolhimento.',
   E'## Resultados\n\nSete em cada dez estudantes relatam sintomas de ansiedade; apenas 9% das escolas ouvidas contam com psicólogo.',
   'Rede de Cuidado MOV, Luiza Amaral', 2025, '/files/pesquisa-saude-mental-escolas.pdf', '/images/pesquisas/saude-mental.svg', true),
  ('b5000000-0000-4000-8000-000000000004', 'juventudes-e-trabalho', 'Juventudes e Trabalho',
   'Primeiro emprego, trabalho por aplicativo e informalidade entre jovens de 18 a 29 anos.',
   null,
   'Observatório MOV', 2024, '/files/pesquisa-juventudes-trabalho.pdf', '/images/pesquisas/juventudes-trabalho.svg', true);

-- Training tracks and modules ------------------------------------------------------------------------------------
insert into public.trilhas (id, slug, title, description, cover_image_url, level, estimated_hours, display_order, is_published) values
  ('b6000000-0000-4000-8000-000000000001', 'participacao-cidada', 'Participação Cidadã',
   'Do grêmio ao conselho municipal: como funcionam os espaços de participação e como ocupar cada um deles.',
   '/images/trilhas/participacao-cidada.svg', 'iniciante', 8, 1, true),
  ('b6000000-0000-4000-8000-000000000002', 'comunicacao-para-causas', 'Comunicação para Causas',
   'Planeje, produza e avalie uma campanha de mobilização com poucos recursos e muita estratégia.',
   '/images/trilhas/comunicacao-causas.svg', 'intermediario', 12, 2, true);

insert into public.trilha_modulos (id, trilha_id, title, content, video_url, display_order) values
  ('b7000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-000000000001', 'O que é participação social',
   E'## Para começar\n\nParticipar é influenciar decisões que afetam a sua vida. Neste módulo você conhece as formas de participação previstas na Constituição de 1988.\n\n### Atividade\n\nListe três decisões tomadas na sua cidade no último ano que afetaram jovens.',
   null, 1),
  ('b7000000-0000-4000-8000-000000000002', 'b6000000-0000-4000-8000-000000000001', 'Grêmios estudantis',
   E'## O grêmio é seu\n\nA Lei 7.398/1985 garante a organização de grêmios. Veja como criar um, escrever o estatuto e organizar eleições.',
   null, 2),
  ('b7000000-0000-4000-8000-000000000003', 'b6000000-0000-4000-8000-000000000001', 'Conselhos de direitos',
   E'## Conselhos\n\nConselhos de direitos reúnem governo e sociedade civil. Entenda como funcionam as eleições e as reuniões ordinárias.',
   null, 3),
  ('b7000000-0000-4000-8000-000000000004', 'b6000000-0000-4000-8000-000000000001', 'Orçamento público na prática',
   E'## Siga o dinheiro\n\nPPA, LDO e LOA: os três instrumentos do orçamento e onde encontrá-los no portal da transparência da sua cidade.',
   null, 4),
  ('b7000000-0000-4000-8000-000000000005', 'b6000000-0000-4000-8000-000000000002', 'Causa, público e mensagem',
   E'## Comece pelo porquê\n\nDefina a mudança que você quer, quem pode fazê-la acontecer e o que essa pessoa precisa ouvir.',
   null, 1),
  ('b7000000-0000-4000-8000-000000000006', 'b6000000-0000-4000-8000-000000000002', 'Redes sociais com estratégia',
   E'## Menos posts, mais conversa\n\nCalendário editorial, formatos que funcionam e como medir se a campanha está dando certo.',
   null, 2),
  ('b7000000-0000-4000-8000-000000000007', 'b6000000-0000-4000-8000-000000000002', 'Dados que convencem',
   E'## Números contam histórias\n\nComo encontrar dados públicos confiáveis e transformá-los em gráficos simples e honestos.',
   null, 3);

-- Institutional and network pages (section + slug = the route) ----------------------------------------------
insert into public.paginas (section, slug, title, summary, body) values
  ('institucional', 'presidencia-geral', 'Presidência Geral',
   'A Presidência Geral coordena a estratégia do MOV, representa o movimento publicamente e responde pela prestação de contas.',
   E'## Quem coordena o movimento\n\nA Presidência Geral é eleita a cada dois anos pela Assembleia Geral de membros e é formada por uma presidenta, um vice-presidente e uma secretária-geral, todos com menos de 30 anos.\n\n## Atribuições\n\n- Definir as prioridades anuais junto às presidências regionais;\n- Representar o MOV perante governos, conselhos e parceiros;\n- Prestar contas à Assembleia Geral e publicar o relatório anual.\n\n## Mandato 2025-2027\n\nO mandato atual tem como metas chegar a 10 mil jovens formados e abrir dois novos institutos.'),
  ('institucional', 'institutos', 'Institutos',
   'Os institutos são as unidades regionais do MOV: cada um adapta os programas à realidade do seu território.',
   E'## Uma rede de institutos\n\nCada instituto tem coordenação própria, conselho local e autonomia para criar projetos, seguindo a carta de princípios do movimento.\n\nConheça abaixo os institutos em funcionamento e entre em contato com o mais próximo de você.'),
  ('institucional', 'presidencias', 'Presidências',
   'Presidências regionais e temáticas dividem a coordenação do movimento e garantem que decisões sejam tomadas perto de quem participa.',
   E'## Presidências regionais\n\nNordeste, Sudeste e Norte-Centro-Oeste têm presidências próprias, eleitas pelos membros de cada região.\n\n## Presidências temáticas\n\n- **Educação**: grêmios, escola democrática e educação antirracista;\n- **Clima e Território**: adaptação climática e direito à cidade;\n- **Cuidado**: saúde mental e redes de apoio entre pares;\n- **MOV+**: a plataforma de pontos e engajamento dos membros.'),
  ('institucional', 'nossa-historia', 'Nossa História',
   'De um grupo de estudantes secundaristas em Maceió a uma rede presente em quatro estados: a história do MOV.',
   E'## 2023: o começo\n\nO MOV nasceu em março de 2023, quando estudantes de três escolas públicas de Maceió se juntaram para cobrar o transporte escolar do município.\n\n## 2024: primeiros programas\n\nCom o apoio de parceiros, surgiram o Voto Consciente e o Jovens Lideranças. Os primeiros institutos fora de Alagoas abriram no fim do ano.\n\n## 2025: reconhecimento\n\nO movimento ultrapassou 7 mil jovens alcançados, recebeu o Selo ODS 2025-2026 e passou a ocupar cadeiras em conselhos de direitos.\n\n## Hoje\n\nSão mais de 10 programas em andamento e uma certeza: o futuro começa agora.'),
  ('institucional', 'representacoes', 'Representações',
   'Onde o MOV tem assento: fóruns, conselhos de direitos, coalizões e campanhas, além dos prêmios que recebemos.',
   E'## Por que ocupamos esses espaços\n\nPolíticas de juventude precisam ser decididas com jovens. Por isso o MOV disputa e ocupa cadeiras em fóruns e conselhos, sempre com representantes jovens e prestação de contas aos membros.\n\nVeja abaixo as representações organizadas por categoria.'),
  ('institucional', 'parceiros', 'Parceiros',
   'Empresas, institutos, universidades e coletivos que tornam o trabalho do MOV possível.',
   E'## Parcerias que transformam\n\nNossos parceiros apoiam com recursos, conhecimento e execução de projetos. Toda parceria segue a nossa política de integridade e é publicada no relatório anual.\n\n## Quer ser parceiro?\n\nUse o botão **Torne-se um Parceiro** na página inicial e conte para nós a sua proposta.'),
  ('institucional', 'estrutura', 'Estrutura',
   'Assembleia Geral, Presidência Geral, conselho fiscal e equipes: como o MOV se organiza e toma decisões.',
   E'## Instâncias\n\n1. **Assembleia Geral**: reúne todos os membros e é a instância máxima de decisão;\n2. **Presidência Geral**: coordena a estratégia e representa o movimento;\n3. **Conselho Fiscal**: acompanha as contas e aprova o relatório financeiro;\n4. **Presidências regionais e temáticas**: executam os programas.\n\n## Equipes\n\nComunicação, Projetos, Advocacy, Observatório e Administração-Financeiro.'),
  ('institucional', 'guias-documentos', 'Guias e Documentos',
   'Estatuto, relatórios, políticas e guias práticos do MOV para consulta e download.',
   E'## Transparência\n\nTodos os documentos institucionais do MOV estão disponíveis para consulta. Se não encontrar o que procura, escreva para a nossa equipe.'),
  ('redes-e-projetos', 'egide', 'Égide',
   'A Égide é a rede de proteção do MOV: acolhimento e orientação para jovens em situação de violência ou violação de direitos.',
   E'## O que é a Égide\n\nUma rede de voluntários formados para acolher, orientar e encaminhar jovens em situação de violência aos serviços públicos adequados.\n\n## Como funciona\n\n- Acolhimento inicial sigiloso;\n- Encaminhamento para conselho tutelar, defensoria ou rede de saúde;\n- Acompanhamento até a resolução do caso.'),
  ('redes-e-projetos', 'mov-pelo-futuro', 'MOV pelo Futuro',
   'Campanha permanente de mobilização por políticas públicas de juventude nas eleições e fora delas.',
   E'## Compromissos com a juventude\n\nA cada eleição, o MOV pelo Futuro apresenta aos candidatos uma agenda construída com jovens e acompanha o cumprimento dos compromissos assinados.\n\n## Agenda 2026\n\nPasse livre estudantil, saúde mental nas escolas, primeiro emprego e adaptação climática.'),
  ('redes-e-projetos', 'conectamov', 'ConectaMOV',
   'A rede que conecta coletivos juvenis de todo o país para trocar experiências, recursos e oportunidades.',
   E'## Conectar para fortalecer\n\nO ConectaMOV reúne mais de 120 coletivos juvenis em encontros on-line mensais, um mural de oportunidades e mentorias entre organizações.\n\nParticipar é gratuito: basta que o coletivo seja formado majoritariamente por jovens.'),
  ('redes-e-projetos', 'rede-conselheiros', 'Rede de Conselheiros',
   'Jovens conselheiros de direitos formados e acompanhados pelo MOV trocam experiências e atuam em conjunto.',
   E'## Quem participa\n\nJovens que ocupam cadeiras em conselhos municipais e estaduais, indicados pelo MOV ou por organizações parceiras.\n\n## O que oferecemos\n\n- Formação inicial sobre o funcionamento dos conselhos;\n- Encontros trimestrais de troca;\n- Apoio jurídico e técnico para pareceres e denúncias.'),
  ('redes-e-projetos', 'trilhas-formativas', 'Trilhas Formativas',
   'Cursos gratuitos e on-line sobre participação, comunicação e dados, com certificado.',
   E'## Aprenda no seu ritmo\n\nAs trilhas formativas são sequências de módulos curtos, com textos, vídeos e atividades práticas. Escolha uma trilha e comece agora.'),
  ('redes-e-projetos', 'pesquisas', 'Pesquisas',
   'O Observatório MOV produz pesquisas sobre juventudes para orientar políticas públicas e o próprio movimento.',
   E'## Dados sobre juventudes, feitos com juventudes\n\nNossas pesquisas são desenhadas com a participação de jovens pesquisadores e têm os dados abertos para quem quiser reutilizá-los.'),
  ('redes-e-projetos', 'fdca-al', 'FDCA-AL',
   'O MOV integra o Fórum de Defesa dos Direitos da Criança e do Adolescente de Alagoas.',
   E'## O Fórum\n\nO FDCA-AL reúne organizações da sociedade civil que atuam na defesa dos direitos de crianças e adolescentes em Alagoas.\n\n## Nossa atuação\n\nO MOV coordena o grupo de trabalho de participação adolescente e apoia a formação de conselheiros tutelares.'),
  ('redes-e-projetos', 'observatorio', 'Observatório',
   'O Observatório MOV acompanha indicadores, orçamentos e políticas de juventude e publica análises abertas.',
   E'## O que monitoramos\n\n- Orçamento destinado a políticas de juventude nos municípios parceiros;\n- Indicadores de educação, emprego e violência entre jovens;\n- Cumprimento dos compromissos assinados por gestores públicos.\n\n## Dados abertos\n\nTodas as bases estão disponíveis para download no Portal de Conteúdos.');

-- Guides and documents ----------------------------------------------------------------------------------------------
insert into public.documentos (title, category, description, file_url, published_at) values
  ('Estatuto Social do MOV', 'Documentos institucionais', 'Estatuto aprovado pela Assembleia Geral de 2025.', '/files/estatuto-social.pdf', '2025-03-15'),
  ('Código de Conduta', 'Documentos institucionais', 'Regras de convivência e integridade para membros, voluntários e equipe.', '/files/codigo-de-conduta.pdf', '2025-05-02'),
  ('Relatório Anual 2025', 'Relatórios e prestação de contas', 'Atividades, resultados e demonstrações financeiras do ano.', '/files/relatorio-anual-2025.pdf', '2026-02-20'),
  ('Parecer do Conselho Fiscal 2025', 'Relatórios e prestação de contas', 'Parecer sobre as contas do exercício de 2025.', '/files/parecer-conselho-fiscal-2025.pdf', '2026-03-10'),
  ('Guia do Voluntário', 'Guias práticos', 'Tudo o que você precisa saber antes de começar como voluntário do MOV.', '/files/guia-do-voluntario.pdf', '2025-08-01'),
  ('Guia de Criação de Grêmios', 'Guias práticos', 'Passo a passo para criar e registrar o grêmio estudantil da sua escola.', '/files/guia-criacao-gremios.pdf', '2026-01-25');

-- Partnership proposals waiting in the admin area ------------------------------------------------------------------
insert into public.parcerias_solicitacoes (organization_name, contact_name, email, phone, partnership_type, proposal, instagram_url, site_url, cnpj, organization_description, created_at) values
  ('Editora Sementes', 'Renata Cavalcante', 'renata@example.org', '(82) 99999-0001', 'Pro-bono', 'Podemos imprimir gratuitamente 2.000 exemplares da Cartilha de Saúde Mental entre Pares para as escolas atendidas pela Rede de Cuidado.', '', 'https://www.example.org/editora-sementes', '12.345.678/0001-90', 'Editora independente de livros infantojuvenis com sede em Maceió.', '2026-11-12 14:20:00+00'),
  ('Rádio Comunitária Vila Nova', 'Edson Pereira', 'contato@example.net', '', 'Divulgacao', 'Queremos abrir um programa semanal de 30 minutos feito por jovens do MOV, com pautas de cidadania e cultura local.', 'https://www.instagram.com/', '', '', 'Rádio comunitária com 20 anos de atuação na parte alta da cidade.', '2026-11-17 09:05:00+00');

-- MOV+: missions, rewards, points, redemptions ----------------------------------------------------------------------
insert into public.mov_plus_missoes (id, title, description, points, is_active, display_order) values
  ('b9000000-0000-4000-8000-000000000001', 'Participe de uma oficina', 'Compareça a qualquer oficina presencial ou on-line do MOV e registre sua presença.', 50, true, 1),
  ('b9000000-0000-4000-8000-000000000002', 'Conclua uma trilha formativa', 'Termine todos os módulos de uma trilha formativa e envie o certificado.', 150, true, 2),
  ('b9000000-0000-4000-8000-000000000003', 'Traga um amigo', 'Convide uma pessoa que se torne membro do MOV.', 80, true, 3),
  ('b9000000-0000-4000-8000-000000000004', 'Assista a uma reunião de conselho', 'Acompanhe uma reunião pública de um conselho de direitos e compartilhe um resumo.', 100, true, 4),
  ('b9000000-0000-4000-8000-000000000005', 'Mutirão de férias 2025', 'Missão encerrada.', 60, false, 5);

insert into public.mov_plus_recompensas (id, title, description, cost, stock, image_url, is_active, display_order) values
  ('ba000000-0000-4000-8000-000000000001', 'Camiseta MOV', 'Camiseta de algodão orgânico com o logo do movimento.', 200, 25, '/images/recompensas/camiseta.svg', true, 1),
  ('ba000000-0000-4000-8000-000000000002', 'Ingresso para o Encontro Nacional', 'Inscrição com hospedagem solidária no Encontro Nacional MOV.', 500, 10, '/images/recompensas/ingresso.svg', true, 2),
  ('ba000000-0000-4000-8000-000000000003', 'Kit de cadernos', 'Caderno, caneta e adesivos do MOV.', 120, 40, '/images/recompensas/cadernos.svg', true, 3),
  ('ba000000-0000-4000-8000-000000000004', 'Mentoria com a Presidência', 'Uma hora de conversa com a Presidência Geral. Temporariamente indisponível.', 400, 0, '/images/recompensas/mentoria.svg', false, 4);

insert into public.mov_plus_pontos (user_id, points, reason, mission_id, awarded_by, created_at) values
  ('a0000000-0000-4000-8000-000000000004', 50, 'Oficina de orçamento público', 'b9000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-08-15 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000004', 150, 'Trilha Participação Cidadã concluída', 'b9000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', '2026-09-02 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000004', 80, 'Convidou Lucas Ferreira', 'b9000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', '2026-09-20 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000004', 100, 'Reunião do Conselho Municipal de Educação', 'b9000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003', '2026-10-14 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000005', 150, 'Trilha Comunicação para Causas concluída', 'b9000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', '2026-07-11 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000005', 100, 'Reunião do Conselho Municipal de Juventude', 'b9000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003', '2026-08-05 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000005', 50, 'Oficina de comunicação', 'b9000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-10-01 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000005', 50, 'Oficina de dados abertos', 'b9000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-10-20 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000006', 50, 'Oficina de orçamento público', 'b9000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-09-25 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000006', 100, 'Reunião do Conselho Tutelar aberta', 'b9000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003', '2026-10-18 18:00:00+00'),
  ('a0000000-0000-4000-8000-000000000007', 50, 'Oficina de saúde mental', 'b9000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-11-05 18:00:00+00');

-- One redemption already approved (with its ledger debit, as the decision trigger would write) and
-- one waiting for the MOV+ presidency.
insert into public.mov_plus_resgates (id, user_id, reward_id, status, decided_by, decided_at, created_at) values
  ('bb000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005', 'ba000000-0000-4000-8000-000000000003', 'aprovado', 'a0000000-0000-4000-8000-000000000003', '2026-10-22 14:00:00+00', '2026-10-21 20:00:00+00'),
  ('bb000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004', 'ba000000-0000-4000-8000-000000000001', 'pendente', null, null, '2026-11-19 21:00:00+00');

insert into public.mov_plus_pontos (user_id, points, reason, redemption_id, awarded_by, created_at) values
  ('a0000000-0000-4000-8000-000000000005', -120, 'Resgate: Kit de cadernos', 'bb000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', '2026-10-22 14:00:00+00');
