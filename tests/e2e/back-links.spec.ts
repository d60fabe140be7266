import { expect, test } from "./support/test";
import { getAddon } from "@/lib/addons";
import { backHref } from "@/lib/routing/back";
import { ROUTES } from "@/lib/routing/routes";

/**
 * Every back link of the map: every checkout, coverage and renewal route, on the
 * default addon and on addon b (whose rows differ), carries in its server HTML the back link
 * lib/routing/back computes from funnel §2's table (unit-tested row by row in
 * tests/unit/routing-back). The server knows no answer yet, so these are the rows' defaults; the
 * rows that depend on the visitor's answers (direct debit, scheduling) are checked in the browser
 * walks of checkout-payment.spec.
 */

const BACK_LINK = /data-testid="back-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="back-link"/;
const STEP_ROUTES = [...ROUTES.values()].filter((r) => r.section === "checkout" || r.section === "coverage" || r.section === "renewal");

for (const addon of ["", "b"]) {
  test(`every back link of the map, ${addon ? `addon ${addon}` : "default addon"}, in the server HTML`, async ({ request }) => {
    const ctx = { combinedCheckout: getAddon(addon || null).combinedCheckout, installationSchedule: false, directDebit: false };
    const seen: string[] = [];
    for (const route of STEP_ROUTES) {
      const path = `${addon ? `/${addon}` : ""}/${route.key}/`;
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const match = BACK_LINK.exec(await answer.text());
      const href = match?.[1] ?? match?.[2] ?? null;
      // Pages without a step before them (entries, the home-layout coverage CEP page) show none.
      const expected = backHref(addon, route.key, ctx);
      if (href !== null) expect(href.replace(/&amp;/g, "&"), path).toBe(expected);
      seen.push(`${route.key} → ${href ?? "(none)"}`);
    }
    // The map's own rows, as a reader checks them against funnel §2.
    const rows = Object.fromEntries(seen.map((s) => s.split(" → ")));
    const p = addon ? `/${addon}` : "";
    expect(rows["checkout/telefone"]).toBe(`${p}/checkout/nome/`);
    expect(rows["checkout/nome"]).toBe(addon === "b" ? `${p}/checkout/cep/` : `${p}/checkout/nr-imovel/`);
    expect(rows["checkout/cpf"]).toBe(`${p}/checkout/nome-mae/`);
    // Addon b answers direct debit on instalacao-pagamento (it has no ativar-debito).
    expect(rows["checkout/validacao"]).toBe(addon === "b" ? `${p}/checkout/instalacao-pagamento/` : `${p}/checkout/ativar-debito/`);
    expect(rows["checkout/confirmacao-colaborador"]).toBe(`${p}/checkout/email/`);
    expect(rows["checkout/data-instalacao"]).toBe(addon === "b" ? `${p}/checkout/instalacao-pagamento/` : `${p}/checkout/ativar-debito/`);
    expect(rows["refidelizacao/ofertas"]).toBe(`${p}/refidelizacao/consulta-cpf/`);
    expect(seen.filter((s) => !s.endsWith("(none)")).length).toBeGreaterThan(25);
  });
}
