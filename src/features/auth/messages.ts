// pt-BR texts of sign-in, sign-up, password recovery and the account menu (specification section 8
// where given).
import { passwordRuleText } from '@/config/password-policy'

export const authMessages = {
  profileError: 'Erro ao buscar perfil',
  signUpFailed: 'Falha no registro',
  signUpSuccess: 'Registro bem-sucedido!',
  signUpConfirmEmail: 'Por favor, verifique seu e-mail para confirmar sua conta.',
  signUpSignedIn: 'Sua conta foi criada e você já está conectado.',
  signInFailed: 'Falha no login',
  signInFallback: 'E-mail ou senha incorretos',
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
  /** The password rule, shown under every new-password field from the start. */
  passwordRule: passwordRuleText(),
  weakPassword: `Senha fraca. ${passwordRuleText()}`,
  samePassword: 'A nova senha precisa ser diferente da atual.',
  invalidEmail: 'Informe um e-mail válido.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  forgotPassword: 'Esqueci minha senha',
  recovery: {
    send: 'Enviar link',
    sending: 'Enviando...',
    sentTitle: 'Confira seu e-mail',
    sent: (email: string) =>
      `Se houver uma conta do MOV com o e-mail ${email}, enviamos para ele um link para criar uma nova senha.`,
    sentHint:
      'Abra o link neste mesmo navegador: ele vale por pouco tempo e funciona uma única vez. Se não chegar em alguns minutos, confira a caixa de spam.',
    sendAgain: 'Enviar de novo',
    backToLogin: 'Voltar para o login',
    sendFailed: 'Não foi possível enviar o link',
    unavailable: 'O serviço não respondeu. Verifique sua conexão e tente novamente.',
    checking: 'Verificando o link...',
    checkFailed: 'Não foi possível verificar o link',
    retry: 'Tentar novamente',
    expiredTitle: 'Link inválido ou expirado',
    expired:
      'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link e abra-o neste mesmo navegador.',
    missingTitle: 'Abra o link do e-mail',
    missing:
      'Para criar uma nova senha, abra o link que enviamos por e-mail. Ainda não pediu? Peça um link agora.',
    askAgain: 'Pedir um novo link',
    newPassword: 'Nova senha',
    confirmNewPassword: 'Confirme a nova senha',
    save: 'Salvar nova senha',
    saving: 'Salvando...',
    account: 'Conta',
    saveFailed: 'Não foi possível salvar a nova senha',
    doneTitle: 'Senha redefinida!',
    done: 'Sua nova senha já está valendo e você está conectado.',
    goHome: 'Ir para a página inicial',
  },
} as const

/** How each profile role is named to its owner. */
export const roleLabels: Record<string, string> = {
  user: 'membro',
  escritor: 'escritor',
  admin: 'administrador',
  mov_plus_admin: 'presidência geral do MOV+',
}
