import dynamic from "next/dynamic";
import type { ScreenMap } from "@/components/screens/types";
import { PAYMENT_SCREENS } from "./payment/screens";
import { PERSONAL_SCREENS } from "./personal/screens";

// Each screen is its own chunk, loaded by the page that shows it (see components/screens/ClientScreen).
const AvailabilityStep = dynamic(() => import("./AvailabilityStep").then((m) => m.AvailabilityStep));
const CepStep = dynamic(() => import("./CepStep").then((m) => m.CepStep));
const HouseNumberStep = dynamic(() => import("./HouseNumberStep").then((m) => m.HouseNumberStep));
const NameStep = dynamic(() => import("./NameStep").then((m) => m.NameStep));

/** Screens of the purchase funnel by route key; see components/screens/registry.tsx. */
export const CHECKOUT_SCREENS = {
  "checkout/cep": CepStep,
  "checkout/nr-imovel": HouseNumberStep,
  "checkout/verificando-disponibilidade": AvailabilityStep,
  "checkout/nome": NameStep,
  ...PERSONAL_SCREENS,
  ...PAYMENT_SCREENS,
} satisfies ScreenMap;
