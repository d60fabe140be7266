import { createElement } from "react";
import { COVERAGE_SCREENS } from "@/components/coverage/screens";
import { PendingScreen } from "@/components/screens/PendingScreen";
import type { ScreenMap, ScreenProps } from "@/components/screens/types";
import { MigrationFlow } from "./migration/MigrationFlow";
import { RenewalConfirmStep } from "./renewal/RenewalConfirmStep";
import { RenewalCpfStep } from "./renewal/RenewalCpfStep";
import { RenewalDoneStep } from "./renewal/RenewalDoneStep";
import { RenewalOffersStep } from "./renewal/RenewalOffersStep";

/**
 * "consulta-cpf" is two pages: under the migration addon (/migracao-ultrafibra/consulta-cpf/) the
 * whole fibre-migration flow; elsewhere the home-layout CPF page of the other entries, whose
 * screen belongs to another map (coverage) until it lands here.
 */
export function ConsultaCpfScreen(props: ScreenProps) {
  if (props.addon.flow === "migration") return createElement(MigrationFlow, props);
  const Other = COVERAGE_SCREENS["consulta-cpf"];
  return Other ? createElement(Other, props) : createElement(PendingScreen, { route: props.route });
}

/** Screens of this domain by route key; see components/screens/registry.tsx. */
export const FLOW_SCREENS: ScreenMap = {
  "consulta-cpf": ConsultaCpfScreen,
  "refidelizacao/consulta-cpf": RenewalCpfStep,
  "refidelizacao/ofertas": RenewalOffersStep,
  "refidelizacao/confirmacao": RenewalConfirmStep,
  "refidelizacao/pedido-realizado": RenewalDoneStep,
};
