// pt-BR texts of sign-in, sign-up and the account menu (specification section 8 where given). The
// app shell carries this file (the account menu, the auth context): texts that only the forms show
// are in form-messages.ts.
export const authMessages = {
  profileError: 'Erro ao buscar perfil',
  retry: 'Tentar novamente',
  signUpFailed: 'Falha no registro',
  signUpSuccess: 'Registro bem-sucedido!',
  signUpConfirmEmail: 'Por favor, verifique seu e-mail para confirmar sua conta.',
  signUpSignedIn: 'Sua conta foi criada e você já está conectado.',
  signInFailed: 'Falha no login',
  /** Only for wrong credentials: any other failure says what happened (request-errors.ts). */
  wrongCredentials: 'E-mail ou senha incorretos',
  signInFallback: 'Não foi possível entrar. Tente novamente.',
  signOutFailed: 'Falha ao sair',
  fallback: 'Algo deu errado',
  signIn: 'Entrar',
  signOut: 'Sair',
  required: {
    fullName: 'Informe seu nome completo.',
    email: 'Informe seu e-mail.',
    password: 'Informe sua senha.',
    passwordConfirmation: 'Confirme sua senha.',
  },
  passwordsDiffer: 'As senhas não coincidem.',
} as const

/** How each profile role is named to its owner. */
export const roleLabels: Record<string, string> = {
  user: 'membro',
  escritor: 'escritor',
  admin: 'administrador',
  mov_plus_admin: 'presidência geral do MOV+',
}
