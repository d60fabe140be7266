import type { SeedBenefit } from "./types";

/** The slugs of the benefit catalogue (funnel §3, marketing §3). */
export type BenefitSlug =
  | "MAX"
  | "paramount-plus"
  | "globo-play"
  | "seguranca-digital"
  | "babbel"
  | "aya-books"
  | "games-club"
  | "looke"
  | "aya-ensinah"
  | "aya-bancah"
  | "wifi6"
  | "deezer"
  | "band-sports"
  | "band-news";

// Logos that disappear on a dark background have a dark variant (marketing §3: Deezer, MAX, looke).
const WITH_DARK_IMAGE: readonly BenefitSlug[] = ["deezer", "MAX", "looke"];

function entry(slug: BenefitSlug, benefit: string, description: string): SeedBenefit {
  return {
    id: `b-${slug.toLowerCase()}`,
    benefit,
    slug,
    description,
    enabled: true,
    imageLight: `/benefits/${slug}.svg`,
    ...(WITH_DARK_IMAGE.includes(slug) ? { imageDark: `/benefits/${slug}-dark.svg` } : {}),
  };
}

/** Names as the site shows them (marketing §3: Banca Virtual is "Bancah", Audiobooks "Aya Books", …). */
export const SEED_BENEFITS: SeedBenefit[] = [
  entry(
    "MAX",
    "HBO Max",
    "Séries, filmes e documentários da HBO, Warner Bros., DC e Discovery, com lançamentos exclusivos. " +
      "Plano básico com anúncios, em Full HD e com até 2 telas ao mesmo tempo.",
  ),
  entry(
    "paramount-plus",
    "Paramount+",
    "Filmes, séries originais e programação ao vivo da Paramount, CBS, MTV e Nickelodeon. " +
      "Sem anúncios e com alta qualidade de imagem.",
  ),
  entry(
    "globo-play",
    "Globoplay",
    "Novelas, séries, filmes e programas da Globo, além de produções originais do Globoplay. " +
      "Plano com anúncios e até 3 telas ao mesmo tempo.",
  ),
  entry(
    "seguranca-digital",
    "Segurança Digital",
    "Antivírus e proteção contra sites falsos, golpes e roubo de dados nos seus aparelhos. " +
      "Navegue, compre e use o banco pela internet com mais tranquilidade.",
  ),
  entry(
    "babbel",
    "Babbel",
    "Aprenda inglês, espanhol e outros idiomas com lições curtas e interativas, criadas por especialistas. " +
      "Estude no seu ritmo, pelo celular ou pelo computador.",
  ),
  entry(
    "aya-books",
    "Aya Books",
    "Audiolivros e resumos de livros para ouvir onde você estiver. " +
      "Títulos de ficção, negócios, saúde e desenvolvimento pessoal.",
  ),
  entry(
    "games-club",
    "TIM Games Club",
    "Catálogo de jogos para celular sem anúncios e sem compras dentro do app. " +
      "Novos jogos todo mês para toda a família.",
  ),
  entry(
    "looke",
    "Looke",
    "Filmes, séries e documentários nacionais e internacionais para assistir quando quiser, " +
      "com títulos para todas as idades.",
  ),
  entry(
    "aya-ensinah",
    "Aya Ensinah",
    "Cursos online de idiomas, tecnologia, finanças e carreira, com certificado. " +
      "Aprenda no seu ritmo, pelo celular ou pelo computador.",
  ),
  entry(
    "aya-bancah",
    "Bancah",
    "Revistas e jornais digitais em um só app, com as edições mais recentes das principais publicações do país.",
  ),
  entry(
    "wifi6",
    "Wi-Fi 6",
    "Modem com Wi-Fi 6 incluso: conexão até 40% mais rápida e estável, mesmo com muitos aparelhos conectados. " +
      "Conta com criptografia WPA-3, mais segura contra invasões.",
  ),
  entry(
    "deezer",
    "Deezer",
    "Milhões de músicas, playlists e podcasts para ouvir sem anúncios, inclusive sem conexão. " +
      "Crie suas playlists e descubra novidades todos os dias.",
  ),
  entry(
    "band-sports",
    "Band Sports",
    "Canal de esportes do Grupo Bandeirantes, com futebol, vôlei, automobilismo e programas esportivos ao vivo.",
  ),
  entry(
    "band-news",
    "Band News",
    "Canal de notícias 24 horas do Grupo Bandeirantes, com jornalismo ao vivo, análises e entrevistas.",
  ),
];
