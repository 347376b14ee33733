import type { UserSummary } from "@playpal/contracts";
import type { Storage } from "@playpal/platform";

export type { UserSummary };

/** The public URL of a stored image, or null when there is none. */
export function imageUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.publicUrl(key) : null;
}

export function presentUserSummary(
  storage: Storage,
  user: { id: string; username: string | null; displayName: string; avatarKey: string | null },
): UserSummary {
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    avatarUrl: imageUrl(storage, user.avatarKey),
  };
}
