// pt-BR texts of the signed-in user's menu (and the staff areas' sign-out). Only the lazily loaded menu carries this file: the app
// shell's messages.ts stays as small as the home page's JS budget needs.
export const accountMenuMessages = {
  /** The menu button's accessible name. */
  accountOf: (name: string) => `Conta de ${name}`,
  myProfile: 'Meu perfil',
  role: (role: string) => `Perfil: ${role}`,
  security: 'Segurança da conta',
  /** The areas the account may open: MOV+ for every member, then the staff areas of its role. */
  areas: 'Minhas áreas',
  movPlus: 'MOV+ Pontos',
  admin: 'Administrador',
  newsroom: 'Escritor',
  presidency: 'Presidência do MOV+',
  signOut: 'Sair',
  signOutFailed: 'Falha ao sair',
} as const
