import { describe, expect, it } from "vitest";
import { html, raw } from "./html.ts";
import { allows, PERMISSIONS, ROLES } from "./roles.ts";

describe("html templates", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const evil = `"><script>alert('x')</script>&`;
    expect(html`<p title="${evil}">${evil}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
  });

  it("keeps nested templates and raw markup as they are, and drops null, undefined and false", () => {
    const items = ["a<b", "c"].map((s) => html`<li>${s}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${raw("<hr>")}`.value).toBe(
      "<ul><li>a&lt;b</li><li>c</li></ul><hr>",
    );
  });
});

describe("the roles table", () => {
  it("gives the admin every permission and every role the overview and the read-only jobs", () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(allows("admin", permission)).toBe(true);
    }
    for (const role of ROLES) {
      expect(allows(role, "overview.view")).toBe(true);
      expect(allows(role, "jobs.view")).toBe(true);
    }
    expect(ROLES.filter((role) => allows(role, "jobs.manage"))).toEqual(["admin"]);
    expect(ROLES.filter((role) => allows(role, "payouts.retry"))).toEqual(["finance", "admin"]);
  });
});
