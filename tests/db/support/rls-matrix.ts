// The access matrix (written once, run by tests/db/rls-matrix.test.ts on PGlite as the local backend
// and by tests/db/rls-matrix.pg.test.ts on PostgreSQL 15 as hosted Supabase): every table and view
// in `public`, every table in `private`, and every table elsewhere that the migrations give the API
// roles policies on (Storage's `storage.objects`, named with their schema); for each caller and
// each command, what the database answers. Every cell below is a test that runs the statement on
// the real migrations (rolled back afterwards) and checks the outcome.
//
// Callers: anon (the public key), user (a member acting on someone else's row), owner (a member on
// their own row, only where rows have an owner), then each staff role (escritor, mov_plus_admin,
// admin) twice: at aal2 (a password and a verified second factor: staff rights) and at aal1 (a
// password alone: exactly what a member acting on someone else's row has; and, since the seeded
// staff accounts have a verified factor, not even their own profile, which needs aal2 like every
// member's own data once a factor is on: 20261127010200_member_two_factor.sql). Members (without a
// factor in the seed) act at aal1, as after a password. Besides the
// cells, whole-matrix tests run every staff cell of aal1 again with a token that has no `aal`
// claim at all, and every member cell again at aal2 (a member who enrolled a factor gains
// nothing).
// Outcomes:
//   select  all      every row
//           visible  exactly the rows visitors may see (active/published), fewer than all
//           own      only the caller's rows
//           none     no rows, no error
//   write   allowed  one row inserted / updated / deleted
//           none     0 rows affected (RLS filtered the target out), no error
//   any     denied   SQLSTATE 42501 (no grant, or a row-level policy rejected the row)
//           readonly SQLSTATE 55000 (a view that cannot be written at all, whoever asks)
// Besides the four commands, a few rows single out the write a rule is about:
//   update status     parcerias_solicitacoes: mark the proposal `tratada`
//   insert status, insert handled_at, insert handled_by
//                     parcerias_solicitacoes: send a new proposal with that staff column set
//                     (already `tratada`, a handling time, a handler)
//   update role       profiles: make the target account an admin
//   drop own role     profiles: the caller sets their own role to `user` (a member keeps theirs)
//   insert other      storage.objects: upload into a bucket that no policy names
//   insert newsroom   storage.objects: upload into site-media's `noticias/` folder (writers' own)
//   refuse            mov_plus_resgates: refuse a pending request with a reason (status and
//                     refusal_reason); members ask through mov_plus_request_redemption, so no
//                     role inserts a redemption or a ledger row directly
import { expect } from 'vitest'
import {
  anon,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Aal,
  type Caller,
  type SqlSession,
} from './database'

type Staff = 'escritor' | 'mov_plus_admin' | 'admin'
type Actor = 'anon' | 'user' | 'owner' | Staff | `${Staff} at aal1`
type Command =
  | 'select'
  | 'insert'
  | 'update'
  | 'delete'
  | 'update status'
  | 'insert status'
  | 'insert handled_at'
  | 'insert handled_by'
  | 'update role'
  | 'drop own role'
  | 'insert other'
  | 'insert newsroom'
  | 'refuse'
type Expected = 'all' | 'visible' | 'own' | 'editable' | 'none' | 'allowed' | 'denied' | 'readonly'
type Cell = Expected | '-'

const staff: Staff[] = ['escritor', 'mov_plus_admin', 'admin']
const actors: Actor[] = [
  'anon',
  'user',
  'owner',
  ...staff,
  ...staff.map((role): Actor => `${role} at aal1`),
]

// prettier-ignore
const matrix: [table: string, command: Command, ...cells: Cell[]][] = [
  //                                                                                              staff at aal2                       staff at aal1
  //                                                          anon        user        owner       escritor    mov+admin   admin       escritor    mov+admin   admin
  ['programas',                           'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['programas',                           'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['programas',                           'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['programas',                           'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['home_banners',                        'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['home_banners',                        'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['home_banners',                        'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['home_banners',                        'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['pdc_publications',                    'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['pdc_publications',                    'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['pdc_publications',                    'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['pdc_publications',                    'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['na_midia',                            'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['na_midia',                            'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['na_midia',                            'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['na_midia',                            'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['testimonials',                        'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['testimonials',                        'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['testimonials',                        'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['testimonials',                        'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['representacoes',                      'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['representacoes',                      'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['representacoes',                      'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['representacoes',                      'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['partner_categories',                  'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['partner_categories',                  'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['partner_categories',                  'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['partner_categories',                  'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['partners',                            'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['partners',                            'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['partners',                            'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['partners',                            'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['manifestos',                          'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['manifestos',                          'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['manifestos',                          'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['manifestos',                          'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['autores',                             'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['autores',                             'insert',           'denied',   'denied',   '-',        'allowed',  'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['autores',                             'update',           'denied',   'none',     '-',        'allowed',  'none',     'allowed',  'none',     'none',     'none'],
  ['autores',                             'delete',           'denied',   'none',     '-',        'allowed',  'none',     'allowed',  'none',     'none',     'none'],
  ['noticias',                            'select',           'visible',  'visible',  '-',        'all',      'visible',  'all',      'visible',  'visible',  'visible'],
  ['noticias',                            'insert',           'denied',   'denied',   '-',        'allowed',  'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['noticias',                            'update',           'denied',   'none',     '-',        'allowed',  'none',     'allowed',  'none',     'none',     'none'],
  ['noticias',                            'delete',           'denied',   'none',     '-',        'allowed',  'none',     'allowed',  'none',     'none',     'none'],
  ['institutos',                          'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['institutos',                          'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['institutos',                          'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['institutos',                          'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['pesquisas',                           'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['pesquisas',                           'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['pesquisas',                           'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['pesquisas',                           'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['trilhas',                             'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['trilhas',                             'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['trilhas',                             'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['trilhas',                             'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['trilha_modulos',                      'select',           'visible',  'visible',  '-',        'visible',  'visible',  'all',      'visible',  'visible',  'visible'],
  ['trilha_modulos',                      'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['trilha_modulos',                      'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['trilha_modulos',                      'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['paginas',                             'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['paginas',                             'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['paginas',                             'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['paginas',                             'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['documentos',                          'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['documentos',                          'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['documentos',                          'update',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['documentos',                          'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['parcerias_solicitacoes',              'select',           'denied',   'none',     '-',        'none',     'none',     'all',      'none',     'none',     'none'],
  ['parcerias_solicitacoes',              'insert',           'allowed',  'allowed',  '-',        'allowed',  'allowed',  'allowed',  'allowed',  'allowed',  'allowed'],
  ['parcerias_solicitacoes',              'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['parcerias_solicitacoes',              'delete',           'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['parcerias_solicitacoes',              'update status',    'denied',   'none',     '-',        'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['parcerias_solicitacoes',              'insert status',    'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['parcerias_solicitacoes',              'insert handled_at','denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['parcerias_solicitacoes',              'insert handled_by','denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  // History and trash (issue 33): read by the staff who edit the table (`editable`: only the
  // entries of the tables the role edits), written by nobody through the API (triggers only).
  ['historico',                           'select',           'denied',   'none',     '-',        'editable', 'editable', 'all',      'none',     'none',     'none'],
  ['historico',                           'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['historico',                           'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['historico',                           'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['lixeira',                             'select',           'denied',   'none',     '-',        'editable', 'editable', 'all',      'none',     'none',     'none'],
  ['lixeira',                             'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['lixeira',                             'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['lixeira',                             'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['profiles',                            'select',           'denied',   'own',      '-',        'own',      'all',      'all',      'none',     'none',     'none'],
  ['profiles',                            'insert',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['profiles',                            'update',           'denied',   'none',     'allowed',  'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['profiles',                            'delete',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['profiles',                            'update role',      'denied',   'none',     'denied',   'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['profiles',                            'drop own role',    'denied',   '-',        'allowed',  'denied',   'denied',   'denied',   'none',     'none',     'none'],
  ['mov_plus_missoes',                    'select',           'visible',  'visible',  '-',        'visible',  'all',      'all',      'visible',  'visible',  'visible'],
  ['mov_plus_missoes',                    'insert',           'denied',   'denied',   '-',        'denied',   'allowed',  'allowed',  'denied',   'denied',   'denied'],
  ['mov_plus_missoes',                    'update',           'denied',   'none',     '-',        'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_missoes',                    'delete',           'denied',   'none',     '-',        'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_recompensas',                'select',           'visible',  'visible',  '-',        'visible',  'all',      'all',      'visible',  'visible',  'visible'],
  ['mov_plus_recompensas',                'insert',           'denied',   'denied',   '-',        'denied',   'allowed',  'allowed',  'denied',   'denied',   'denied'],
  ['mov_plus_recompensas',                'update',           'denied',   'none',     '-',        'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_recompensas',                'delete',           'denied',   'none',     '-',        'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_pontos',                     'select',           'denied',   'own',      '-',        'none',     'all',      'all',      'none',     'none',     'none'],
  ['mov_plus_pontos',                     'insert',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_pontos',                     'update',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_pontos',                     'delete',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_resgates',                   'select',           'denied',   'own',      '-',        'none',     'all',      'all',      'none',     'none',     'none'],
  ['mov_plus_resgates',                   'insert',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_resgates',                   'update',           'denied',   'none',     'none',     'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_resgates',                   'delete',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_resgates',                   'refuse',           'denied',   'none',     'none',     'none',     'allowed',  'allowed',  'none',     'none',     'none'],
  ['mov_plus_conclusoes',                 'select',           'denied',   'own',      '-',        'none',     'all',      'all',      'none',     'none',     'none'],
  ['mov_plus_conclusoes',                 'insert',           'denied',   'denied',   'allowed',  'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_conclusoes',                 'update',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_conclusoes',                 'delete',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_saldos',                     'select',           'denied',   'own',      '-',        'none',     'all',      'all',      'none',     'none',     'none'],
  ['mov_plus_saldos',                     'insert',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_saldos',                     'update',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_saldos',                     'delete',           'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['mov_plus_ranking',                    'select',           'all',      'all',      '-',        'all',      'all',      'all',      'all',      'all',      'all'],
  ['mov_plus_ranking',                    'insert',           'readonly', 'readonly', '-',        'readonly', 'readonly', 'readonly', 'readonly', 'readonly', 'readonly'],
  ['mov_plus_ranking',                    'update',           'readonly', 'readonly', '-',        'readonly', 'readonly', 'readonly', 'readonly', 'readonly', 'readonly'],
  ['mov_plus_ranking',                    'delete',           'readonly', 'readonly', '-',        'readonly', 'readonly', 'readonly', 'readonly', 'readonly', 'readonly'],
  // The ranking's rows (private schema): read through the view above, its shown columns only, so
  // a `select *` (the member's id too) is refused; nobody writes it but its triggers.
  ['private.mov_plus_ranking_entries',    'select',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.mov_plus_ranking_entries',    'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.mov_plus_ranking_entries',    'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.mov_plus_ranking_entries',    'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  // verify-password's counters (private schema): only the function's service role touches them.
  ['private.verify_password_failures',    'select',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_failures',    'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_failures',    'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_failures',    'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_area_budget', 'select',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_area_budget', 'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_area_budget', 'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.verify_password_area_budget', 'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  // The proposals' send limit (private schema): only its trigger, with the owner's rights, counts.
  ['private.parcerias_envios',            'select',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios',            'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios',            'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios',            'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios_config',     'select',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios_config',     'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios_config',     'update',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['private.parcerias_envios_config',     'delete',           'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['storage.objects',                     'select',           'none',     'none',     'none',     'none',     'none',     'all',      'none',     'none',     'none'],
  ['storage.objects',                     'insert',           'denied',   'denied',   '-',        'denied',   'denied',   'allowed',  'denied',   'denied',   'denied'],
  ['storage.objects',                     'update',           'none',     'none',     'none',     'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['storage.objects',                     'delete',           'none',     'none',     'none',     'none',     'none',     'allowed',  'none',     'none',     'none'],
  ['storage.objects',                     'insert other',     'denied',   'denied',   '-',        'denied',   'denied',   'denied',   'denied',   'denied',   'denied'],
  ['storage.objects',                     'insert newsroom',  'denied',   'denied',   '-',        'allowed',  'denied',   'allowed',  'denied',   'denied',   'denied'],
]

/** What visitors may see of the tables that hide rows (the migrations' select policies, restated). */
const visibleWhere: Record<string, string> = {
  programas: 'is_active',
  home_banners: 'is_active',
  pdc_publications: 'is_published',
  manifestos: 'is_active',
  noticias: 'is_published and published_at <= now()',
  institutos: 'is_active',
  pesquisas: 'is_published',
  trilhas: 'is_published',
  trilha_modulos: 'trilha_id in (select id from public.trilhas where is_published)',
  mov_plus_missoes: 'is_active',
  mov_plus_recompensas: 'is_active',
}

/** A valid new row per table, as the columns the API roles may write. */
const inserts: Record<string, string> = {
  programas: `(title, category, year, description) values ('Novo programa', 'Cidadania', 2026, 'Descrição')`,
  home_banners: `(title, image_url) values ('Novo banner', '/images/banners/doacao.svg')`,
  pdc_publications: `(title, thematic, authors, publication_date, file_url) values ('Nova', 'Educação', 'Equipe', '2026-11-01', '/files/x.pdf')`,
  na_midia: `(title, source, published_at, link_url) values ('Matéria', 'Jornal', '2026-11-01', 'https://example.com/m')`,
  testimonials: `(name, role, quote) values ('Maria', 'Voluntária', 'Uma frase.')`,
  representacoes: `(name) values ('Novo fórum')`,
  partner_categories: `(name) values ('Nova categoria')`,
  partners: `(name) values ('Novo parceiro')`,
  manifestos: `(title, description, signed_at) values ('Novo manifesto', 'Texto', '2026-11-01')`,
  autores: `(slug, name) values ('nova-autora', 'Nova Autora')`,
  noticias: `(slug, title, summary, body) values ('nova-noticia', 'Nova notícia', 'Resumo', 'Corpo')`,
  institutos: `(slug, name, city, state, description) values ('novo-instituto', 'Novo Instituto', 'Natal', 'RN', 'Descrição')`,
  pesquisas: `(slug, title, summary, authors, year) values ('nova-pesquisa', 'Nova pesquisa', 'Resumo', 'Equipe', 2026)`,
  trilhas: `(slug, title, description, estimated_hours) values ('nova-trilha', 'Nova trilha', 'Descrição', 4)`,
  trilha_modulos: `(trilha_id, title, content) values ('b6000000-0000-4000-8000-000000000001', 'Novo módulo', 'Conteúdo')`,
  paginas: `(section, slug, title, summary, body) values ('institucional', 'nova-pagina', 'Nova', 'Resumo', 'Corpo')`,
  documentos: `(title, category, file_url, published_at) values ('Novo documento', 'Guias práticos', '/files/x.pdf', '2026-11-01')`,
  parcerias_solicitacoes: `(organization_name, contact_name, email, phone, partnership_type, proposal, instagram_url, site_url, cnpj, organization_description)
    values ('Org', 'Contato', 'contato@example.org', '', 'Outro', 'Proposta', '', '', '', 'Descrição')`,
  profiles: `(full_name) values ('Sem conta')`,
  mov_plus_missoes: `(title, description, points) values ('Nova missão', 'Descrição', 10)`,
  mov_plus_recompensas: `(title, description, cost) values ('Nova recompensa', 'Descrição', 10)`,
  mov_plus_ranking: `(display_name, total_points) values ('Eu', 999999)`,
  'private.mov_plus_ranking_entries': `(display_name, points) values ('Eu', 999999)`,
  'private.verify_password_failures': `(address_hash) values ('${'0'.repeat(64)}')`,
  'private.verify_password_area_budget': `(area) values ('escritor')`,
  'private.parcerias_envios': `(address_hash) values ('${'0'.repeat(64)}')`,
  'private.parcerias_envios_config': `(por_endereco, total) values (1000, 1000)`,
  'storage.objects': `(bucket_id, name) values ('site-media', 'banners/novo.webp')`,
  historico: `(table_name, row_id, action) values ('programas', gen_random_uuid(), 'edited')`,
  lixeira: `(table_name, row_id, row_data) values ('programas', gen_random_uuid(), '{}')`,
}

/** The tables each staff role edits, whose history and trash entries it reads (`editable`). */
const editableTables: Record<Staff, string[]> = {
  escritor: ['noticias', 'autores'],
  mov_plus_admin: [
    'mov_plus_missoes',
    'mov_plus_recompensas',
    'mov_plus_pontos',
    'mov_plus_resgates',
  ],
  admin: [],
}

/** A value for each staff column of a proposal, as a forger would send it with a new one. */
const proposalStaffValues: Record<string, string> = {
  status: `'tratada'`,
  handled_at: 'now()',
  handled_by: `'${users.admin}'`,
}

/** Tables whose rows belong to an account, and the column that says whose. */
const ownerColumn: Record<string, string> = {
  profiles: 'id',
  mov_plus_pontos: 'user_id',
  mov_plus_resgates: 'user_id',
  mov_plus_conclusoes: 'user_id',
  mov_plus_saldos: 'user_id',
  'storage.objects': 'owner',
}

/** Tables whose key is not `id`: the column update and delete cells aim at. */
const keyColumn: Record<string, string> = {
  mov_plus_saldos: 'user_id',
  'private.mov_plus_ranking_entries': 'user_id',
  'private.verify_password_failures': 'address_hash',
  'private.verify_password_area_budget': 'area',
}
const keyOf = (table: string) => keyColumn[table] ?? 'id'

/** A column each caller's update sets to itself (a no-op that still needs the grant and the policy). */
const updateColumn: Record<string, string> = {
  pdc_publications: 'title',
  na_midia: 'title',
  testimonials: 'name',
  representacoes: 'name',
  partner_categories: 'name',
  partners: 'name',
  autores: 'name',
  institutos: 'name',
  parcerias_solicitacoes: 'proposal',
  profiles: 'full_name',
  mov_plus_pontos: 'reason',
  mov_plus_resgates: 'status',
  mov_plus_conclusoes: 'note',
  mov_plus_saldos: 'points',
  mov_plus_ranking: 'display_name',
  'private.mov_plus_ranking_entries': 'display_name',
  'private.verify_password_failures': 'failures',
  'private.verify_password_area_budget': 'level',
  'private.parcerias_envios': 'sent_at',
  'private.parcerias_envios_config': 'total',
  'storage.objects': 'name',
  historico: 'actor_name',
  lixeira: 'deleted_by_name',
}

const accounts: Record<Staff, string> = {
  escritor: users.escritor,
  mov_plus_admin: users.movPlusAdmin,
  admin: users.admin,
}

/**
 * Who runs an actor's statements: members at aal1 (as after a password), staff at aal2 or, for the
 * `at aal1` columns, at aal1; `aal` overrides the level (null: a token without the claim).
 */
function callerOf(actor: Actor, aal?: Aal): Caller {
  if (actor === 'anon') return anon
  if (actor === 'user' || actor === 'owner') return signedIn(users.membro, aal ?? 'aal1')
  const [role, level] = actor.split(' at ') as [Staff, string | undefined]
  return signedIn(accounts[role], aal === undefined ? (level ? 'aal1' : 'aal2') : aal)
}

/** Tables in `public` are named bare, the others with their schema. */
const relation = (table: string) => (table.includes('.') ? table : `public.${table}`)

/** The caller's own account; anon has none, so its statements aim at the member's. */
function ownAccount(actor: Actor): string {
  const caller = callerOf(actor)
  return caller.role === 'anon' ? users.membro : caller.userId
}

/** The account whose row a caller targets: the member's own row for `owner`, someone else's otherwise. */
function targetAccount(actor: Actor): string {
  if (actor === 'owner') return users.membro
  if (actor === 'user') return users.camila
  return users.membro
}

function statement(table: string, command: Command, actor: Actor, target: string): string {
  switch (command) {
    case 'select':
      return `select * from ${relation(table)}`
    case 'insert':
      if (table === 'mov_plus_pontos') {
        return `insert into public.mov_plus_pontos (user_id, points, reason) values ('${targetAccount(actor)}', 10, 'Oficina')`
      }
      if (table === 'mov_plus_saldos') {
        return `insert into public.mov_plus_saldos (user_id, points) values ('${targetAccount(actor)}', 10)`
      }
      if (table === 'mov_plus_resgates') {
        // A member asks for a reward they can afford; anyone else tries to ask on the member's behalf.
        return actor === 'owner'
          ? `insert into public.mov_plus_resgates (reward_id) values ('ba000000-0000-4000-8000-000000000003')`
          : `insert into public.mov_plus_resgates (user_id, reward_id) values ('${users.membro}', 'ba000000-0000-4000-8000-000000000003')`
      }
      if (table === 'mov_plus_conclusoes') {
        // A member reports an active mission they have no pending report for; anyone else tries
        // to report it in the member's name.
        return actor === 'owner'
          ? `insert into public.mov_plus_conclusoes (mission_id, note) values ('b9000000-0000-4000-8000-000000000002', 'Concluí a trilha')`
          : `insert into public.mov_plus_conclusoes (user_id, mission_id, note) values ('${users.membro}', 'b9000000-0000-4000-8000-000000000002', 'Concluí a trilha')`
      }
      return `insert into ${relation(table)} ${inserts[table]}`
    case 'update': {
      const column = updateColumn[table] ?? 'title'
      return table === 'mov_plus_ranking'
        ? `update public.mov_plus_ranking set display_name = display_name`
        : `update ${relation(table)} set ${column} = ${column} where ${keyOf(table)} = '${target}'`
    }
    case 'delete':
      return table === 'mov_plus_ranking'
        ? `delete from public.mov_plus_ranking`
        : `delete from ${relation(table)} where ${keyOf(table)} = '${target}'`
    case 'update status':
      return `update public.parcerias_solicitacoes set status = 'tratada' where id = '${target}'`
    case 'insert status':
    case 'insert handled_at':
    case 'insert handled_by': {
      const column = command.slice('insert '.length)
      return `insert into public.parcerias_solicitacoes (organization_name, contact_name, email, partnership_type, proposal, organization_description, ${column})
        values ('Org', 'Contato', 'contato@example.org', 'Outro', 'Proposta', 'Descrição', ${proposalStaffValues[column]})`
    }
    case 'update role':
      return `update public.profiles set role = 'admin' where id = '${target}'`
    case 'drop own role':
      return `update public.profiles set role = 'user' where id = '${ownAccount(actor)}'`
    case 'insert other':
      return `insert into storage.objects (bucket_id, name) values ('avatars', '${ownAccount(actor)}.webp')`
    case 'insert newsroom':
      return `insert into storage.objects (bucket_id, name) values ('site-media', 'noticias/nova.webp')`
    case 'refuse':
      return `update public.mov_plus_resgates set status = 'recusado', refusal_reason = 'Sem estoque na sede' where id = '${target}'`
  }
}

type Register = (name: string, fn: () => Promise<void>) => void

/**
 * Registers every cell of the matrix and the whole-matrix tests. `prepare` registers the hook that
 * adds the rows the cells need (run once, before the tests, outside their transactions); each test
 * runs inside the transaction its file opens per test, rolled back afterwards.
 */
export function rlsMatrixTests(
  test: Register,
  prepare: (fn: () => Promise<void>) => void,
  database: () => SqlSession,
): void {
  /** Row ids the update and delete cells aim at, per table and actor. */
  const targets = new Map<string, string>()

  prepare(async () => {
    const db = database()
    // Hidden rows where the seed has none, so that every `visible` cell can tell the difference.
    await db.exec(`
      insert into public.institutos (slug, name, city, state, description, is_active)
        values ('instituto-em-implantacao', 'Instituto em implantação', 'Natal', 'RN', 'Ainda não lançado.', false);
      insert into public.pesquisas (slug, title, summary, authors, year, is_published)
        values ('pesquisa-em-revisao', 'Pesquisa em revisão', 'Resumo', 'Observatório MOV', 2026, false);
      insert into public.trilhas (id, slug, title, description, estimated_hours, is_published)
        values ('b6000000-0000-4000-8000-0000000000ff', 'trilha-rascunho', 'Trilha rascunho', 'Em construção.', 2, false);
      insert into public.trilha_modulos (trilha_id, title, content)
        values ('b6000000-0000-4000-8000-0000000000ff', 'Módulo rascunho', 'Em construção.');
      -- A published article whose time has not come: visitors must not see it yet.
      insert into public.noticias (slug, title, summary, body, is_published, published_at)
        values ('noticia-agendada', 'Notícia agendada', 'Resumo', 'Corpo', true, now() + interval '7 days');
      insert into public.mov_plus_resgates (user_id, reward_id)
        values ('${users.camila}', 'ba000000-0000-4000-8000-000000000001');
      insert into public.mov_plus_conclusoes (user_id, mission_id, note) values
        ('${users.membro}', 'b9000000-0000-4000-8000-000000000001', 'Oficina de sábado'),
        ('${users.camila}', 'b9000000-0000-4000-8000-000000000001', 'Oficina on-line');
      -- Objects whose owner is a member, so the owner cells show that owning one opens nothing.
      insert into storage.objects (bucket_id, name, owner, owner_id) values
        ('site-media', 'equipe/joao.webp', '${users.membro}', '${users.membro}'),
        ('site-media', 'equipe/camila.webp', '${users.camila}', '${users.camila}');
      -- A bucket that no policy names.
      insert into storage.buckets (id, name) values ('avatars', 'avatars');
      -- A row in each of verify-password's counters, for the update and delete cells to aim at.
      insert into private.verify_password_failures (address_hash) values ('${'f'.repeat(64)}');
      insert into private.verify_password_area_budget (area) values ('admin');
      -- Trash entries of tables each staff role edits (the seed deletes nothing).
      insert into public.lixeira (table_name, row_id, row_data) values
        ('programas', gen_random_uuid(), '{"title": "Programa excluído"}'),
        ('noticias', gen_random_uuid(), '{"title": "Notícia excluída"}'),
        ('mov_plus_missoes', gen_random_uuid(), '{"title": "Missão excluída"}');
      -- A row of the proposals' send counter (its settings row is the migration's).
      insert into private.parcerias_envios (address_hash) values ('${'e'.repeat(64)}');
    `)
    for (const [table] of matrix) {
      for (const actor of actors) {
        const owned = ownerColumn[table]
        const where = [
          owned ? `${owned} = '${targetAccount(actor)}'` : 'true',
          visibleWhere[table] ?? 'true',
          // A reward that has redemptions cannot be deleted (on delete restrict): aim at one that has none.
          table === 'mov_plus_recompensas'
            ? 'not exists (select 1 from public.mov_plus_resgates r where r.reward_id = t.id)'
            : 'true',
          table === 'mov_plus_resgates' || table === 'mov_plus_conclusoes'
            ? `status = 'pendente'`
            : 'true',
        ].join(' and ')
        if (table === 'mov_plus_ranking') continue
        const [row] = await ownerRows<{ id: string }>(
          db,
          `select t.${keyOf(table)} as id from ${relation(table)} as t where ${where} order by 1 limit 1`,
        )
        if (!row) throw new Error(`no target row in ${table} for ${actor}`)
        targets.set(`${table}/${actor}`, row.id)
      }
    }
  })

  async function expectCell(
    table: string,
    command: Command,
    actor: Actor,
    expected: Expected,
    caller = callerOf(actor),
  ) {
    const db = database()
    const target = targets.get(`${table}/${actor}`) ?? ''
    const outcome = await runAs(db, caller, statement(table, command, actor, target))
    if (expected === 'denied' || expected === 'readonly') {
      const code = expected === 'denied' ? '42501' : '55000'
      expect(
        outcome.ok
          ? `succeeded (${outcome.rows.length} rows, ${outcome.affectedRows} affected)`
          : outcome.code,
      ).toBe(code)
      return
    }
    if (!outcome.ok)
      throw new Error(`expected ${expected}, got ${outcome.code}: ${outcome.message}`)
    if (command === 'select') {
      const total = await ownerRows<{ n: number }>(
        db,
        `select count(*)::int as n from ${relation(table)}`,
      )
      const all = total[0]?.n ?? 0
      expect(all).toBeGreaterThan(0)
      switch (expected) {
        case 'all':
          expect(outcome.rows).toHaveLength(all)
          break
        case 'visible': {
          const visible = await ownerRows<{ id: string }>(
            db,
            `select id from public.${table} where ${visibleWhere[table]} order by id`,
          )
          expect(visible.length).toBeLessThan(all)
          expect(outcome.rows.map((r) => r.id).sort()).toEqual(visible.map((r) => r.id))
          break
        }
        case 'own': {
          const owned = ownerColumn[table] ?? 'id'
          expect(outcome.rows.length).toBeGreaterThan(0)
          expect(outcome.rows.length).toBeLessThan(all)
          expect(new Set(outcome.rows.map((r) => r[owned]))).toEqual(
            new Set([(caller as { userId: string }).userId]),
          )
          break
        }
        case 'editable': {
          const tables = editableTables[actor as Staff]
          const expected = await ownerRows<{ id: string }>(
            db,
            `select id::text from public.${table} where table_name = any($1::text[]) order by 1`,
            [tables],
          )
          expect(expected.length).toBeGreaterThan(0)
          expect(expected.length).toBeLessThan(all)
          expect(outcome.rows.map((r) => String(r.id)).sort()).toEqual(
            expected.map((r) => r.id).sort(),
          )
          break
        }
        case 'none':
          expect(outcome.rows).toHaveLength(0)
          break
        default:
          throw new Error(`${expected} is not a select outcome`)
      }
      return
    }
    expect(outcome.affectedRows).toBe(expected === 'allowed' ? 1 : 0)
  }

  /** Runs a cell and says what went wrong instead of throwing, for the whole-matrix tests. */
  async function mismatch(
    table: string,
    command: Command,
    actor: Actor,
    expected: Expected,
    caller: Caller,
  ): Promise<string | null> {
    try {
      await expectCell(table, command, actor, expected, caller)
      return null
    } catch (error) {
      return `${table} ${command}: ${(error as Error).message.split('\n')[0]}`
    }
  }

  let cells = 0
  for (const [table, command, ...cellsOfRow] of matrix) {
    cellsOfRow.forEach((expected, index) => {
      const actor = actors[index]
      if (!actor || expected === '-') return
      cells++
      test(`${table} ${command} as ${actor}: ${expected}`, async () => {
        await expectCell(table, command, actor, expected)
      })
    })
  }

  test('the matrix covers every table and view of public, every table of private, and every other table with policies for the API roles, with four commands', async () => {
    const relations = await ownerRows<{ name: string }>(
      database(),
      `select table_name as name from information_schema.tables where table_schema = 'public'
       union
       select schemaname || '.' || tablename from pg_policies
        where schemaname <> 'public' and roles && array['public', 'anon', 'authenticated']::name[]
       union
       select schemaname || '.' || tablename from pg_tables where schemaname = 'private'
       order by 1`,
    )
    const covered = [...new Set(matrix.map(([table]) => table))].sort()
    expect(covered).toEqual(relations.map((r) => r.name))
    const commands: Command[] = ['select', 'insert', 'update', 'delete']
    for (const table of covered) {
      const rows = matrix.filter(([t]) => t === table).map(([, command]) => command)
      // The four commands first, then any singled-out writes, each once.
      expect(rows.slice(0, 4)).toEqual(commands)
      expect(new Set(rows).size).toBe(rows.length)
    }
    expect(cells).toBe(
      matrix.reduce((n, [, , ...row]) => n + row.filter((c) => c !== '-').length, 0),
    )
  })

  test('at aal1 each staff role has exactly what a member has on a row that is not theirs, so every cell where it has more at aal2 is refused', async () => {
    const column = (actor: Actor) => actors.indexOf(actor)
    /** How much a cell lets through: nothing, some rows, every row or the write. */
    const reach = (cell: Cell | undefined) =>
      cell === 'all' || cell === 'allowed'
        ? 2
        : cell === 'own' || cell === 'visible' || cell === 'editable'
          ? 1
          : 0
    for (const role of staff) {
      let needAal2 = 0
      for (const [table, command, ...row] of matrix) {
        const member = row[column('user')]
        const atAal2 = row[column(role)]
        const atAal1 = row[column(`${role} at aal1`)]
        const name = `${table} ${command} as ${role}`
        if (command === 'drop own role') {
          // A member's role stays what it is; below aal2 a staff account (with its verified
          // factor) does not reach its own row at all.
          expect(atAal1, name).toBe('none')
        } else if (member === 'own') {
          // Their own rows need aal2 once a factor is verified (the seeded staff accounts have one).
          expect(atAal1, name).toBe('none')
        } else {
          expect(atAal1, name).toBe(member)
        }
        if (reach(atAal2) > reach(atAal1)) needAal2++
        expect(reach(atAal1), name).toBeLessThanOrEqual(reach(atAal2))
      }
      // The aal dimension is not empty: every staff role has rights that need aal2.
      expect(needAal2, role).toBeGreaterThan(0)
    }
  })

  for (const role of staff) {
    test(`${role}: a token without an aal claim gets every aal1 cell of the matrix`, async () => {
      const actor: Actor = `${role} at aal1`
      const failures: string[] = []
      for (const [table, command, ...row] of matrix) {
        const expected = row[actors.indexOf(actor)]
        if (!expected || expected === '-') continue
        const failure = await mismatch(table, command, actor, expected, callerOf(actor, null))
        if (failure) failures.push(failure)
      }
      expect(failures).toEqual([])
    })
  }

  test('a member gets the same cells at aal2 as at aal1 (a second factor adds no right)', async () => {
    const failures: string[] = []
    for (const actor of ['user', 'owner'] as const) {
      for (const [table, command, ...row] of matrix) {
        const expected = row[actors.indexOf(actor)]
        if (!expected || expected === '-') continue
        const failure = await mismatch(table, command, actor, expected, callerOf(actor, 'aal2'))
        if (failure) failures.push(`${actor}: ${failure}`)
      }
    }
    expect(failures).toEqual([])
  })
}
