// One place that turns what the database, PostgREST, Storage or the network answered into the
// pt-BR text staff read. The server's own words are kept as a detail (they name the constraint or
// the column), never shown alone.

export interface AdminError {
  /** A short pt-BR sentence saying what happened and what to do. */
  message: string
  /** The server's own message (PostgREST/Storage), when there is one, for the curious or support. */
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
}

const byStatus: Record<number, string> = {
  401: 'Sua sessão expirou ou você não está conectado. Entre novamente.',
  403: 'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  404: 'O item não foi encontrado.',
  409: 'Já existe um arquivo ou registro com este nome.',
  413: 'O arquivo é grande demais.',
  415: 'Este tipo de arquivo não é aceito.',
  429: 'Muitas tentativas seguidas. Aguarde um pouco e tente novamente.',
}

const NETWORK = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.'
const UNKNOWN = 'Algo deu errado ao falar com o servidor. Tente novamente.'

/** The pt-BR message (and the server's own detail) for any error an admin screen can meet. */
export function adminError(error: unknown): AdminError {
  const serverMessage = text(field(error, 'message'))
  const detail =
    serverMessage && !/fetch failed|Failed to fetch|NetworkError/i.test(serverMessage)
      ? [serverMessage, text(field(error, 'details'))].filter(Boolean).join(' — ')
      : undefined
  const code = text(field(error, 'code'))
  if (code && byCode[code]) return { message: byCode[code], detail }
  const rawStatus = field(error, 'statusCode') ?? field(error, 'status')
  const status = typeof rawStatus === 'string' ? Number(rawStatus) : rawStatus
  if (typeof status === 'number' && byStatus[status]) return { message: byStatus[status], detail }
  if (
    error instanceof TypeError ||
    status === 0 ||
    (serverMessage && /fetch failed|Failed to fetch|NetworkError|Load failed/i.test(serverMessage))
  ) {
    return { message: NETWORK }
  }
  // A database function's own pt-BR message (raise exception ... using errcode 'P0001').
  if (code === 'P0001' && serverMessage) return { message: serverMessage }
  return { message: UNKNOWN, detail }
}

/** The same, as one line (message, then the server's words in parentheses). */
export function adminErrorText(error: unknown): string {
  const { message, detail } = adminError(error)
  return detail ? `${message} (${detail})` : message
}
