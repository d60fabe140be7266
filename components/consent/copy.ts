/** Texts of the consent banner and modal (pt-BR). The spec shows none; these are ours. */

export const COPY = {
  bannerTitle: "Sua privacidade",
  /* The first layer, short on purpose: at 390 px the longer text made the banner cover a step's
     field and button. Each kind of cookie is explained in the modal (Gerenciar). */
  bannerText:
    "Usamos cookies necessários para o site funcionar e, com a sua permissão, de desempenho e funcionalidade (para melhorar a navegação) e de publicidade (ofertas mais relevantes e parceiros como a Livelo). Sua escolha vale por 7 dias.",
  privacyLink: "Política de privacidade",
  accept: "Aceitar",
  reject: "Recusar",
  manage: "Gerenciar",
  modalTitle: "Gerenciar cookies",
  modalIntro:
    "Escolha os cookies opcionais que podemos usar. Os necessários ficam sempre ativos: guardam esta escolha e o andamento do seu pedido.",
  publiLabel: "Publicidade",
  publiHint: "Mostram ofertas da TIM e de parceiros de acordo com seus interesses e medem campanhas, como o programa de pontos Livelo.",
  funcLabel: "Desempenho e funcionalidade",
  funcHint: "Ajudam a entender como o site é usado, medir o desempenho das páginas e lembrar suas escolhas para melhorar a navegação.",
  confirm: "Confirmar",
  close: "Fechar",
} as const;
