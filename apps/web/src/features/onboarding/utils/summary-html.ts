import type { LiteLanding } from '../stores/onboarding-store';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

function table(rows: [string, string][]): string {
  const cells = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value.trim())}</td></tr>`)
    .join('');
  return `<table>${cells}</table>`;
}

/** The Lite landing's inquiry, as the team reads it. */
export function buildInquiryBody(landing: LiteLanding): string {
  return `<p>A restaurant asked about the Lite Package.</p>${table([
    ['Restaurant Name', landing.restaurantName],
    ['Email', landing.email],
    ['Mobile Phone', landing.mobilePhone],
    ['Address', landing.address],
  ])}`;
}

/** The owner-info summary sent with the menu files at the end of step 1. */
export function buildOwnerInfoBody(info: {
  restaurantName: string;
  address: string;
  email: string;
  phoneNumber: string;
  website: string;
  storeHours: string;
  businessType: string;
  locations: string;
  fileNames: readonly string[];
}): string {
  return `<p>A Lite Package owner sent their menu.</p>${table([
    ['Restaurant Name', info.restaurantName],
    ['Address', info.address],
    ['Email', info.email],
    ['Phone Number', info.phoneNumber],
    ['Menu website', info.website],
    ['Files', info.fileNames.join(', ')],
    ['Store hours', info.storeHours],
    ['Type of business', info.businessType],
    ['Number of locations', info.locations],
  ])}`;
}
