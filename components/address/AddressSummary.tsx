import type { PurchaseState } from "@/lib/store/purchase";

/** The address found for the CEP, as the visitor will recognise it. */
export function AddressSummary({ state }: { state: Readonly<PurchaseState> }) {
  if (!state.zip) return null;
  const street = [state.street, state.streetNr].filter(Boolean).join(", ");
  const place = [state.neighborhood, [state.city, state.uf].filter(Boolean).join(" - ")].filter(Boolean).join(", ");
  return (
    <p>
      {street || "Endereço do CEP"}
      {place && <> · {place}</>} · CEP {state.zip}
    </p>
  );
}
