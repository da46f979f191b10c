import { formatAddress, organization } from '@/config/organization'
import { accessibilityLink } from '@/config/paths'
import { legalMessages as m } from '../messages'
import { LegalDocument, type LegalSection } from './legal-document'

const dpo = organization.dataProtectionOfficer
const Mail = ({ to }: { to: string }) => <a href={`mailto:${to}`}>{to}</a>

const sections: LegalSection[] = [
  {
    id: 'controlador',
    title: 'Quem é o controlador dos dados',
    body: (
      <>
        <p>
          O controlador dos seus dados pessoais, isto é, quem decide como e para que eles são
          tratados, é:
        </p>
        <ul>
          <li>
            <strong>{organization.legalName}</strong>
          </li>
          <li>CNPJ: {organization.cnpj}</li>
          <li>Endereço: {formatAddress()}</li>
          <li>
            E-mail: <Mail to={organization.email} />
          </li>
          <li>Telefone: {organization.phone}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'encarregado',
    title: 'Encarregado pelo tratamento de dados',
    body: (
      <>
        <p>
          O encarregado (art. 41 da LGPD) é a pessoa que recebe as suas solicitações sobre dados
          pessoais, presta esclarecimentos e conversa com a Autoridade Nacional de Proteção de Dados
          (ANPD) em nome do MOV.
        </p>
        <ul>
          <li>{dpo.name}</li>
          <li>
            E-mail: <Mail to={dpo.email} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Quais dados tratamos e onde eles ficam',
    body: (
      <>
        <h3>Propostas de parceria</h3>
        <p>
          No formulário “Torne-se um Parceiro” você informa: nome da organização, nome do contato,
          e-mail, telefone (opcional), site (opcional), Instagram (opcional), CNPJ (opcional), tipo
          de parceria, descrição da organização e a proposta. Guardamos também a data e a hora do
          envio. A proposta fica no nosso banco de dados (Supabase); quem a envia não consegue lê-la
          de volta pelo site, e só as contas da administração do MOV têm acesso a ela.
        </p>
        <h3>Conta e perfil</h3>
        <p>
          Para criar uma conta pedimos nome completo, e-mail e senha. O serviço de autenticação
          (Supabase Auth) guarda a senha apenas em forma de hash (um resumo criptográfico que não
          permite recuperá-la): ninguém do MOV vê a sua senha. O perfil guarda ainda o seu papel de
          acesso, a foto de perfil (quando houver) e as datas de criação e de alteração. Para manter
          você conectado, o navegador guarda o token da sua sessão no armazenamento local do seu
          aparelho (<em>local storage</em>).
        </p>
        <h3>MOV+ (plataforma de pontos)</h3>
        <p>
          Se você participa do MOV+, tratamos o extrato dos seus pontos, as missões que você informa
          como concluídas (com a observação e o link opcionais que você envia), os pedidos de
          resgate de recompensas e as decisões da presidência sobre eles. A participação no ranking
          público é opcional e vem desligada: só quando você a liga o seu nome, a sua foto e os seus
          pontos aparecem no ranking.
        </p>
        <h3>Carrinho e pagamento na loja</h3>
        <p>
          O carrinho fica só no seu navegador, no armazenamento local (<em>local storage</em>), com
          os produtos, as variações e as quantidades escolhidas; ele não é enviado ao MOV. Quando
          você vai para o pagamento, os itens do carrinho são enviados ao provedor da loja
          (Hostinger) para criar o pedido, e o navegador guarda, só enquanto a aba estiver aberta (
          <em>session storage</em>), uma cópia do carrinho e uma referência do pagamento iniciado,
          para reconhecer a sua volta.
        </p>
        <p>
          O pagamento com cartão acontece na página de pagamento hospedada pelo provedor da loja. Os
          dados que você digita lá (como nome, e-mail, endereço de entrega e dados do cartão) são
          tratados pelo provedor, conforme a política de privacidade dele.{' '}
          <strong>O site do MOV nunca recebe nem vê os dados do seu cartão.</strong>
        </p>
        <h3>Registros de acesso</h3>
        <p>
          Como em qualquer site, o serviço que hospeda as páginas e o Supabase registram dados
          técnicos de cada acesso: endereço IP, data e hora, endereço pedido e o agente de usuário
          (o navegador e o sistema do seu aparelho). Nas áreas restritas, as tentativas de senha
          erradas são contadas por um resumo criptográfico (hash) do endereço IP, usado só numa
          janela de 15 minutos; os registros vencidos são apagados.
        </p>
        <h3>Cookies e rastreadores</h3>
        <p>
          O site não usa cookies de publicidade nem de análise, não tem pixels de rastreamento nem
          ferramentas de estatísticas de terceiros. O que o navegador guarda (sessão e carrinho) é o
          necessário para o site funcionar. Os vídeos de trilhas formativas vêm do YouTube (no modo
          de privacidade aprimorada, <em>youtube-nocookie.com</em>) ou do Vimeo (com a opção “não
          rastrear”); ao dar o play, o serviço do vídeo pode tratar dados conforme a política dele.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades-e-bases-legais',
    title: 'Para que usamos os dados e com qual base legal',
    body: (
      <>
        <p>Cada tratamento tem uma finalidade e uma base legal do art. 7º da LGPD:</p>
        <ul>
          <li>
            <strong>Propostas de parceria</strong>: analisar a proposta e responder a você sobre
            ela. Base: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V), e o
            legítimo interesse do MOV em manter contato com organizações parceiras (art. 7º, IX).
          </li>
          <li>
            <strong>Conta, perfil e MOV+</strong>: permitir que você entre no site, participe das
            missões, acumule pontos e peça recompensas. Base: execução de contrato, o uso da
            plataforma que você pediu ao criar a conta (art. 7º, V).
          </li>
          <li>
            <strong>Ranking público do MOV+</strong>: mostrar seu nome, foto e pontos. Base:
            consentimento (art. 7º, I), que você dá ao ligar a opção e pode retirar a qualquer
            momento desligando-a.
          </li>
          <li>
            <strong>Carrinho e pedido na loja</strong>: montar o pedido e levar você ao pagamento.
            Base: execução de contrato (art. 7º, V).
          </li>
          <li>
            <strong>Registros de acesso</strong>: segurança do site, prevenção de abusos e de
            fraudes e investigação de falhas. Base: legítimo interesse (art. 7º, IX) e, quando a lei
            exigir a guarda, cumprimento de obrigação legal (art. 7º, II).
          </li>
          <li>
            <strong>Atendimento dos seus pedidos e defesa de direitos</strong>: responder às
            solicitações de titulares e, se preciso, em processos. Base: obrigação legal (art. 7º,
            II) e exercício regular de direitos (art. 7º, VI).
          </li>
        </ul>
        <p>
          Não usamos seus dados para publicidade, não os vendemos e não tomamos decisões
          automatizadas a seu respeito.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <ul>
        <li>
          <strong>Propostas de parceria</strong>: até 2 anos depois do último contato, se a parceria
          não for adiante; se ela for firmada, enquanto durar e pelo prazo legal de guarda dos
          documentos dela.
        </li>
        <li>
          <strong>Conta, perfil e MOV+</strong>: enquanto a conta existir. Quando a conta é
          excluída, o perfil, os pontos, as missões e os resgates ligados a ela são apagados junto.
        </li>
        <li>
          <strong>Carrinho</strong>: no seu navegador, até você esvaziá-lo, concluir a compra ou
          limpar os dados do site; a cópia guardada durante o pagamento some quando a aba é fechada.
        </li>
        <li>
          <strong>Registros de acesso</strong>: pelo prazo dos provedores de hospedagem e do
          Supabase (em geral, de alguns dias a poucos meses) e, quando a lei exigir, por 6 meses
          (Marco Civil da Internet, Lei 12.965/2014, art. 15).
        </li>
      </ul>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>
          Os dados são tratados, em nome do MOV, por operadores que prestam serviços ao site e só
          podem usá-los para isso:
        </p>
        <ul>
          <li>
            <strong>Supabase</strong>: banco de dados, autenticação das contas, arquivos e funções
            do servidor.
          </li>
          <li>
            <strong>Provedor da loja (Hostinger)</strong>: catálogo, pedidos e a página de pagamento
            com cartão.
          </li>
          <li>
            <strong>Serviço de hospedagem do site</strong>: entrega as páginas e registra os
            acessos.
          </li>
        </ul>
        <p>
          Também podemos compartilhar dados com autoridades públicas quando a lei ou uma ordem
          judicial exigir. Fora isso, não compartilhamos seus dados com ninguém.
        </p>
      </>
    ),
  },
  {
    id: 'transferencia-internacional',
    title: 'Transferência internacional',
    body: (
      <p>
        O Supabase e outros provedores podem guardar dados em servidores fora do Brasil (por
        exemplo, nos Estados Unidos). Essa transferência segue o art. 33 da LGPD: é feita com
        cláusulas contratuais que garantem um nível de proteção compatível com a lei brasileira
        (inciso II; Resolução CD/ANPD nº 19/2024) e, quando for o caso, por ser necessária para a
        execução do contrato que você pediu (inciso IX).
      </p>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos e como exercê-los',
    body: (
      <>
        <p>Pelo art. 18 da LGPD, você pode pedir ao MOV, a qualquer momento e sem custo:</p>
        <ul>
          <li>a confirmação de que tratamos seus dados e o acesso a eles;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou
            tratados em desacordo com a lei;
          </li>
          <li>a portabilidade dos dados a outro fornecedor de serviço;</li>
          <li>a eliminação dos dados tratados com o seu consentimento;</li>
          <li>a informação sobre com quem compartilhamos seus dados;</li>
          <li>
            a informação sobre a possibilidade de não dar o consentimento e o que acontece nesse
            caso;
          </li>
          <li>a revogação do consentimento;</li>
          <li>a exclusão da sua conta.</li>
        </ul>
        <p>
          Para exercer qualquer um deles, escreva para <Mail to={dpo.email} /> dizendo quem você é,
          o e-mail da sua conta (se tiver uma) e o que deseja. Podemos pedir uma confirmação para
          ter certeza de que o pedido é seu. Respondemos à confirmação de tratamento e ao acesso aos
          dados em até 15 dias, com uma declaração clara e completa (art. 19, II), e aos demais
          pedidos no menor prazo possível.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Como protegemos os dados',
    body: (
      <ul>
        <li>todo o tráfego do site usa conexão criptografada (HTTPS);</li>
        <li>
          regras de acesso no próprio banco de dados decidem quem lê e quem altera cada dado: um
          visitante envia uma proposta mas não consegue ler nenhuma, e cada pessoa só vê o próprio
          extrato do MOV+;
        </li>
        <li>senhas guardadas só como hash, nunca em texto;</li>
        <li>
          as áreas restritas têm senha verificada no servidor e limite de tentativas, e as ações da
          equipe dependem do papel da conta;
        </li>
        <li>nenhum dado de cartão passa pelo site;</li>
        <li>
          em caso de incidente de segurança que possa causar risco ou dano relevante, avisamos a
          ANPD e as pessoas afetadas (art. 48).
        </li>
      </ul>
    ),
  },
  {
    id: 'criancas-e-adolescentes',
    title: 'Crianças e adolescentes',
    body: (
      <>
        <p>
          O MOV é um movimento de juventudes, e muitas das pessoas que participam são adolescentes.
          Tratamos os dados de crianças e adolescentes sempre no seu melhor interesse (art. 14 da
          LGPD), pedimos só o necessário e não condicionamos a participação a dados além disso.
        </p>
        <ul>
          <li>
            <strong>Crianças (menores de 12 anos)</strong>: só podem ter conta ou enviar dados com o
            consentimento específico e em destaque de pelo menos um dos pais ou do responsável legal
            (art. 14, § 1º). Se soubermos que recebemos dados de uma criança sem esse consentimento,
            apagamos os dados.
          </li>
          <li>
            <strong>Adolescentes (de 12 a 17 anos)</strong>: podem criar a conta e participar do
            MOV+. Recomendamos conversar com os pais ou responsáveis antes, e eles podem exercer os
            direitos desta política em nome do adolescente pelo e-mail do encarregado.
          </li>
          <li>
            O ranking público vem desligado e só mostra nome, foto e pontos de quem escolher
            aparecer.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'anpd',
    title: 'Reclamação à ANPD',
    body: (
      <p>
        Se você achar que o seu pedido não foi atendido ou que seus dados foram tratados em
        desacordo com a lei, pode apresentar uma petição à Autoridade Nacional de Proteção de Dados
        (art. 18, § 1º), pelo site <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>. Pedimos
        que fale com a gente antes, para tentarmos resolver juntos.
      </p>
    ),
  },
  {
    id: 'atualizacoes',
    title: 'Atualizações desta política',
    body: (
      <p>
        Podemos atualizar esta política quando o site ou a lei mudarem. A data da última atualização
        fica no topo da página; se a mudança for relevante, avisaremos também no site. Veja também a
        nossa <a href={accessibilityLink.href}>declaração de acessibilidade</a>.
      </p>
    ),
  },
]

/** `/privacidade`: the LGPD notice (Lei 13.709/2018). */
export function PrivacyNotice() {
  const meta = m.privacy
  return (
    <LegalDocument
      title={meta.title}
      description={meta.description}
      updated={m.updated}
      intro={
        <p>
          Este aviso explica, em linguagem simples, como o {organization.shortName} trata os dados
          pessoais de quem usa este site, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD,
          Lei 13.709/2018).
        </p>
      }
      sections={sections}
    />
  )
}
