import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** GET /portal/orders/{orderId}/ticket.pdf: the kitchen ticket as a PDF, saved under TS-<id>.pdf. */
export async function downloadTicketPdf(orderId: number): Promise<void> {
  const blob = await apiClient.getBlob(`/portal/orders/${orderId}/ticket.pdf`, {
    accessToken: getOwnerAccessToken(),
  });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `TS-${orderId}.pdf`;
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
