import { nextTask } from '@/lib/next-task';

/**
 * For a page about to draw times of a store's zone: the zone is made ready in a task of its own (a browser's first
 * use of a zone costs 15–25 ms while it loads the zone's rules), and the page renders in the task after, so its
 * first render is one long task less for a diner's tap to wait on. The date code loads with the page's own code
 * (lib/time-zone.ts), not with the app's entry.
 */
export async function prepareTimeZoneFirst(timeZone: string): Promise<void> {
  const { prepareTimeZone } = await import('@/lib/time-zone');
  await nextTask();
  prepareTimeZone(timeZone);
  await nextTask();
}
