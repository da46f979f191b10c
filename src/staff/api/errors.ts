// One place that turns what the database, PostgREST, Storage or the network answered into the
// pt-BR text staff read. The server's own words (English, internal names) never reach the screen:
// a database code or HTTP status gets its own text, a failure of the connection, the service or
// the time its kind's text (src/lib/request-errors.ts).
import { requestErrorKind, requestErrorMessages } from '@/lib/request-errors'
import { sessionAssurance } from '../assurance'

export interface AdminError {
  /** A short pt-BR sentence saying what happened and what to do. */
  message: string
  /** A second pt-BR sentence, when there is more to say (never the server's own words). */
  detail?: string
}

function field(error: unknown, key: string): unknown {
  return error && typeof error === 'object' && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value !== '{}' ? value : undefined
}

const byCode: Record<string, string> = {
  '42501':
    'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  '23505': 'Já existe um registro com este valor. Use outro (por exemplo, outro identificador).',
  '23514': 'O banco de dados recusou um dos valores: confira tamanhos, formatos e endereços.',
  '23502': 'Falta preencher um campo obrigatório.',
  '23503': 'Este registro está ligado a outro que não existe mais (ou ainda é usado por outro).',
  '22P02': 'Um dos valores está em um formato inválido.',
  '22001': 'Um dos textos é mais longo do que o permitido.',
  PGRST116: 'O registro não foi encontrado: ele pode ter sido excluído por outra pessoa.',
  PGRST204: 'O formulário enviou um campo que o banco de dados não conhece.',
  PGRST301: 'Sua sessão expirou. Entre novamente.',
  PGRST303: 'Sua sessão expirou. Entre novamente.',
  P0002: 'O registro não foi encontrado: ele pode ter sido excluído por outra pessoa.',
  MOV_CONFLICT:
    'Outra pessoa salvou este item depois que você o abriu. Para não apagar o trabalho dela, nada foi salvo.',
}

const byStatus: Record<number, string> = {
  401: 'Sua sessão expirou ou você não está conectado. Entre novamente.',
  403: 'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  404: 'O item não foi encontrado.',
  409: 'Já existe um arquivo ou registro com este nome.',
  413: 'O arquivo é grande demais.',
  415: 'Este tipo de arquivo não é aceito.',
}

/** A staff right refused to a session without the second factor (see ../assurance.ts). */
const NEEDS_SECOND_FACTOR = 'Esta área exige a verificação em duas etapas.'

const SECOND_FACTOR_DETAIL =
  'Sua sessão foi aberta só com a senha: confirme com um código do aplicativo autenticador.'

const UNKNOWN = 'Algo deu errado ao falar com o servidor. Tente novamente.'

/** The pt-BR message for any error an admin screen can meet. */
export function adminError(error: unknown): AdminError {
  const kind = requestErrorKind(error)
  if (kind !== 'client' && kind !== 'unknown') return { message: requestErrorMessages[kind] }
  const code = text(field(error, 'code'))
  const rawStatus = field(error, 'statusCode') ?? field(error, 'status')
  const status = typeof rawStatus === 'string' ? Number(rawStatus) : rawStatus
  // Refused by row-level security (42501, 403) or by a staff function (P0001) while the session
  // is at aal1: the role is not what is missing, the second factor is.
  const refused = code === '42501' || code === 'P0001' || status === 403
  if (refused && sessionAssurance() === 'aal1')
    return { message: NEEDS_SECOND_FACTOR, detail: SECOND_FACTOR_DETAIL }
  if (code && byCode[code]) return { message: byCode[code] }
  if (typeof status === 'number' && byStatus[status]) return { message: byStatus[status] }
  // A database function's own pt-BR message (raise exception ... using errcode 'P0001').
  const serverMessage = text(field(error, 'message'))
  if (code === 'P0001' && serverMessage) return { message: serverMessage }
  return { message: UNKNOWN }
}

/**
 * Which refusal an error is, for a screen that answers each its own way (the newsroom's editor: a
 * way to sign in again when the session ended, its own words for a role that lacks the right):
 * `session` for an ended session (PGRST301, PGRST303, 401, an expired or invalid JWT), `role` for
 * a refusal by row-level security or the API (42501, 403), otherwise null.
 */
export function adminRefusal(error: unknown): 'session' | 'role' | null {
  const code = field(error, 'code')
  const status = field(error, 'status')
  const message = field(error, 'message')
  if (
    code === 'PGRST301' ||
    code === 'PGRST303' ||
    status === 401 ||
    (typeof message === 'string' && /JWT expired|invalid JWT/i.test(message))
  )
    return 'session'
  if (code === '42501' || status === 403) return 'role'
  return null
}

/** The same, as one line (message, then the detail in parentheses). */
export function adminErrorText(error: unknown): string {
  const { message, detail } = adminError(error)
  return detail ? `${message} (${detail})` : message
}
