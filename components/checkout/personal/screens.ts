import dynamic from "next/dynamic";
import type { ScreenMap } from "@/components/screens/types";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const BirthDateStep = dynamic(() => import("./BirthDateStep").then((m) => m.BirthDateStep));
const CollaboratorCodeStep = dynamic(() => import("./CollaboratorCodeStep").then((m) => m.CollaboratorCodeStep));
const DocumentStep = dynamic(() => import("./DocumentStep").then((m) => m.DocumentStep));
const EmailStep = dynamic(() => import("./EmailStep").then((m) => m.EmailStep));
const MotherNameStep = dynamic(() => import("./MotherNameStep").then((m) => m.MotherNameStep));
const OfferUnavailableStep = dynamic(() => import("./OfferUnavailableStep").then((m) => m.OfferUnavailableStep));
const PhoneStep = dynamic(() => import("./PhoneStep").then((m) => m.PhoneStep));
const QuizRejectedStep = dynamic(() => import("./QuizRejectedStep").then((m) => m.QuizRejectedStep));
const QuizStep = dynamic(() => import("./QuizStep").then((m) => m.QuizStep));
const QuizUnavailableStep = dynamic(() => import("./QuizUnavailableStep").then((m) => m.QuizUnavailableStep));

/** Checkout steps of this group by route key (merged in components/checkout/screens.ts). */
export const PERSONAL_SCREENS = {
  "checkout/oferta-indisponivel": OfferUnavailableStep,
  "checkout/telefone": PhoneStep,
  "checkout/email": EmailStep,
  "checkout/confirmacao-colaborador": CollaboratorCodeStep,
  "checkout/data-nascimento": BirthDateStep,
  "checkout/nome-mae": MotherNameStep,
  "checkout/cpf": DocumentStep,
  "checkout/validacao": QuizStep,
  "checkout/validacao/erro1": QuizRejectedStep,
  "checkout/validacao/erro2": QuizUnavailableStep,
} satisfies ScreenMap;
