import type { ScreenMap } from "@/components/screens/types";
import { AvailabilityStep } from "./AvailabilityStep";
import { CepStep } from "./CepStep";
import { HouseNumberStep } from "./HouseNumberStep";
import { NameStep } from "./NameStep";
import { PAYMENT_SCREENS } from "./payment/screens";
import { PERSONAL_SCREENS } from "./personal/screens";

/** Screens of the purchase funnel by route key; see components/screens/registry.tsx. */
export const CHECKOUT_SCREENS: ScreenMap = {
  "checkout/cep": CepStep,
  "checkout/nr-imovel": HouseNumberStep,
  "checkout/verificando-disponibilidade": AvailabilityStep,
  "checkout/nome": NameStep,
  ...PERSONAL_SCREENS,
  ...PAYMENT_SCREENS,
};
