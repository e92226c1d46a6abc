/** Build-time settings, read once; both are optional. */
export const env = {
  API_URL: import.meta.env.VITE_API_URL || '/api',
  BRAND_NAME: import.meta.env.VITE_BRAND_NAME || 'Orderlane',
} as const;
