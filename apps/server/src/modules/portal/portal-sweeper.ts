export interface SweepTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs the portal's timed work (escalations, availability coming back) every few seconds in each process;
 * every step inside claims its row first, so processes never repeat one another. Cleared when the app closes.
 */
export function createPortalSweeper({
  tasks,
  intervalMs,
  log,
}: {
  tasks: SweepTask[];
  intervalMs: number;
  log: { error(object: object, message: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function runOnce() {
    for (const task of tasks) {
      await task
        .run()
        .catch((error: unknown) => log.error({ err: error, task: task.name }, 'a portal sweep failed'));
    }
  }

  const tick = () => {
    running ??= runOnce().finally(() => {
      running = null;
    });
  };

  return {
    runOnce,
    start() {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
