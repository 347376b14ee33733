import { z } from "zod";

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email("must be a valid email address"))
  .transform((v) => v.toLowerCase());
/** bcrypt reads at most 72 bytes; longer passwords would be silently truncated, so they are refused. */
const password = z
  .string()
  .min(8, "must be at least 8 characters")
  .refine((v) => Buffer.byteLength(v) <= 72, "must be at most 72 bytes");
const name = z.string().trim().min(1).max(50);
const deviceName = z.string().trim().max(100).optional();

export const createAccountBody = z.object({
  first_name: name,
  last_name: name,
  email,
  password,
  deviceName,
});

export const authenticateBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  deviceName,
});

export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    onboarded: z.boolean(),
    userType: z.string(),
  })
  .meta({ id: "AuthUser" });

export const authResponse = z
  .object({
    user: authUserSchema,
    token: z.string(),
    restored: z
      .literal(true)
      .optional()
      .describe("Present on the login that cancelled a scheduled account deletion (DELETE /user/me)"),
  })
  .meta({ id: "AuthResponse" });

export const usernameBody = z.object({ username: z.string().trim().min(1).max(50) });
export const usernameExistsResponse = z.object({ exists: z.boolean() });
export const usernameOffensiveResponse = z.object({
  offensive: z.boolean().describe("true when the username contains profanity or slurs"),
});

export const forgotPasswordBody = z.object({ email: z.string().trim().min(1).max(254) });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(2048), password });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: password,
});
export const changePasswordResponse = z.object({
  ok: z.literal(true),
  token: z.string().describe("A fresh token: every token issued before the change stops working"),
});
