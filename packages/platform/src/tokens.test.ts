import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createTokenSigner } from "./tokens.ts";

const secret = "a-test-secret-of-enough-length";
const key = new TextEncoder().encode(secret);
const signer = createTokenSigner(secret, 3600);
const now = () => Math.floor(Date.now() / 1000);
const forge = (claims: Record<string, unknown>, alg = "HS256") =>
  new SignJWT(claims).setProtectedHeader({ alg }).setSubject("user1");

describe("user token verification", () => {
  it("accepts its own tokens", async () => {
    const token = await signer.sign({ userId: "user1", tokenVersion: 3 });
    expect(await signer.verify(token)).toEqual({ userId: "user1", tokenVersion: 3 });
  });

  it("accepts HS256 only: alg none and other algorithms are refused", async () => {
    const none = new UnsecuredJWT({ tv: 0 }).setSubject("user1").setIssuedAt().setExpirationTime("1h");
    expect(await signer.verify(none.encode())).toBeNull();
    const hs512 = await forge({ tv: 0 }, "HS512").setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await signer.verify(hs512)).toBeNull();
  });

  it("refuses expired tokens, tokens without an expiry and tokens issued in the future", async () => {
    expect(
      await signer.verify(
        await forge({ tv: 0 })
          .setIssuedAt(now() - 7200)
          .setExpirationTime(now() - 3600)
          .sign(key),
      ),
    ).toBeNull();
    expect(await signer.verify(await forge({ tv: 0 }).setIssuedAt().sign(key))).toBeNull();
    expect(
      await signer.verify(
        await forge({ tv: 0 })
          .setIssuedAt(now() + 86400)
          .setExpirationTime("2d")
          .sign(key),
      ),
    ).toBeNull();
  });

  it("refuses a password-reset token even when both are signed with the same secret", async () => {
    const reset = await forge({ tv: 0, purpose: "password-reset" })
      .setIssuedAt()
      .setExpirationTime("30m")
      .sign(key);
    expect(await signer.verify(reset)).toBeNull();
  });
});
