import { CLIENT_SCREENS } from "@/components/screens/clientScreens";
import type { ClientScreenMap, LandingScreenMap, ScreenComponent } from "@/components/screens/types";
import { STEP_ROWS } from "@/lib/funnel/steps";
import { ROUTES } from "@/lib/routing";

/*
 * Type-level checks, read by `tsc --noEmit` (tsconfig includes tests/): each `@ts-expect-error`
 * line must be an error, so if the maps stopped being exhaustive (a `Partial` again) the
 * directive itself would fail the type check.
 */
// Never called: its body is read by the type checker only.
export function screenMapTypeChecks(screen: ScreenComponent, withoutCepStep: Omit<ClientScreenMap, "checkout/cep">, withoutAPage: Omit<ClientScreenMap, "regulamentos">) {
  // @ts-expect-error a step of the step table without a screen does not compile
  const missingStep: ClientScreenMap = withoutCepStep;
  // @ts-expect-error nor does a page of the route table
  const missingPage: ClientScreenMap = withoutAPage;
  // @ts-expect-error a landing route cannot be claimed by the client map as well (one screen a route)
  const claimedTwice: ClientScreenMap = { ...CLIENT_SCREENS, ofertas: screen };
  // @ts-expect-error the landing map is exhaustive too
  const missingLanding: LandingScreenMap = { "": screen, globoplay: screen, "hbo-max": screen, paramount: screen, ofertas: screen };
  return [missingStep, missingPage, claimedTwice, missingLanding];
}

describe("the screen maps", () => {
  it("name a screen for every step of the step table", () => {
    const missing = STEP_ROWS.map(([key]) => key).filter((key) => !Object.hasOwn(CLIENT_SCREENS, key));
    expect(missing).toEqual([]);
    expect(Object.keys(CLIENT_SCREENS).length).toBeGreaterThan(STEP_ROWS.length);
  });

  it("name only routes of the route table", () => {
    expect(Object.keys(CLIENT_SCREENS).filter((key) => !ROUTES.has(key))).toEqual([]);
  });
});
