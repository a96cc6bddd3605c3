export interface FloodRule {
  /** Requests a subject may send at once. */
  burst: number;
  /** Requests it may send per second after that. */
  perSecond: number;
}

/** Says whether one more request of `subject` may go on; when not, the seconds to wait. */
export type FloodGate = (subject: string) => { allowed: boolean; retryAfterSeconds: number };

/**
 * A token bucket per subject, in this process's memory only: a cheap first check that turns
 * away an obvious flood before it costs a database write. It is looser than the database limits
 * behind it (it never decides a normal user's fate), and per instance. At most `maxSubjects` are
 * held: a flood of fresh subjects evicts the oldest, which then start again with a full bucket.
 */
export function createFloodGate(
  rule: FloodRule,
  enabled: boolean,
  maxSubjects = 10_000,
): FloodGate {
  const buckets = new Map<string, { tokens: number; at: number }>();

  return (subject) => {
    if (!enabled) return { allowed: true, retryAfterSeconds: 0 };
    const now = Date.now();
    const bucket = buckets.get(subject) ?? { tokens: rule.burst, at: now };
    const tokens = Math.min(
      rule.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond,
    );
    buckets.delete(subject);
    if (buckets.size >= maxSubjects) {
      const oldest = buckets.keys().next().value;
      if (oldest !== undefined) buckets.delete(oldest);
    }
    if (tokens < 1) {
      buckets.set(subject, { tokens, at: now });
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / rule.perSecond) };
    }
    buckets.set(subject, { tokens: tokens - 1, at: now });
    return { allowed: true, retryAfterSeconds: 0 };
  };
}
