/**
 * A small schema.org check for the JSON-LD we emit: per @type used, the properties
 * schema.org defines for it (anything else is a typo or an invention and fails), the expected type
 * of each value as schema.org states it, and the properties search engines require for the rich
 * result (Google's Product, Offer, Organization and ItemList guidelines). Not a full validator:
 * only the types and properties this site uses.
 */

type Kind =
  | "text"
  | "url"
  | "number"
  | "integer"
  | "currency"
  | { enum: readonly string[] }
  | { types: readonly string[] };

interface TypeRule {
  required: readonly string[];
  properties: Readonly<Record<string, Kind>>;
  /** Properties that may hold a list of such values (schema.org allows repetition of any property). */
  lists?: readonly string[];
}

const thing = { name: "text", description: "text", url: "url" } as const;

const RULES: Readonly<Record<string, TypeRule>> = {
  ItemList: {
    required: ["itemListElement"],
    properties: { ...thing, numberOfItems: "integer", itemListElement: { types: ["ListItem"] } },
    lists: ["itemListElement"],
  },
  ListItem: { required: ["position", "item"], properties: { ...thing, position: "integer", item: { types: ["Product"] } } },
  Product: {
    required: ["name", "offers"],
    properties: { ...thing, sku: "text", brand: { types: ["Brand", "Organization"] }, offers: { types: ["Offer"] } },
  },
  Brand: { required: ["name"], properties: { ...thing } },
  Offer: {
    required: ["price", "priceCurrency", "availability"],
    properties: {
      ...thing,
      price: "number",
      priceCurrency: "currency",
      availability: { enum: ["https://schema.org/InStock", "https://schema.org/OutOfStock", "https://schema.org/PreOrder"] },
      priceSpecification: { types: ["UnitPriceSpecification", "PriceSpecification"] },
    },
  },
  UnitPriceSpecification: {
    required: ["price", "priceCurrency"],
    properties: { price: "number", priceCurrency: "currency", referenceQuantity: { types: ["QuantitativeValue"] } },
  },
  QuantitativeValue: { required: ["value", "unitCode"], properties: { value: "number", unitCode: "text" } },
  Organization: {
    required: ["name"],
    properties: { ...thing, contactPoint: { types: ["ContactPoint"] } },
    lists: ["contactPoint"],
  },
  ContactPoint: {
    required: ["telephone", "contactType"],
    properties: {
      ...thing,
      telephone: "text",
      contactType: "text",
      areaServed: "text",
      availableLanguage: "text",
      contactOption: { enum: ["https://schema.org/TollFree", "https://schema.org/HearingImpairedSupported"] },
    },
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkValue(kind: Kind, value: unknown, path: string, errors: string[]): void {
  if (typeof kind === "object" && "types" in kind) {
    if (!isRecord(value)) return void errors.push(`${path}: expected a ${kind.types.join(" or ")} node`);
    const type = value["@type"];
    if (typeof type !== "string" || !kind.types.includes(type)) {
      return void errors.push(`${path}: @type ${String(type)} is not ${kind.types.join(" or ")}`);
    }
    return checkNode(value, path, errors);
  }
  if (typeof kind === "object") {
    if (typeof value !== "string" || !kind.enum.includes(value)) errors.push(`${path}: ${String(value)} is not one of ${kind.enum.join(", ")}`);
    return;
  }
  const ok = {
    text: () => typeof value === "string" && value.trim() !== "",
    url: () => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
    // schema.org: a dot decimal, no currency symbol nor thousands separator.
    number: () => (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && /^\d+(\.\d+)?$/.test(value)),
    integer: () => Number.isInteger(value),
    currency: () => typeof value === "string" && /^[A-Z]{3}$/.test(value),
  }[kind]();
  if (!ok) errors.push(`${path}: ${JSON.stringify(value)} is not a valid ${kind}`);
}

function checkNode(node: Record<string, unknown>, path: string, errors: string[]): void {
  const type = node["@type"];
  const rule = typeof type === "string" ? RULES[type] : undefined;
  if (!rule) return void errors.push(`${path}: unknown @type ${String(type)}`);
  for (const name of rule.required) if (!(name in node)) errors.push(`${path}: ${type} needs ${name}`);
  for (const [name, value] of Object.entries(node)) {
    if (name === "@type" || name === "@context") continue;
    const kind = rule.properties[name];
    if (!kind) {
      errors.push(`${path}: ${name} is not a property of ${type}`);
      continue;
    }
    if (Array.isArray(value)) {
      if (!rule.lists?.includes(name)) errors.push(`${path}.${name}: a list where one value is expected`);
      if (value.length === 0) errors.push(`${path}.${name}: an empty list`);
      value.forEach((item, index) => checkValue(kind, item, `${path}.${name}[${index}]`, errors));
    } else {
      checkValue(kind, value, `${path}.${name}`, errors);
    }
  }
}

/** The problems of a top-level JSON-LD block; empty when it passes. */
export function schemaErrors(block: unknown): string[] {
  const errors: string[] = [];
  if (!isRecord(block)) return ["not an object"];
  if (block["@context"] !== "https://schema.org") errors.push(`@context is ${String(block["@context"])}`);
  checkNode(block, "$", errors);
  return errors;
}
