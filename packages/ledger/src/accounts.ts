/**
 * The ledger's accounts. A user's accounts are `user:<userId>:<kind>`, the platform's `platform:<kind>`;
 * each kind has one unit (coins or cents) and says whether its balance may go below zero. Balances are
 * signed sums of postings: users' accounts and the platform's revenue are positive, the platform's
 * sources (the coins it issued, the cents those coins were redeemed for) are negative.
 */
export type Unit = "coins" | "cents";

export const USER_ACCOUNT_KINDS = {
  /** Play Coins the user holds (the wallet). */
  coins: { unit: "coins", allowNegative: false },
  /** Earnings held until their object is due (a session's end); not yet payable. */
  earnings_held: { unit: "cents", allowNegative: false },
  /** Earnings the next payout can pay. */
  earnings_available: { unit: "cents", allowNegative: false },
  /** Earnings in a payout that was started and is not yet confirmed paid (or failed). */
  payouts_in_transit: { unit: "cents", allowNegative: false },
} as const satisfies Record<string, { unit: Unit; allowNegative: boolean }>;

export const PLATFORM_ACCOUNT_KINDS = {
  /** The store's coin issuance: coins leave it when bought and come back when spent or clawed back. */
  coin_issuance: { unit: "coins", allowNegative: true },
  /** The cents value of coins redeemed with creators: the source of every earning and fee. */
  coin_redemption: { unit: "cents", allowNegative: true },
  /** The platform's fee (PLATFORM_FEE_BPS) on every earning. */
  fee_revenue: { unit: "cents", allowNegative: false },
  /** Coins the platform lost: clawed-back purchases whose coins had already been spent. */
  loss_coins: { unit: "coins", allowNegative: true },
  /** Cents the platform lost (for corrections and payout losses). */
  loss_cents: { unit: "cents", allowNegative: true },
  /** Cents paid out to creators, confirmed by the payment provider. */
  payouts_paid: { unit: "cents", allowNegative: false },
} as const satisfies Record<string, { unit: Unit; allowNegative: boolean }>;

export type UserAccountKind = keyof typeof USER_ACCOUNT_KINDS;
export type PlatformAccountKind = keyof typeof PLATFORM_ACCOUNT_KINDS;
export type AccountKind = UserAccountKind | PlatformAccountKind;

/** `user:<userId>:<kind>`. */
export const userAccount = (userId: string, kind: UserAccountKind): string => `user:${userId}:${kind}`;
/** `platform:<kind>`. */
export const platformAccount = (kind: PlatformAccountKind): string => `platform:${kind}`;

export interface AccountSpec {
  id: string;
  kind: AccountKind;
  unit: Unit;
  ownerId: string | null;
  allowNegative: boolean;
}

/** The account an id names, or null when the id is not a ledger account id. */
export function parseAccountId(id: string): AccountSpec | null {
  const platform = /^platform:([a-z_]+)$/.exec(id);
  if (platform) {
    const kind = platform[1] as PlatformAccountKind;
    const spec = PLATFORM_ACCOUNT_KINDS[kind];
    return spec ? { id, kind, unit: spec.unit, ownerId: null, allowNegative: spec.allowNegative } : null;
  }
  const user = /^user:([^:]+):([a-z_]+)$/.exec(id);
  if (user) {
    const kind = user[2] as UserAccountKind;
    const spec = USER_ACCOUNT_KINDS[kind];
    return spec
      ? { id, kind, unit: spec.unit, ownerId: user[1] as string, allowNegative: spec.allowNegative }
      : null;
  }
  return null;
}
