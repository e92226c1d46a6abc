import { request, type FullConfig } from '@playwright/test';

const OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };

/**
 * Journeys place orders at the demo stores and walk away from them, as diners do. Left unanswered for the
 * store's pause time (8 minutes unless set), an order pauses the store's online ordering by itself, and every
 * later journey ordering there would meet a paused store. The demo owner therefore sets the longest limits the
 * portal allows, through the settings an owner uses, once the server is up (Playwright starts the web server
 * before global setup).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    const login = await api.post('/api/owner/login', { form: OWNER });
    if (!login.ok()) {
      throw new Error(`the demo owner could not sign in: ${login.status()} ${await login.text()}`);
    }
    const { data } = (await login.json()) as { data: { accessToken: string; stores: { id: number }[] } };
    for (const store of data.stores) {
      const saved = await api.post(`/api/portal/stores/${store.id}/settings`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
        data: { escalateAfterMinutes: 239, pauseAfterMinutes: 240 },
      });
      if (!saved.ok()) {
        throw new Error(`store ${store.id} settings: ${saved.status()} ${await saved.text()}`);
      }
    }
  } finally {
    await api.dispose();
  }
}
