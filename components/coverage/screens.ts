import type { ScreenMap } from "@/components/screens/types";
import { CallbackScreen } from "./CallbackScreen";
import { CepScreen } from "./CepScreen";
import { ChatScreen } from "./ChatScreen";
import { CoveredScreen } from "./CoveredScreen";
import { CpfScreen } from "./CpfScreen";
import { HouseNumberScreen } from "./HouseNumberScreen";
import { LinktreeScreen } from "./LinktreeScreen";
import { MobilePlanScreen } from "./MobilePlanScreen";
import { NoCoverageScreen } from "./NoCoverageScreen";
import { OfferUnavailableScreen } from "./OfferUnavailableScreen";
import { PlansScreen } from "./PlansScreen";
import { RegulationsScreen } from "./RegulationsScreen";
import { VerifyingScreen } from "./VerifyingScreen";

/** Screens of this domain by route key; see components/screens/registry.tsx. */
export const COVERAGE_SCREENS: ScreenMap = {
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
  "consulta-cpf": CpfScreen,
};
