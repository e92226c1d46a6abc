import { request, type FullConfig } from '@playwright/test';

const OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };

/**
 * Journeys place orders at the demo stores and walk away from them, as diners do. Left unanswered for the
 * store's pause time (8 minutes unless set), an order pauses the store's online ordering by itself, and every
 * later journey ordering there would meet a paused store. The demo owner therefore sets the longest limits the
 * portal allows, through the settings an owner uses, once the server is up (Playwright starts the web server
 * before global setup).
 *
 * Journeys must also pass at any hour CI happens to run: a store closed at that hour greets a diner with "Store
 * unavailable" (CI at 22:30 and 01:25 Chicago time met it at Loop Burger and Windy City Pizza), so the owner
 * opens every demo store around the clock. No journey depends on a store's own hours.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    const login = await api.post('/api/owner/login', { form: OWNER });
    if (!login.ok()) {
      throw new Error(`the demo owner could not sign in: ${login.status()} ${await login.text()}`);
    }
    const { data } = (await login.json()) as { data: { accessToken: string; stores: { id: number }[] } };
    const save = async (path: string, body: object) => {
      const saved = await api.post(path, {
        headers: { authorization: `Bearer ${data.accessToken}` },
        data: body,
      });
      if (!saved.ok()) {
        throw new Error(`${path}: ${saved.status()} ${await saved.text()}`);
      }
    };
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '00:00',
      endTime: '24:00',
    }));
    for (const store of data.stores) {
      await save(`/api/portal/stores/${store.id}/settings`, {
        escalateAfterMinutes: 239,
        pauseAfterMinutes: 240,
      });
      await save(`/api/portal/stores/${store.id}/hours`, { weekly: allDay, lastOrderMinutes: 0 });
    }
  } finally {
    await api.dispose();
  }
}
