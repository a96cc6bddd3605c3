/**
 * Runs the turns of one chat session one after another on this instance, so that a double
 * submit or a burst from one widget is answered in order, each turn computed once from the
 * state the previous one left. Sessions do not wait for each other. A session with `maxWaiting`
 * turns already queued gets `null` at once instead of a place in the line: a person typing
 * never has that many turns waiting, and a script cannot pile up work (security review H1).
 */
export function createSessionQueue(maxWaiting: number) {
  const lines = new Map<string, { tail: Promise<unknown>; size: number }>();
  return {
    async run<T>(sessionId: string, work: () => Promise<T>): Promise<T | null> {
      const line = lines.get(sessionId) ?? { tail: Promise.resolve(), size: 0 };
      if (line.size > maxWaiting) return null;
      line.size++;
      lines.set(sessionId, line);
      const result = line.tail.then(work);
      line.tail = result.catch(() => undefined);
      try {
        return await result;
      } finally {
        if (--line.size === 0) lines.delete(sessionId);
      }
    },
  };
}
