/** The loyalty-programme steps (livelo, marketing §2; points within 30 days of installation, §9). */
export const LOYALTY_STEPS = {
  title: "Como ganhar seus pontos Livelo",
  steps: [
    { title: "Cadastre-se", text: "Tenha seu cadastro na Livelo com o mesmo CPF do titular da internet." },
    { title: "Consulte a cobertura", text: "Informe o CEP e o número do imóvel para ver os planos disponíveis." },
    { title: "Conclua o pedido", text: "Se houver cobertura, escolha o plano e finalize a contratação online." },
    { title: "Receba os pontos", text: "Os pontos são liberados em até 30 dias após a instalação." },
  ],
} as const;
