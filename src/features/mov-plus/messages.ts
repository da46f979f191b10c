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
  points: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'ponto' : 'pontos'}`,
  rewardsTitle: 'Recompensas',
  rewardsEmpty: 'Nenhuma recompensa disponível no momento.',
  cost: (n: number) => `${n.toLocaleString('pt-BR')} pontos`,
  stock: (n: number) => (n > 0 ? `${n} em estoque` : 'Esgotado'),
  rankingTitle: 'Ranking',
  rankingIntro: 'Aparecem aqui os membros que escolheram participar do ranking público.',
  rankingEmpty: 'O ranking ainda está vazio.',
  rankingPosition: (n: number) => `${n}º lugar`,
  joinCta: 'Criar minha conta',
  loginCta: 'Já tenho conta',
  loadError: 'Não foi possível carregar esta seção.',
} as const
