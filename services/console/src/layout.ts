/**
 * The frame of every page: a skip link, the navigation of what the operator's role may open, the
 * notices of the last action (@fastify/flash, never a query string), the main region, plain CSS that
 * works from a phone to a wide screen. No script.
 */
import { type Html, html, raw } from "./html.ts";
import { allows, type Permission, type Role } from "./roles.ts";

/** The operator a page is rendered for, and the CSRF token its forms carry. */
export interface Viewer {
  username: string;
  role: Role;
  csrf: string;
}

const NAV: [string, string, Permission][] = [
  ["/", "Overview", "overview.view"],
  ["/reports", "Reports", "reports.view"],
  ["/verifications", "Verification", "verifications.view"],
  ["/users", "Users", "users.view"],
  ["/payouts", "Payouts", "payouts.view"],
  ["/jobs", "Jobs", "jobs.view"],
  ["/operators", "Operators", "operators.view"],
  ["/audit", "Audit log", "audit.view"],
];

const CSS = raw(`
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f7f7f8}
a{color:#0b57d0}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:9}
header{background:#1f2937;color:#fff;padding:8px 16px;display:flex;flex-wrap:wrap;gap:12px;align-items:center}
header a{color:#fff}header nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:12px;margin:0;padding:0}
header .who{margin-left:auto;display:flex;gap:8px;align-items:center}
main{max-width:1100px;margin:0 auto;padding:16px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}
.table-wrap{overflow-x:auto}
form.inline{display:inline}
label{display:block;margin:8px 0 4px;font-weight:600}
input,select,textarea,button{font:inherit;padding:6px 8px}
textarea{width:100%;max-width:40rem}
button{cursor:pointer;border:1px solid #555;border-radius:4px;background:#fff}
button.danger{border-color:#b3261e;color:#b3261e}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{background:#e8f0fe;border:1px solid #0b57d0;padding:8px;margin:8px 0}
.error{background:#fde7e9;border:1px solid #b3261e;padding:8px;margin:8px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px}
.card{background:#fff;border:1px solid #ddd;padding:12px}
.media img{max-width:100%;height:auto;max-height:480px}
.tag{display:inline-block;background:#fef3c7;border:1px solid #b45309;color:#78350f;border-radius:4px;padding:0 6px;font-size:.85em}
.screening{margin:8px 0}.screening .grid{align-items:start}
.chart rect{fill:#0b57d0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{font-weight:600}
form.filters{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:flex-end;margin-bottom:12px}
form.filters label{margin-top:0}
td small,td code.id{word-break:break-all;font-size:.8em;color:#444}
`);

export function layout(
  title: string,
  viewer: Viewer | null,
  body: Html,
  options: { notices?: readonly string[] } = {},
) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · PlayPal console</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<strong>PlayPal console</strong>
${
  viewer
    ? html`<nav aria-label="Main"><ul>${NAV.filter(([, , p]) => allows(viewer.role, p)).map(
        ([href, label]) => html`<li><a href="${href}">${label}</a></li>`,
      )}</ul></nav>
<div class="who"><span>${viewer.username} (${viewer.role})</span>
<form class="inline" method="post" action="/logout"><input type="hidden" name="_csrf" value="${viewer.csrf}"><button type="submit">Log out</button></form></div>`
    : ""
}
</header>
<main id="main">
<h1>${title}</h1>
${(options.notices ?? []).map((n) => html`<p class="notice" role="status">${n}</p>`)}
${body}
</main>
</body>
</html>`;
}

export const csrfField = (viewer: Viewer) => html`<input type="hidden" name="_csrf" value="${viewer.csrf}">`;

/** A small bar chart, one bar a day, with a text alternative (the total and the busiest day). */
export function barChart(label: string, points: { day: string; value: number }[]): Html {
  const width = 300;
  const height = 60;
  const max = Math.max(1, ...points.map((p) => p.value));
  const barWidth = width / Math.max(1, points.length);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return html`<figure class="card">
<figcaption><strong>${label}</strong>: ${total} in ${points.length} days</figcaption>
<svg class="chart" role="img" aria-label="${label}, per day" viewBox="0 0 ${width} ${height}" width="100%" height="${height}" preserveAspectRatio="none">
${points.map((p, i) => {
  const h = Math.round((p.value / max) * (height - 2));
  return html`<rect x="${(i * barWidth).toFixed(1)}" y="${height - h}" width="${Math.max(1, barWidth - 1).toFixed(1)}" height="${h}"><title>${p.day}: ${p.value}</title></rect>`;
})}
</svg>
</figure>`;
}
