import { screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { expect, test } from 'vitest'
import { formatAddress, organization } from '@/config/organization'
import { renderWithProviders } from '@/testing/render'
import { AccessibilityStatement } from './accessibility-statement'
import { PrivacyNotice } from './privacy-notice'

/** Every entry of the table of contents points to a section of the page headed by the same text. */
function expectTableOfContentsResolves() {
  const toc = screen.getByRole('navigation', { name: 'Nesta página' })
  const links = within(toc).getAllByRole('link')
  const headings = screen.getAllByRole('heading', { level: 2 })
  expect(links).toHaveLength(headings.length)
  for (const link of links) {
    const href = link.getAttribute('href') ?? ''
    expect(href).toMatch(/^#[a-z0-9-]+$/)
    const target = document.getElementById(href.slice(1))
    expect(target, href).not.toBeNull()
    expect(target).toHaveAccessibleName(link.textContent ?? '')
    expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(
      link.textContent ?? '',
    )
  }
}

const pages: Array<[string, () => ReactElement, string, string[]]> = [
  [
    '/privacidade',
    () => <PrivacyNotice />,
    'Política de privacidade',
    [
      'Quem é o controlador dos dados',
      'Encarregado pelo tratamento de dados',
      'Quais dados tratamos e onde eles ficam',
      'Para que usamos os dados e com qual base legal',
      'Por quanto tempo guardamos',
      'Com quem compartilhamos',
      'Transferência internacional',
      'Seus direitos e como exercê-los',
      'Como protegemos os dados',
      'Crianças e adolescentes',
      'Reclamação à ANPD',
      'Atualizações desta política',
    ],
  ],
  [
    '/acessibilidade',
    () => <AccessibilityStatement />,
    'Declaração de acessibilidade',
    [
      'Nosso compromisso',
      'Situação de conformidade',
      'O que já fizemos',
      'Limitações conhecidas',
      'Como relatar uma barreira',
      'Como avaliamos',
    ],
  ],
]

test.each(pages)(
  '%s has one h1, an h2 per section, the date, its title and a table of contents that resolves',
  async (route, render, title, sections) => {
    renderWithProviders(render(), { route })
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections)
    const updated = screen.getByText(/^Última atualização:/)
    expect(updated).toHaveTextContent('Última atualização: 25 de novembro de 2026')
    expect(updated.querySelector('time')).toHaveAttribute('datetime', '2026-11-25')
    expectTableOfContentsResolves()
    await waitFor(() => expect(document.title).toBe(`${title} | MOV`))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/.{60,}/),
    )
  },
)

test('the privacy notice names the controller and the encarregado from organization.ts', () => {
  renderWithProviders(<PrivacyNotice />, { route: '/privacidade' })
  const controller = screen.getByRole('region', { name: 'Quem é o controlador dos dados' })
  expect(controller).toHaveTextContent(organization.legalName)
  expect(controller).toHaveTextContent(`CNPJ: ${organization.cnpj}`)
  expect(controller).toHaveTextContent(`Endereço: ${formatAddress()}`)
  expect(within(controller).getByRole('link', { name: organization.email })).toHaveAttribute(
    'href',
    `mailto:${organization.email}`,
  )
  const dpo = screen.getByRole('region', { name: 'Encarregado pelo tratamento de dados' })
  expect(dpo).toHaveTextContent(organization.dataProtectionOfficer.name)
  expect(
    within(dpo).getByRole('link', { name: organization.dataProtectionOfficer.email }),
  ).toHaveAttribute('href', `mailto:${organization.dataProtectionOfficer.email}`)
})

test('the privacy notice covers what the issue asks: data, bases, rights and their deadline, art. 14', () => {
  renderWithProviders(<PrivacyNotice />, { route: '/privacidade' })
  const region = (name: string) => screen.getByRole('region', { name })
  const data = region('Quais dados tratamos e onde eles ficam')
  for (const kind of [
    'Propostas de parceria',
    'Conta e perfil',
    'MOV+ (plataforma de pontos)',
    'Carrinho e pagamento na loja',
    'Registros de acesso',
    'Cookies e rastreadores',
  ]) {
    expect(within(data).getByRole('heading', { level: 3, name: kind })).toBeInTheDocument()
  }
  expect(data).toHaveTextContent('O site do MOV nunca recebe nem vê os dados do seu cartão.')
  expect(data).toHaveTextContent('não usa cookies de publicidade nem de análise')
  const bases = region('Para que usamos os dados e com qual base legal')
  for (const basis of ['art. 7º, I', 'art. 7º, II', 'art. 7º, V', 'art. 7º, IX']) {
    expect(bases).toHaveTextContent(basis)
  }
  expect(region('Transferência internacional')).toHaveTextContent('art. 33')
  const rights = region('Seus direitos e como exercê-los')
  expect(rights).toHaveTextContent('art. 18')
  expect(rights).toHaveTextContent('em até 15 dias')
  expect(rights).toHaveTextContent('art. 19')
  expect(
    within(rights).getByRole('link', { name: organization.dataProtectionOfficer.email }),
  ).toBeInTheDocument()
  const children = region('Crianças e adolescentes')
  expect(children).toHaveTextContent('art. 14')
  expect(children).toHaveTextContent('menores de 12 anos')
  expect(children).toHaveTextContent('pelo menos um dos pais ou do responsável legal')
  expect(
    within(region('Reclamação à ANPD')).getByRole('link', { name: 'www.gov.br/anpd' }),
  ).toHaveAttribute('href', 'https://www.gov.br/anpd')
})

test('the accessibility statement gives the target, the law, the known leftovers and where to report', () => {
  renderWithProviders(<AccessibilityStatement />, { route: '/acessibilidade' })
  const region = (name: string) => screen.getByRole('region', { name })
  expect(region('Nosso compromisso')).toHaveTextContent('WCAG 2.2')
  expect(region('Nosso compromisso')).toHaveTextContent('Lei 13.146/2015')
  expect(region('Nosso compromisso')).toHaveTextContent('art. 63')
  const leftovers = region('Limitações conhecidas')
  for (const text of ['aria-hidden-focus', '40 × 40 px', 'legendas', 'texto alternativo']) {
    expect(leftovers).toHaveTextContent(text)
  }
  const report = region('Como relatar uma barreira')
  expect(within(report).getByRole('link', { name: organization.email })).toHaveAttribute(
    'href',
    `mailto:${organization.email}?subject=Acessibilidade`,
  )
  expect(report).toHaveTextContent('Respondemos em até 5 dias úteis')
  expect(region('Como avaliamos')).toHaveTextContent('axe-core')
})
