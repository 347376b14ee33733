/**
 * HTML written as tagged templates: every interpolated value is escaped unless it is already `Html`
 * (the result of another `html` template, or `raw` for markup we wrote ourselves). No template engine,
 * no client build: what the page shows is what these functions return.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c] as string);
}

type Value = Html | string | number | boolean | null | undefined | Date | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value instanceof Date) return escapeHtml(value.toISOString().replace("T", " ").slice(0, 19));
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Html(out);
}

/** Markup written by us, never user input. */
export const raw = (value: string) => new Html(value);

export const when = (condition: unknown, then: () => Html): Html => (condition ? then() : raw(""));
