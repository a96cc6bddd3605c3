import type { UploadResponse } from "../../../../contract/documents";
import { readAdminSession } from "../../../lib/admin-session";
import { failedAdminCall } from "../../../lib/api-client";

/**
 * fetch cannot report upload progress, so this one call uses XMLHttpRequest, with the same
 * bearer token, the same "status: body" error text and the same end of session on a 401 as the
 * API client.
 */
export function uploadWithProgress(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/upload-document");
    xhr.withCredentials = true;
    const session = readAdminSession();
    if (session) xhr.setRequestHeader("Authorization", `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300)
        resolve(JSON.parse(xhr.responseText) as UploadResponse);
      else reject(failedAdminCall(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.send(form);
  });
}
