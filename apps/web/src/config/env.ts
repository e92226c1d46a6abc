/** Build-time settings, read once; all optional. */
export const env = {
  API_URL: import.meta.env.VITE_API_URL || '/api',
  BRAND_NAME: import.meta.env.VITE_BRAND_NAME || 'Orderlane',
  /** The server's SUPPORT_PHONE; shown on marketing and support pages. */
  SUPPORT_PHONE: import.meta.env.VITE_SUPPORT_PHONE || '(312) 555-0142',
} as const;
