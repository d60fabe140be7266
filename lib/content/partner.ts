/**
 * The partner mobile section (movel-blindagem, marketing §2): a coverage check button, two plan
 * cards and a Wi-Fi 6 explanation. The two cards are the first of these skus the page offers.
 */
export const PARTNER_SECTION = {
  preTitle: "Parceria TIM móvel + TIM Ultrafibra",
  title: "Cliente TIM: leve também a internet fibra para casa",
  text: "Condições da parceria para quem já tem TIM no celular: internet 100% fibra com Wi-Fi 6 e apps inclusos.",
  cta: "Consultar cobertura",
  planSkus: ["d700a", "d1000a", "d600gl", "d1000c", "d1000d", "d2000b"],
  planCta: "Contratar agora",
  wifiTitle: "Wi-Fi 6 incluso",
  wifiText:
    "O modem Wi-Fi 6 dos planos da parceria é até 40% mais rápido que a geração anterior, conecta mais aparelhos ao mesmo tempo e protege a rede com criptografia WPA-3.",
} as const;
