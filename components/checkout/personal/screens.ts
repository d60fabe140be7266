import type { ScreenMap } from "@/components/screens/types";
import { BirthDateStep } from "./BirthDateStep";
import { CollaboratorCodeStep } from "./CollaboratorCodeStep";
import { DocumentStep } from "./DocumentStep";
import { EmailStep } from "./EmailStep";
import { MotherNameStep } from "./MotherNameStep";
import { OfferUnavailableStep } from "./OfferUnavailableStep";
import { PhoneStep } from "./PhoneStep";
import { QuizRejectedStep } from "./QuizRejectedStep";
import { QuizStep } from "./QuizStep";
import { QuizUnavailableStep } from "./QuizUnavailableStep";

/** Checkout steps of this group by route key (merged in components/checkout/screens.ts). */
export const PERSONAL_SCREENS: ScreenMap = {
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
};
