/** The coverage call to action (marketing §2; its two variants differ only in layout). */
export const COVERAGE_CTA = {
  title: "Tem TIM Ultrafibra no seu endereço?",
  text: "Informe o CEP e o número do imóvel e veja em segundos os planos disponíveis para você.",
  cta: "Consultar cobertura",
} as const;
