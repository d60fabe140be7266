/**
 * The schema.org shapes this site emits as JSON-LD (only the properties we fill). Written out so
 * the builders cannot drift into a property the unit schema check does not know.
 */
export const SCHEMA_CONTEXT = "https://schema.org";

export interface BrandLd {
  "@type": "Brand";
  name: string;
}

/** The price per month: an Offer's plain price says nothing of the period, this does. */
export interface UnitPriceSpecificationLd {
  "@type": "UnitPriceSpecification";
  price: string;
  priceCurrency: "BRL";
  referenceQuantity: { "@type": "QuantitativeValue"; value: 1; unitCode: "MON" };
}

export interface OfferLd {
  "@type": "Offer";
  /** Dot decimal with two places ("119.99"), as schema.org asks. */
  price: string;
  priceCurrency: "BRL";
  availability: "https://schema.org/InStock";
  priceSpecification: UnitPriceSpecificationLd;
  url?: string;
}

export interface ProductLd {
  "@type": "Product";
  name: string;
  sku: string;
  description?: string;
  brand: BrandLd;
  offers: OfferLd;
}

export interface ListItemLd {
  "@type": "ListItem";
  position: number;
  item: ProductLd;
}

export interface ItemListLd {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "ItemList";
  name: string;
  numberOfItems: number;
  itemListElement: ListItemLd[];
}

export interface ContactPointLd {
  "@type": "ContactPoint";
  telephone: string;
  contactType: "sales";
  areaServed: "BR";
  availableLanguage: "Portuguese";
  name?: string;
  url?: string;
  contactOption?: "https://schema.org/TollFree";
}

export interface OrganizationLd {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "Organization";
  name: string;
  url?: string;
  contactPoint?: ContactPointLd[];
}
