// The zipcodes package ships no types; only what the gazetteer reads is declared.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeRecord>;
    states: { full: Record<string, string>; abbr: Record<string, string> };
  };
  export default zipcodes;
}
