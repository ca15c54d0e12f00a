// The one XMLHttpRequest uploader of the app (fetch reports no upload progress): images (PUT with
// an octet-stream body) and the multipart uploads of platform 7.8 both go through it.

export interface XhrUploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** 0..1 while the body is sent (only when the browser can compute it). */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

export interface XhrReply {
  status: number;
  text: string;
}

/** A network failure (no HTTP reply at all). */
export class XhrNetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'XhrNetworkError';
  }
}

/**
 * Sends the request and resolves with any HTTP reply (every status); rejects with XhrNetworkError
 * on a network failure, or a DOMException named AbortError when `signal` aborts.
 */
export function xhrUpload(request: XhrUploadRequest): Promise<XhrReply> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) request.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    // Rejects at once: some XHR implementations fire no 'abort' event for a request still pending.
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(new DOMException('Aborted', 'AbortError')));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.onload = () => finish(() => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.onerror = () => finish(() => reject(new XhrNetworkError()));
    xhr.onabort = () => finish(() => reject(new DOMException('Aborted', 'AbortError')));
    xhr.send(request.body);
  });
}

/** The JSON of a reply's text, or undefined when it is not JSON. */
export function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
