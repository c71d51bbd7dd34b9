/** A request as a scripted fetch saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
  /** The multipart body of an upload, with its upload header. */
  form?: FormData;
  uploadHeader?: string;
  acceptLanguage?: string;
}

/** One scripted answer: a response, an error to throw as a failed connection would, or a function of the request. */
export type ScriptedAnswer = Response | Error | ((request: SeenRequest) => Response | Promise<Response>);

/** A fetch that answers each call with the next scripted answer and remembers what it was asked, for tests. */
export function scriptedFetch(...answers: ScriptedAnswer[]): { fetch: typeof globalThis.fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization') ?? undefined,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init?.body instanceof FormData ? init.body : undefined,
      uploadHeader: headers.get('x-portal-upload') ?? undefined,
      acceptLanguage: headers.get('accept-language') ?? undefined,
    };
    seen.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer scripted for ${request.method} ${request.url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(request) : answer;
  };
  return { fetch, seen };
}

/** A JSON response with the given status; 204 has no body. */
export function jsonResponse(status: number, body: unknown = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
