import { createHmac } from "node:crypto";
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

  it("refuses a tampered payload, another secret, extra header parameters, a future nbf and garbage", async () => {
    const token = await signer.sign({ userId: "user1", tokenVersion: 3 });
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const other = JSON.parse(Buffer.from(payload, "base64url").toString());
    const tampered = Buffer.from(JSON.stringify({ ...other, sub: "user2" })).toString("base64url");
    expect(await signer.verify(`${header}.${tampered}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature}=`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}`)).toBeNull();
    expect(await signer.verify("not a token")).toBeNull();
    expect(await signer.verify("")).toBeNull();
    const foreign = createTokenSigner("another-secret-of-enough-length", 3600);
    expect(await signer.verify(await foreign.sign({ userId: "user1", tokenVersion: 3 }))).toBeNull();
    // Signed by hand: a header jose would not write, with a valid signature.
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const critInput = `${b64({ alg: "HS256", crit: ["exp"], exp: 1 })}.${b64({ sub: "user1", tv: 0, iat: now(), exp: now() + 3600 })}`;
    const critSignature = createHmac("sha256", key).update(critInput).digest("base64url");
    expect(await signer.verify(`${critInput}.${critSignature}`)).toBeNull();
    const kid = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setSubject("user1")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
    expect(await signer.verify(kid)).toBeNull();
    const later = await forge({ tv: 0 }).setIssuedAt().setNotBefore("1h").setExpirationTime("2h").sign(key);
    expect(await signer.verify(later)).toBeNull();
    const noVersion = await forge({}).setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await signer.verify(noVersion)).toBeNull();
    // A token jose itself signs with the same key and claims is accepted.
    const good = await forge({ tv: 7 }).setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await signer.verify(good)).toEqual({ userId: "user1", tokenVersion: 7 });
  });
});
