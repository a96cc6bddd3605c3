/**
 * The answer to a form posted without JavaScript (a plain HTML form post to the page), shown in
 * the page the server renders back. A failure keeps what was typed, so nothing is lost.
 */
export type FormPostAnswer =
  | { sent: true; message: string }
  | {
      sent: false;
      /** The HTTP status the JSON API would have answered (400, 413, 415, 429, 500). */
      status: number;
      /** The server's own message, as in the API's `error.message`. */
      message: string;
      fields: Record<string, string>;
      values: Record<string, string>;
    };
