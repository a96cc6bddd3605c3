/**
 * `?tab=cv-documents&cv=<id>`: the staff panel with one CV open in its preview, so a toast or a
 * link can take the consultant straight to a CV (the CV Documents tab reads it).
 */
export const OPEN_CV_PARAM = "cv";

export function cvDocumentHref(id: number): string {
  return `/admin/dashboard?tab=cv-documents&${OPEN_CV_PARAM}=${id}`;
}
