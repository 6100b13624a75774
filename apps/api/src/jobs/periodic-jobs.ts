import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  name: string;
  /** Does what is due and answers how many things it did. Safe on several instances at once: each takes its work in the database. */
  run: () => Promise<number>;
}

/**
 * Runs each job every `intervalMs` in this instance (0: never). The timer only says when to look:
 * what is due is read from stored times, and a job's work is taken row by row in the database, so
 * any number of instances may run the same jobs. A run does not start while the last one of the
 * same job is still going. The answer stops the timers and waits for the runs under way.
 */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  const running = new Map<string, Promise<void>>();
  const tick = (job: PeriodicJob) => {
    if (running.has(job.name)) return;
    const run = job
      .run()
      .then((done) => {
        if (done > 0) log.info({ job: job.name, done }, 'periodic job did work');
      })
      .catch((error: unknown) => log.warn({ job: job.name, err: error }, 'periodic job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const timer = setInterval(() => jobs.forEach(tick), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.allSettled([...running.values()]);
  };
}
