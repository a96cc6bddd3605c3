import { apiRequest, saveBlob } from "../../lib/api-client";

/** Downloads a staff file (a CSV export, a backup) with the bearer token (a plain link could not send it). */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await apiRequest("GET", url);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), fileName);
}
