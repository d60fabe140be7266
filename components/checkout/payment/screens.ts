import type { ScreenMap } from "@/components/screens/types";
import { CepStep } from "../CepStep";
import { BankAccountStep } from "./BankAccountStep";
import { CartStep } from "./CartStep";
import { CheckoutEntryStep } from "./CheckoutEntryStep";
import { ConfirmationStep } from "./ConfirmationStep";
import { ConfirmingStep } from "./ConfirmingStep";
import { DirectDebitStep } from "./DirectDebitStep";
import { DueDateStep } from "./DueDateStep";
import { InstallationDateStep } from "./InstallationDateStep";
import { InstallationInfoStep } from "./InstallationInfoStep";
import { InstallationPaymentStep } from "./InstallationPaymentStep";
import { OrderPlacedStep } from "./OrderPlacedStep";
import { PersonalDataStep } from "./PersonalDataStep";
import { PhoneCheckStep } from "./PhoneCheckStep";
import { PlansStep } from "./PlansStep";

/** Checkout steps of this group by route key (merged in components/checkout/screens.ts). */
export const PAYMENT_SCREENS: ScreenMap = {
  "checkout/data-de-vencimento": DueDateStep,
  "checkout/ativar-debito": DirectDebitStep,
  "checkout/conta-debito": BankAccountStep,
  "checkout/instalacao-pagamento": InstallationPaymentStep,
  "checkout/data-instalacao": InstallationDateStep,
  "checkout/confirmacao": ConfirmationStep,
  "checkout/confirmando-dados": ConfirmingStep,
  "pedido-realizado": OrderPlacedStep,
  checkout: CheckoutEntryStep,
  "checkout/planos": PlansStep,
  "checkout/carrinho": CartStep,
  // Addon b's address step: the CEP step, which asks the house number too on addon b.
  "checkout/cep-dados-cliente": CepStep,
  "checkout/consulta-telefone": PhoneCheckStep,
  "checkout/dados-pessoais": PersonalDataStep,
  "checkout/instalacao": InstallationInfoStep,
};
