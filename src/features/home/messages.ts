import { heroMessages } from './hero-messages'

export const homeMessages = {
  hero: heroMessages,
  banners: {
    label: 'Destaques',
    previous: 'Banner anterior',
    next: 'Próximo banner',
    goTo: (n: number) => `Ir para o banner ${n}`,
    pause: 'Pausar destaques',
    play: 'Reproduzir destaques',
    slide: (n: number, total: number) => `${n} de ${total}`,
    newTab: '(abre em nova aba)',
  },
  stats: {
    label: 'O MOV em números',
    items: [
      { value: '7 mil+', label: 'Membros' },
      { value: '10+', label: 'Programas em andamento' },
      { value: '3+', label: 'Anos de história' },
      { value: '98%', label: 'De satisfação' },
    ],
  },
  media: {
    title: 'MOV Na Mídia',
    subtitle: 'O que a imprensa tem falado sobre o movimento.',
    previous: 'Matérias anteriores',
    next: 'Próximas matérias',
    goTo: (n: number) => `Ir para a página ${n} de matérias`,
    pause: 'Pausar matérias',
    play: 'Reproduzir matérias',
    newTab: '(abre em nova aba)',
  },
  help: {
    title: 'Como Ajudar',
    subtitle: 'Existem muitas formas de fazer parte dessa transformação.',
    volunteer: {
      title: 'Voluntariado',
      text: 'Doe seu tempo e seus talentos aos programas e às ações do MOV.',
      action: 'Seja Voluntário',
    },
    donate: {
      title: 'Doações',
      text: 'Sua contribuição mantém nossos programas vivos e chegando a mais jovens.',
      action: 'Faça uma Doação',
    },
    partner: {
      title: 'Parcerias',
      text: 'Organizações e empresas podem somar forças com o MOV.',
      action: 'Torne-se um Parceiro',
    },
  },
  testimonials: {
    title: 'Quem Vive o MOV',
    subtitle: 'Histórias de jovens e parceiros que fazem parte do movimento.',
    previous: 'Depoimento anterior',
    next: 'Próximo depoimento',
    goTo: (n: number) => `Ir para o depoimento ${n}`,
    pause: 'Pausar depoimentos',
    play: 'Reproduzir depoimentos',
    slide: (n: number, total: number) => `${n} de ${total}`,
  },
} as const

export const BANNER_INTERVAL_MS = 7000
export const MEDIA_INTERVAL_MS = 5000
export const TESTIMONIAL_INTERVAL_MS = 7000
export const MEDIA_PER_PAGE = 3
