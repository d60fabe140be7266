/**
 * Copy of our own error pages (app/[[...addon]]/error.tsx and app/global-error.tsx). The spec
 * leaves the error pages' content open (funnel §2), so the texts are ours: what happened, that
 * nothing typed was lost (the order lives in the browser's storage), and two ways on.
 */
export const ERROR_COPY = {
  /** Document title of global-error, which renders the whole document. */
  title: "Algo deu errado | TIM Ultrafibra",
  heading: "Algo deu errado nesta página",
  text: "Não foi possível mostrar esta página agora. Seus dados não foram perdidos: tente novamente ou fale com a nossa central.",
  /** Where the addon hides televendas (funnel §2) the text names no call. */
  textWithoutCall: "Não foi possível mostrar esta página agora. Seus dados não foram perdidos: tente novamente em instantes.",
  retry: "Tentar novamente",
  call: (number: string) => `Ligue ${number}`,
  /** Only the digest: a hash that matches the server's log line, never the error's message. */
  code: (digest: string) => `Código do erro: ${digest}`,
} as const;
