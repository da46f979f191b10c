// pt-BR texts of the partnership dialog.
import { organization } from '@/config/organization'
import { requestErrorMessages } from '@/lib/request-errors'

/** After a limit's reason: the draft is still there, and another way to reach the movement. */
const keptDraft = `Seus dados continuam no formulário. Se for urgente, escreva para ${organization.email}.`

export const partnershipMessages = {
  title: 'Torne-se um Parceiro',
  subtitle: 'Preencha as etapas para enviar sua proposta de parceria.',
  /** Completes the privacy consent above the last step's button. */
  consentAction: 'Ao enviar a proposta',
  progressLabel: 'Progresso da proposta',
  stepOf: (step: number, total: number) => `Etapa ${step} de ${total}`,
  stepTitles: ['Sua organização', 'Contato', 'Presença online', 'Proposta'],
  labels: {
    organization_name: 'Nome da organização',
    contact_name: 'Nome do contato',
    email: 'E-mail',
    phone: 'Telefone',
    site_url: 'Site',
    instagram_url: 'Instagram',
    cnpj: 'CNPJ',
    partnership_type: 'Tipo de parceria',
    organization_description: 'Descrição da organização',
    proposal: 'Proposta',
  },
  hints: {
    site_url: 'Ex.: suaorganizacao.org.br ou https://suaorganizacao.org.br',
    instagram_url: 'Ex.: @suaorganizacao ou https://instagram.com/suaorganizacao',
  } as Partial<Record<string, string>>,
  selectPlaceholder: 'Selecione...',
  requiredFieldError: 'Campo obrigatório.',
  emailError: 'Digite um e-mail válido, por exemplo nome@organizacao.org.br.',
  siteError: 'Digite um endereço de site válido, por exemplo https://suaorganizacao.org.br.',
  instagramError: 'Digite um @perfil ou um link do Instagram, por exemplo @suaorganizacao.',
  tooLongError: (max: number) => `Use no máximo ${max} caracteres.`,
  honeypotLabel: 'Deixe este campo em branco',
  previous: 'Anterior',
  next: 'Próximo',
  submit: 'Enviar Proposta',
  sending: 'Enviando...',
  requiredToast: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos obrigatórios para continuar.',
  },
  // The specification's success toast; the next step follows its two texts, and the toast stays
  // long enough to read all three (it also pauses while hovered or focused).
  success: {
    title: 'Proposta enviada com sucesso! 🚀',
    description: 'Agradecemos o interesse! Analisaremos sua proposta e entraremos em contato.',
    nextStep: (email: string) =>
      email
        ? `Próximo passo: vamos responder pelo e-mail ${email}.`
        : 'Próximo passo: vamos responder pelo e-mail informado.',
    duration: 10_000,
  },
  // The reason is said by kind, never with the server's own text. The same texts as
  // The reasons by kind are the site's (src/lib/request-errors.ts); 'other' is the form's own.
  errorToast: {
    title: 'Ops! Algo deu errado.',
    description: (reason: string) => `Não foi possível enviar sua proposta. ${reason}`,
  },
  errorReasons: {
    timeout: requestErrorMessages.timeout,
    offline: requestErrorMessages.offline,
    server: requestErrorMessages.server,
    'rate-limit': requestErrorMessages['rate-limit'],
    // The database's hourly limits on proposals (per address, and in total).
    'address-limit': `Recebemos muitas propostas deste endereço. Tente novamente mais tarde. ${keptDraft}`,
    'inbox-limit': `Recebemos muitas propostas na última hora. Tente novamente mais tarde. ${keptDraft}`,
    other: 'Confira os dados e tente novamente. Se o problema continuar, tente mais tarde.',
  },
  // Offline at "Enviar Proposta": nothing is sent until the person confirms, back online.
  offline: {
    waiting: 'Sem conexão com a internet. Seus dados estão guardados neste navegador.',
    waitingHint: 'Quando a conexão voltar, vamos perguntar se você quer enviar a proposta.',
    restored: 'Conexão restabelecida. Enviar a proposta agora?',
    confirm: 'Enviar agora',
  },
} as const
