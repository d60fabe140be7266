import dynamic from "next/dynamic";
import type { ScreenMap } from "@/components/screens/types";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const CepStep = dynamic(() => import("../CepStep").then((m) => m.CepStep));
const BankAccountStep = dynamic(() => import("./BankAccountStep").then((m) => m.BankAccountStep));
const CartStep = dynamic(() => import("./CartStep").then((m) => m.CartStep));
const CheckoutEntryStep = dynamic(() => import("./CheckoutEntryStep").then((m) => m.CheckoutEntryStep));
const ConfirmationStep = dynamic(() => import("./ConfirmationStep").then((m) => m.ConfirmationStep));
const ConfirmingStep = dynamic(() => import("./ConfirmingStep").then((m) => m.ConfirmingStep));
const DirectDebitStep = dynamic(() => import("./DirectDebitStep").then((m) => m.DirectDebitStep));
const DueDateStep = dynamic(() => import("./DueDateStep").then((m) => m.DueDateStep));
const InstallationDateStep = dynamic(() => import("./InstallationDateStep").then((m) => m.InstallationDateStep));
const InstallationInfoStep = dynamic(() => import("./InstallationInfoStep").then((m) => m.InstallationInfoStep));
const InstallationPaymentStep = dynamic(() => import("./InstallationPaymentStep").then((m) => m.InstallationPaymentStep));
const OrderPlacedStep = dynamic(() => import("./OrderPlacedStep").then((m) => m.OrderPlacedStep));
const PersonalDataStep = dynamic(() => import("./PersonalDataStep").then((m) => m.PersonalDataStep));
const PhoneCheckStep = dynamic(() => import("./PhoneCheckStep").then((m) => m.PhoneCheckStep));
const PlansStep = dynamic(() => import("./PlansStep").then((m) => m.PlansStep));

/** Checkout steps of this group by route key (merged in components/checkout/screens.ts). */
export const PAYMENT_SCREENS = {
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
} satisfies ScreenMap;
