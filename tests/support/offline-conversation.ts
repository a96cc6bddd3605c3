import { offlineReply } from "../../server/assistant/offline-engine";
import { fieldAskedIn } from "../../server/assistant/questions";
import { siteKnowledge } from "../../server/assistant/site-knowledge";
import type { AssistantReply, ChatTurn, Lead } from "../../server/assistant/types";

/**
 * Plays a visitor's messages through the offline engine the way the server does, turn by turn;
 * `browserBound` as for an id the server issued to the browser that writes (ADR 019).
 */
export function converse(messages: string[], sessionId = "session-test-1", browserBound = false) {
  let lead: Lead = {};
  const history: ChatTurn[] = [];
  const replies: AssistantReply[] = [];
  for (const message of messages) {
    const reply = offlineReply(
      { sessionId, history, message, lead, browserBound },
      { knowledge: siteKnowledge, brand: "Kazi Career Services" },
    );
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
    replies.push(reply);
    lead = reply.lead;
  }
  return {
    lead,
    replies,
    last: replies.at(-1)!,
    asked: replies.map((r) => fieldAskedIn(r.message)),
  };
}

/** The longest run of consecutive replies asking the same question. */
export function longestQuestionRun(asked: ReturnType<typeof converse>["asked"]): number {
  let longest = 0;
  let run = 0;
  for (const [i, field] of asked.entries()) {
    run = field !== undefined && field === asked[i - 1] ? run + 1 : field === undefined ? 0 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The assistant's reply to a message it could not read: what a refusal must never get. */
export const missReply = /didn't quite catch|sijaelewa/;
