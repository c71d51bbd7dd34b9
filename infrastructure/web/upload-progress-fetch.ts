/** How much of a request's body has gone out, as the browser reports it. */
export type UploadProgressListener = (sentBytes: number, totalBytes: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * A fetch that reports the progress of the body it sends: fetch itself tells nothing of an upload, so it goes
 * through XMLHttpRequest, whose upload events do. It answers a Response like fetch, and a cancelled request
 * rejects with an AbortError.
 */
export function fetchWithUploadProgress(onProgress: UploadProgressListener): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const cancelled = () => new DOMException('The request was cancelled.', 'AbortError');
      // fetch sends nothing for a signal already aborted; an XMLHttpRequest would never hear of it.
      if (init.signal?.aborted) return reject(cancelled());
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.withCredentials = init.credentials === 'include';
      request.responseType = 'arraybuffer';
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      request.addEventListener('load', () => {
        const status = request.status;
        const body = status === 204 || status === 304 ? null : (request.response as ArrayBuffer);
        resolve(new Response(body, { status, statusText: request.statusText, headers: responseHeaders(request.getAllResponseHeaders()) }));
      });
      request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      request.addEventListener('abort', () => reject(cancelled()));
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
