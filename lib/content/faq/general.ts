import type { FaqItem } from "./types";

/**
 * The general FAQ (marketing §2 "FAQ block", "General topics"), one question per topic, in the
 * spec's order. Facts come from marketing §1, §6 and §9 and funnel §1; keep them in step when an
 * offer changes. The item about documents and a selfie keeps the id `faq-docs-selfie`: the banner's
 * identity-verification slide links to it.
 */
export const GENERAL_FAQ: readonly FaqItem[] = [
  {
    id: "faq-o-que-e",
    question: "O que é a TIM Ultrafibra?",
    answer: [
      "É a internet residencial 100% fibra óptica da TIM: o cabo de fibra chega até dentro da sua casa, sem trechos de cobre no caminho. " +
        "Os planos vão de 500 Mega a 2 Giga, todos com modem Wi-Fi 6 incluso e apps de conteúdo na mesma conta.",
      "Os preços são mensais, com desconto no débito automático válido por 12 meses.",
    ],
  },
  {
    id: "faq-fibra-adsl",
    question: "Qual a diferença entre fibra óptica e ADSL?",
    answer: [
      "No ADSL o sinal viaja por fios de cobre da linha telefônica e perde força com a distância e com interferências elétricas. " +
        "Na fibra óptica o sinal viaja como luz dentro de um fio de vidro: não sofre interferência, chega com a mesma qualidade a qualquer distância e aguenta velocidades muito maiores.",
      "Na prática: mais velocidade, menos quedas, upload bem mais alto e a mesma conexão de dia e à noite.",
    ],
  },
  {
    id: "faq-beneficios",
    question: "Quais são os benefícios da TIM Ultrafibra?",
    answer: [
      {
        items: [
          "Conexão 100% fibra óptica, estável e com upload alto;",
          "Modem Wi-Fi 6 incluso, até 40% mais rápido e com criptografia WPA-3;",
          "Apps de conteúdo inclusos e opções com Globoplay, HBO Max ou Paramount+ na mesma conta;",
          "Suporte técnico completo e instalação feita por técnicos da TIM;",
          "Contratação 100% online, em poucos minutos.",
        ],
      },
    ],
  },
  {
    id: "faq-como-assinar",
    question: "Como faço para assinar?",
    answer: [
      "Escolha o plano nesta página e clique em “Contratar agora”. Informe o CEP e o número do imóvel para confirmar a cobertura, " +
        "preencha seus dados, escolha a data de vencimento e a forma de pagamento e indique três opções de data para a instalação.",
      "Se preferir, você também pode contratar pelo WhatsApp ou pedir que um consultor ligue para você.",
    ],
  },
  {
    id: "faq-escolher-plano",
    question: "Como escolho o plano ideal para mim?",
    answer: [
      "Pense em quantas pessoas e aparelhos usam a internet ao mesmo tempo e no que vocês fazem online:",
      {
        items: [
          "600 Mega (700 Mega com o bônus): até 50 aparelhos conectados, bom para famílias que assistem a vídeos e trabalham de casa;",
          "1 Giga: até 68 aparelhos conectados, para casas com muita gente e muitos dispositivos;",
          "2 Giga: até 96 aparelhos conectados e 1 Giga de upload, para gamers, criadores de conteúdo e casas inteligentes.",
        ],
      },
      "Todos os planos têm modem Wi-Fi 6 e upload de metade da velocidade de download ou mais.",
    ],
  },
  {
    id: "faq-apps-inclusos",
    question: "Quais apps estão inclusos nos planos?",
    answer: [
      "Depende do plano. Entre os apps oferecidos estão Aya Books (audiolivros), Bancah (revistas e jornais), Babbel (idiomas), " +
        "Segurança Digital (antivírus), TIM Games Club, Looke, Band Sports e Band News. Alguns planos incluem também Deezer, Globoplay, HBO Max ou Paramount+.",
      "Clique em “Benefícios” no card de cada plano para ver a lista completa daquele plano.",
    ],
  },
  {
    id: "faq-cidades",
    question: "Em quais cidades a TIM Ultrafibra está disponível?",
    answer: [
      "Estamos em mais de 190 cidades. Alguns exemplos por estado:",
      {
        items: [
          "São Paulo: São Paulo, Campinas, Guarulhos, Santo André e Osasco;",
          "Rio de Janeiro: Rio de Janeiro, Niterói, São Gonçalo e Duque de Caxias;",
          "Minas Gerais: Belo Horizonte, Contagem e Betim;",
          "Paraná: Curitiba e região metropolitana;",
          "Rio Grande do Sul: Porto Alegre e região metropolitana;",
          "Pernambuco: Recife, Olinda e Jaboatão dos Guararapes;",
          "Bahia e Ceará: bairros de Salvador e Fortaleza;",
          "Distrito Federal e Espírito Santo: Brasília e Grande Vitória.",
        ],
      },
      "A cobertura muda de rua para rua. O jeito mais seguro de saber é consultar o seu CEP e o número do imóvel aqui no site.",
    ],
  },
  {
    id: "faq-splitter",
    question: "O que significa “splitter indisponível” na minha região?",
    answer: [
      "A fibra chega até as casas por caixas de distribuição instaladas nos postes (os splitters). Quando todas as portas da caixa que atende o seu endereço estão ocupadas, " +
        "a rua tem cobertura, mas não conseguimos instalar uma nova conexão naquele momento.",
      "Nesse caso, deixe seus dados: a equipe técnica amplia a capacidade da região e avisamos você assim que houver porta disponível.",
    ],
  },
  {
    id: "faq-primeira-fatura",
    question: "Como funciona a primeira fatura?",
    answer: [
      "A cobrança começa na instalação. A primeira fatura chega no vencimento que você escolheu e pode vir proporcional: " +
        "ela cobra só os dias entre a instalação e o fechamento do primeiro ciclo. A partir da segunda fatura o valor é o da mensalidade do plano.",
      "O desconto do débito automático vale depois que o débito é confirmado pelo seu banco; até lá, a fatura chega com o valor sem o desconto.",
    ],
  },
  {
    id: "faq-combos-streaming",
    question: "Quais combos com streaming existem?",
    answer: [
      {
        items: [
          "700 Mega com Globoplay: a partir de R$ 109,99 por mês no débito automático;",
          "600 Mega com Paramount+ ou com HBO Max, com 100 Mega de bônus por um ano;",
          "1 Giga com Paramount+ ou com HBO Max;",
          "2 Giga com HBO Max e Paramount+ inclusos.",
        ],
      },
      "Internet e streaming chegam numa conta só. Os preços de cada região aparecem nos cards de planos desta página.",
    ],
  },
  {
    id: "faq-ativar-streaming",
    question: "Como ativo o streaming incluso no meu plano?",
    answer: [
      "Depois da instalação você recebe por SMS e e-mail o link de ativação. Para ativar, tenha em mãos o número do documento (CPF) do titular e a senha da sua conta do streaming — " +
        "se ainda não tiver conta, você cria uma no mesmo passo.",
      "Depois é só entrar no app do streaming com esse e-mail e senha, na TV, no celular ou no computador.",
    ],
  },
  {
    id: "faq-plano-mais-vendido",
    question: "Qual é o plano mais vendido?",
    answer: [
      "O 700 Mega (600 Mega + 100 Mega de bônus por um ano) é o mais escolhido: equilibra preço e velocidade e aguenta até 50 aparelhos conectados. " +
        "Para casas com muitos aparelhos, o 1 Giga é o mais procurado.",
    ],
  },
  {
    id: "faq-etapas-instalacao",
    question: "Quais são as etapas da compra até a instalação?",
    answer: [
      {
        items: [
          "1. Consulte a cobertura com o CEP e o número do imóvel;",
          "2. Escolha o plano e preencha seus dados;",
          "3. Escolha o vencimento e a forma de pagamento;",
          "4. Indique três opções de data e período para a instalação;",
          "5. Confirme sua identidade com documento e selfie, pelo link enviado por SMS;",
          "6. Receba a visita do técnico, que instala a fibra e o modem Wi-Fi 6 e testa a conexão.",
        ],
      },
      "Você acompanha cada etapa por SMS e e-mail.",
    ],
  },
  {
    id: "faq-docs-selfie",
    question: "Por que preciso enviar documentos e uma selfie?",
    answer: [
      "Para proteger você contra fraudes: a verificação confirma que quem está contratando é mesmo o titular do CPF ou CNPJ. " +
        "Ela combina biometria facial (a selfie) com a foto de um documento oficial com foto.",
      "Sem essa confirmação o pedido não segue para a instalação. Seus dados são usados só para essa verificação, conforme a LGPD.",
    ],
  },
  {
    id: "faq-como-enviar-documentos",
    question: "Como envio os documentos e a selfie?",
    answer: [
      "Depois do pedido você recebe um link por SMS, de um número oficial que começa com 0303. Ao abrir o link, confirme os 5 primeiros dígitos do CPF (ou do CNPJ) do titular, " +
        "fotografe a frente e o verso do documento (RG, CNH ou RNE) e tire uma selfie em um lugar bem iluminado, sem óculos escuros, boné ou máscara.",
      "Nunca pedimos senhas nem códigos por esse link.",
    ],
  },
  {
    id: "faq-teste-velocidade",
    question: "Como faço um teste de velocidade?",
    answer: [
      "Para um resultado fiel, conecte o computador ao modem por cabo de rede, feche downloads e outros aparelhos e use um medidor como o Brasil Banda Larga, o medidor oficial da Anatel. " +
        "Pelo Wi-Fi, fique perto do modem e use a rede de 5 GHz.",
      "Celulares e notebooks mais antigos nem sempre alcançam velocidades acima de 500 Mega pelo Wi-Fi: isso é limite do aparelho, não da fibra.",
    ],
  },
  {
    id: "faq-upload-download",
    question: "Qual a diferença entre upload e download?",
    answer: [
      "Download é a velocidade para receber dados: abrir sites, assistir a vídeos, baixar arquivos. Upload é a velocidade para enviar: videochamadas, transmissões ao vivo, backup na nuvem, jogos online.",
      "Na TIM Ultrafibra o upload é alto: 2 Giga de download com 1 Giga de upload, 1 Giga com 500 Mega, 600 Mega com 300 Mega e 500 Mega com 250 Mega.",
    ],
  },
  {
    id: "faq-modem-wifi6",
    question: "O que é o modem Wi-Fi 6?",
    answer: [
      "É a geração mais recente do Wi-Fi, inclusa em todos os planos. Ela é até 40% mais rápida que a geração anterior, atende mais aparelhos ao mesmo tempo sem perder desempenho " +
        "e usa criptografia WPA-3, mais segura contra invasões.",
      "Aparelhos conectados ao mesmo tempo: até 96 no 2 Giga, até 68 no 1 Giga e até 50 no 600 Mega.",
    ],
  },
  {
    id: "faq-numeros-oficiais",
    question: "Quais números a TIM usa para entrar em contato?",
    answer: [
      "Nossas ligações e mensagens de venda vêm de números oficiais que começam com 0303, o prefixo que a Anatel reserva para telemarketing. " +
        "Desconfie de contatos de outros números que peçam pagamentos, senhas ou códigos.",
    ],
  },
  {
    id: "faq-atendimento",
    question: "Como falo com o atendimento?",
    answer: [
      "Clientes TIM Ultrafibra têm suporte técnico pelo 10341, todos os dias. Pelo celular TIM você também pode ligar para o 1056. " +
        "No app Meu TIM você acompanha o pedido, vê faturas e abre solicitações.",
    ],
  },
  {
    id: "faq-bonus-movel",
    question: "Tenho plano TIM no celular. Ganho algum bônus?",
    answer: [
      "Sim. Clientes TIM Controle que assinam a TIM Ultrafibra ganham até 20 GIGA a mais de internet no celular, e clientes TIM Black ganham até 30 GIGA a mais. " +
        "O bônus é aplicado na linha móvel depois da instalação da fibra.",
    ],
  },
  {
    id: "faq-segunda-via",
    question: "Como tiro a segunda via da fatura?",
    answer: [
      "No app Meu TIM ou na área do cliente do site: entre com o CPF do titular, abra “Faturas” e baixe o PDF ou copie o código de barras ou o código PIX. " +
        "Você também pode pedir a segunda via pelo 10341.",
    ],
  },
  {
    id: "faq-formas-pagamento",
    question: "Quais são as formas de pagamento?",
    answer: [
      "PIX, débito automático, boleto bancário e pagamento online no app Meu TIM. O preço anunciado é com débito automático; nas outras formas a mensalidade é um pouco maior.",
    ],
  },
  {
    id: "faq-cancelar-plano",
    question: "Como cancelo o plano?",
    answer: [
      "Pelo 10341 ou pelo app Meu TIM. O plano tem fidelidade de 12 meses: se cancelar antes, há multa proporcional aos meses que faltam. " +
        "Depois da fidelidade, o cancelamento não tem custo.",
      "O modem é da TIM: combinamos a retirada ou a devolução dele no cancelamento.",
    ],
  },
  {
    id: "faq-cancelar-streaming",
    question: "Como cancelo o streaming?",
    answer: [
      "Peça o cancelamento pelo 10341 ou pelo app Meu TIM. O acesso continua até o fim do ciclo de 30 dias que já foi pago e o valor do streaming sai da fatura seguinte.",
    ],
  },
  {
    id: "faq-desconto-aparelho",
    question: "Quem pode usar o desconto em aparelhos?",
    answer: [
      {
        items: [
          "Clientes pessoa física (CPF) — não vale para CNPJ;",
          "Com a instalação da TIM Ultrafibra já concluída;",
          "Em dia com os pagamentos;",
          "Um desconto por assinatura.",
        ],
      },
    ],
  },
  {
    id: "faq-usar-desconto",
    question: "Como uso o desconto em aparelhos?",
    answer: [
      "O desconto fica disponível 24 horas depois da instalação. Entre na loja online com o CPF do titular, escolha o aparelho e o desconto aparece no carrinho. " +
        "Você pode pagar em até 12x no cartão de crédito.",
    ],
  },
  {
    id: "faq-fidelidade-aparelho",
    question: "O desconto em aparelhos tem fidelidade?",
    answer: [
      "Sim. Ao usar o desconto, a assinatura da TIM Ultrafibra fica com fidelidade de 12 meses. Se cancelar antes, há multa proporcional ao desconto recebido e aos meses que faltam.",
    ],
  },
];
