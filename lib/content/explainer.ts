/**
 * The fibre-optic explainer (marketing §2): text, a button to the plans, numbered cards, and the
 * corporate (CNPJ) and gamers/streamers banners. Prices from marketing §9.
 */
export const EXPLAINER = {
  preTitle: "Como funciona",
  title: "O que é internet fibra óptica?",
  paragraphs: [
    "Na fibra óptica, os dados viajam como pulsos de luz dentro de um fio de vidro mais fino que um fio de cabelo. A luz não sofre interferência elétrica nem perde força com a distância.",
    "Na TIM Ultrafibra a fibra vai da nossa rede até dentro da sua casa, sem trechos de cobre no caminho. Por isso a velocidade contratada chega de verdade, de dia e à noite.",
  ],
  cta: "Conheça os planos",
  cards: [
    { title: "Velocidade de verdade", text: "De 500 Mega a 2 Giga, com a mesma velocidade em qualquer horário." },
    { title: "Upload alto", text: "Envie arquivos, faça lives e videochamadas sem travar: upload de até 1 Giga." },
    { title: "Mais estabilidade", text: "Sem interferência de chuva, de rede elétrica ou de outros aparelhos." },
    { title: "Baixa latência", text: "Resposta rápida para jogos online, chamadas de vídeo e casa conectada." },
  ],
} as const;

export const CORPORATE_BANNER = {
  preTitle: "Para empresas",
  title: "Tem CNPJ? Leve 1 Giga para o seu negócio",
  text: "Internet 100% fibra com Wi-Fi 6 para a sua empresa, com atendimento dedicado.",
  price: "119.99",
  cta: "Falar com um consultor",
} as const;

export const GAMER_BANNER = {
  preTitle: "Para gamers e streamers",
  title: "2 Giga de download e 1 Giga de upload",
  text: "Baixa latência para jogar online e upload de sobra para transmitir ao vivo. Com HBO Max e Paramount+ inclusos.",
  sku: "d2000b",
  cta: "Assine com streaming no pacote!",
} as const;
