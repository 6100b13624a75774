import { toApiError, ApiError } from './ApiError';
import { API_BASE, authHeaders, handleFailedStatus, parseJson, type ApiResponse } from './client';

export interface UploadOptions {
  auth?: boolean;
  /** Called with 0..100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart POST through XMLHttpRequest, the only browser API that reports upload
 * progress. Same error contract as apiRequest.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<ApiResponse<T>> {
  const { auth = false, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(auth))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve({ status: xhr.status, data: data as T });
      } else {
        handleFailedStatus(xhr.status, auth);
        reject(toApiError(xhr.status, data));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, {}, 'Network Error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
