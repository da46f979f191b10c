// pt-BR texts that only the account forms show (sign-in, sign-up, password recovery), kept out of
// the app shell's messages.ts.
import { passwordRuleText } from '@/config/password-policy'

export const formMessages = {
  signUpFailed: 'Falha no registro',
  signUpSuccess: 'Registro bem-sucedido!',
  signUpConfirmEmail: 'Por favor, verifique seu e-mail para confirmar sua conta.',
  signUpSignedIn: 'Sua conta foi criada e você já está conectado.',
  signInFailed: 'Falha no login',
  /** Only for wrong credentials: any other failure says what happened (request-errors.ts). */
  wrongCredentials: 'E-mail ou senha incorretos',
  signInFallback: 'Não foi possível entrar. Tente novamente.',
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
  forgotPassword: 'Esqueci minha senha',
  fullName: 'Nome completo',
  email: 'E-mail',
  password: 'Senha',
  confirmPassword: 'Confirme a senha',
  signingIn: 'Entrando...',
  noAccount: 'Ainda não tem conta?',
  signUp: 'Cadastre-se',
  createAccount: 'Criar conta',
  creatingAccount: 'Criando conta...',
  /** Completes the privacy consent under the sign-up form. */
  createAccountConsent: 'Ao criar a conta',
  hasAccount: 'Já tem conta?',
  /** Follows the "confirm your e-mail" note, before the address. */
  linkSentTo: 'Enviamos o link para',
  goToLogin: 'Ir para o login',
} as const

/** The password-recovery pages. */
export const recoveryMessages = {
  send: 'Enviar link',
  sending: 'Enviando...',
  sentTitle: 'Confira seu e-mail',
  sent: (email: string) =>
    `Se houver uma conta do MOV com o e-mail ${email}, enviamos para ele um link para criar uma nova senha.`,
  sentHint:
    'Abra o link neste mesmo navegador: ele vale por pouco tempo e funciona uma única vez. Se não chegar em alguns minutos, confira a caixa de spam.',
  sendAgain: 'Enviar de novo',
  backToLogin: 'Voltar para o login',
  rememberedPassword: 'Lembrou a senha?',
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
} as const

/**
 * The cards of the account pages (src/app/routes/auth), and the head tags of the two that are not
 * pre-rendered (pageMeta, which the first load carries, has the others').
 */
export const authPageMessages = {
  login: { title: 'Entrar', description: 'Acesse sua conta do MOV com seu e-mail e senha.' },
  register: { title: 'Criar conta', description: 'Cadastre-se para participar do MOV.' },
  forgotPassword: {
    title: 'Recuperar senha',
    metaDescription: 'Receba por e-mail um link para criar uma nova senha da sua conta do MOV.',
    description:
      'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  },
  resetPassword: {
    title: 'Criar nova senha',
    metaDescription: 'Crie uma nova senha para a sua conta do MOV.',
    description: 'Escolha uma nova senha para a sua conta do MOV.',
  },
} as const
