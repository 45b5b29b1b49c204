/**
 * The one HTTP client of the site: JSON bodies, cookies always included, and any
 * non-OK response turned into an Error whose message is "<status>: <body or statusText>".
 * A request that gets no reply at all (offline, server down, connection refused) rejects with an
 * `UnreachableError` instead, so the page can say so rather than blame the form.
 * No retries, no refetching: each call is made exactly once when the user asks for it.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/** No reply: `fetch` itself rejected (network down, server not listening, request blocked). */
export class UnreachableError extends Error {
  constructor(cause: unknown) {
    super("Could not reach the server.", { cause });
    this.name = "UnreachableError";
  }
}

/** `fetch`, with a rejection (no reply at all) reported as an UnreachableError. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new UnreachableError(error);
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
): Promise<Response> {
  const response = await send(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** POST a JSON body and parse the JSON reply. */
export async function postJson<TResult>(
  url: string,
  data: unknown,
): Promise<TResult> {
  const response = await apiRequest("POST", url, data);
  return (await response.json()) as TResult;
}

/**
 * The spec's generic query reader: GET on the key parts joined with "/", with credentials.
 * With `on401: "returnNull"` a 401 yields null; by default a 401 is an error like any other.
 */
export async function getQuery<TResult>(
  key: readonly string[],
  options: { on401?: "throw" | "returnNull" } = {},
): Promise<TResult | null> {
  const response = await send(key.join("/"), { credentials: "include" });
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as TResult;
}
