/** The Wi-Fi 6 block (marketing §1: up to 40% faster, with WPA-3 encryption). */
export const WIFI6 = {
  preTitle: "Incluso em todos os planos",
  title: "Modem Wi-Fi 6: mais velocidade para todos os aparelhos",
  text: "A geração mais recente do Wi-Fi leva a velocidade da fibra para cada cômodo e atende a casa toda ao mesmo tempo.",
  points: [
    { value: "40%", label: "mais rápido", text: "Até 40% mais rápido que o Wi-Fi da geração anterior." },
    { value: "WPA-3", label: "criptografia", text: "Proteção mais forte contra invasões na sua rede." },
    { value: "96", label: "aparelhos", text: "Até 96 aparelhos conectados no 2 Giga, 68 no 1 Giga e 50 no 600 Mega." },
  ],
} as const;
