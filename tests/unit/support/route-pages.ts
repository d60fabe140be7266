import { ADDON_IDS } from "@/lib/addons";
import { pathFor, resolvePath, ROUTES, toSegments, type PathMatch } from "@/lib/routing";

/**
 * Every page of the route table under every addon, with the route the site serves at its path.
 * The longest addon prefix wins ("/globoplay/" is the globoplay landing), so a label derived from
 * the path is checked against the route that really answers there, not the key it was made from.
 */
export function routePages(): { path: string; match: Extract<PathMatch, { kind: "page" }> }[] {
  return ["", ...ADDON_IDS].flatMap((addon) =>
    [...ROUTES.keys()].map((key) => {
      const path = pathFor(addon, key);
      const match = resolvePath(toSegments(path));
      if (match.kind !== "page") throw new Error(`${path} is not a page`);
      return { path, match };
    }),
  );
}
