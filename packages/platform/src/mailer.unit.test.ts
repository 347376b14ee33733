import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

describe("log mail transport", () => {
  const mail = { to: "a@example.com", subject: "Reset", text: "token: secret-reset-token" };

  it("logs the whole mail in development", async () => {
    const { logger, lines } = capture();
    await createMailer({ from: "x", logger }).send(mail);
    expect(JSON.stringify(lines)).toContain("secret-reset-token");
  });

  it("keeps the text (and its secrets) out of production logs", async () => {
    const { logger, lines } = capture();
    await createMailer({ from: "x", logger, production: true }).send(mail);
    expect(JSON.stringify(lines)).not.toContain("secret-reset-token");
    expect(lines.at(-1)).toMatchObject({ mail: { to: "a@example.com", subject: "Reset" } });
  });
});
