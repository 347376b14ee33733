import { ERROR_CODES, errorCodesFor } from "@playpal/contracts";

interface Operation {
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

/**
 * Writes into each operation of the OpenAPI document, for every error status it declares, the codes
 * (`ERROR_CODES`) the body may carry: those of the operation's tags, of uploads when it takes
 * multipart/form-data, and the common ones. The body's schema stays the shared `Error`.
 */
export function documentErrorCodes<T>(document: T): T {
  const paths = (document as Document).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== "object" || !operation.responses) continue;
      const multipart = Object.keys(operation.requestBody?.content ?? {}).includes("multipart/form-data");
      const tags = [...(operation.tags ?? []), ...(multipart ? ["upload"] : [])];
      for (const [status, response] of Object.entries(operation.responses)) {
        const numeric = Number(status);
        if (!(numeric >= 400) || !response || typeof response !== "object") continue;
        const codes = errorCodesFor(tags, numeric);
        if (codes.length === 0) continue;
        const list = codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].meaning}`).join("; ");
        const own =
          response.description && response.description !== "Default Response"
            ? `${response.description}. `
            : "";
        response.description = `${own}Error; \`code\` is one of: ${list}.`;
      }
    }
  }
  return document;
}
