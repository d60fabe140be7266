import dynamic from "next/dynamic";
import { createElement } from "react";
import { COVERAGE_SCREENS } from "@/components/coverage/screens";
import { PendingScreen } from "@/components/screens/PendingScreen";
import type { ScreenMap, ScreenProps } from "@/components/screens/types";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const MigrationFlow = dynamic(() => import("./migration/MigrationFlow").then((m) => m.MigrationFlow));
const RenewalConfirmStep = dynamic(() => import("./renewal/RenewalConfirmStep").then((m) => m.RenewalConfirmStep));
const RenewalCpfStep = dynamic(() => import("./renewal/RenewalCpfStep").then((m) => m.RenewalCpfStep));
const RenewalDoneStep = dynamic(() => import("./renewal/RenewalDoneStep").then((m) => m.RenewalDoneStep));
const RenewalOffersStep = dynamic(() => import("./renewal/RenewalOffersStep").then((m) => m.RenewalOffersStep));

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
