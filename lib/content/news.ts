/**
 * The news and awards carousel (marketing §3 "News item"). Our own items and artwork: no outlet's
 * name or logo. `external` items open linkNews in a new tab; the others open the news drawer with
 * the video (stream) or the full text. fullDescription is a list of paragraphs instead of the
 * spec's HTML, so nothing is injected as markup.
 */
export interface NewsItem {
  readonly id: string;
  /** File in public/images/sections/news/. */
  readonly imageName: string;
  readonly title: string;
  readonly description: string;
  readonly fullDescription: readonly string[];
  /** Address of the video to embed; a stream item without one is not listed (listedNews). */
  readonly streamLink: string | null;
  readonly stream: boolean;
  readonly external: boolean;
  readonly linkNews: string | null;
  readonly showModal: boolean;
}

export const NEWS_IMAGE_DIR = "/images/sections/news";

export const NEWS: readonly NewsItem[] = [
  {
    id: "cobertura-190-cidades",
    imageName: "cobertura.svg",
    title: "TIM Ultrafibra chega a mais de 190 cidades",
    description: "A fibra óptica da TIM segue crescendo e já atende mais de 190 cidades em todo o país.",
    fullDescription: [
      "A TIM Ultrafibra passou de 190 cidades atendidas, com novos bairros em capitais e regiões metropolitanas do Sudeste, do Sul e do Nordeste.",
      "Toda a rede é 100% fibra óptica até dentro de casa (FTTH), o que garante a mesma velocidade a qualquer hora do dia e upload alto em todos os planos.",
      "Quer saber se a sua rua já tem cobertura? Consulte o seu CEP e o número do imóvel aqui no site.",
    ],
    streamLink: null,
    stream: false,
    external: false,
    linkNews: null,
    showModal: true,
  },
  {
    id: "instalacao-em-video",
    imageName: "instalacao.svg",
    title: "Veja como é a instalação da fibra",
    description: "Do poste até o modem Wi-Fi 6: acompanhe em vídeo a visita do técnico.",
    fullDescription: [
      "O técnico leva a fibra da caixa no poste até o seu imóvel, instala o ponto óptico e o modem Wi-Fi 6, configura a rede e testa a velocidade com você.",
      "A visita leva em média duas horas. Você escolhe três opções de data e período no pedido e recebe a confirmação por SMS.",
    ],
    streamLink: null,
    stream: true,
    external: false,
    linkNews: null,
    showModal: true,
  },
  {
    id: "wifi6-todos-os-planos",
    imageName: "wifi6.svg",
    title: "Wi-Fi 6 incluso em todos os planos",
    description: "Conexão até 40% mais rápida e com criptografia WPA-3, sem custo extra.",
    fullDescription: [
      "Todos os planos TIM Ultrafibra agora vêm com modem Wi-Fi 6, a geração mais recente do Wi-Fi.",
      "Ele é até 40% mais rápido que a geração anterior, atende mais aparelhos ao mesmo tempo e protege a rede com criptografia WPA-3.",
    ],
    streamLink: null,
    stream: false,
    external: false,
    linkNews: null,
    showModal: true,
  },
  {
    id: "indicadores-anatel",
    imageName: "indicadores.svg",
    title: "Qualidade da banda larga: indicadores da Anatel",
    description: "Acompanhe no site da Anatel os indicadores de qualidade das operadoras de banda larga.",
    fullDescription: [],
    streamLink: null,
    stream: false,
    external: true,
    linkNews: "https://www.gov.br/anatel/pt-br",
    showModal: false,
  },
  {
    id: "streaming-na-conta",
    imageName: "streaming.svg",
    title: "Globoplay, HBO Max e Paramount+ na conta da internet",
    description: "Combos de fibra com streaming: um pagamento só, sem cartão de crédito no app.",
    fullDescription: [
      "Agora dá para assinar internet fibra e streaming juntos: 700 Mega com Globoplay, planos de 600 Mega e 1 Giga com HBO Max ou Paramount+ e o 2 Giga com os dois.",
      "O streaming vem na mesma fatura da internet e é ativado com o CPF do titular depois da instalação.",
    ],
    streamLink: null,
    stream: false,
    external: false,
    linkNews: null,
    showModal: true,
  },
];

/**
 * The items the carousel lists: a video item without a stream to play is left out, since its
 * drawer would promise a video and show none.
 */
export function listedNews(items: readonly NewsItem[]): readonly NewsItem[] {
  return items.filter((item) => !item.stream || item.streamLink !== null);
}
