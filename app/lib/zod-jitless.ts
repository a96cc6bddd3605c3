import { config } from "zod/v4/core";

/**
 * zod compiles object schemas with `new Function` unless told not to; the site's CSP has no
 * 'unsafe-eval', so the browser blocks the attempt and reports a violation on every page that
 * builds one (the staff sign-in did). zod decides when a schema is built, and
 * React Router's boot script imports the route modules before entry.client, so this is the
 * first import of root.tsx, which the boot script imports first. Only the setter is bundled.
 */
config({ jitless: true });
