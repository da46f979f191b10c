// pt-BR texts of the second factor (TOTP): the challenge, the enrolment, the account's security page
// and the staff areas' step. Only the lazily loaded screens carry this file.
import { requestErrorMessages } from '@/lib/request-errors'

export const twoFactorMessages = {
  checking: 'Verificando a segurança da conta...',
  checkFailed: 'Não foi possível verificar a segurança da conta.',
  retry: 'Tentar novamente',
  challengeTitle: 'Verificação em duas etapas',
  challengeText: 'Digite o código de 6 dígitos do seu aplicativo autenticador para continuar.',
  codeLabel: 'Código de verificação',
  codeHint: '6 dígitos, sem espaços.',
  verify: 'Verificar código',
  verifying: 'Verificando...',
  enrolTitle: 'Ative a verificação em duas etapas',
  staffEnrolText:
    'Contas da equipe precisam de um segundo fator para publicar e alterar dados. Escaneie o QR code com um aplicativo autenticador e digite o código gerado.',
  memberEnrolText:
    'Proteja sua conta com um segundo fator: além da senha, um código do seu celular. Escaneie o QR code com um aplicativo autenticador e digite o código gerado.',
  qrAlt: 'QR code para configurar o aplicativo autenticador',
  secretLabel: 'Ou digite esta chave no aplicativo:',
  copySecret: 'Copiar chave',
  preparing: 'Preparando o QR code...',
  prepareFailed: 'Não foi possível preparar a configuração do autenticador.',
  enable: 'Ativar verificação em duas etapas',
  enabling: 'Ativando...',
  enabled: 'Verificação em duas etapas ativada',
  staffWhy: 'Esta área exige a verificação em duas etapas.',
  // The account's security page.
  securityTitle: 'Segurança da conta',
  securityDescription: 'A verificação em duas etapas da sua conta do MOV.',
  isOn: 'A verificação em duas etapas está ativada.',
  isOnDetail: 'Ao entrar, pediremos um código do seu aplicativo autenticador além da senha.',
  disable: 'Desativar verificação em duas etapas',
  disabling: 'Desativando...',
  disabled: 'Verificação em duas etapas desativada',
  disableFailed: 'Não foi possível desativar a verificação em duas etapas.',
  tryAgain: 'Tente novamente.',
  disableAsksCode: 'Para desativar, confirme primeiro com um código do aplicativo autenticador.',
  signedOut: 'Entre na sua conta para ver e alterar a verificação em duas etapas.',
  signIn: 'Entrar',
  // The sign-in page, for an account with the second factor on.
  loginAsksCode: 'Senha correta. Sua conta usa a verificação em duas etapas.',
  cancelSignIn: 'Cancelar e sair',
  // The password reset page, for an account with the second factor on.
  recoveryAsksCode:
    'Sua conta usa a verificação em duas etapas: confirme com um código para salvar a nova senha.',
} as const

/** What a failed enrolment, challenge or verification says (never the server's own words). */
export const twoFactorErrors = {
  format: 'Digite os 6 dígitos do código.',
  wrongCode: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
  expired: 'O código expirou. Digite o código atual do aplicativo.',
  factorGone:
    'Esta configuração do autenticador não vale mais. Recarregue a página e tente novamente.',
  needsSecondFactor: 'Esta área exige a verificação em duas etapas.',
  sessionGone: 'Sua sessão expirou. Entre novamente.',
  tooMany: requestErrorMessages['rate-limit'],
  fallback: 'Não foi possível verificar o código. Tente novamente.',
} as const
