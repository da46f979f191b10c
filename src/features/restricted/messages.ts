import type { RestrictedArea } from './areas'

// pt-BR texts of the password gate and of the restricted areas (specification sections 2 and 8).
export const gateMessages = {
  heading: 'Área Restrita',
  passwordLabel: 'Senha de Acesso',
  submit: 'Entrar',
  submitting: 'Verificando...',
  required: 'Informe a senha de acesso.',
  wrongInline: 'Senha incorreta. Tente novamente.',
  deniedTitle: 'Acesso negado',
  deniedDescription: 'A senha inserida está incorreta.',
  granted: 'Acesso concedido!',
  rateLimitedTitle: 'Muitas tentativas',
  rateLimited: (minutes: number) =>
    `Muitas tentativas incorretas. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de tentar novamente.`,
} as const

export const areaTexts: Record<RestrictedArea, { title: string; subtitle: string }> = {
  admin: {
    title: 'Acesso Administrador',
    subtitle: 'Digite a senha de acesso para entrar no painel de administração do MOV.',
  },
  escritor: {
    title: 'Acesso Escritor',
    subtitle: 'Digite a senha de acesso para entrar na área dos escritores do MOV.',
  },
  'mov-plus-admin': {
    title: 'Acesso PG MOV+',
    subtitle: 'Digite a senha de acesso para entrar na área da Presidência Geral do MOV+.',
  },
}
