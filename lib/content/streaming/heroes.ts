/**
 * The streaming heroes (marketing §2): the HBO Max points and the Paramount+ three numbered
 * points. Texts are ours; the facts are the spec's.
 */
export const HBO_MAX_HERO = {
  preTitle: "TIM Ultrafibra + HBO Max",
  title: "Internet fibra e HBO Max na mesma conta",
  lead: "Assista às séries e aos filmes que todo mundo comenta com a velocidade da fibra.",
  points: [
    "Plano básico do HBO Max com anúncios",
    "Adicione aos planos de 600 Mega e 1 Giga",
    "Já incluso no plano de 2 Giga",
    "Uma conta só para internet e streaming",
    "Imagem em Full HD",
    "Até 2 telas ao mesmo tempo",
  ],
  cta: "Confira os Planos",
} as const;

export const PARAMOUNT_HERO = {
  preTitle: "TIM Ultrafibra + Paramount+",
  title: "Paramount+ com a velocidade da fibra",
  points: [
    { title: "Conteúdo exclusivo e original", text: "Filmes e séries que só o Paramount+ tem." },
    { title: "Programação ao vivo", text: "Esportes e grandes eventos em tempo real." },
    { title: "Sem anúncios e em alta qualidade", text: "Assista sem interrupções, com imagem nítida." },
  ],
  cta: "Confira os Planos",
} as const;
