/**
 * Chat limits shared by the server and the widget. Kept free of zod so the widget's lazy
 * chunk can import them without the schema library.
 */

/** Longest visitor message the assistant accepts; longer ones get a 400. */
export const MAX_CHAT_MESSAGE = 2000;
/** Messages (visitor + assistant) one chat session may hold; past it the API answers 429. */
export const MAX_SESSION_MESSAGES = 200;
/** The staff conversation list's page size when none is asked for (review L8). */
export const CONVERSATIONS_PAGE_DEFAULT = 500;
