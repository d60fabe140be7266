/**
 * The streaming-service page's series lists (marketing §2: three featured series with title,
 * image and description, then a second list of two). Titles are ours (fictional): a real catalogue
 * changes every month and its artwork is not ours to publish; the operator replaces this file.
 */
export interface Series {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** File in public/images/sections/series/. */
  readonly image: string;
}

export const SERIES_IMAGE_DIR = "/images/sections/series";

export const FEATURED_SERIES_TITLE = "Destaques do Globoplay";
export const MORE_SERIES_TITLE = "Para maratonar";

export const FEATURED_SERIES: readonly Series[] = [
  {
    id: "mares-do-sul",
    title: "Marés do Sul",
    description: "Uma família de pescadores enfrenta uma grande construtora para salvar a vila onde vive há gerações.",
    image: "mares-do-sul.svg",
  },
  {
    id: "plantao-central",
    title: "Plantão Central",
    description: "O dia a dia intenso de uma equipe de médicos residentes no maior pronto-socorro da cidade.",
    image: "plantao-central.svg",
  },
  {
    id: "cidade-de-neon",
    title: "Cidade de Neon",
    description: "Uma detetive volta ao bairro onde cresceu para investigar um desaparecimento que ninguém quer explicar.",
    image: "cidade-de-neon.svg",
  },
];

export const MORE_SERIES: readonly Series[] = [
  {
    id: "sertao-aberto",
    title: "Sertão Aberto",
    description: "Documentário sobre músicos do interior que levam o forró a palcos do mundo inteiro.",
    image: "sertao-aberto.svg",
  },
  {
    id: "cozinha-de-vo",
    title: "Cozinha de Vó",
    description: "Avós de todo o Brasil ensinam as receitas que passaram de geração em geração.",
    image: "cozinha-de-vo.svg",
  },
];

export const OTHER_STREAMING_TITLE = "Também com HBO Max e Paramount+";
export const STREAMING_APPS_TITLE = "Apps inclusos nos planos";
