import type { MerchantLead } from '@orderlane/domain';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The HTML summary of a registration the team reads: restaurant name, zip, e-mail and phone. */
export function buildRegistrationBody(lead: MerchantLead): string {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Restaurant Name', lead.store],
    ['Zip', lead.zip],
    ['Email', lead.email],
    ['Phone Number', lead.phone],
  ];
  const cells = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value.trim())}</td></tr>`)
    .join('');
  return `<p>A restaurant asked to join.</p><table>${cells}</table>`;
}
