// pt-BR texts of the account area and the auth context (specification section 8 where given). The
// app shell carries this file: texts that only the forms show are in form-messages.ts.
export const authMessages = {
  profileError: 'Erro ao buscar perfil',
  retry: 'Tentar novamente',
  fallback: 'Algo deu errado',
  signIn: 'Entrar',
  /** On the landing of the sign-up confirmation link. */
  accountConfirmed: {
    title: 'Conta confirmada',
    signedIn: (email: string) =>
      email ? `Você já está conectado como ${email}.` : 'Você já está conectado.',
    signIn: 'Entre com seu e-mail e senha para continuar.',
  },
} as const

/**
 * The account's name when the profile, the sign-up data and the e-mail give none. A plain constant:
 * the build writes it where it is used, so the first load gains no property for it.
 */
export const accountFallbackName = 'Minha conta'

/** How each profile role is named to its owner. */
export const roleLabels: Record<string, string> = {
  user: 'membro',
  escritor: 'escritor',
  admin: 'administrador',
  mov_plus_admin: 'presidência geral do MOV+',
}
