import { organization } from '@/config/organization'
import { privacyLink } from '@/config/paths'
import { legalMessages as m } from '../messages'
import { LegalDocument, type LegalSection } from './legal-document'

const sections: LegalSection[] = [
  {
    id: 'compromisso',
    title: 'Nosso compromisso',
    body: (
      <>
        <p>
          Queremos que todas as pessoas, com ou sem deficiência, consigam usar este site. A nossa
          meta é atender ao nível AA das Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2),
          do W3C.
        </p>
        <p>
          Esse compromisso também segue a Lei Brasileira de Inclusão da Pessoa com Deficiência (Lei
          13.146/2015), que no art. 63 torna obrigatória a acessibilidade dos sites, garantindo o
          acesso às informações conforme as melhores práticas e diretrizes adotadas
          internacionalmente.
        </p>
      </>
    ),
  },
  {
    id: 'situacao',
    title: 'Situação de conformidade',
    body: (
      <p>
        O site está <strong>parcialmente conforme</strong> com a WCAG 2.2 nível AA: a maior parte
        atende aos critérios, mas ainda há os pontos descritos em{' '}
        <a href="#limitacoes">Limitações conhecidas</a>.
      </p>
    ),
  },
  {
    id: 'o-que-fizemos',
    title: 'O que já fizemos',
    body: (
      <ul>
        <li>
          <strong>Teclado</strong>: tudo pode ser usado sem mouse. Um link “Pular para o conteúdo” é
          o primeiro item da página; menus, janelas e o carrinho prendem o foco enquanto estão
          abertos e o devolvem ao botão que os abriu quando fecham.
        </li>
        <li>
          <strong>Foco visível</strong>: todo controle alcançado pelo teclado ganha um contorno bem
          visível.
        </li>
        <li>
          <strong>Leitores de tela</strong>: os campos têm rótulos e os erros ficam ligados a eles;
          os botões só com ícone têm nome; as páginas usam títulos em ordem e regiões marcadas; ao
          mudar de página, o foco vai para o título da nova página e o nome dela é anunciado.
        </li>
        <li>
          <strong>Contraste</strong>: as cores de textos e controles seguem o contraste mínimo do
          nível AA, conferido por verificações automáticas.
        </li>
        <li>
          <strong>Celulares</strong>: o conteúdo se adapta a telas a partir de 320 px de largura,
          sem rolagem lateral, e os botões e links principais têm pelo menos 44 px de altura para o
          toque.
        </li>
        <li>
          <strong>Movimento reduzido</strong>: quando o sistema pede menos movimento (
          <em>prefers-reduced-motion</em>), animações e transições são encurtadas e os carrosséis
          não avançam sozinhos; eles também param quando recebem o foco ou o mouse e têm botão de
          pausa.
        </li>
        <li>
          <strong>Idioma</strong>: as páginas declaram o português do Brasil, para que os leitores
          de tela usem a pronúncia certa.
        </li>
      </ul>
    ),
  },
  {
    id: 'limitacoes',
    title: 'Limitações conhecidas',
    body: (
      <>
        <p>Sabemos que estes pontos ainda não estão conformes e estamos trabalhando neles:</p>
        <ul>
          <li>
            <strong>Menu da conta</strong>: com o menu da conta aberto, a verificação automática
            aponta partes da página ocultas para leitores de tela que ainda podem receber foco
            (regra <em>aria-hidden-focus</em>).
          </li>
          <li>
            <strong>Redes sociais no rodapé</strong>: os botões têm 40 × 40 px, abaixo dos 44 px que
            adotamos como meta para o toque (o mínimo do nível AA, 24 px, é atendido).
          </li>
          <li>
            <strong>Vídeos e documentos</strong>: vídeos de terceiros incorporados (YouTube) podem
            não ter legendas, e os PDFs de Guias &amp; Documentos e do Portal de Conteúdos podem não
            estar marcados para leitores de tela.
          </li>
          <li>
            <strong>Conteúdo publicado pela equipe</strong>: imagens em notícias e textos escritos
            pelos autores podem estar sem texto alternativo.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'relatar-barreira',
    title: 'Como relatar uma barreira',
    body: (
      <>
        <p>
          Encontrou algo que impede ou dificulta o uso do site? Escreva para{' '}
          <a href={`mailto:${organization.email}?subject=Acessibilidade`}>{organization.email}</a>{' '}
          (assunto “Acessibilidade”) ou ligue para {organization.phone}. Ajuda muito se você contar:
        </p>
        <ul>
          <li>o endereço da página;</li>
          <li>o que você tentava fazer e o que aconteceu;</li>
          <li>
            o aparelho, o navegador e, se usar, a tecnologia assistiva (por exemplo, leitor de tela
            e versão).
          </li>
        </ul>
        <p>
          Respondemos em até {m.barrierAnswerDays} dias úteis e, enquanto a barreira não for
          corrigida, enviamos a informação ou o conteúdo de outra forma acessível.
        </p>
      </>
    ),
  },
  {
    id: 'como-avaliamos',
    title: 'Como avaliamos',
    body: (
      <>
        <p>
          Esta declaração foi preparada em <time dateTime={m.updated.iso}>{m.updated.text}</time>, a
          partir de:
        </p>
        <ul>
          <li>
            verificações automáticas com o axe-core (regras da WCAG 2.0 e 2.1, níveis A e AA) em
            cada página, nos testes de ponta a ponta que rodam no Chromium, em tela de celular (360
            px, toque) e de computador, a cada mudança do site;
          </li>
          <li>
            testes próprios para o que as regras automáticas não cobrem, como o tamanho dos alvos de
            toque e a ausência de rolagem lateral a 320 px;
          </li>
          <li>
            verificações manuais com o teclado: ordem do foco, foco visível e foco preso nas
            janelas.
          </li>
        </ul>
        <p>
          Veja também a nossa <a href={privacyLink.href}>política de privacidade</a>.
        </p>
      </>
    ),
  },
]

/** `/acessibilidade`: the accessibility statement. */
export function AccessibilityStatement() {
  const meta = m.accessibility
  return (
    <LegalDocument
      title={meta.title}
      description={meta.description}
      updated={m.updated}
      intro={
        <p>
          Esta declaração diz o quanto o site do {organization.shortName} é acessível, o que ainda
          falta melhorar e como falar com a gente quando algo atrapalhar o seu acesso.
        </p>
      }
      sections={sections}
    />
  )
}
