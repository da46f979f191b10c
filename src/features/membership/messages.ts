// pt-BR texts of the membership page ("Participe!", /junte-se-a-nos).
export const membershipMessages = {
  eyebrow: 'Participe!',
  title: 'Junte-se ao MOV',
  intro:
    'O MOV conecta jovens ao futuro. Aqui você aprende fazendo, transforma a sua comunidade e faz a voz da juventude ser ouvida onde as decisões são tomadas.',
  primaryCta: 'Criar minha conta',
  whyHeading: 'Por que participar?',
  reasons: [
    {
      title: 'Transforme sua comunidade',
      text: 'Projetos reais, pensados por jovens, que mudam o lugar onde você vive.',
    },
    {
      title: 'Aprenda na prática',
      text: 'Trilhas formativas, oficinas e mentorias para desenvolver liderança e novas habilidades.',
    },
    {
      title: 'Conecte-se com o Brasil',
      text: 'Uma rede de jovens, institutos e parceiros em todas as regiões do país.',
    },
    {
      title: 'Tenha voz',
      text: 'Representações em fóruns, conselhos de direitos e coalizões que definem políticas para as juventudes.',
    },
  ],
  waysHeading: 'Formas de participar',
  ways: {
    volunteer: {
      title: 'Seja Voluntário',
      text: 'Dedique parte do seu tempo às ações do movimento na sua cidade ou online, do seu jeito.',
      link: 'Quero ser voluntário',
      guide: 'Leia o Guia do Voluntário',
    },
    programs: {
      title: 'Participe dos Programas',
      text: 'Escolha entre programas de formação, empreendedorismo, cidadania e clima, com vagas ao longo do ano.',
      link: 'Conheça os programas',
    },
    points: {
      title: 'Acumule pontos no MOV+',
      text: 'Cada missão cumprida vale pontos na plataforma MOV+, que se transformam em reconhecimento e recompensas.',
      link: 'Conheça o MOV+',
    },
  },
  stepsHeading: 'Como começar',
  steps: [
    { title: 'Crie sua conta', text: 'O cadastro é gratuito e leva menos de um minuto.' },
    {
      title: 'Escolha como participar',
      text: 'Voluntariado, programas ou missões do MOV+: comece pelo que mais combina com você.',
    },
    {
      title: 'Entre em ação',
      text: 'Participe das atividades, acompanhe seus pontos e chame mais gente para o movimento.',
    },
  ],
  registerHeading: 'Pronto para fazer parte?',
  registerText:
    'Crie sua conta para se inscrever nos programas, receber novidades e acumular pontos no MOV+.',
  registerCta: 'Cadastre-se agora',
  loginPrompt: 'Já tem conta?',
  loginCta: 'Entrar',
  supportHeading: 'Outras formas de apoiar',
  supportText: 'Organizações e pessoas que acreditam nas juventudes também fazem parte do MOV.',
  donate: {
    title: 'Faça uma Doação',
    text: 'Contribua por PIX ou transferência bancária e ajude a levar os programas a mais jovens.',
  },
  partner: {
    title: 'Torne-se um Parceiro',
    text: 'Sua organização pode apoiar com recursos, serviços ou divulgação. Envie uma proposta.',
  },
} as const
