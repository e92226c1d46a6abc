import { nextTask } from '@/lib/next-task';

/**
 * For a page about to draw a store's times and prices: what their first use costs is spent first, each in a task
 * of its own (the store's zone, 15–25 ms while the browser loads its rules; the dollar formatter, 5–10 ms), and
 * the page renders in the task after, so its first render is a shorter task for a diner's tap to wait on. That
 * code loads with the page's own (lib/store-formats.ts), not with the app's entry.
 */
export async function prepareStoreFirstRender(timeZone: string): Promise<void> {
  const { prepareTimeZone, prepareMoneyFormat } = await import('@/lib/store-formats');
  await nextTask();
  prepareTimeZone(timeZone);
  await nextTask();
  prepareMoneyFormat();
  await nextTask();
}
