/**
 * The Portuguese texts of funnel §5/§8 and marketing §5, word for word. Where the spec writes
 * "..." we append the detail in parentheses, as its timeout message does ("({n}s)").
 */

export const MESSAGES = {
  network: "Erro de rede: sua conexão caiu ou o servidor está fora do ar",
  serverFailure: "Erro no servidor. Por favor tente novamente mais tarde",
  emptyAddress: "Busca de endereço retornou vazia",
  emptyUserWrite: "Gravação dos dados do usuário retornou vazia",
  emptyUserRead: "Busca dos dados do usuário retornou vazia",
  emptyBanks: "Lista de bancos retornou vazia",
  emptyRegulations: "Lista de regulamentos e sumários retornou vazia",
  emptyDefault: "Resposta vazia do servidor",
  emptyCep: "Busca de cep retornou vazia",
  invalidCep: "Cep inválido ou inexistente",
  rentaNoUser: "Sem dados do usuário",
  rentaNoCoverage: "Sem cobertura",
  /** Ours: funnel §3 shows rejected_message but no text for a rejection without one. */
  riskRejected: "Não foi possível validar seus dados para concluir o pedido",
} as const;

/** "Erro HTTP 500 Internal Server Error"; "Erro HTTP 500" when the status text is empty (HTTP/2). */
export const httpMessage = (status: number, statusText: string): string =>
  `Erro HTTP ${status} ${statusText}`.trim();

export const contentTypeMessage = (received: string | null): string =>
  `Resposta do servidor em formato inválido (${received?.trim() || "sem content-type"})`;

export const corruptJsonMessage = "Resposta do servidor corrompida (JSON inválido)";

/** A body that is JSON but not the contract's shape: the first field that failed. */
export const corruptShapeMessage = (field: string): string =>
  `Resposta do servidor corrompida (${field ? `campo ${field} inválido` : "formato inesperado"})`;

/** n in whole seconds, at least 1. */
export const timeoutMessage = (timeoutMs: number): string =>
  `O servidor demorou muito pra responder (${Math.max(1, Math.round(timeoutMs / 1000))}s)`;

export const missingMessage = (keys: readonly string[]): string =>
  `Propriedades não encontradas na resposta: ${keys.join(", ")}`;

export const missingAddressMessage = (keys: readonly string[]): string =>
  `Propriedades não encontradas no endereço: ${keys.join(", ")}`;
