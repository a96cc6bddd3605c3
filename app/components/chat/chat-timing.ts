/** The launcher appears 2 s after load, or 0.3 s once the chat was opened before. */
export const LAUNCHER_DELAY_MS = 2000;
export const LAUNCHER_DELAY_RETURNING_MS = 300;
/** The panel opens by itself 3 s after load. */
export const AUTO_OPEN_DELAY_MS = 3000;

/** localStorage: the chat was opened before in this browser (shortens the launcher delay). */
export const OPENED_BEFORE_KEY = "kazi-chat-opened";

/** sessionStorage: this visit's chat open was recorded for the funnel (once per browser session). */
export const OPEN_RECORDED_KEY = "kazi-chat-open-recorded";
