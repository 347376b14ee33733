import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { isReservedUsername } from "./validation.ts";

const ctx = useTestApp();

const register = (password: string, names: { first_name?: string; last_name?: string } = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/create-account",
    payload: {
      first_name: names.first_name ?? "Robin",
      last_name: names.last_name ?? "Quill",
      email: `p${Math.random().toString(36).slice(2)}@example.com`,
      password,
    },
  });

describe("minimum password strength (offline)", () => {
  it("refuses common and guessable passwords at registration with WEAK_PASSWORD", async () => {
    for (const weak of ["password123", "12345678", "qwertyuiop", "iloveyou1", "playpal2024"]) {
      const response = await register(weak);
      expect(response.statusCode, weak).toBe(400);
      expect(response.json(), weak).toEqual({ message: expect.any(String), code: "WEAK_PASSWORD" });
    }
    expect((await register("correct horse battery")).statusCode).toBe(201);
  });

  it("counts the account's own names against the password", async () => {
    const response = await register("gwendolyn1984", { first_name: "Gwendolyn" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("WEAK_PASSWORD");
  });

  it("refuses a weak new password on change and on reset, changing nothing", async () => {
    const user = await registerUser(ctx.app);
    const changed = await ctx.app.inject({
      method: "PUT",
      url: "/api/v1/auth/change-password",
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: "password1" },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe("WEAK_PASSWORD");
    const token = await new SignJWT({ purpose: "password-reset", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(ctx.config.RESET_SECRET));
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reset-password",
      payload: { token, password: "abcdefgh" },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe("WEAK_PASSWORD");
    // The token still works: nothing was revoked.
    expect((await ctx.app.inject({ url: "/api/v1/user/me", headers: bearer(user.token) })).statusCode).toBe(
      200,
    );
  });
});

describe("reserved usernames", () => {
  it("reports reserved names as taken and refuses them at onboarding", async () => {
    for (const name of ["admin", "root", "support", "playpal", "support_1", "_admin_"]) {
      expect(isReservedUsername(name), name).toBe(true);
      const check = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/check-username",
        payload: { username: name },
      });
      expect(check.json(), name).toEqual({ exists: true });
    }
    const user = await registerUser(ctx.app);
    const onboard = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/onboarding",
      headers: bearer(user.token),
      payload: { username: "admin" },
    });
    expect(onboard.statusCode).toBe(400);
    const ordinary = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/onboarding",
      headers: bearer(user.token),
      payload: { username: "administrative_ace" },
    });
    expect(ordinary.statusCode).toBe(200);
    expect(isReservedUsername("rootbeer")).toBe(false);
  });
});
