import type { ScreenProps } from "@/lib/routing";
import dynamic from "next/dynamic";
import { createElement } from "react";

// Each its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const CpfScreen = dynamic(() => import("@/components/customer-offers/CpfScreen").then((m) => m.CpfScreen));
const MigrationFlow = dynamic(() => import("./migration/MigrationFlow").then((m) => m.MigrationFlow));

/**
 * "consulta-cpf" is two pages: under the migration addon (/migracao-ultrafibra/consulta-cpf/) the
 * whole fibre-migration flow; elsewhere the home-layout CPF page of the other entries. One route,
 * one screen: the addon decides which.
 */
export function ConsultaCpfScreen(props: ScreenProps) {
  return createElement(props.addon.flow === "migration" ? MigrationFlow : CpfScreen, props);
}
