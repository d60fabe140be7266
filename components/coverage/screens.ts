import dynamic from "next/dynamic";
import type { ScreenMap } from "@/components/screens/types";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const CallbackScreen = dynamic(() => import("./CallbackScreen").then((m) => m.CallbackScreen));
const CepScreen = dynamic(() => import("./CepScreen").then((m) => m.CepScreen));
const ChatScreen = dynamic(() => import("./ChatScreen").then((m) => m.ChatScreen));
const CoveredScreen = dynamic(() => import("./CoveredScreen").then((m) => m.CoveredScreen));
const HouseNumberScreen = dynamic(() => import("./HouseNumberScreen").then((m) => m.HouseNumberScreen));
const LinktreeScreen = dynamic(() => import("./LinktreeScreen").then((m) => m.LinktreeScreen));
const MobilePlanScreen = dynamic(() => import("./MobilePlanScreen").then((m) => m.MobilePlanScreen));
const NoCoverageScreen = dynamic(() => import("./NoCoverageScreen").then((m) => m.NoCoverageScreen));
const OfferUnavailableScreen = dynamic(() => import("./OfferUnavailableScreen").then((m) => m.OfferUnavailableScreen));
const PlansScreen = dynamic(() => import("./PlansScreen").then((m) => m.PlansScreen));
const RegulationsScreen = dynamic(() => import("./RegulationsScreen").then((m) => m.RegulationsScreen));
const VerifyingScreen = dynamic(() => import("./VerifyingScreen").then((m) => m.VerifyingScreen));

/** Screens of this domain by route key; see components/screens/registry.tsx. */
export const COVERAGE_SCREENS = {
  "consultar-cobertura/cep": CepScreen,
  "consultar-cobertura/nr-imovel": HouseNumberScreen,
  "consultar-cobertura/verificando-disponibilidade": VerifyingScreen,
  "consultar-cobertura/sem-cobertura": NoCoverageScreen,
  "consultar-cobertura/oferta-indisponivel": OfferUnavailableScreen,
  "consultar-cobertura/planos": PlansScreen,
  "consultar-cobertura/com-cobertura": CoveredScreen,
  "receber-ligacao": CallbackScreen,
  regulamentos: RegulationsScreen,
  linktree: LinktreeScreen,
  chat: ChatScreen,
  "chat-tct": ChatScreen,
  "selecao-plano-movel": MobilePlanScreen,
} satisfies ScreenMap;
