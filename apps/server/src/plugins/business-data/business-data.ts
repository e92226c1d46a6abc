/** What the finish flow pre-fills for the owner to confirm or edit; '' where nothing is known. */
export interface BusinessDetails {
  title: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  hours: { day: string; time: string }[];
  description: string;
  rating: number | null;
  type: string;
  service: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  /** Which adapter answered, so the page can say how sure the pre-fill is. */
  source: string;
}

export interface TaxRateEstimate {
  zip: string;
  state: string;
  /** A fraction: 0.0625 is 6.25%. */
  taxRate: number;
  /** Which rate this is and where it comes from, shown beside the pre-filled field. */
  note: string;
  source: string;
}

/** Looks a restaurant up by name and ZIP (the spec scraped a web search; here the bundled data, behind this interface). */
export interface BusinessDetailsProvider {
  readonly name: string;
  lookup(query: { name: string; zip: string }): Promise<BusinessDetails | null>;
}

/** The sales tax rate for a ZIP (the spec scraped a web search; here the bundled data, behind this interface). */
export interface TaxRateProvider {
  readonly name: string;
  lookup(query: { zip: string }): Promise<TaxRateEstimate | null>;
}
