import { nextTask } from '@/lib/next-task';

/**
 * For a page about to draw a store's times and prices: what their first use costs is spent first, each in a task
 * of its own (the store's zone, while the browser loads its rules; the dollar formatter, its currency data), and
 * the page renders in the task after, so its first render is a shorter task for a diner's tap to wait on
 * (docs/PERFORMANCE.md §8.10). That code loads with the page's own (lib/store-formats.ts), not with the app's entry.
 */
export async function prepareStoreFirstRender(timeZone: string): Promise<void> {
  const { prepareTimeZone, prepareMoneyFormat } = await import('@/lib/store-formats');
  await nextTask();
  prepareTimeZone(timeZone);
  await nextTask();
  prepareMoneyFormat();
  await nextTask();
}
