// Work that must not change how long an answer takes: the answer leaves first, then the work
// runs. A failure is logged, never shown (the answer was the same either way).

const running = new Set<Promise<void>>();

export function afterResponse(what: string, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error(`${what} failed:`, error))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves once the work started so far has finished (tests, and a server shutting down). */
export async function workAfterResponses(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
