import type { FaqItem } from "./types";

/** The paramount variant's FAQ (marketing §2: 5 questions). Prices from marketing §9. */
export const PARAMOUNT_FAQ: readonly FaqItem[] = [
  {
    id: "faq-paramount-o-que-e",
    question: "O que é o Paramount+?",
    answer: [
      "É o streaming da Paramount, com filmes de estúdio, séries originais, programação ao vivo e conteúdo da CBS, MTV, Comedy Central e Nickelodeon, sem anúncios e com alta qualidade de imagem.",
    ],
  },
  {
    id: "faq-paramount-preco",
    question: "Quanto custa o Paramount+ com a TIM Ultrafibra?",
    answer: [
      "No site do Paramount+ a assinatura custa a partir de R$ 18,90 por mês. Com a TIM Ultrafibra ela sai por apenas R$ 10 a mais na mensalidade do plano, na mesma conta da internet.",
    ],
  },
  {
    id: "faq-paramount-planos",
    question: "Quais planos têm Paramount+?",
    answer: [
      "O 600 Mega com Paramount+ (com 100 Mega de bônus por um ano), o 1 Giga Paramount+ e o 2 Giga, que inclui Paramount+ e HBO Max.",
    ],
  },
  {
    id: "faq-paramount-ativar",
    question: "Como ativo o Paramount+?",
    answer: [
      "Depois da instalação você recebe o link de ativação por SMS e e-mail. Informe o número do documento (CPF) do titular e a senha da sua conta Paramount+ " +
        "— ou crie a conta nesse passo. Depois é só entrar no app com o mesmo e-mail.",
    ],
  },
  {
    id: "faq-paramount-cancelar",
    question: "Posso cancelar o Paramount+ e manter a internet?",
    answer: [
      "Pode. Peça pelo 10341 ou pelo app Meu TIM: o acesso continua até o fim do ciclo de 30 dias já pago e, depois, a mensalidade volta a ser a do plano sem streaming.",
    ],
  },
];

/** The hbo-max variant's FAQ (marketing §2: 5 questions); plan facts from the HBO Max hero. */
export const HBO_MAX_FAQ: readonly FaqItem[] = [
  {
    id: "faq-max-o-que-e",
    question: "O que é o HBO Max?",
    answer: [
      "É o streaming com as séries e os filmes da HBO, Warner Bros., DC e Discovery, além de lançamentos exclusivos e produções originais.",
    ],
  },
  {
    id: "faq-max-plano",
    question: "Qual plano do HBO Max vem com a TIM Ultrafibra?",
    answer: [
      "O plano básico com anúncios: imagem Full HD e até 2 telas ao mesmo tempo, cobrado na mesma conta da internet.",
    ],
  },
  {
    id: "faq-max-planos",
    question: "Em quais planos de internet posso ter HBO Max?",
    answer: [
      "Você pode adicionar o HBO Max aos planos de 600 Mega e de 1 Giga. No plano de 2 Giga ele já está incluso, junto com o Paramount+.",
    ],
  },
  {
    id: "faq-max-ativar",
    question: "Como ativo o HBO Max?",
    answer: [
      "Depois da instalação você recebe o link de ativação por SMS e e-mail. Informe o número do documento (CPF) do titular e a senha da sua conta HBO Max " +
        "— ou crie a conta nesse passo — e entre no app com o mesmo e-mail.",
    ],
  },
  {
    id: "faq-max-cancelar",
    question: "Posso cancelar o HBO Max e manter a internet?",
    answer: [
      "Pode. Peça pelo 10341 ou pelo app Meu TIM: o acesso continua até o fim do ciclo de 30 dias já pago e, depois, a mensalidade volta a ser a do plano sem streaming.",
    ],
  },
];

/** movel-blindagem adds one question about the partnership plans (marketing §2). */
export const PARTNER_FAQ_ITEM: FaqItem = {
  id: "faq-planos-parceria",
  question: "O que são os planos da parceria TIM Ultrafibra e TIM móvel?",
  answer: [
    "São ofertas para quem já é cliente TIM no celular: internet 100% fibra com modem Wi-Fi 6 e apps inclusos, com condições especiais para a sua linha. " +
      "Cada serviço tem sua própria conta e seu próprio atendimento: a fibra pelo 10341 e o celular pelo 1056.",
    "Para contratar, consulte a cobertura do seu endereço e escolha um dos planos da parceria nesta página.",
  ],
};

/**
 * The streaming-service page's FAQ (marketing §2 "Streaming sections": 9 questions, in the spec's
 * order). Service facts from marketing §9: up to 3 screens, 2 family members, a plan with ads,
 * available only on the 600 Mega plan, access kept to the end of the 30-day cycle.
 */
export const STREAMING_SERVICE_FAQ: readonly FaqItem[] = [
  {
    id: "faq-streaming-assinar",
    question: "Como assino o Globoplay com a TIM Ultrafibra?",
    answer: [
      "Escolha o plano 700 Mega com Globoplay nesta página, consulte a cobertura do seu endereço e conclua o pedido. O streaming entra na mesma conta da internet.",
    ],
  },
  {
    id: "faq-streaming-ativar",
    question: "Como ativo o Globoplay?",
    answer: [
      "Depois da instalação você recebe o link de ativação por SMS e e-mail. Informe o número do documento (CPF) do titular e a senha da sua conta Globo — ou crie a conta nesse passo.",
    ],
  },
  {
    id: "faq-streaming-senha",
    question: "Esqueci a senha da minha conta. E agora?",
    answer: [
      "Na tela de entrada do app, toque em “Esqueci minha senha” e informe o e-mail da conta: você recebe um link para criar uma nova senha. A assinatura continua ativa.",
    ],
  },
  {
    id: "faq-streaming-familia",
    question: "Posso adicionar pessoas da família?",
    answer: [
      "Sim, até 2 membros da família, cada um com o próprio perfil e e-mail. Convide-os pela área “Minha conta” no site ou no app.",
    ],
  },
  {
    id: "faq-streaming-anuncios",
    question: "Qual é o tipo de plano do streaming?",
    answer: [
      "É o plano com anúncios: você assiste a todo o catálogo incluído, com intervalos comerciais curtos em alguns conteúdos.",
    ],
  },
  {
    id: "faq-streaming-planos-rapidos",
    question: "Posso ter o Globoplay em planos mais rápidos?",
    answer: [
      "Por enquanto o Globoplay está disponível só no plano de 600 Mega (700 Mega com o bônus). Para velocidades maiores, veja os planos de 1 Giga e 2 Giga com Paramount+ ou HBO Max.",
    ],
  },
  {
    id: "faq-streaming-telas",
    question: "Em quantos aparelhos posso assistir ao mesmo tempo?",
    answer: ["Em até 3 telas ao mesmo tempo."],
  },
  {
    id: "faq-streaming-aparelhos",
    question: "Em quais aparelhos posso assistir?",
    answer: [
      "Em smart TVs, celulares e tablets Android e iOS, no navegador do computador, em aparelhos de streaming como Chromecast e Apple TV e em consoles compatíveis.",
    ],
  },
  {
    id: "faq-streaming-cancelar",
    question: "Como cancelo o streaming?",
    answer: [
      "Pelo 10341 ou pelo app Meu TIM. O acesso continua até o fim do ciclo de 30 dias já pago; depois, a internet segue normalmente.",
    ],
  },
];
