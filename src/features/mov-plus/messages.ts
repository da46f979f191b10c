/** "1.200 pontos" / "1 ponto". */
const m0 = (n: number) => `${n.toLocaleString('pt-BR')} ${Math.abs(n) === 1 ? 'ponto' : 'pontos'}`

export const movPlusMessages = {
  title: 'MOV+',
  eyebrow: 'Plataforma de pontos',
  intro:
    'No MOV+ cada ação conta: cumpra missões no seu território, acumule pontos e troque por recompensas do movimento.',
  howTitle: 'Como funciona',
  steps: [
    { title: 'Crie sua conta', text: 'Cadastre-se no site do MOV para participar.' },
    { title: 'Cumpra missões', text: 'Participe de ações, formações e campanhas do movimento.' },
    {
      title: 'Acumule pontos',
      text: 'A coordenação do MOV+ registra os pontos de cada missão cumprida.',
    },
    {
      title: 'Troque por recompensas',
      text: 'Use seus pontos para pedir recompensas enquanto houver estoque.',
    },
  ],
  missionsTitle: 'Missões ativas',
  missionsEmpty: 'Nenhuma missão ativa no momento. Volte em breve!',
  points: m0,
  rewardsTitle: 'Recompensas',
  rewardsEmpty: 'Nenhuma recompensa disponível no momento.',
  cost: (n: number) => `${n.toLocaleString('pt-BR')} pontos`,
  stock: (n: number) => (n > 0 ? `${n} em estoque` : 'Esgotado'),
  rankingTitle: 'Ranking',
  rankingIntro: 'Aparecem aqui os membros que escolheram participar do ranking público.',
  rankingEmpty: 'O ranking ainda está vazio.',
  rankingPosition: (n: number) => `${n}º lugar`,
  /** A ranked member without a display name. */
  rankingUnnamed: 'Membro MOV',
  joinCta: 'Cadastre-se',
  loginCta: 'Entrar',
  signedOutNote:
    'Crie sua conta ou entre para ver seus pontos, informar missões e pedir recompensas.',
  loadError: 'Não foi possível carregar esta seção.',
  fallbackError: 'Algo deu errado. Tente novamente.',
  // Meus pontos
  myPointsTitle: 'Meus pontos',
  // One wording for a member's points on every screen (spec-deviations.md): "Saldo" is the sum of the
  // ledger, "Reservados" the cost of the requests waiting for the presidency, "Disponíveis" what
  // new requests can spend (the saldo less the reserved points). The presidency says "Saldo" too.
  saldoLabel: 'Saldo',
  reservedLabel: 'Reservados',
  availableLabel: 'Disponíveis',
  pointsSummaryLabel: 'Seus pontos',
  pointsSummaryHint:
    'Reservados: pontos de pedidos de resgate aguardando a presidência. Disponíveis: o saldo menos os reservados, para novos resgates.',
  balanceError: 'Não foi possível carregar seu saldo.',
  ledgerTitle: 'Extrato',
  ledgerEmpty: 'Você ainda não tem pontos. Cumpra uma missão para começar!',
  ledgerError: 'Não foi possível carregar seu extrato.',
  signedPoints: (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${m0(Math.abs(n))}`,
  ledgerMission: (title: string) => `Missão: ${title}`,
  ledgerAwardedBy: (name: string) => `Registrado por ${name}`,
  ledgerAwardedByUnknown: 'Registrado pela presidência do MOV+',
  ledgerPage: (page: number, pages: number) => `Página ${page} de ${pages}`,
  ledgerNewer: 'Mais recentes',
  ledgerOlder: 'Anteriores',
  ledgerNav: 'Páginas do extrato',
  // Missões: "Concluí"
  completeCta: 'Concluí',
  completeCtaLabel: (title: string) => `Concluí: ${title}`,
  completeTitle: 'Informar missão concluída',
  completeIntro: (title: string) =>
    `Conte à presidência do MOV+ como você cumpriu “${title}”. Os pontos entram depois da análise.`,
  noteLabel: 'Comentário (opcional)',
  noteHint: 'Até 1.000 caracteres.',
  noteTooLong: 'O comentário pode ter no máximo 1.000 caracteres.',
  linkLabel: 'Link de comprovação (opcional)',
  linkHint: 'Um endereço completo, como https://instagram.com/p/...',
  linkInvalid: 'Informe um link completo, começando com https://',
  linkTooLong: 'O link pode ter no máximo 2.048 caracteres.',
  completeSubmit: 'Enviar para a presidência',
  completeSending: 'Enviando...',
  completeCancel: 'Cancelar',
  completeSent: 'Missão enviada!',
  completeSentDetail: 'A presidência do MOV+ vai analisar e registrar seus pontos.',
  completeFailed: 'Não foi possível enviar',
  completeDuplicate: 'Você já enviou esta missão. Ela está aguardando a presidência.',
  myCompletionsTitle: 'Missões que você informou',
  myCompletionsEmpty: 'Você ainda não informou nenhuma missão.',
  completionStatus: {
    pendente: 'Aguardando a presidência',
    aprovada: 'Aprovada',
    recusada: 'Recusada',
  },
  missionFallback: 'Missão encerrada',
  refusalReason: (reason: string) => `Motivo: ${reason}`,
  sentOn: (date: string) => `Enviado em ${date}`,
  // Recompensas: "Resgatar"
  redeemCta: 'Resgatar',
  redeemCtaLabel: (title: string) => `Resgatar ${title}`,
  shortBy: (n: number) =>
    n === 1
      ? 'Falta 1 ponto disponível para esta recompensa.'
      : `Faltam ${m0(n)} disponíveis para esta recompensa.`,
  outOfStock: 'Sem estoque no momento.',
  redeemTitle: 'Confirmar resgate',
  redeemQuestion: (title: string, cost: number, saldo: number, available: number) =>
    `Resgatar “${title}” por ${m0(cost)}? Os pontos ficam reservados até a presidência decidir. ` +
    `Disponíveis: de ${m0(available)} para ${m0(available - cost)} agora. ` +
    `Saldo: de ${m0(saldo)} para ${m0(saldo - cost)} quando o pedido for aprovado.`,
  redeemConfirm: 'Confirmar resgate',
  redeemSent: 'Pedido de resgate enviado!',
  redeemSentDetail: 'A presidência do MOV+ vai analisar seu pedido.',
  redeemRefused: 'Resgate não realizado',
  myRedemptionsTitle: 'Meus resgates',
  myRedemptionsEmpty: 'Você ainda não pediu nenhuma recompensa.',
  redemptionStatus: { pendente: 'Pendente', aprovado: 'Aprovado', recusado: 'Recusado' },
  rewardFallback: 'Recompensa indisponível',
  requestedOn: (date: string) => `Pedido em ${date}`,
  // Ranking
  optInLabel: 'Aparecer no ranking',
  optInHint: 'Seu nome, sua foto e seus pontos aparecem no ranking público.',
  optInOn: 'Agora você aparece no ranking.',
  optInOff: 'Você não aparece mais no ranking.',
  optInFailed: 'Não foi possível mudar sua participação no ranking',
  optInError: 'Não foi possível carregar sua preferência do ranking.',
} as const
