/** Settles in a later task: what follows runs after the browser has had a turn (a paint, a tap). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
