import dynamic from "next/dynamic";
import { createElement } from "react";
import type { ScreenMap, ScreenProps } from "@/components/screens/types";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const CpfScreen = dynamic(() => import("@/components/coverage/CpfScreen").then((m) => m.CpfScreen));
const MigrationFlow = dynamic(() => import("./migration/MigrationFlow").then((m) => m.MigrationFlow));
const RenewalConfirmStep = dynamic(() => import("./renewal/RenewalConfirmStep").then((m) => m.RenewalConfirmStep));
const RenewalCpfStep = dynamic(() => import("./renewal/RenewalCpfStep").then((m) => m.RenewalCpfStep));
const RenewalDoneStep = dynamic(() => import("./renewal/RenewalDoneStep").then((m) => m.RenewalDoneStep));
const RenewalOffersStep = dynamic(() => import("./renewal/RenewalOffersStep").then((m) => m.RenewalOffersStep));

/**
 * "consulta-cpf" is two pages: under the migration addon (/migracao-ultrafibra/consulta-cpf/) the
 * whole fibre-migration flow; elsewhere the home-layout CPF page of the other entries. One map
 * claims the route and the addon decides, not the order in which maps are merged.
 */
export function ConsultaCpfScreen(props: ScreenProps) {
  return createElement(props.addon.flow === "migration" ? MigrationFlow : CpfScreen, props);
}

/** Screens of this domain by route key; see components/screens/registry.tsx. */
export const FLOW_SCREENS = {
  "consulta-cpf": ConsultaCpfScreen,
  "refidelizacao/consulta-cpf": RenewalCpfStep,
  "refidelizacao/ofertas": RenewalOffersStep,
  "refidelizacao/confirmacao": RenewalConfirmStep,
  "refidelizacao/pedido-realizado": RenewalDoneStep,
} satisfies ScreenMap;
