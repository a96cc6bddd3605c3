/**
 * A plain left click on a link, the one a page may answer in place; a middle click or one with a
 * modifier opens a tab or a window, as the browser does it.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
