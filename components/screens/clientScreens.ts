import dynamic from "next/dynamic";
import { ConsultaCpfScreen } from "@/components/customer-offers/ConsultaCpfScreen";
import { PendingScreen } from "./PendingScreen";
import type { ClientScreenMap } from "./types";

// Each screen is its own chunk, loaded by the page that shows it (see ClientScreen).
// Purchase funnel (#4).
const AvailabilityStep = dynamic(() => import("@/components/checkout/availability/AvailabilityStep").then((m) => m.AvailabilityStep));
const CepStep = dynamic(() => import("@/components/checkout/availability/CepStep").then((m) => m.CepStep));
const HouseNumberStep = dynamic(() => import("@/components/checkout/availability/HouseNumberStep").then((m) => m.HouseNumberStep));
const NameStep = dynamic(() => import("@/components/checkout/personal/NameStep").then((m) => m.NameStep));
const BirthDateStep = dynamic(() => import("@/components/checkout/personal/BirthDateStep").then((m) => m.BirthDateStep));
const CollaboratorCodeStep = dynamic(() => import("@/components/checkout/personal/CollaboratorCodeStep").then((m) => m.CollaboratorCodeStep));
const DocumentStep = dynamic(() => import("@/components/checkout/personal/DocumentStep").then((m) => m.DocumentStep));
const EmailStep = dynamic(() => import("@/components/checkout/personal/EmailStep").then((m) => m.EmailStep));
const MotherNameStep = dynamic(() => import("@/components/checkout/personal/MotherNameStep").then((m) => m.MotherNameStep));
const OfferUnavailableStep = dynamic(() => import("@/components/checkout/availability/OfferUnavailableStep").then((m) => m.OfferUnavailableStep));
const PhoneStep = dynamic(() => import("@/components/checkout/personal/PhoneStep").then((m) => m.PhoneStep));
const QuizRejectedStep = dynamic(() => import("@/components/checkout/payment/QuizRejectedStep").then((m) => m.QuizRejectedStep));
const QuizStep = dynamic(() => import("@/components/checkout/payment/QuizStep").then((m) => m.QuizStep));
const QuizUnavailableStep = dynamic(() => import("@/components/checkout/payment/QuizUnavailableStep").then((m) => m.QuizUnavailableStep));
const BankAccountStep = dynamic(() => import("@/components/checkout/payment/BankAccountStep").then((m) => m.BankAccountStep));
const CartStep = dynamic(() => import("@/components/checkout/availability/CartStep").then((m) => m.CartStep));
const CheckoutEntryStep = dynamic(() => import("@/components/checkout/availability/CheckoutEntryStep").then((m) => m.CheckoutEntryStep));
const ConfirmationStep = dynamic(() => import("@/components/checkout/order/ConfirmationStep").then((m) => m.ConfirmationStep));
const ConfirmingStep = dynamic(() => import("@/components/checkout/order/ConfirmingStep").then((m) => m.ConfirmingStep));
const DirectDebitStep = dynamic(() => import("@/components/checkout/payment/DirectDebitStep").then((m) => m.DirectDebitStep));
const DueDateStep = dynamic(() => import("@/components/checkout/payment/DueDateStep").then((m) => m.DueDateStep));
const InstallationDateStep = dynamic(() => import("@/components/checkout/installation/InstallationDateStep").then((m) => m.InstallationDateStep));
const InstallationInfoStep = dynamic(() => import("@/components/checkout/installation/InstallationInfoStep").then((m) => m.InstallationInfoStep));
const InstallationPaymentStep = dynamic(() => import("@/components/checkout/installation/InstallationPaymentStep").then((m) => m.InstallationPaymentStep));
const OrderPlacedStep = dynamic(() => import("@/components/checkout/order/OrderPlacedStep").then((m) => m.OrderPlacedStep));
const PersonalDataStep = dynamic(() => import("@/components/checkout/personal/PersonalDataStep").then((m) => m.PersonalDataStep));
const PhoneCheckStep = dynamic(() => import("@/components/checkout/personal/PhoneCheckStep").then((m) => m.PhoneCheckStep));
const PlansStep = dynamic(() => import("@/components/checkout/availability/PlansStep").then((m) => m.PlansStep));
// Coverage check and other entries (#6).
const CallbackScreen = dynamic(() => import("@/components/contact/CallbackScreen").then((m) => m.CallbackScreen));
const CepScreen = dynamic(() => import("@/components/coverage/CepScreen").then((m) => m.CepScreen));
const ChatScreen = dynamic(() => import("@/components/contact/ChatScreen").then((m) => m.ChatScreen));
const CoveredScreen = dynamic(() => import("@/components/coverage/CoveredScreen").then((m) => m.CoveredScreen));
const HouseNumberScreen = dynamic(() => import("@/components/coverage/HouseNumberScreen").then((m) => m.HouseNumberScreen));
const LinktreeScreen = dynamic(() => import("@/components/contact/LinktreeScreen").then((m) => m.LinktreeScreen));
const MobilePlanScreen = dynamic(() => import("@/components/coverage/MobilePlanScreen").then((m) => m.MobilePlanScreen));
const NoCoverageScreen = dynamic(() => import("@/components/coverage/NoCoverageScreen").then((m) => m.NoCoverageScreen));
const OfferUnavailableScreen = dynamic(() => import("@/components/coverage/OfferUnavailableScreen").then((m) => m.OfferUnavailableScreen));
const PlansScreen = dynamic(() => import("@/components/coverage/PlansScreen").then((m) => m.PlansScreen));
const RegulationsScreen = dynamic(() => import("@/components/regulations/RegulationsScreen").then((m) => m.RegulationsScreen));
const VerifyingScreen = dynamic(() => import("@/components/coverage/VerifyingScreen").then((m) => m.VerifyingScreen));
// Renewal (#6).
const RenewalConfirmStep = dynamic(() => import("@/components/customer-offers/renewal/RenewalConfirmStep").then((m) => m.RenewalConfirmStep));
const RenewalCpfStep = dynamic(() => import("@/components/customer-offers/renewal/RenewalCpfStep").then((m) => m.RenewalCpfStep));
const RenewalDoneStep = dynamic(() => import("@/components/customer-offers/renewal/RenewalDoneStep").then((m) => m.RenewalDoneStep));
const RenewalOffersStep = dynamic(() => import("@/components/customer-offers/renewal/RenewalOffersStep").then((m) => m.RenewalOffersStep));

/**
 * The one place a client screen is chosen for a route (the landing's are in registry.tsx): route
 * key → screen, in the order of the step table (lib/funnel/steps) and then the other pages
 * (lib/routing/routes). `satisfies ClientScreenMap` makes it exhaustive: a step or page without a
 * screen does not compile (it no longer shows PendingScreen unnoticed), nor does a key that is not
 * a route, and an object literal cannot name a route twice.
 */
export const CLIENT_SCREENS = {
  "checkout/cep": CepStep,
  "checkout/nr-imovel": HouseNumberStep,
  "checkout/verificando-disponibilidade": AvailabilityStep,
  "checkout/oferta-indisponivel": OfferUnavailableStep,
  "checkout/nome": NameStep,
  "checkout/telefone": PhoneStep,
  "checkout/email": EmailStep,
  "checkout/confirmacao-colaborador": CollaboratorCodeStep,
  "checkout/data-nascimento": BirthDateStep,
  "checkout/nome-mae": MotherNameStep,
  "checkout/cpf": DocumentStep,
  "checkout/data-de-vencimento": DueDateStep,
  "checkout/ativar-debito": DirectDebitStep,
  "checkout/conta-debito": BankAccountStep,
  "checkout/validacao": QuizStep,
  "checkout/validacao/erro1": QuizRejectedStep,
  "checkout/validacao/erro2": QuizUnavailableStep,
  "checkout/data-instalacao": InstallationDateStep,
  "checkout/confirmacao": ConfirmationStep,
  "pedido-realizado": OrderPlacedStep,
  checkout: CheckoutEntryStep,
  "checkout/carrinho": CartStep,
  "checkout/planos": PlansStep,
  // Addon b's address step: the CEP step, which asks the house number too on addon b.
  "checkout/cep-dados-cliente": CepStep,
  "checkout/dados-pessoais": PersonalDataStep,
  "checkout/consulta-telefone": PhoneCheckStep,
  "checkout/instalacao": InstallationInfoStep,
  "checkout/instalacao-pagamento": InstallationPaymentStep,
  "checkout/confirmando-dados": ConfirmingStep,
  "consultar-cobertura/cep": CepScreen,
  "consultar-cobertura/nr-imovel": HouseNumberScreen,
  "consultar-cobertura/verificando-disponibilidade": VerifyingScreen,
  "consultar-cobertura/sem-cobertura": NoCoverageScreen,
  "consultar-cobertura/oferta-indisponivel": OfferUnavailableScreen,
  "consultar-cobertura/planos": PlansScreen,
  "consultar-cobertura/com-cobertura": CoveredScreen,
  "refidelizacao/consulta-cpf": RenewalCpfStep,
  "refidelizacao/ofertas": RenewalOffersStep,
  "refidelizacao/confirmacao": RenewalConfirmStep,
  "refidelizacao/pedido-realizado": RenewalDoneStep,
  "consulta-cpf": ConsultaCpfScreen,
  "receber-ligacao": CallbackScreen,
  "selecao-plano-movel": MobilePlanScreen,
  regulamentos: RegulationsScreen,
  linktree: LinktreeScreen,
  chat: ChatScreen,
  "chat-tct": ChatScreen,
  // Marketing §2 names these as pages under an addon (/b/max/, /c/livelo/; a benefit card links to
  // /max) but says nothing of their content: until it does, their heading in their layout, named
  // here rather than left to a fallback.
  livelo: PendingScreen,
  max: PendingScreen,
} satisfies ClientScreenMap;
