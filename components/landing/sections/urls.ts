import { addonPrefix, type Addon } from "@/lib/addons";
import { STEP } from "@/lib/funnel/steps";
import { pathFor } from "@/lib/routing/paths";

/** Minicard and banner purchase links (marketing §2): {addon}/checkout/cep/?s={sku}. */
export function checkoutHref(addon: Pick<Addon, "id">, sku: string): string {
  return `${pathFor(addon.id, STEP.checkoutCep)}?s=${encodeURIComponent(sku)}`;
}

/**
 * The coverage call to action (marketing §2): /consultar-cobertura/cep/ prefixed with /{addon}
 * "when a variant such as oferta-colaborador or movel-blindagem is active". "Such as" names
 * examples (docs/decisions/routing.md#0063): every variant keeps its prefix, so the check offers the variant's
 * plans and prices and the order made from it carries the variant's rules (addon c's risk
 * validation, es's 109,99). On the default storefront the prefix is empty.
 */
export function coverageHref(addon: Pick<Addon, "id">): string {
  return pathFor(addon.id, STEP.consultarCoberturaCep);
}

/** href plus the current query string ("?utm_source=x"), merged when href has its own query. */
export function withQuery(href: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (!query) return href;
  const hashAt = href.indexOf("#");
  const [path, hash] = hashAt === -1 ? [href, ""] : [href.slice(0, hashAt), href.slice(hashAt)];
  return `${path}${path.includes("?") ? "&" : "?"}${query}${hash}`;
}

/**
 * A streaming page (/globoplay/, /hbo-max/, /paramount/, /max/). A campaign keeps its prefix
 * (/timblack/globoplay/ keeps the mobile bonus); on a streaming variant the link goes to the bare
 * page, as the spec writes it, since /hbo-max/paramount/ would mean nothing to the visitor.
 */
export function streamingPageHref(addon: Pick<Addon, "id" | "streaming">, path: string): string {
  return `${addon.streaming ? "" : addonPrefix(addon.id)}${path}`;
}
