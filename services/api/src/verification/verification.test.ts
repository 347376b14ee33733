import { verificationAssets } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";

const ctx = useTestApp({ MAX_IMAGE_BYTES: "200000" });

async function upload(token: string, kind: string, data?: Buffer, contentType = "image/png") {
  const body = multipart({ kind }, data ? [{ field: "file", filename: "doc.png", contentType, data }] : []);
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/verification-asset",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const status = (token: string) =>
  ctx.app.inject({ method: "GET", url: "/api/v1/verify-identity", headers: bearer(token) });
const submit = (token: string, payload?: object) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/verify-identity", headers: bearer(token), payload });

describe("identity verification", () => {
  it("stores each document privately and walks none -> pending", async () => {
    const user = await registerUser(ctx.app);
    expect((await status(user.token)).json()).toEqual({
      status: "none",
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
    });

    const front = await upload(user.token, "id_front", await makeImage());
    expect(front.statusCode).toBe(201);
    expect(front.json()).toEqual({
      id: expect.any(String),
      kind: "id_front",
      mimeType: "image/png",
      sizeBytes: expect.any(Number),
      createdAt: expect.any(String),
    });
    const selfie = await upload(user.token, "selfie", await makeImage(32, 32, "jpeg"), "image/jpeg");
    expect(selfie.statusCode).toBe(201);

    const [row] = await ctx.db
      .select()
      .from(verificationAssets)
      .where(eq(verificationAssets.id, front.json().id));
    expect(row?.storageKey).toMatch(new RegExp(`^private/verification/${user.id}/`));
    expect(await ctx.deps.storage.head(row!.storageKey)).toEqual(
      expect.objectContaining({ contentType: "image/png" }),
    );
    // Private: the public file route never serves it.
    const served = await ctx.app.inject({ method: "GET", url: `/api/v1/files/${row!.storageKey}` });
    expect(served.statusCode).toBe(404);

    const submitted = await submit(user.token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual(
      expect.objectContaining({ status: "pending", submittedAt: expect.any(String) }),
    );
    expect((await status(user.token)).json().status).toBe("pending");
  });

  it("refuses to submit before an ID front and a selfie exist", async () => {
    const user = await registerUser(ctx.app);
    await upload(user.token, "id_front", await makeImage());
    const response = await submit(user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({ code: "DOCUMENTS_MISSING", message: expect.stringContaining("selfie") }),
    );
  });

  it("does not let a user submit another user's asset", async () => {
    const owner = await registerUser(ctx.app);
    const thief = await registerUser(ctx.app);
    const asset = (await upload(owner.token, "id_front", await makeImage())).json();
    await upload(thief.token, "selfie", await makeImage());
    const response = await submit(thief.token, { idFrontAssetId: asset.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ASSET_NOT_FOUND");
  });

  it("accepts images only, judged by their bytes", async () => {
    const user = await registerUser(ctx.app);
    const pdf = await upload(
      user.token,
      "id_front",
      Buffer.from("%PDF-1.7 not an image at all"),
      "image/png",
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses an oversized file with 413 and stores nothing", async () => {
    const user = await registerUser(ctx.app);
    const big = Buffer.concat([await makeImage(), Buffer.alloc(300_000, 1)]);
    const response = await upload(user.token, "selfie", big);
    expect(response.statusCode).toBe(413);
    const rows = await ctx.db.select().from(verificationAssets).where(eq(verificationAssets.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("answers 400 for a bad kind, a missing file and a non-multipart body", async () => {
    const user = await registerUser(ctx.app);
    const badKind = await upload(user.token, "passport", await makeImage());
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors.fieldErrors).toHaveProperty("kind");
    const noFile = await upload(user.token, "selfie");
    expect(noFile.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/verification-asset",
      headers: bearer(user.token),
      payload: { kind: "selfie" },
    });
    expect(json.statusCode).toBe(400);
    const badSubmit = await submit(user.token, { selfieAssetId: "../../etc" });
    expect(badSubmit.statusCode).toBe(400);
  });

  it("requires authentication", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/verify-identity" })).statusCode).toBe(401);
  });
});
