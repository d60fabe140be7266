import type { StreamingService } from "@/lib/addons";

/**
 * The three streaming services as the landing shows them (marketing §1 "Streaming cards") and the
 * Paramount+ and HBO Max showcase sections (marketing §3 "Showcase card": image, title, text).
 * Artwork is ours, in public/images/sections/streaming/.
 */
export interface StreamingCard {
  readonly service: StreamingService;
  readonly name: string;
  readonly text: string;
  /** The streaming page; the visitor's query string is added in the browser. */
  readonly href: string;
  readonly image: string;
}

export const STREAMING_IMAGE_DIR = "/images/sections/streaming";

export const STREAMING_CARDS: readonly StreamingCard[] = [
  {
    service: "globoplay",
    name: "Globoplay",
    text: "Novelas, séries, filmes e programas da Globo. No 700 Mega, com até 3 telas.",
    href: "/globoplay/",
    image: "globoplay.svg",
  },
  {
    service: "hbo-max",
    name: "HBO Max",
    text: "Séries e filmes da HBO, Warner Bros. e DC. Plano básico com anúncios, em Full HD.",
    href: "/hbo-max/",
    image: "hbo-max.svg",
  },
  {
    service: "paramount",
    name: "Paramount+",
    text: "Filmes de estúdio, séries originais e programação ao vivo, sem anúncios.",
    href: "/paramount/",
    image: "paramount.svg",
  },
];

export interface ShowcaseCard {
  readonly image: string;
  readonly title: string;
  readonly description: string;
}

export interface Showcase {
  readonly title: string;
  readonly description: string;
  readonly cards: readonly ShowcaseCard[];
}

export const SHOWCASES: Readonly<Partial<Record<StreamingService, Showcase>>> = {
  paramount: {
    title: "O que tem no Paramount+",
    description: "Um catálogo para toda a família, incluso no seu plano de internet.",
    cards: [
      { image: "showcase-cinema.svg", title: "Filmes de estúdio", description: "Sucessos de bilheteria e clássicos da Paramount Pictures." },
      { image: "showcase-series.svg", title: "Séries originais", description: "Produções exclusivas que você só encontra no Paramount+." },
      { image: "showcase-live.svg", title: "Ao vivo", description: "Programação ao vivo, com esportes e grandes eventos." },
      { image: "showcase-kids.svg", title: "Para as crianças", description: "Desenhos e séries da Nickelodeon para os pequenos." },
    ],
  },
  "hbo-max": {
    title: "O que tem no HBO Max",
    description: "Séries premiadas, filmes de estreia e documentários, na mesma conta da internet.",
    cards: [
      { image: "showcase-series.svg", title: "Séries premiadas", description: "As séries da HBO que todo mundo comenta." },
      { image: "showcase-cinema.svg", title: "Filmes", description: "Lançamentos da Warner Bros. e os filmes da DC." },
      { image: "showcase-docs.svg", title: "Documentários", description: "Produções da Discovery sobre ciência, natureza e história." },
      { image: "showcase-kids.svg", title: "Para a família", description: "Animações e clássicos para assistir junto." },
    ],
  },
};
