import { ACCOUNT_MAX_DIGITS, AGENCY_MAX_DIGITS, bankNumberLength, DUE_DAYS } from "./bank";
import { MAX_LENGTH } from "./limits";

const days = DUE_DAYS.join(", ").replace(/, (\d+)$/, " ou $1");

/**
 * Every validation message, in Portuguese, shown next to its field. Empty fields get a message
 * that names what to do ("Informe…" to type, "Escolha…" to pick), so a screen-reader user who
 * hears only the error still knows which field it is. Exact texts from the specs: the phone
 * message (marketing §8) and "Data inválida" (funnel §5 and §8).
 */
export const MESSAGES = {
  cepRequired: "Informe o CEP.",
  cepInvalid: "CEP inválido. Use o formato 00000-000.",

  phoneRequired: "Informe o telefone com DDD.",
  phoneInvalid: "Esse número não é válido. Verifique a digitação.",

  nameRequired: "Informe seu nome completo.",
  nameInvalid: "Informe nome e sobrenome, só com letras.",
  nameTooLong: `O nome pode ter no máximo ${MAX_LENGTH.name} caracteres.`,

  motherNameRequired: "Informe o nome completo da sua mãe.",
  motherNameInvalid: "Informe nome e sobrenome da sua mãe, só com letras.",

  emailRequired: "Informe seu e-mail.",
  emailInvalid: "E-mail inválido. Confira o endereço digitado.",
  emailTooLong: `O e-mail pode ter no máximo ${MAX_LENGTH.email} caracteres.`,

  numberRequired: "Informe o número do imóvel. Se não houver, escreva S/N.",
  numberTooLong: `O número pode ter no máximo ${MAX_LENGTH.streetNumber} caracteres.`,
  complementRequired: "Informe o complemento ou marque “Sem complemento”.",
  complementTooLong: `O complemento pode ter no máximo ${MAX_LENGTH.complement} caracteres.`,
  blockRequired: "Informe a quadra.",
  blockTooLong: `A quadra pode ter no máximo ${MAX_LENGTH.block} caracteres.`,
  lotRequired: "Informe o lote.",
  lotTooLong: `O lote pode ter no máximo ${MAX_LENGTH.lot} caracteres.`,

  dateInvalid: "Data inválida",
  birthDateRequired: "Informe sua data de nascimento.",
  birthDateOutOfRange: "Confira a data de nascimento.",
  adult: "É preciso ter 18 anos ou mais para contratar.",

  cpfRequired: "Informe seu CPF.",
  cpfInvalid: "CPF inválido. Confira os números digitados.",
  cnpjRequired: "Informe o CNPJ da empresa.",
  cnpjInvalid: "CNPJ inválido. Confira os caracteres digitados.",

  dueDayRequired: "Escolha o dia de vencimento.",
  dueDayInvalid: `Escolha um destes dias de vencimento: ${days}.`,

  directDebitRequired: "Escolha se quer ativar o débito automático.",
  bankRequired: "Escolha o banco.",
  bankInvalid: "Escolha um banco da lista.",
  agencyRequired: "Informe a agência.",
  agencyInvalid: "Agência inválida. Use até 5 números, com o dígito se houver.",
  agencyTooLong: `A agência pode ter no máximo ${AGENCY_MAX_DIGITS} números, com o dígito.`,
  accountRequired: "Informe o número da conta.",
  accountInvalid: "Conta inválida. Use até 12 números, com o dígito.",
  accountTooLong: `A conta pode ter no máximo ${ACCOUNT_MAX_DIGITS} números, com o dígito.`,
  agencyCheckDigitX: "Agência inválida. O dígito X só é usado pelo Banco do Brasil.",
  accountCheckDigitX: "Conta inválida. O dígito X só é usado pelo Banco do Brasil.",

  installationDateRequired: "Escolha uma data para a instalação.",
  installationDateOutOfRange: "Escolha uma data entre amanhã e os próximos 30 dias.",
  installationDateClosed: "Não há instalação aos domingos e feriados. Escolha outro dia.",
  installationPeriodRequired: "Escolha o período da instalação.",
  installationDuplicate: "Essa opção já foi escolhida. Escolha outra data ou outro período.",
  installationTooMany: "Escolha no máximo 3 opções de data.",

  collaboratorCodeRequired: "Informe o código recebido.",
  collaboratorCodeInvalid: "O código tem 6 números. Confira o código recebido.",
  offerRequired: "Escolha um dos planos disponíveis.",
  quizAnswerRequired: "Escolha uma resposta.",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Length limits said while the visitor types past them (components/ui/TextField `limit`), with the
 * message the form's schema refuses the same text with. A field's maxLength would cut the text
 * silently (a long name or complement would lose its end without a word).
 */
export const TEXT_LIMITS = {
  name: { max: MAX_LENGTH.name, message: MESSAGES.nameTooLong },
  complement: { max: MAX_LENGTH.complement, message: MESSAGES.complementTooLong },
  // Bank numbers count as the API does, digits and an X, not the optional hyphen.
  agency: { max: AGENCY_MAX_DIGITS, message: MESSAGES.agencyTooLong, count: bankNumberLength },
  account: { max: ACCOUNT_MAX_DIGITS, message: MESSAGES.accountTooLong, count: bankNumberLength },
} as const;

/** A length limit said as it is passed: `count` measures the text (default: its trimmed length). */
export interface TextLimit {
  max: number;
  message: string;
  count?: (value: string) => number;
}

/** Whether a text passes its limit, measured as the limit says. */
export function overLimit(value: string, limit: TextLimit): boolean {
  return (limit.count ? limit.count(value) : value.trim().length) > limit.max;
}
