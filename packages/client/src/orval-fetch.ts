/**
 * The fetch the orval-generated client (`generated/orval/api.ts`) calls: every generated function
 * builds its path and init, and this adds the deployment's base URL and the bearer token, and answers
 * `{ data, status, headers }` as orval's typed responses are shaped (a union over the documented
 * statuses, so a caller narrows on `status`).
 *
 *   configureOrval({ baseUrl: "https://api.playpal.gg", token });
 *   const { status, data } = await getHomeFeed({ limit: 20 });
 */
interface OrvalConfig {
  baseUrl: string;
  token?: string | null;
  /** Sees every answer (a test validates them against the document; an app may log). */
  onResponse?(method: string, url: string, response: Response, body: string): void;
}

let config: OrvalConfig = { baseUrl: "" };

export function configureOrval(next: OrvalConfig): void {
  config = { ...next };
}

export async function orvalFetch<T>(url: string, init: RequestInit): Promise<T> {
  const headers = new Headers(init.headers);
  if (config.token && !headers.has("authorization")) headers.set("authorization", `Bearer ${config.token}`);
  const response = await fetch(`${config.baseUrl}${url}`, { ...init, headers });
  const text = [204, 205, 304].includes(response.status) ? "" : await response.text();
  config.onResponse?.(init.method ?? "GET", response.url, response, text);
  const data: unknown = text ? JSON.parse(text) : {};
  return { data, status: response.status, headers: response.headers } as T;
}
