import { apiClient } from '@/lib/api-client';

/** The mail the spec's sendCustomEmail describes, plus the lead's own fields by name. */
export interface CustomEmail {
  /** The addressee and the mail's header fields. */
  header: { email: string; firstName: string; lastName: string; sender: string; subject: string };
  /** The HTML the spec's call carries. */
  body: string;
  /** Which form sent the lead: the merchant registration or the Lite landing. */
  variant: 'merchant' | 'lite';
  sendbox?: string;
  /** The lead's fields by name, so the server keeps it without reading the HTML back. */
  lead: Record<string, string | null>;
}

/**
 * POST /sendCustomEmail: the server stores the lead and sends its mails; mail failures stay on the server.
 * The Lite landing's call carries the header fields as query parameters (spec 001), the merchant form's in the
 * form body; the server reads both.
 */
export function sendCustomEmail({ header, lead, ...mail }: CustomEmail, headerIn: 'form' | 'query' = 'form') {
  return apiClient.post<{ status: number }>('/sendCustomEmail', {
    query: headerIn === 'query' ? header : undefined,
    form: { ...(headerIn === 'form' ? header : {}), ...mail, ...lead },
    accessToken: null,
  });
}
