import type { z } from "zod";
import type * as q from "./queries.ts";
import type { authResponse, authUserSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type AuthUserView = z.infer<typeof authUserSchema>;
/** Registration's and login's answer; `restored` is present (true) on the login that cancelled a deletion. */
export type AuthView = z.infer<typeof authResponse>;

/** The account as registration and login answer it (its profile is `GET /user/me`). */
export function presentAuthUser(u: q.UserRow): AuthUserView {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    onboarded: u.onboarded,
    userType: u.userType,
  };
}
