import { env } from '@/config/env';

/** A refusal or fault from the API: the server's `{status, message}`, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Params = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  /** Query-string parameters, as the spec's calls put ids in the URL. */
  query?: Params;
  /** Form fields sent as application/x-www-form-urlencoded; objects travel as JSON strings. */
  form?: Record<string, string | number | boolean | object | null | undefined>;
  /** A multipart/form-data body, for calls that carry files. */
  multipart?: FormData;
  /** A JSON body, for the portal's calls that take one (PUT). */
  json?: unknown;
  /** Overrides the session's token for this call (null sends none). */
  accessToken?: string | null;
  signal?: AbortSignal;
}

export interface ApiSession {
  getAccessToken: () => string | null;
  /** A 403 answer to a call that carried the token: the session ended on the server. */
  onSessionRejected: () => void;
}

let session: ApiSession | null = null;

/** The auth feature registers the signed-in diner once; every call then sends `Authorization: Bearer`. */
export function configureApiSession(next: ApiSession | null): void {
  session = next;
}

function buildUrl(path: string, query: Params | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${env.API_URL}${path}${search === '' ? '' : `?${search}`}`;
}

function encodeForm(form: NonNullable<ApiRequest['form']>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== null && value !== undefined) {
      body.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return body;
}

async function readError(response: Response): Promise<ApiError> {
  const fallback = `Request failed (${response.status})`;
  try {
    const body = (await response.json()) as { message?: unknown };
    return new ApiError(response.status, typeof body.message === 'string' ? body.message : fallback);
  } catch {
    return new ApiError(response.status, fallback);
  }
}

async function fetchOk(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: ApiRequest,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const usesSessionToken = !('accessToken' in request);
  const accessToken = usesSessionToken ? session?.getAccessToken() : request.accessToken;
  if (accessToken) {
    headers.authorization = `Bearer ${accessToken}`;
  }
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method,
      headers,
      body:
        request.multipart ??
        (request.form ? encodeForm(request.form) : undefined) ??
        (request.json === undefined ? undefined : JSON.stringify(request.json)),
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  if (!response.ok) {
    // Only the diner's own token ends the diner's session; an owner's token passed explicitly never does.
    if (response.status === 403 && accessToken && usesSessionToken) {
      session?.onSessionRejected();
    }
    throw await readError(response);
  }
  return response;
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: ApiRequest,
): Promise<T> {
  return (await (await fetchOk(method, path, request)).json()) as T;
}

export const apiClient = {
  get: <T>(path: string, request: ApiRequest = {}) => send<T>('GET', path, request),
  post: <T>(path: string, request: ApiRequest = {}) => send<T>('POST', path, request),
  put: <T>(path: string, request: ApiRequest = {}) => send<T>('PUT', path, request),
  delete: <T>(path: string, request: ApiRequest = {}) => send<T>('DELETE', path, request),
  /** A file the API answers (a PDF ticket), fetched with the same token rules. */
  getBlob: async (path: string, request: ApiRequest = {}) => (await fetchOk('GET', path, request)).blob(),
};
