// Generated from docs/openapi.json by `npm run client:generate`. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: answers while the process serves, whatever its dependencies
         * @description Not rate limited. Use `/ready` to route traffic.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether PostgreSQL and Redis answer now (route traffic on this, not /health)
         * @description 200 when both answer within 1 s, else 503 with the same body naming which does not. `/health` stays the liveness probe: it answers while the process serves, since the API degrades without Redis.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/create-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register; creates the user, its live stream credentials and an AuthSession
         * @description 400 `WEAK_PASSWORD` when the password is too easy to guess (zxcvbn score below 2, judged offline, the account's email and names counted against it; the same rule applies to change-password and reset-password), 400 `EMAIL_TAKEN` when the email is registered.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password; the same 401 message for unknown email and wrong password
         * @description Log in with email and password; the same 401 message for unknown email and wrong password
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clears the token cookie. Tokens are stateless: use /auth/logout-all to revoke them
         * @description Clears the token cookie. Tokens are stateless: use /auth/logout-all to revoke them
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a username is taken (case-insensitive)
         * @description `exists` is also true for reserved names (admin, root, support, playpal and the like, with underscores or digits around them): nobody may choose those.
         */
        post: operations["checkUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/check-username-offensive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a username contains profanity or slurs (obscenity's English dataset)
         * @description Whether a username contains profanity or slurs (obscenity's English dataset)
         */
        post: operations["checkUsernameOffensive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a single-use reset token when the account exists; always answers 200
         * @description Answers at once, before looking the address up: the lookup, the allowance and the mail run after the answer, so neither the answer nor its timing tells whether an account exists.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset token; revokes every earlier token
         * @description Sets a new password with a reset token; revokes every earlier token
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes every token of the caller and marks every AuthSession inactive
         * @description Revokes every token of the caller and marks every AuthSession inactive
         */
        post: operations["logoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the password; every earlier token stops working and a fresh one is returned
         * @description Changes the password; every earlier token stops working and a fresh one is returned
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storage/upload/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Target of a presigned upload URL in local mode (the URL carries its own signature)
         * @description Target of a presigned upload URL in local mode (the URL carries its own signature)
         */
        put: operations["uploadToSignedUrl"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storage/download/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Target of a signed download URL in local mode (a data export; the URL carries its signature)
         * @description Target of a signed download URL in local mode (a data export; the URL carries its signature)
         */
        get: operations["downloadFromSignedUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An object in local mode: public, or private with a signed URL
         * @description Objects of public posts (and avatars, banners) are served to anyone with `Cache-Control: public, max-age=MEDIA_PUBLIC_MAX_AGE_SECONDS` (default 300; never immutable: withdrawn content must stop being served), and answer 404 once withdrawn (post hidden or removed, author deactivated or suspended, processing failed). Other objects (media of `private` and `followers` posts) only with the `expires` and `signature` the API put in the URL it presented (valid one hour), cached privately until then; otherwise 404.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/revenuecat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RevenueCat events: coin pack purchases credit Play Coins, refunds claw them back
         * @description Authenticated by `Authorization: Bearer <REVENUECAT_WEBHOOK_SECRET>` (401 otherwise, and 401 `REVENUECAT_NOT_CONFIGURED` while the secret is not set). `INITIAL_PURCHASE` and `NON_RENEWING_PURCHASE` of a product in `COIN_PACKS` credit its coins to `app_user_id`, once per store transaction (`transaction_id`) whoever it names: the same event again, whatever its body, answers `duplicate`; another event of a store transaction already credited credits nothing, is recorded for review and answers `duplicate` (same user) or `conflict` (another user). `CANCELLATION` and `REFUND` of a credited transaction take the credited coins back from the user credited, the wallet going down to zero, never below (the rest is booked as the platform's loss), once per store transaction. `TEST`, other event types, products that are not a configured pack and unknown users are acknowledged with 200 `ignored` and logged, so RevenueCat does not retry them.
         */
        post: operations["revenueCatWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe events: transfer reversals and failures, connected account updates
         * @description Verified with the `stripe-signature` header over the raw body (STRIPE_WEBHOOK_SECRET, 5-minute tolerance either way: a signature dated more than 5 minutes in the past or the future is refused); a missing or bad signature, or no secret configured, is 401 `INVALID_SIGNATURE` (as for the Mux webhook) and changes nothing. A signed event without an `id`, a `type` or an object in `data.object` is 400 `VALIDATION_FAILED`. Each event id is processed once. `transfer.reversed` (full) and `transfer.failed` set the payout `failed` and post a reversing ledger entry; `account.updated` marks the creator's account connected once it can receive transfers; other events are acknowledged.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/mux": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mux video events (live-stream state, asset ready / errored); verified by `mux-signature`
         * @description The raw body must carry a valid `mux-signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"` with MUX_WEBHOOK_SECRET), at most 5 minutes old; otherwise 401 and nothing changes (also while MUX_WEBHOOK_SECRET is not configured). Each event `id` is processed once: a redelivery answers 200 with `duplicate: true`. `video.live_stream.active` sets the owner live, `.idle` / `.disconnected` clear it (an event older than the last one applied is ignored); the six other live-stream events and unknown types are acknowledged and ignored. `video.asset.ready` / `.errored` finish the video media matched by asset id, else passthrough (our media id). A signed body that is not a Mux event is 400.
         */
        post: operations["muxWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/presence/{userId}/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of the users told when a user goes online or offline (its followers), a page at a time; for the realtime service (X-Realtime-Admin-Token)
         * @description Ids of the users told when a user goes online or offline (its followers), a page at a time; for the realtime service (X-Realtime-Admin-Token)
         */
        get: operations["getPresenceAudience"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/presence/audiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first page of the followers of each of up to 100 users, in one call (a storm of presence changes); for the realtime service (X-Realtime-Admin-Token)
         * @description The first page of the followers of each of up to 100 users, in one call (a storm of presence changes); for the realtime service (X-Realtime-Admin-Token)
         */
        post: operations["listPresenceAudiences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/users/{userId}/token-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's current token version (what a valid token's `tv` must equal) and suspension; for the realtime service (X-Realtime-Admin-Token)
         * @description Read through the same Redis cache as every request's authentication, filled from the database on a miss. 404 for an unknown user.
         */
        get: operations["getTokenVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/users/token-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The token versions and suspensions of up to 100 users in one call (the misses of a storm of handshakes); for the realtime service (X-Realtime-Admin-Token)
         * @description As the per-user route, read through the Redis cache; unknown users are left out.
         */
        post: operations["listTokenVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/channels/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The channel ids of each of up to 100 users (the realtime service joins channel:<id> for each of their sockets); for the realtime service (X-Realtime-Admin-Token)
         * @description The channel ids of each of up to 100 users (the realtime service joins channel:<id> for each of their sockets); for the realtime service (X-Realtime-Admin-Token)
         */
        post: operations["listChannelMemberships"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own account
         * @description The caller's own account
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Deletes the caller's account: deactivated at once, purged after ACCOUNT_PURGE_DAYS
         * @description JSON `{ password }`. A wrong password is 400 `WRONG_PASSWORD` and changes nothing. Otherwise every token is revoked (the next request with any of them is 401, live sockets are dropped), the profile and content are hidden from everyone (404, as if the account did not exist), and the account is purged at `purgeAt` (default 30 days): posts, media, comments, reactions, follows, blocks, notifications, push tokens, sessions and verification documents deleted; direct messages stay for the other participant with the sender shown as `Deleted user`; future booked sessions are cancelled with the refund rule; ledger entries, payouts and purchases stay as financial records (docs/data-retention.md). Unpaid earnings of at least PAYOUT_MINIMUM_CENTS are paid out first: the purge waits for a payout, and `waitsForPayout` says so (null when nothing holds the purge). Logging in with the right password before `purgeAt` restores the account (`POST /authenticate` answers `restored: true`). A suspended user cannot delete (their token is refused with 403 `ACCOUNT_SUSPENDED`). 503 `UNAVAILABLE` when the job queue cannot be reached: nothing changed.
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        /**
         * Updates the caller's names and bio
         * @description Updates the caller's names and bio
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/api/v1/user/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chooses the username (3-20 of [a-z0-9_], unique, not offensive) and marks the user onboarded
         * @description Chooses the username (3-20 of [a-z0-9_], unique, not offensive) and marks the user onboarded
         */
        post: operations["completeOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verification-asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads one identity document (ID front, ID back or selfie); stored privately
         * @description Uploads one identity document (ID front, ID back or selfie); stored privately
         */
        post: operations["uploadVerificationAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verify-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's verification status: none, pending, approved or rejected
         * @description The caller's verification status: none, pending, approved or rejected
         */
        get: operations["getIdentityVerification"];
        put?: never;
        /**
         * Submits the uploaded documents for review; the status becomes pending
         * @description Submits the uploaded documents for review; the status becomes pending
         */
        post: operations["submitIdentityVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification preferences (all twelve keys; SPEC.md defaults until changed)
         * @description The caller's notification preferences (all twelve keys; SPEC.md defaults until changed)
         */
        get: operations["getNotificationPreferences"];
        /**
         * Changes any subset of the twelve preference keys; unknown keys are refused
         * @description Changes any subset of the twelve preference keys; unknown keys are refused
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the caller's avatar: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 512x512 WebP
         * @description Replaces the caller's avatar: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 512x512 WebP
         */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the caller's banner: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 1500x500 WebP
         * @description Replaces the caller's banner: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 1500x500 WebP
         */
        post: operations["uploadBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's public profile (404 when the user does not exist or has blocked the caller)
         * @description A user's public profile (404 when the user does not exist or has blocked the caller)
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follows the user (idempotent); notifies NEW_FOLLOWER on a new follow
         * @description 400 for oneself, 403 BLOCKED while the caller blocks the user, 404 when the user does not exist or blocks the caller.
         */
        post: operations["followUser"];
        /**
         * Unfollows the user (idempotent)
         * @description As on Instagram, unfollowing takes back the NEW_FOLLOWER notification the follow sent (no event; the next list or unread count no longer includes it). A later follow notifies again.
         */
        delete: operations["unfollowUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who follows the user, most recent follow first
         * @description Keyset pagination: pass the previous page's `nextCursor` as `cursor` (bracket notation or JSON). Users in a block with the caller are left out.
         */
        get: operations["listFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom the user follows, most recent follow first
         * @description Keyset pagination: pass the previous page's `nextCursor` as `cursor` (bracket notation or JSON). Users in a block with the caller are left out.
         */
        get: operations["listFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks the user (idempotent): removes follows both ways and hides each side from the other
         * @description The NEW_FOLLOWER notifications of the removed follows are deleted, as on unfollow. Each side also stops being a member of the other's channels (`channel:member:left` is emitted), since joining across a block is refused.
         */
        post: operations["blockUser"];
        /**
         * Unblocks the user (idempotent); removed follows are not restored
         * @description Unblocks the user (idempotent); removed follows are not restored
         */
        delete: operations["unblockUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/upload/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 1: a presigned PUT URL (valid 300 s) for one image or video
         * @description Allowed types: image/jpeg, image/png, image/webp, image/gif, image/heic, video/mp4, video/quicktime, video/webm. PUT the bytes to `url` with every header of `headers` (`content-type`, and `if-none-match: *`, which makes the URL single-use: a second PUT answers 412 once the object exists), then call /media/upload/complete.
         */
        post: operations["createUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/upload/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 3: attaches the uploaded object to one of the caller's posts and queues its processing
         * @description 403 for a key of another user, 404 for a post that is not the caller's, 400 when nothing (or not the declared type) was uploaded, 413 above the upload size limit, 409 when the key already belongs to another post. Repeating a successful call is harmless (200). The object's first bytes must be the declared image type, or a container of the declared video type (MP4/QuickTime, WebM), as for multipart uploads: anything else (HTML, scripts...) is deleted and refused with 400 `UNSUPPORTED_MEDIA_TYPE`. `width` and `height` are at most 16384, and an image's width x height at most `MEDIA_MAX_IMAGE_PIXELS` (default 100000000), else 400 `VALIDATION_FAILED`.
         */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a post; `media` files are streamed to storage and processed asynchronously
         * @description multipart/form-data with the text fields and up to 10 files in the repeatable `media` field, each at most 52428800 bytes (413 above; 400 for more files). Allowed types: image/jpeg, image/png, image/webp, image/gif, image/heic, video/mp4, video/quicktime, video/webm (checked against the file's first bytes; 400 otherwise). One `pending` media per file, one processing job per file; the post is returned at once. A text-only post may also be sent as JSON `{ body, type?, visibility?, commentable?, gameId?, sensitive? }`. `gameId` must name a game of the catalog (`GET /games`): its id, or its slug, stored as the id; anything else is 400 `UNKNOWN_GAME`. `sensitive` (`true`/`false`, default false) is the author's own mark: the post is `sensitive` from its creation. Every image and video poster is screened before its media is `ready` (until then only the author gets its `url`); a sensitive one makes the post `sensitive` and `flagged`, an explicit one hides it pending review (API.md "Sensitive media").
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post; 404 when it does not exist or the caller may not see it
         * @description One post; 404 when it does not exist or the caller may not see it
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Deletes the caller's own post with its comments, reactions and media
         * @description Deletes the caller's own post with its comments, reactions and media
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{postId}/impression": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accumulates view time (and, for clips, video watch time) into the caller's impression row
         * @description Whole milliseconds >= 0, each capped at 21600000 per submission; both default to 0.
         */
        post: operations["recordImpression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's comments, newest first, keyset-paginated
         * @description A post's comments, newest first, keyset-paginated
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Comments on a post; 403 when comments are off or the two users blocked each other
         * @description Comments on a post; 403 when comments are off or the two users blocked each other
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a comment; allowed to the comment's author and the post's author
         * @description The notifications the comment caused go with it: the post author's COMMENT, the MENTIONs, and the LIKE_COMMENT of every reaction the comment had. No event is sent; the next list or unread count no longer includes them.
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reacts to a post or a comment (exactly one); the same reaction again answers 200 with it
         * @description Reacts to a post or a comment (exactly one); the same reaction again answers 200 with it
         */
        post: operations["addReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one of the caller's reactions
         * @description As on Instagram, an unlike takes the notification back: the LIKE_POST or LIKE_COMMENT this reaction sent is deleted (no event; the next list or unread count no longer includes it).
         */
        delete: operations["removeReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports a post, a comment or a user the caller can see
         * @description One report per reporter and target: reporting the same target again answers 200 with the existing report and changes nothing. Reporting yourself or your own post or comment is 400 `SELF_REPORT`. New reports are limited per user (`REPORTS_PER_HOUR`, default 20: 429 `TOO_MANY_REPORTS`). A post or comment reported by `REPORT_HIDE_THRESHOLD` (default 5) distinct trusted users is hidden from everyone but its author until a moderator resolves it; a reporter is trusted when their account is at least `REPORT_TRUST_MIN_AGE_SECONDS` (default 86400) old, not suspended, onboarded, has a post or comment of its own, was never the subject of a moderator's removal or suspension, and has counted toward fewer than `REPORT_HIDES_PER_REPORTER_PER_DAY` (default 3) hides in 24 hours. Other reports wait for review without hiding anything.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home feed: the caller's posts and posts of accounts they follow, newest first
         * @description Keyset-paginated with `cursor`; `refreshSince` returns only newer posts. Cached 60 s per caller and parameters; the caller's own new posts appear at once, other authors' within 60 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise), with `vary: accept-encoding`.
         */
        get: operations["getHomeFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user's posts that the caller may see, newest first
         * @description 404 when the user does not exist or either user blocked the other. Cached 60 s per caller and parameters; the caller's own new posts appear at once, other authors' within 60 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise), with `vary: accept-encoding`.
         */
        get: operations["getUserFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first (compound cursor; `unreadOnly=true` for unread)
         * @description Cached 30 s per caller (and parameters); a new notification for the caller, marking read, and a removed notification show on the next read; a change to an actor's username, display name or avatar, or the end of an actor's suspension, within 30 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise, and under 1 KB), with `vary: accept-encoding`.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Badge count: the caller's unread notifications
         * @description Cached 30 s per caller (and parameters); a new notification for the caller, marking read, and a removed notification show on the next read; a change to an actor's username, display name or avatar, or the end of an actor's suspension, within 30 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise, and under 1 KB), with `vary: accept-encoding`.
         */
        get: operations["getUnreadNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks all of the caller's notifications read
         * @description Marks all of the caller's notifications read
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one of the caller's notifications read (404 for an unknown id or someone else's)
         * @description Marks one of the caller's notifications read (404 for an unknown id or someone else's)
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/push-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers an Expo push token for the caller's device (a token registered by another account moves to the caller)
         * @description Registers an Expo push token for the caller's device (a token registered by another account moves to the caller)
         */
        post: operations["registerPushToken"];
        /**
         * Removes the given push token of the caller, or all of the caller's tokens when sent without a body
         * @description Removes the given push token of the caller, or all of the caller's tokens when sent without a body
         */
        delete: operations["removePushTokens"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversations, most recent activity first, with last message and unread count
         * @description The caller's conversations, most recent activity first, with last message and unread count
         */
        get: operations["listConversations"];
        put?: never;
        /**
         * Opens the 1:1 conversation with another user (200 when it already exists, 201 when new)
         * @description Opens the 1:1 conversation with another user (200 when it already exists, 201 when new)
         */
        post: operations["openConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message history, newest first; deleted messages are tombstones (body null, deletedAt set)
         * @description Message history, newest first; deleted messages are tombstones (body null, deletedAt set)
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Sends a message; emits dm:message:new and notifies the other participant
         * @description 404 `USER_NOT_FOUND` when the other participant's account is deactivated (deletion pending) or suspended: it receives nothing, as if it did not exist (the thread stays readable). 403 `BLOCKED` in a block either way.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes one's own message (soft delete, a tombstone stays); emits dm:message:deleted
         * @description The recipient's DIRECT_MESSAGE notification for this message is deleted too, so its preview no longer shows the retracted text (no notification event; the next list or unread count reflects it).
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        /**
         * Edits one's own message; emits dm:message:edited
         * @description Edits one's own message; emits dm:message:edited
         */
        patch: operations["editMessage"];
        trace?: never;
    };
    "/api/v1/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves the caller's read receipt forward to a message; emits dm:read
         * @description Moves the caller's read receipt forward to a message; emits dm:read
         */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dm/{conversationId}/authz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Realtime join check for dm:<conversationId> with the user's JWT: 200 allowed, 403 refused, 404 unknown id
         * @description Realtime join check for dm:<conversationId> with the user's JWT: 200 allowed, 403 refused, 404 unknown id
         */
        get: operations["authorizeDmJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a channel (multipart: name, description?, banner); the caller is its owner and first member
         * @description Creates a channel (multipart: name, description?, banner); the caller is its owner and first member
         */
        post: operations["createChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of the channels the caller belongs to (the realtime service joins channel:<id> for each)
         * @description Ids of the channels the caller belongs to (the realtime service joins channel:<id> for each)
         */
        get: operations["listMyChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel, with the caller's role in it
         * @description A channel, with the caller's role in it
         */
        get: operations["getChannel"];
        /**
         * Updates a channel (owner only; multipart: each field sent replaces the stored one)
         * @description Updates a channel (owner only; multipart: each field sent replaces the stored one)
         */
        put: operations["updateChannel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channelId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins the channel (idempotent); emits channel:member:joined
         * @description Joins the channel (idempotent); emits channel:member:joined
         */
        post: operations["joinChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channelId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leaves the channel (idempotent; the owner cannot leave: 400); emits channel:member:left
         * @description Leaves the channel (idempotent; the owner cannot leave: 400); emits channel:member:left
         */
        post: operations["leaveChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channelId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members of the channel, most recently joined first (cursor)
         * @description Members of the channel, most recently joined first (cursor)
         */
        get: operations["listChannelMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channelId}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rooms of the channel, newest first (cursor)
         * @description Rooms of the channel, newest first (cursor)
         */
        get: operations["listRooms"];
        put?: never;
        /**
         * Opens a room in the channel (owner only; visibility public, members (default) or vip); emits channel:room:created and notifies members
         * @description Opens a room in the channel (owner only; visibility public, members (default) or vip); emits channel:room:created and notifies members
         */
        post: operations["createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{roomId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A room, to whoever its visibility rule lets in
         * @description SPEC.md's rule: public to anyone, members to the channel's owner and members, vip to the owner and members with an active subscription to the owner, private (a booked session's room) to the session's two parties only. 404 for an unknown room, 403 `ROOM_ACCESS_DENIED` when the rule refuses.
         */
        get: operations["getRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renames a room or changes its visibility (channel owner only); emits channel:room:updated
         * @description Renames a room or changes its visibility (channel owner only); emits channel:room:updated
         */
        patch: operations["updateRoom"];
        trace?: never;
    };
    "/api/v1/rooms/{roomId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Room chat history, newest first (cursor); requires room access
         * @description Room chat history, newest first (cursor); requires room access
         */
        get: operations["listRoomMessages"];
        put?: never;
        /**
         * Posts a chat message in the room (requires room access); emits room:message:new
         * @description Posts a chat message in the room (requires room access); emits room:message:new
         */
        post: operations["sendRoomMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{roomId}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes one's own room chat message (soft delete, a tombstone stays in the history; sender only); emits room:message:deleted
         * @description Deletes one's own room chat message (soft delete, a tombstone stays in the history; sender only); emits room:message:deleted
         */
        delete: operations["deleteRoomMessage"];
        options?: never;
        head?: never;
        /**
         * Edits one's own room chat message (sender only, room access required; a deleted message: 400); emits room:message:edited
         * @description Edits one's own room chat message (sender only, room access required; a deleted message: 400); emits room:message:edited
         */
        patch: operations["editRoomMessage"];
        trace?: never;
    };
    "/api/v1/rooms/{roomId}/voice-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A 1-hour conference token for this room (publish and subscribe), when the room's visibility rule lets the caller in
         * @description A 1-hour conference token for this room (publish and subscribe), when the room's visibility rule lets the caller in
         */
        post: operations["createVoiceToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{roomId}/authz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Realtime join check for room:<roomId> with the user's JWT (same rule as the voice token): 200 allowed, 403 refused, 404 unknown id
         * @description Realtime join check for room:<roomId> with the user's JWT (same rule as the voice token): 200 allowed, 403 refused, 404 unknown id
         */
        get: operations["authorizeRoomJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/livestreams/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own stream credentials: ingest URL and key, playback id and URL, status
         * @description The caller's own stream credentials: ingest URL and key, playback id and URL, status
         */
        get: operations["getStreamCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/livestreams/credentials/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the caller's stream key at the video provider; the old key stops working
         * @description Replaces the caller's stream key at the video provider; the old key stops working
         */
        post: operations["regenerateStreamKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/livestreams/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users live now: accounts the caller follows first, then the others, newest broadcast first
         * @description Keyset-paginated with an opaque `cursor` (`nextCursor` of the previous page; a malformed one is 400). Leaves out the caller and users in a block with the caller. A user appears while the provider reports their stream active (`video.live_stream.active` until `.idle` / `.disconnected`).
         */
        get: operations["listLiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/livestreams/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A live stream's stored chat, newest first, keyset-paginated; 403 between blocked users
         * @description A live stream's stored chat, newest first, keyset-paginated; 403 between blocked users
         */
        get: operations["listStreamMessages"];
        put?: never;
        /**
         * Posts a chat message (any stream status); 403 when the caller and the streamer blocked each other
         * @description Posts a chat message (any stream status); 403 when the caller and the streamer blocked each other
         */
        post: operations["sendStreamMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's Play Coins and earnings
         * @description The caller's Play Coins and earnings
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's coin and earnings movements, newest first
         * @description One item per ledger entry that changed the caller's coins or earnings not yet paid out: coin purchases and refunds, what the caller paid (coins < 0) or earned (cents > 0), with the other user as `counterparty` and the object (`subscription`, `product_purchase`, `session`, `store_transaction`, `payout`). Moves between the caller's own earnings (held -> available, a payout started) are not listed; a payout is listed when paid. Keyset cursor `{ id, createdAt }`.
         */
        get: operations["listWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the caller's monthly subscription price in whole Play Coins (1 to 1,000,000)
         * @description Sets the caller's monthly subscription price in whole Play Coins (1 to 1,000,000)
         */
        put: operations["setSubscriptionPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's subscription price and whether the caller holds an active subscription
         * @description `priceCoins` is null when the creator offers none; `expiresAt` is the caller's active subscription's end.
         */
        get: operations["getSubscriptionOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions (active and lapsed), newest first
         * @description The caller's subscriptions (active and lapsed), newest first
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Subscribes to a creator: debits their price, creates or extends the subscription by 30 days
         * @description An active subscription is extended from its current end, a lapsed one starts now. The creator gets the price's value minus the platform fee at once, and NEW_SUBSCRIBER when the subscription starts (not on extensions). An active subscription opens the creator's vip rooms; at `expiresAt` live sockets of a lapsed subscriber leave them. 400 `CANNOT_SUBSCRIBE_TO_SELF`, `SUBSCRIPTIONS_NOT_OFFERED`. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's products, newest first
         * @description A creator's products, newest first
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Lists a digital product for sale in Play Coins; followers with shopUpdates get a push
         * @description Lists a digital product for sale in Play Coins; followers with shopUpdates get a push
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buys a product: debits its price, credits the creator's earnings minus the fee
         * @description 400 `CANNOT_BUY_OWN_PRODUCT`. A product whose creator blocked you is 404. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
         */
        post: operations["purchaseProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the caller's weekly availability for paid 1-on-1 sessions (UTC)
         * @description Weekly windows (`dayOfWeek` 0 = Sunday, `HH:MM` UTC, a window cannot cross midnight); sessions of `sessionMinutes` (15 to 240) start every `sessionMinutes` from each window's start while a whole session fits. `priceCoins` per session. Existing bookings are kept.
         */
        put: operations["setAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A playpal's availability with the bookable session starts of the next 14 days
         * @description 404 `NO_AVAILABILITY` when the user offers no sessions.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's sessions as playpal or purchaser, newest booking first
         * @description The caller's sessions as playpal or purchaser, newest booking first
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Books a free slot: debits the price, creates the session and its private room
         * @description The earning is held until the session's end. SESSION_BOOKED to the playpal; SESSION_REMINDER to both 15 minutes before the start. 409 `SLOT_TAKEN` when the slot is booked (also by a concurrent request); 400 `SLOT_IN_PAST`, `SLOT_TOO_FAR` (over 14 days), `SLOT_UNAVAILABLE` (not an open slot, or no availability at all), `CANNOT_BOOK_SELF`. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
         */
        post: operations["bookSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's sessions (404 for anyone but its two parties)
         * @description One of the caller's sessions (404 for anyone but its two parties)
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a booked session before its start (either party) and refunds by the rule
         * @description Full refund when the playpal cancels or the purchaser cancels 24 h or more before the start; half the price (rounded down) when the purchaser cancels later. What the playpal keeps becomes available at once. SESSION_CANCELLED to the other party; the reminder is withdrawn. 409 `SESSION_NOT_BOOKED` (already cancelled or completed), `SESSION_STARTED`.
         */
        post: operations["cancelSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own payouts, newest first, keyset-paginated
         * @description One payout per calendar month (UTC) in which the caller's available earnings reached PAYOUT_MINIMUM_CENTS (default 1000). Calculated on the 25th for the previous month, transferred on the 1st.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Stripe Connect onboarding link for the caller's payout account
         * @description Creates the caller's connected account on first use (one per user) and answers a fresh onboarding link (Stripe account links are single use and expire within minutes: call again for a new one). The account is marked connected once Stripe reports it can receive transfers (on the next call or the `account.updated` webhook). Local mode (no STRIPE_SECRET_KEY): the account is connected at once and the URL is PAYOUT_CONNECT_RETURN_URL. 502 when Stripe refuses.
         */
        post: operations["createPayoutAccountLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The games catalog, A to Z, or the games matching `q` by relevance
         * @description Without `q`: every game by name. With `q` (1-100 characters after trimming): exact name first, then names starting with it, names with a word starting with it, names containing it, then similar names (typos: "fortnte" finds Fortnite). Keyset-paginated: pass `nextCursor` back as `cursor` (bracket notation or JSON). `coverUrl` is null until the operator has stored the cover image.
         */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game of the catalog, by id or slug
         * @description `postCount` counts public posts and is refreshed every 5 minutes.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{gameId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's posts that the caller may see, newest first, keyset-paginated
         * @description Visibility and blocks as everywhere (API.md). 404 for an unknown game.
         */
        get: operations["listGamePosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches users, posts and games at once; `{ success, data: { users, clips, games } }`
         * @description `q` is 1-100 characters after trimming (else 400). Users match by username or display name, by prefix, anywhere in the name, or with typos (trigram similarity); ranked exact username, then prefixes, then similar names, accounts the caller follows boosted, then by followers. Never an account in a block with the caller (either way), never one without a username yet. `clips`: posts of every type whose text holds every word of `q` (each as a prefix), that the caller may see (visibility and blocks), ranked by text relevance with followed authors boosted, then newest. `games`: as `GET /games?q=`. `type` limits the search to one kind (the others come back empty); `limit` applies to each kind.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches users by username or display name; a bare array (SPEC.md)
         * @description `q` is 1-100 characters after trimming (else 400). Users match by username or display name, by prefix, anywhere in the name, or with typos (trigram similarity); ranked exact username, then prefixes, then similar names, accounts the caller follows boosted, then by followers. Never an account in a block with the caller (either way), never one without a username yet.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trending/clips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trending clips over the last 24 hours or 7 days; `{ success, data: { clips } }`
         * @description Ranking: score = engagement / (age_hours + 2)^1.5, engagement = reactions + 2 x comments + 0.1 x impressions + minutes of video watched; over the public clips (`type: clip`) posted inside the window, newest first on ties. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
         */
        get: operations["listTrendingClips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trending/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts gaining followers fastest; `{ success, data: { users } }`
         * @description Ranking: followers gained over the last 7 days that still follow, most first (ties: id); onboarded accounts only. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
         */
        get: operations["listTrendingUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trending/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games with the most public activity this week; `{ success, data: { games } }`
         * @description Ranking: score = 2 x public posts of the last 7 days + their engagement (reactions + 2 x comments), highest first. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
         */
        get: operations["listTrendingGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The discover page in one round trip: live creators, people to follow, trending clips and games
         * @description `live`: up to 10 creators live now, most followed first. `suggestedUsers`: up to 20 accounts, friends of friends first (followed by the most accounts the caller follows), then the most followed accounts. Neither list ever holds the caller, an account the caller already follows (live ones they follow are at `GET /livestreams/live`), one in a block with the caller either way, or anyone twice. `trendingClips`: the first 10 of `GET /trending/clips`; `games`: the first 10 of `GET /trending/games`.
         */
        get: operations["discover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sponsored placements running now; a bare array
         * @description Placements that have started and not ended, of one `placement` or of all, by placement then newest first. Placements are managed by the operator (`npm run sponsors -- add|end|list`).
         */
        get: operations["listSponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile links, in order; a bare array
         * @description 404 when the user does not exist or has blocked the caller (as the profile).
         */
        get: operations["listLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the caller's profile links with the list given, in its order
         * @description At most 10 links; each `title` 1-60 characters, each `url` an absolute http or https URL of at most 2048 characters (anything else is 400). An empty list removes them all. Answers the new list; the public profile (`GET /user/:userId`) carries it as `links`.
         */
        put: operations["replaceMyLinks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a ZIP of the caller's data (JSON files and media); built in the background
         * @description 202 `{ exportId }`; poll `GET /user/me/export/:exportId`. The ZIP holds profile.json, posts.json, comments.json, reactions.json, following.json, followers.json, blocks.json, messages.json (messages the caller sent), notifications.json, wallet-transactions.json (the items of GET /wallet/transactions: every coin or earnings movement) and the caller's media (media/<postId>/..., profile/...). One export per 24 hours (a failed one does not count): another is 429 `TOO_MANY_EXPORTS` with `Retry-After`. The user gets a SYSTEM notification when it is ready.
         */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me/export/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state of one of the caller's data exports, with a short-lived download URL once ready
         * @description `url` is a fresh signed URL on every call while the export is ready (valid EXPORT_URL_TTL_SECONDS, default 15 minutes). Another user's export, an unknown id and an expired export (deleted EXPORT_RETENTION_HOURS, default 72, after it was ready) are 404.
         */
        get: operations["getDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RevenueCatWebhookInput: {
            api_version?: string;
            event: {
                id: string;
                type: string;
                app_user_id?: string | null;
                original_app_user_id?: string | null;
                product_id?: string | null;
                transaction_id?: string | null;
                original_transaction_id?: string | null;
                environment?: string | null;
                store?: string | null;
                cancel_reason?: string | null;
                event_timestamp_ms?: number | null;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ChannelUser: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
        };
        DirectMessage: {
            id: string;
            conversationId: string;
            senderId: string;
            body: string | null;
            editedAt: string | null;
            deletedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        RoomVisibility: "public" | "members" | "vip" | "private";
        Room: {
            id: string;
            channelId: string | null;
            name: string;
            visibility: components["schemas"]["RoomVisibility"];
            sessionId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        RoomMessage: {
            id: string;
            roomId: string;
            senderId: string;
            sender: components["schemas"]["ChannelUser"];
            body: string | null;
            editedAt: string | null;
            deletedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            type: "LIKE_POST" | "LIKE_COMMENT" | "COMMENT" | "NEW_FOLLOWER" | "MENTION" | "DIRECT_MESSAGE" | "SESSION_BOOKED" | "SESSION_CANCELLED" | "SESSION_REMINDER" | "CHANNEL_ROOM_CREATED" | "NEW_SUBSCRIBER" | "SYSTEM";
            title: string;
            body: string | null;
            actor: {
                id: string;
                username: string | null;
                display_name: string;
                avatarUrl: string | null;
            } | null;
            targetType: string | null;
            targetId: string | null;
            /** @description Deep link `{ screen, ...params }`; the same object is the push payload's data */
            data: {
                [key: string]: string;
            };
            read: boolean;
            readAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Media: {
            id: string;
            /**
             * @description pending -> processing -> ready | failed (then `errorMessage` says why). Until `ready` (screened), only the post's author gets its `url`; others get an empty `url`
             * @enum {string}
             */
            status: "pending" | "processing" | "ready" | "failed";
            mimeType: string;
            url: string;
            thumbnailUrl: string | null;
            width: number | null;
            height: number | null;
            /** @description Seconds (videos) */
            duration: number | null;
            /** @description Why processing failed; null unless `failed` */
            errorMessage: string | null;
            /** @description Screening found it sensitive (MEDIA_SENSITIVE_THRESHOLD): clients blur it until the viewer taps it. False until screened */
            sensitive: boolean;
        };
        Error: {
            message: string;
            /**
             * @description Stable and machine-readable; each operation's error responses list the ones it can answer:
             *     - `BAD_REQUEST` (400): The request is malformed
             *     - `VALIDATION_FAILED` (400): The input failed validation; `errors` holds `{ formErrors, fieldErrors }`
             *     - `INVALID_TEXT` (400): A text contains NUL characters
             *     - `UNAUTHORIZED` (401): Missing, invalid, expired or revoked token
             *     - `FORBIDDEN` (403): Authenticated but not permitted
             *     - `CROSS_ORIGIN_REFUSED` (403): A cookie-authenticated change (or a login) from an origin that is neither WEB_ORIGIN nor the API's
             *     - `NOT_FOUND` (404): The route, or the post, comment, reaction, conversation, message, channel, room or stream, does not exist or is hidden from the caller
             *     - `PAYLOAD_TOO_LARGE` (413): The request body exceeds the route's size limit (1 MiB for JSON)
             *     - `URI_TOO_LONG` (414): A path segment is longer than 200 characters
             *     - `UNSUPPORTED_CONTENT_TYPE` (415): The request's Content-Type is not one this route reads (JSON, or multipart/form-data where documented)
             *     - `RATE_LIMITED` (429): Too many requests from this address
             *     - `INTERNAL` (500): An unexpected server error
             *     - `UNAVAILABLE` (503): A dependency (database, Redis, queue) is unreachable; nothing was changed, retry shortly
             *     - `NOT_MULTIPART` (400): Expected a multipart/form-data body
             *     - `MALFORMED_MULTIPART` (400): The multipart body is cut off or malformed
             *     - `TOO_MANY_FIELDS` (400): Too many form fields
             *     - `TOO_MANY_FILES` (400): Too many files for one request or post
             *     - `BAD_FIELD` (400): A file was sent in a field of another name
             *     - `FILE_REQUIRED` (400): The required file part is missing
             *     - `FILE_TOO_LARGE` (413): A file exceeds its size limit
             *     - `UNSUPPORTED_MEDIA_TYPE` (400): The file's type (checked against its first bytes) is not accepted
             *     - `INVALID_IMAGE` (400): The image could not be decoded
             *     - `EMAIL_TAKEN` (400): An account with this email exists
             *     - `INVALID_CREDENTIALS` (401): Wrong email or password
             *     - `WRONG_PASSWORD` (400): The current password (or, for DELETE /user/me, the password) is incorrect
             *     - `WEAK_PASSWORD` (400): The new password is too easy to guess (zxcvbn score below 2, judged offline)
             *     - `INVALID_RESET_TOKEN` (400): The reset token is invalid or expired
             *     - `TOO_MANY_FAILED_LOGINS` (429): Too many wrong passwords for this email (15-minute window)
             *     - `USERNAME_TAKEN` (400): The username is taken
             *     - `USERNAME_OFFENSIVE` (400): The username is not allowed
             *     - `USER_NOT_FOUND` (404): The user does not exist, or has blocked the caller
             *     - `CANNOT_FOLLOW_SELF` (400): A user cannot follow or unfollow themselves
             *     - `CANNOT_BLOCK_SELF` (400): A user cannot block or unblock themselves
             *     - `BLOCKED` (403): The caller and the other user (or the owner) are in a block
             *     - `NOT_COMMENTABLE` (403): Comments are turned off for this post
             *     - `SELF_REPORT` (400): A user cannot report themselves or their own post or comment
             *     - `TOO_MANY_REPORTS` (429): The hourly allowance of new reports (REPORTS_PER_HOUR) is spent
             *     - `BAD_UPLOAD_KEY` (400): Not an upload key this API gives out
             *     - `MIME_TYPE_MISMATCH` (400): The MIME type differs from the key's or the upload's
             *     - `UPLOAD_MISSING` (400): Nothing was uploaded to this key
             *     - `EMPTY_UPLOAD` (400): The uploaded file is empty
             *     - `NOT_YOUR_UPLOAD` (403): The upload key belongs to another user
             *     - `UPLOAD_ALREADY_USED` (409): The upload is attached to another post
             *     - `BAD_SIGNATURE` (403): The upload URL is invalid or expired
             *     - `SELF_CONVERSATION` (400): A conversation needs another participant
             *     - `TOO_MANY_PARTICIPANTS` (400): Only 1:1 conversations exist
             *     - `MESSAGE_DELETED` (400): A deleted message cannot be edited
             *     - `NOT_SENDER` (403): Only the sender can change a message
             *     - `AUTHZ_DENIED` (403): The realtime join check refused (not a participant, or a block)
             *     - `NOT_OWNER` (403): Only the channel owner can do this
             *     - `OWNER_CANNOT_LEAVE` (400): The owner cannot leave their channel
             *     - `ROOM_ACCESS_DENIED` (403): The room's visibility does not let the caller in
             *     - `CONFERENCE_UNAVAILABLE` (503): The voice server is unreachable
             *     - `NOTIFICATION_NOT_FOUND` (404): No such notification of the caller
             *     - `INVALID_PUSH_TOKEN` (400): Not an Expo push token
             *     - `ALREADY_VERIFIED` (400): The identity is already verified
             *     - `DOCUMENTS_MISSING` (400): Required documents are not uploaded yet
             *     - `ASSET_NOT_FOUND` (400): No uploaded document with that id
             *     - `ACCOUNT_SUSPENDED` (403): A moderator suspended the account: its tokens and logins are refused until the date given
             *     - `TOO_MANY_EXPORTS` (429): One data export per 24 hours; Retry-After says when the next is possible
             *     - `GAME_NOT_FOUND` (404): No game of the catalog has that id or slug
             *     - `UNKNOWN_GAME` (400): The post's gameId names no game of the catalog (GET /games)
             *     - `INSUFFICIENT_COINS` (400): The wallet does not cover the price; nothing was debited
             *     - `IDEMPOTENCY_KEY_REUSED` (409): This Idempotency-Key was used for a different request
             *     - `CANNOT_SUBSCRIBE_TO_SELF` (400): A creator cannot subscribe to themselves
             *     - `SUBSCRIPTIONS_NOT_OFFERED` (400): The creator has set no subscription price
             *     - `ALREADY_SUBSCRIBED` (409): The caller already holds a subscription that never expires
             *     - `CANNOT_BUY_OWN_PRODUCT` (400): A creator cannot buy their own product
             *     - `NO_AVAILABILITY` (404): The user offers no paid sessions (no availability set)
             *     - `CANNOT_BOOK_SELF` (400): A playpal cannot book themselves
             *     - `SLOT_IN_PAST` (400): The start time has passed
             *     - `SLOT_TOO_FAR` (400): Sessions can be booked up to 14 days ahead
             *     - `SLOT_UNAVAILABLE` (400): The start is not one of the playpal's open slots (or the playpal offers no sessions)
             *     - `SLOT_TAKEN` (409): The slot is already booked
             *     - `SESSION_NOT_BOOKED` (409): The session is already cancelled or completed
             *     - `SESSION_STARTED` (409): A started session cannot be cancelled
             *     - `PAYMENT_PROVIDER_ERROR` (502): The payment provider (Stripe) refused or failed; nothing was changed
             *     - `INVALID_SIGNATURE` (401): The webhook's signature header is missing, forged or stale; nothing was changed
             *     - `INVALID_BODY` (400): A correctly signed webhook body that is not an event of the provider
             *     - `INVALID_CURSOR` (400): The opaque cursor was not issued by this list
             *     - `REVENUECAT_NOT_CONFIGURED` (401): REVENUECAT_WEBHOOK_SECRET is not set, so no purchase event can be verified
             */
            code?: string;
            errors?: {
                formErrors: string[];
                fieldErrors: {
                    [key: string]: string[];
                };
            };
            /** @description Development only */
            error?: string;
            /** @description Development only */
            stack?: string;
        };
        Cursor: {
            id: string;
            /** Format: date-time */
            createdAt: string;
        };
        AuthUser: {
            id: string;
            email: string;
            username: string | null;
            onboarded: boolean;
            userType: string;
        };
        AuthResponse: {
            user: components["schemas"]["AuthUser"];
            token: string;
            /**
             * @description Present on the login that cancelled a scheduled account deletion (DELETE /user/me)
             * @constant
             */
            restored?: true;
        };
        Channel: {
            id: string;
            ownerId: string;
            name: string;
            description: string | null;
            bannerUrl: string | null;
            memberCount: number;
            viewerRole: ("owner" | "member") | null;
            /** Format: date-time */
            createdAt: string;
        };
        ChannelMember: {
            user: components["schemas"]["ChannelUser"];
            /** @enum {string} */
            role: "owner" | "member";
            /** Format: date-time */
            joinedAt: string;
        };
        /** @description Ids of every channel the caller belongs to (owner or member) */
        MyChannels: {
            channelIds: string[];
        };
        VoiceToken: {
            token: string;
            url: string;
            roomName: string;
            /** @constant */
            expiresIn: 3600;
        };
        Wallet: {
            /** @description Play Coins in the wallet */
            coins: number;
            /** @description Every earning not yet paid out: held until a session ends, available, and in a started payout */
            pendingEarningsCents: number;
            /** @description The part of the earnings the next payout can pay */
            availableEarningsCents: number;
        };
        WalletTransaction: {
            /** @description The ledger entry's id */
            id: string;
            /** @enum {string} */
            kind: "COIN_PURCHASE" | "COIN_PURCHASE_REVERSAL" | "SUBSCRIPTION" | "PRODUCT_PURCHASE" | "SESSION_BOOKING" | "SESSION_REFUND" | "EARNINGS_RELEASE" | "PAYOUT" | "PAYOUT_PAID" | "PAYOUT_FAILED" | "REVERSAL" | "ADJUSTMENT";
            /** @description Change of the caller's coins (negative when spent) */
            coins: number;
            /** @description Change of the caller's earnings not yet paid out, in cents */
            cents: number;
            counterparty: {
                id: string;
                username: string | null;
                display_name: string;
                avatarUrl: string | null;
            } | null;
            objectType: string | null;
            objectId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreatorSubscriptionOffer: {
            priceCoins: number | null;
            subscribed: boolean;
            expiresAt: string | null;
        };
        CreatorSubscription: {
            id: string;
            subscriberId: string;
            creatorId: string;
            creator: {
                id: string;
                username: string | null;
                display_name: string;
                avatarUrl: string | null;
            };
            /** @description What this period cost (the last payment) */
            priceCoins: number;
            expiresAt: string | null;
            active: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        Product: {
            id: string;
            creatorId: string;
            title: string;
            description: string | null;
            priceCoins: number;
            /** Format: date-time */
            createdAt: string;
        };
        ProductPurchase: {
            id: string;
            productId: string;
            buyerId: string;
            priceCoins: number;
            /** Format: date-time */
            createdAt: string;
        };
        Availability: {
            userId: string;
            /** @constant */
            timezone: "UTC";
            priceCoins: number;
            sessionMinutes: number;
            slots: {
                dayOfWeek: number;
                start: string;
                end: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
        };
        AvailabilityWithOpenSlots: {
            userId: string;
            /** @constant */
            timezone: "UTC";
            priceCoins: number;
            sessionMinutes: number;
            slots: {
                dayOfWeek: number;
                start: string;
                end: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
            /** @description Bookable session starts in the next 14 days (UTC) */
            openSlots: string[];
        };
        Session: {
            id: string;
            playpalId: string;
            purchaserId: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            priceCoins: number;
            /** @enum {string} */
            status: "booked" | "cancelled" | "completed";
            /** @description Coins refunded on cancellation */
            refundCoins: number | null;
            cancelledAt: string | null;
            room: components["schemas"]["Room"];
            /** Format: date-time */
            createdAt: string;
        };
        Author: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
        };
        ReactionCounts: {
            like: number;
            love: number;
            haha: number;
            wow: number;
            sad: number;
            angry: number;
        };
        Post: {
            id: string;
            authorId: string;
            author: components["schemas"]["Author"];
            body: string;
            /** @enum {string} */
            type: "text" | "clip" | "photos";
            /** @enum {string} */
            visibility: "public" | "private" | "followers";
            commentable: boolean;
            gameId: string | null;
            media: components["schemas"]["Media"][];
            reactionCounts: components["schemas"]["ReactionCounts"];
            /** @description The caller's own reactions to this post */
            myReactions: ("like" | "love" | "haha" | "wow" | "sad" | "angry")[];
            commentCount: number;
            /** Format: date-time */
            createdAt: string;
            /** @description True when one of its media is `sensitive` or its author marked it so (`sensitive` on POST /posts): clients blur its media until the viewer taps it */
            sensitive: boolean;
            /**
             * @description On the author's own view only: `none`; `flagged` (screening found a media sensitive: a moderator will review it); `hidden` (hidden from everyone else pending review)
             * @enum {string}
             */
            moderationStatus?: "none" | "flagged" | "hidden";
        };
        Comment: {
            id: string;
            postId: string;
            authorId: string;
            author: components["schemas"]["Author"];
            body: string;
            reactionCounts: components["schemas"]["ReactionCounts"];
            myReactions: ("like" | "love" | "haha" | "wow" | "sad" | "angry")[];
            /** Format: date-time */
            createdAt: string;
        };
        CommentPage: {
            items: components["schemas"]["Comment"][];
            nextCursor: components["schemas"]["Cursor"] | null;
        };
        Reaction: {
            id: string;
            userId: string;
            postId: string | null;
            commentId: string | null;
            /** @enum {string} */
            kind: "like" | "love" | "haha" | "wow" | "sad" | "angry";
            /** Format: date-time */
            createdAt: string;
        };
        Report: {
            id: string;
            reporterId: string;
            /** @enum {string} */
            targetType: "post" | "comment" | "user";
            targetId: string;
            reason: string;
            status: string;
            /** Format: date-time */
            createdAt: string;
        };
        FeedPage: {
            items: components["schemas"]["Post"][];
            nextCursor: components["schemas"]["Cursor"] | null;
        };
        Profile: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
            bannerUrl: string | null;
            bio: string | null;
            isLive: boolean;
            activeLiveStreamId: string | null;
            followersCount: number;
            followingCount: number;
            /** @description The caller follows this user */
            isFollowing: boolean;
            /** @description The caller has blocked this user */
            isBlocked: boolean;
            /** @description The user's profile links, in order (`PUT /user/me/links`) */
            links: {
                id: string;
                title: string;
                url: string;
            }[];
        };
        UserListItem: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
            /** @description The caller follows this user */
            isFollowing: boolean;
        };
        NotificationPreferences: {
            pushEnabled: boolean;
            likes: boolean;
            comments: boolean;
            newFollowers: boolean;
            mentions: boolean;
            directMessages: boolean;
            liveStreams: boolean;
            shopUpdates: boolean;
            sessionUpdates: boolean;
            emailMarketing: boolean;
            emailUpdates: boolean;
            emailSecurity: boolean;
        };
        Game: {
            id: string;
            slug: string;
            name: string;
            coverUrl: string | null;
            genres: string[];
            /** @description Public posts tagged with the game; refreshed every few minutes, not on each post */
            postCount: number;
        };
        GameCursor: {
            rank: number;
            name: string;
            id: string;
        };
        GamePage: {
            items: components["schemas"]["Game"][];
            nextCursor: components["schemas"]["GameCursor"] | null;
        };
        UserCard: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
            followersCount: number;
            isLive: boolean;
            /** @description The caller follows this user */
            isFollowing: boolean;
        };
        TrendingClips: {
            /** @constant */
            success: true;
            data: {
                clips: components["schemas"]["Post"][];
            };
        };
        TrendingUsers: {
            /** @constant */
            success: true;
            data: {
                users: components["schemas"]["UserCard"][];
            };
        };
        TrendingGames: {
            /** @constant */
            success: true;
            data: {
                games: components["schemas"]["Game"][];
            };
        };
        SearchResult: {
            /** @constant */
            success: true;
            data: {
                users: components["schemas"]["UserCard"][];
                clips: components["schemas"]["Post"][];
                games: components["schemas"]["Game"][];
            };
        };
        Discover: {
            live: components["schemas"]["UserCard"][];
            suggestedUsers: components["schemas"]["UserCard"][];
            trendingClips: components["schemas"]["Post"][];
            games: components["schemas"]["Game"][];
        };
        Sponsor: {
            id: string;
            name: string;
            imageUrl: string;
            linkUrl: string;
            placement: string;
            /** Format: date-time */
            startsAt: string;
            endsAt: string | null;
        };
        Link: {
            id: string;
            title: string;
            url: string;
        };
        LiveStreamCredentials: {
            /** @description The LiveStream id, used by /livestreams/:id/messages */
            id: string;
            /** @description The video provider's stream id */
            providerStreamId: string;
            /** @description Secret: whoever holds it can broadcast as the caller */
            streamKey: string;
            /** @description Public playback id */
            videoPlaybackId: string;
            /**
             * @description `active` while the provider reports the stream live, else `idle` (provider webhooks)
             * @enum {string}
             */
            status: "idle" | "active";
            /** @description RTMP(S) ingest URL; the broadcaster appends the stream key */
            rtmpUrl: string;
            /** @description HLS playback URL */
            playbackUrl: string;
        };
        LiveStreamKey: {
            /** @description The new stream key; the old one stops working */
            streamKey: string;
        };
        LiveStreamMessageSender: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
        };
        LiveStreamMessage: {
            id: string;
            liveStreamId: string;
            body: string;
            /** Format: date-time */
            createdAt: string;
            sender: components["schemas"]["LiveStreamMessageSender"];
        };
        LiveStreamMessagePage: {
            items: components["schemas"]["LiveStreamMessage"][];
            nextCursor: components["schemas"]["Cursor"] | null;
        };
        LiveUser: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
            isLive: boolean;
            /** @description The LiveStream id (its chat: /livestreams/:id/messages) */
            activeLiveStreamId: string;
            /** @description HLS playback URL */
            playbackUrl: string;
            /**
             * Format: date-time
             * @description When this broadcast started
             */
            liveSince: string;
            isFollowing: boolean;
        };
        LiveUserPage: {
            items: components["schemas"]["LiveUser"][];
            /** @description Opaque; pass it back as `cursor`; null on the last page */
            nextCursor: string | null;
        };
        PresignedUpload: {
            /** @description uploads/<userId>/images|videos/<year>/<uuid>.<ext>; pass it to /media/upload/complete */
            key: string;
            /** @description PUT the file bytes here */
            url: string;
            /** @description Seconds the URL stays valid (300) */
            expiresIn: number;
            /** @description Headers the PUT must carry (the Content-Type the URL was signed for) */
            headers: {
                [key: string]: string;
            };
        };
        ConversationParticipant: {
            id: string;
            username: string | null;
            display_name: string;
            avatarUrl: string | null;
        };
        Conversation: {
            id: string;
            otherParticipant: components["schemas"]["ConversationParticipant"];
            lastMessage: components["schemas"]["DirectMessage"] | null;
            unreadCount: number;
            lastReadAt: string | null;
            lastReadMessageId: string | null;
            /** Format: date-time */
            lastActivityAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        ReadReceipt: {
            conversationId: string;
            userId: string;
            /** Format: date-time */
            lastReadAt: string;
            lastReadMessageId: string | null;
        };
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            nextCursor: components["schemas"]["Cursor"] | null;
        };
        UnreadCount: {
            count: number;
        };
        Payout: {
            id: string;
            /** @description The calendar month (UTC) the payout pays, `YYYY-MM` */
            period: string;
            /** @description Integer cents */
            amountCents: number;
            /** @description ISO 4217, lowercase (PAYOUT_CURRENCY) */
            currency: string;
            /**
             * @description `pending` (calculated on the 25th, transferred on the 1st) -> `paid` | `failed`; a `failed` one goes back to `pending` when an operator retries it; `blocked` when the creator had no approved identity verification or no connected payout account (its earnings stay available for the next period)
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "blocked";
            /** @description The payment provider's message when `failed` */
            failureReason: string | null;
            /** @description Why a `blocked` payout is blocked */
            blockedReason: string | null;
            paidAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        PayoutPage: {
            items: components["schemas"]["Payout"][];
            nextCursor: components["schemas"]["Cursor"] | null;
        };
        PayoutAccountLink: {
            /** @description Stripe Connect onboarding link (single use, expires after a few minutes: ask again for a new one); in local mode the return URL, the account already connected */
            url: string;
        };
        PresenceAudience: {
            userIds: string[];
            nextCursor: string | null;
        };
        PresenceAudiences: {
            audiences: {
                userId: string;
                userIds: string[];
                nextCursor: string | null;
            }[];
        };
        Me: {
            id: string;
            email: string;
            username: string | null;
            onboarded: boolean;
            userType: string;
            tokenVersion: number;
            isLive: boolean;
            activeLiveStreamId: string | null;
            first_name: string;
            last_name: string;
            display_name: string;
            bio: string | null;
            avatarUrl: string | null;
            bannerUrl: string | null;
            followersCount: number;
            followingCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        DeletionScheduled: {
            /** Format: date-time */
            deletionScheduledAt: string;
            /**
             * Format: date-time
             * @description When the account is purged unless the user logs in before
             */
            purgeAt: string;
            /** @description Set when the caller's unpaid earnings reach the payout minimum: the purge waits at `purgeAt` until a payout has paid them out (so it can come later than `purgeAt`); null when nothing holds it. Earnings under the minimum cannot be paid out and stay in the ledger. */
            waitsForPayout: {
                /** @description Earnings not paid out yet: held, available or in transit */
                unpaidEarningsCents: number;
                /** @description PAYOUT_MINIMUM_CENTS */
                minimumCents: number;
            } | null;
        };
        ExportCreated: {
            exportId: string;
        };
        DataExport: {
            /** @enum {string} */
            status: "pending" | "ready" | "failed";
            /** @description While ready: a signed download URL of the ZIP, valid for EXPORT_URL_TTL_SECONDS (ask again for a fresh one) */
            url: string | null;
            /** @description When the ZIP is deleted (set once ready) */
            expiresAt: string | null;
        };
        VerificationAsset: {
            id: string;
            /** @enum {string} */
            kind: "id_front" | "id_back" | "selfie";
            mimeType: string;
            sizeBytes: number;
            /** Format: date-time */
            createdAt: string;
        };
        VerificationStatus: {
            /** @enum {string} */
            status: "none" | "pending" | "approved" | "rejected";
            submittedAt: string | null;
            reviewedAt: string | null;
            rejectionReason: string | null;
        };
        WebhookAck: {
            /** @constant */
            received: true;
            /** @description True when this event id was already processed; nothing was done again */
            duplicate: boolean;
        };
        TokenVersion: {
            tokenVersion: number;
            /** @default null */
            suspendedUntil: string | null;
        };
        TokenVersions: {
            tokenVersions: {
                tokenVersion: number;
                /** @default null */
                suspendedUntil: string | null;
                userId: string;
            }[];
        };
        ChannelMemberships: {
            memberships: {
                userId: string;
                channelIds: string[];
            }[];
        };
    };
    responses: {
        /** @description Not permitted. `code` is `ACCOUNT_SUSPENDED` (see the `Error` schema). */
        AccountSuspended: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "ACCOUNT_SUSPENDED";
                };
            };
        };
        /** @description Not permitted. `code` is `BAD_SIGNATURE` (see the `Error` schema). */
        BadSignature: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "BAD_SIGNATURE";
                };
            };
        };
        /** @description Conflicts with the current state. `code` is `IDEMPOTENCY_KEY_REUSED` (see the `Error` schema). */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "IDEMPOTENCY_KEY_REUSED";
                };
            };
        };
        /** @description Unexpected server error. `code` is `INTERNAL` (see the `Error` schema). */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "INTERNAL";
                };
            };
        };
        /** @description Not authenticated. `code` is `INVALID_CREDENTIALS` (see the `Error` schema). */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "INVALID_CREDENTIALS";
                };
            };
        };
        /** @description Not authenticated. `code` is `INVALID_SIGNATURE` (see the `Error` schema). */
        InvalidSignature: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "INVALID_SIGNATURE";
                };
            };
        };
        /** @description Not found. `code` is `NOT_FOUND` (see the `Error` schema). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "NOT_FOUND";
                };
            };
        };
        /** @description The body or a file is too large. `code` is `PAYLOAD_TOO_LARGE` (see the `Error` schema). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "PAYLOAD_TOO_LARGE";
                };
            };
        };
        /** @description The payment provider failed. `code` is `PAYMENT_PROVIDER_ERROR` (see the `Error` schema). */
        PaymentProviderError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "PAYMENT_PROVIDER_ERROR";
                };
            };
        };
        /** @description Too many requests. `code` is `RATE_LIMITED` (see the `Error` schema). */
        RateLimited: {
            headers: {
                /** @description Seconds until the window resets */
                "Retry-After"?: number;
                /** @description Requests allowed per window */
                "x-ratelimit-limit"?: number;
                /** @description Requests left in the window */
                "x-ratelimit-remaining"?: number;
                /** @description Seconds until the window resets */
                "x-ratelimit-reset"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "RATE_LIMITED";
                };
            };
        };
        /** @description Not authenticated. `code` is `UNAUTHORIZED` (see the `Error` schema). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "UNAUTHORIZED";
                };
            };
        };
        /** @description A dependency is unavailable; retry shortly. `code` is `UNAVAILABLE` (see the `Error` schema). */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "UNAVAILABLE";
                };
            };
        };
        /** @description Unsupported Content-Type. `code` is `UNSUPPORTED_CONTENT_TYPE` (see the `Error` schema). */
        UnsupportedContentType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "UNSUPPORTED_CONTENT_TYPE";
                };
            };
        };
        /** @description Conflicts with the current state. `code` is `UPLOAD_ALREADY_USED` (see the `Error` schema). */
        UploadAlreadyUsed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "UPLOAD_ALREADY_USED";
                };
            };
        };
        /** @description A path segment is too long. `code` is `URI_TOO_LONG` (see the `Error` schema). */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "URI_TOO_LONG";
                };
            };
        };
        /** @description Not found. `code` is `USER_NOT_FOUND` (see the `Error` schema). */
        UserNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "USER_NOT_FOUND";
                };
            };
        };
        /** @description The request is invalid. `code` is `VALIDATION_FAILED` (see the `Error` schema). */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {string} */
                    code: "VALIDATION_FAILED";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ status }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ ready, db, redis }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        db: boolean;
                        redis: boolean;
                    };
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Ada",
                 *       "last_name": "Lovelace",
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    deviceName?: string;
                };
            };
        };
        responses: {
            /** @description The created AuthResponse */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description The request is invalid. `code` is one of `EMAIL_TAKEN`, `WEAK_PASSWORD`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "EMAIL_TAKEN" | "WEAK_PASSWORD" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            /** @description CROSS_ORIGIN_REFUSED: sent by a page of another origin than the web app. `code` is `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    deviceName?: string;
                };
            };
        };
        responses: {
            /** @description The AuthResponse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["InvalidCredentials"];
            /** @description CROSS_ORIGIN_REFUSED: sent by a page of another origin than the web app. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            /** @description Rate limited, or TOO_MANY_FAILED_LOGINS: too many wrong passwords for this email (15-minute window). `code` is one of `TOO_MANY_FAILED_LOGINS`, `RATE_LIMITED` (see the `Error` schema). */
            429: {
                headers: {
                    /** @description Seconds until the window resets */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window resets */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_FAILED_LOGINS" | "RATE_LIMITED";
                    };
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "clutch_king"
                 *     }
                 */
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description `{ exists }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkUsernameOffensive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "clutch_king"
                 *     }
                 */
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description `{ offensive }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true when the username contains profanity or slurs */
                        offensive: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "x",
                 *       "password": "xxxxxxxx"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `INVALID_RESET_TOKEN`, `WEAK_PASSWORD`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INVALID_RESET_TOKEN" | "WEAK_PASSWORD" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            /** @description Redis unreachable: nothing was changed, try again shortly. `code` is `UNAVAILABLE` (see the `Error` schema). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    logoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            /** @description Redis unreachable: nothing was changed, try again shortly. `code` is `UNAVAILABLE` (see the `Error` schema). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "x",
                 *       "newPassword": "xxxxxxxx"
                 *     }
                 */
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description `{ ok, token }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        /** @description A fresh token: every token issued before the change stops working */
                        token: string;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `WRONG_PASSWORD`, `WEAK_PASSWORD`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "WRONG_PASSWORD" | "WEAK_PASSWORD" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            /** @description Redis unreachable: nothing was changed, try again shortly. `code` is `UNAVAILABLE` (see the `Error` schema). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadToSignedUrl: {
        parameters: {
            query: {
                expires: number;
                contentType: string;
                signature: string;
            };
            header?: never;
            path: {
                /** @description The object's key, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            403: components["responses"]["BadSignature"];
            404: components["responses"]["NotFound"];
            /** @description UPLOAD_ALREADY_USED: the URL is single-use and the object exists. `code` is `UPLOAD_ALREADY_USED` (see the `Error` schema). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "UPLOAD_ALREADY_USED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `FILE_TOO_LARGE`, `PAYLOAD_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_TOO_LARGE" | "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    downloadFromSignedUrl: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                /** @description The object's key, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object's bytes, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            403: components["responses"]["BadSignature"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                expires?: number;
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The object's key, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object's bytes, with its stored content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    revenueCatWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": {
                 *         "id": "x",
                 *         "type": "x"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RevenueCatWebhookInput"];
            };
        };
        responses: {
            /** @description `{ ok, outcome }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        /**
                         * @description What the event did: `duplicate` for a redelivery (also with another body) or another event of a store transaction already credited to the same user, `conflict` for a store transaction already credited to another user (nothing credited, recorded for review), `ignored` for a test, unknown or unrelated event
                         * @enum {string}
                         */
                        outcome: "credited" | "clawed_back" | "duplicate" | "conflict" | "ignored";
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            /** @description Not authenticated. `code` is one of `REVENUECAT_NOT_CONFIGURED`, `UNAUTHORIZED` (see the `Error` schema). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "REVENUECAT_NOT_CONFIGURED" | "UNAUTHORIZED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header?: {
                "stripe-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "xxxxxx",
                 *       "type": "xxxxxx",
                 *       "data": {}
                 *     }
                 */
                "application/json": {
                    id: string;
                    type: string;
                    data: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description `{ received, duplicate }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @description True when this event id was already processed: nothing changed */
                        duplicate: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["InvalidSignature"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    muxWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "xxxxxx",
                 *       "type": "xxxxxx",
                 *       "data": {}
                 *     }
                 */
                "application/json": {
                    id: string;
                    type: string;
                    data: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description The WebhookAck */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            /** @description The request is invalid. `code` is one of `INVALID_BODY`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INVALID_BODY" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["InvalidSignature"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPresenceAudience: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PresenceAudience */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresenceAudience"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listPresenceAudiences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userIds": [
                 *         "clx1user0000000000000000",
                 *         "clx2user0000000000000000"
                 *       ],
                 *       "limit": 200
                 *     }
                 */
                "application/json": {
                    userIds: string[];
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The PresenceAudiences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresenceAudiences"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTokenVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TokenVersion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenVersion"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listTokenVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userIds": [
                 *         "clx1user0000000000000000",
                 *         "clx2user0000000000000000"
                 *       ]
                 *     }
                 */
                "application/json": {
                    userIds: string[];
                };
            };
        };
        responses: {
            /** @description The TokenVersions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenVersions"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listChannelMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userIds": [
                 *         "clx1user0000000000000000",
                 *         "clx2user0000000000000000"
                 *       ]
                 *     }
                 */
                "application/json": {
                    userIds: string[];
                };
            };
        };
        responses: {
            /** @description The ChannelMemberships */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelMemberships"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "x"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The DeletionScheduled */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionScheduled"];
                };
            };
            /** @description The request is invalid. `code` is one of `WRONG_PASSWORD`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "WRONG_PASSWORD" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Ada",
                 *       "bio": "Speedrunner"
                 *     }
                 */
                "application/json": {
                    display_name?: string;
                    first_name?: string;
                    last_name?: string;
                    bio?: string | null;
                };
            };
        };
        responses: {
            /** @description The Me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    completeOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "clutch_king"
                 *     }
                 */
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description The Me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request is invalid. `code` is one of `USERNAME_TAKEN`, `USERNAME_OFFENSIVE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USERNAME_TAKEN" | "USERNAME_OFFENSIVE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadVerificationAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    kind: "id_front" | "id_back" | "selfie";
                    /**
                     * Format: binary
                     * @description The image (JPEG, PNG, WebP, GIF or HEIC), at most MAX_IMAGE_BYTES (10 MB by default)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The created VerificationAsset */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationAsset"];
                };
            };
            /** @description The request is invalid. `code` is one of `FILE_REQUIRED`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_REQUIRED" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getIdentityVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The VerificationStatus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitIdentityVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    idFrontAssetId?: string;
                    idBackAssetId?: string;
                    selfieAssetId?: string;
                } | null;
            };
        };
        responses: {
            /** @description The VerificationStatus */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            /** @description The request is invalid. `code` is one of `ALREADY_VERIFIED`, `DOCUMENTS_MISSING`, `ASSET_NOT_FOUND`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ALREADY_VERIFIED" | "DOCUMENTS_MISSING" | "ASSET_NOT_FOUND" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NotificationPreferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "likes": false,
                 *       "emailMarketing": true
                 *     }
                 */
                "application/json": {
                    pushEnabled?: boolean;
                    likes?: boolean;
                    comments?: boolean;
                    newFollowers?: boolean;
                    mentions?: boolean;
                    directMessages?: boolean;
                    liveStreams?: boolean;
                    shopUpdates?: boolean;
                    sessionUpdates?: boolean;
                    emailMarketing?: boolean;
                    emailUpdates?: boolean;
                    emailSecurity?: boolean;
                };
            };
        };
        responses: {
            /** @description The NotificationPreferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, GIF or HEIC image
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The Me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request is invalid. `code` is one of `FILE_REQUIRED`, `INVALID_IMAGE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_REQUIRED" | "INVALID_IMAGE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, GIF or HEIC image
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The Me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The request is invalid. `code` is one of `FILE_REQUIRED`, `INVALID_IMAGE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_REQUIRED" | "INVALID_IMAGE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    followUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ following }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        following: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `CANNOT_FOLLOW_SELF`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CANNOT_FOLLOW_SELF" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    unfollowUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ following }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        following: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `CANNOT_FOLLOW_SELF`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CANNOT_FOLLOW_SELF" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listFollowers: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserListItem"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listFollowing: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserListItem"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ blocked }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `CANNOT_BLOCK_SELF`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CANNOT_BLOCK_SELF" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ blocked }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `CANNOT_BLOCK_SELF`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CANNOT_BLOCK_SELF" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mimeType": "image/jpeg"
                 *     }
                 */
                "application/json": {
                    mimeType: string;
                };
            };
        };
        responses: {
            /** @description The PresignedUpload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresignedUpload"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    completeUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "uploads/cm0user00000000000000001/images/2026/0b6f9c1e-7d2a-4c39-9a53-2f8e6d1b4a70.jpg",
                 *       "postId": "cm0post00000000000000001",
                 *       "mimeType": "image/jpeg",
                 *       "width": 1920,
                 *       "height": 1080
                 *     }
                 */
                "application/json": {
                    key: string;
                    postId: string;
                    mimeType: string;
                    width: number;
                    height: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_UPLOAD_KEY`, `MIME_TYPE_MISMATCH`, `UPLOAD_MISSING`, `EMPTY_UPLOAD`, `TOO_MANY_FILES`, `UNSUPPORTED_MEDIA_TYPE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_UPLOAD_KEY" | "MIME_TYPE_MISMATCH" | "UPLOAD_MISSING" | "EMPTY_UPLOAD" | "TOO_MANY_FILES" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_YOUR_UPLOAD`, `FORBIDDEN`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_YOUR_UPLOAD" | "FORBIDDEN" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["UploadAlreadyUsed"];
            /** @description The body or a file is too large. `code` is one of `FILE_TOO_LARGE`, `PAYLOAD_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_TOO_LARGE" | "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Required, 1-5000 characters */
                    body: string;
                    /**
                     * @description Default text
                     * @enum {string}
                     */
                    type?: "text" | "clip" | "photos";
                    /**
                     * @description Default public
                     * @enum {string}
                     */
                    visibility?: "public" | "private" | "followers";
                    /**
                     * @description Default true
                     * @enum {string}
                     */
                    commentable?: "0" | "1" | "true" | "false";
                    gameId?: string;
                    /**
                     * @description Default false. The author's own mark: the post is `sensitive` from its creation
                     * @enum {string}
                     */
                    sensitive?: "0" | "1" | "true" | "false";
                    /** @description Repeatable file field: images (jpeg, png, webp, gif, heic) or videos (mp4, quicktime, webm) */
                    media?: Blob[];
                };
                /**
                 * @example {
                 *       "body": "GG! Clutched the last round",
                 *       "type": "text",
                 *       "visibility": "public",
                 *       "commentable": true
                 *     }
                 */
                "application/json": {
                    body: string;
                    /**
                     * @default text
                     * @enum {string}
                     */
                    type?: "text" | "clip" | "photos";
                    /**
                     * @default public
                     * @enum {string}
                     */
                    visibility?: "public" | "private" | "followers";
                    /** @default true */
                    commentable?: boolean;
                    gameId?: string | null;
                    /**
                     * @description The author's own mark: the post is `sensitive` from its creation, whatever screening finds
                     * @default false
                     */
                    sensitive?: boolean;
                };
            };
        };
        responses: {
            /** @description The created Post */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The request is invalid. `code` is one of `UNKNOWN_GAME`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "UNKNOWN_GAME" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `FORBIDDEN`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    recordImpression: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "viewDurationMs": 4200,
                 *       "videoWatchMs": 3900
                 *     }
                 */
                "application/json": {
                    viewDurationMs?: number;
                    videoWatchMs?: number;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Comment items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Nice shot @clutch_king!"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The created Comment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `NOT_COMMENTABLE`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "NOT_COMMENTABLE" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `FORBIDDEN`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    addReaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "postId": "cm0post00000000000000001",
                 *       "kind": "like"
                 *     }
                 */
                "application/json": {
                    postId?: string;
                    commentId?: string;
                    /** @enum {string} */
                    kind: "like" | "love" | "haha" | "wow" | "sad" | "angry";
                };
            };
        };
        responses: {
            /** @description The Reaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reaction"];
                };
            };
            /** @description The created Reaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reaction"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    removeReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetType": "post",
                 *       "targetId": "cm0post00000000000000001",
                 *       "reason": "Spam"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    targetType: "post" | "comment" | "user";
                    targetId: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The Report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description The created Report */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description The request is invalid. `code` is one of `SELF_REPORT`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "SELF_REPORT" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `NOT_FOUND`, `USER_NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND" | "USER_NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            /** @description Too many requests. `code` is one of `TOO_MANY_REPORTS`, `RATE_LIMITED` (see the `Error` schema). */
            429: {
                headers: {
                    /** @description Seconds until the window resets */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window resets */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_REPORTS" | "RATE_LIMITED";
                    };
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getHomeFeed: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Pull-to-refresh: only posts newer than this `{ id, createdAt }`. Sent as `refreshSince[key]=value` for each key, or as one JSON string `refreshSince={...}`; any other form is 400. */
                refreshSince?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Post ids already shown: repeated keys, bracket notation or comma-separated */
                excludePostIds?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Feed items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUserFeed: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Pull-to-refresh: only posts newer than this `{ id, createdAt }`. Sent as `refreshSince[key]=value` for each key, or as one JSON string `refreshSince={...}`; any other form is 400. */
                refreshSince?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Post ids already shown: repeated keys, bracket notation or comma-separated */
                excludePostIds?: string[];
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Feed items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description `true` lists unread notifications only */
                unreadOnly?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Notification items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUnreadNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The UnreadCount */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `NOTIFICATION_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOTIFICATION_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    registerPushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]"
                 *     }
                 */
                "application/json": {
                    /** @description An Expo push token (ExponentPushToken[...]) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `INVALID_PUSH_TOKEN`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INVALID_PUSH_TOKEN" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    removePushTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "token": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]"
                 *     }
                 */
                "application/json": {
                    /** @description An Expo push token (ExponentPushToken[...]) */
                    token: string;
                } | null;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 30 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Conversation"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    openConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "participantIds": [
                 *         "cm0user00000000000000002"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The other user's id (the caller's own id may be included and is ignored) */
                    participantIds: string[];
                };
            };
        };
        responses: {
            /** @description The Conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The created Conversation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The request is invalid. `code` is one of `SELF_CONVERSATION`, `TOO_MANY_PARTICIPANTS`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "SELF_CONVERSATION" | "TOO_MANY_PARTICIPANTS" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["UserNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 30 */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DirectMessage"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Duo queue tonight?"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The created DirectMessage */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DirectMessage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_SENDER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_SENDER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    editMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "x"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The DirectMessage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `MESSAGE_DELETED`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "MESSAGE_DELETED" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_SENDER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_SENDER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lastReadMessageId": "x"
                 *     }
                 */
                "application/json": {
                    lastReadMessageId: string;
                };
            };
        };
        responses: {
            /** @description The ReadReceipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadReceipt"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    authorizeDmJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `AUTHZ_DENIED`, `ACCOUNT_SUSPENDED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "AUTHZ_DENIED" | "ACCOUNT_SUSPENDED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    description?: string;
                    /**
                     * Format: binary
                     * @description Banner image (JPEG, PNG, WebP or GIF), re-encoded to WebP 1500x500; required
                     */
                    banner: Blob;
                };
            };
        };
        responses: {
            /** @description The created Channel */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description The request is invalid. `code` is one of `FILE_REQUIRED`, `INVALID_IMAGE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "FILE_REQUIRED" | "INVALID_IMAGE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listMyChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The MyChannels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyChannels"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Channel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    /**
                     * Format: binary
                     * @description New banner image (optional); replaces the current one
                     */
                    banner?: Blob;
                };
            };
        };
        responses: {
            /** @description The Channel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description The request is invalid. `code` is one of `INVALID_IMAGE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT`, `NOT_MULTIPART`, `MALFORMED_MULTIPART`, `TOO_MANY_FIELDS`, `TOO_MANY_FILES`, `BAD_FIELD`, `UNSUPPORTED_MEDIA_TYPE` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INVALID_IMAGE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT" | "NOT_MULTIPART" | "MALFORMED_MULTIPART" | "TOO_MANY_FIELDS" | "TOO_MANY_FILES" | "BAD_FIELD" | "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_OWNER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_OWNER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The body or a file is too large. `code` is one of `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` (see the `Error` schema). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    joinChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Channel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    leaveChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Channel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description The request is invalid. `code` is one of `OWNER_CANNOT_LEAVE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "OWNER_CANNOT_LEAVE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listChannelMembers: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 30 */
                limit?: number;
            };
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChannelMember"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRooms: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 30 */
                limit?: number;
            };
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Room"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ranked grind",
                 *       "visibility": "members"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default members
                     * @enum {string}
                     */
                    visibility?: "public" | "members" | "vip";
                };
            };
        };
        responses: {
            /** @description The created Room */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_OWNER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_OWNER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `ACCOUNT_SUSPENDED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "ACCOUNT_SUSPENDED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "x",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    visibility?: "public" | "members" | "vip";
                };
            };
        };
        responses: {
            /** @description The Room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `NOT_OWNER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_OWNER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRoomMessages: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 30 */
                limit?: number;
            };
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["RoomMessage"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `ACCOUNT_SUSPENDED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "ACCOUNT_SUSPENDED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendRoomMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Starting in 5"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The created RoomMessage */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteRoomMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RoomMessage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `NOT_SENDER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "NOT_SENDER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    editRoomMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "x"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The RoomMessage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `MESSAGE_DELETED`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "MESSAGE_DELETED" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `NOT_SENDER`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "NOT_SENDER" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createVoiceToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The VoiceToken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoiceToken"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            /** @description A dependency is unavailable; retry shortly. `code` is one of `CONFERENCE_UNAVAILABLE`, `UNAVAILABLE` (see the `Error` schema). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "CONFERENCE_UNAVAILABLE" | "UNAVAILABLE";
                    };
                };
            };
        };
    };
    authorizeRoomJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ROOM_ACCESS_DENIED`, `ACCOUNT_SUSPENDED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ROOM_ACCESS_DENIED" | "ACCOUNT_SUSPENDED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getStreamCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The LiveStreamCredentials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveStreamCredentials"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    regenerateStreamKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The LiveStreamKey */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveStreamKey"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listLiveUsers: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description `nextCursor` of the previous page (opaque) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of LiveUser items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveUserPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `INVALID_CURSOR`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INVALID_CURSOR" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listStreamMessages: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of LiveStreamMessage items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveStreamMessagePage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendStreamMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Let's go!"
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The created LiveStreamMessage */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveStreamMessage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listWalletTransactions: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WalletTransaction"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    setSubscriptionPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "priceCoins": 500
                 *     }
                 */
                "application/json": {
                    priceCoins: number;
                };
            };
        };
        responses: {
            /** @description The CreatorSubscriptionOffer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorSubscriptionOffer"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSubscriptionOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CreatorSubscriptionOffer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorSubscriptionOffer"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CreatorSubscription"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key (per caller and route) answers the first request's result and pays nothing more; the same key with another request (another product, slot or creator) is 409 `IDEMPOTENCY_KEY_REUSED`, also while the first is in flight */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "creatorId": "cm0user00000000000000002"
                 *     }
                 */
                "application/json": {
                    creatorId: string;
                };
            };
        };
        responses: {
            /** @description The created CreatorSubscription */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorSubscription"];
                };
            };
            /** @description The request is invalid. `code` is one of `INSUFFICIENT_COINS`, `CANNOT_SUBSCRIBE_TO_SELF`, `SUBSCRIPTIONS_NOT_OFFERED`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_COINS" | "CANNOT_SUBSCRIBE_TO_SELF" | "SUBSCRIPTIONS_NOT_OFFERED" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["UserNotFound"];
            /** @description Conflicts with the current state. `code` is one of `IDEMPOTENCY_KEY_REUSED`, `ALREADY_SUBSCRIBED` (see the `Error` schema). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "ALREADY_SUBSCRIBED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listProducts: {
        parameters: {
            query: {
                creatorId: string;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["UserNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Coaching VOD review",
                 *       "description": "One match, annotated",
                 *       "priceCoins": 250
                 *     }
                 */
                "application/json": {
                    title: string;
                    description?: string;
                    priceCoins: number;
                };
            };
        };
        responses: {
            /** @description The created Product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    purchaseProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key (per caller and route) answers the first request's result and pays nothing more; the same key with another request (another product, slot or creator) is 409 `IDEMPOTENCY_KEY_REUSED`, also while the first is in flight */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The created ProductPurchase */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPurchase"];
                };
            };
            /** @description The request is invalid. `code` is one of `INSUFFICIENT_COINS`, `CANNOT_BUY_OWN_PRODUCT`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_COINS" | "CANNOT_BUY_OWN_PRODUCT" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `NOT_FOUND`, `USER_NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND" | "USER_NOT_FOUND";
                    };
                };
            };
            409: components["responses"]["IdempotencyKeyReused"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    setAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timezone": "UTC",
                 *       "priceCoins": 300,
                 *       "sessionMinutes": 60,
                 *       "slots": [
                 *         {
                 *           "dayOfWeek": 6,
                 *           "start": "18:00",
                 *           "end": "22:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    timezone: "UTC";
                    priceCoins: number;
                    sessionMinutes: number;
                    slots: {
                        /** @description 0 = Sunday */
                        dayOfWeek: number;
                        start: string;
                        end: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The Availability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AvailabilityWithOpenSlots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityWithOpenSlots"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NO_AVAILABILITY`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NO_AVAILABILITY" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ items, nextCursor }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Session"][];
                        nextCursor: components["schemas"]["Cursor"] | null;
                    };
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    bookSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key (per caller and route) answers the first request's result and pays nothing more; the same key with another request (another product, slot or creator) is 409 `IDEMPOTENCY_KEY_REUSED`, also while the first is in flight */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "playpalId": "cm0user00000000000000002",
                 *       "startsAt": "2026-06-06T18:00:00.000Z"
                 *     }
                 */
                "application/json": {
                    playpalId: string;
                    /** Format: date-time */
                    startsAt: string;
                };
            };
        };
        responses: {
            /** @description The created Session */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request is invalid. `code` is one of `INSUFFICIENT_COINS`, `CANNOT_BOOK_SELF`, `SLOT_IN_PAST`, `SLOT_TOO_FAR`, `SLOT_UNAVAILABLE`, `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_COINS" | "CANNOT_BOOK_SELF" | "SLOT_IN_PAST" | "SLOT_TOO_FAR" | "SLOT_UNAVAILABLE" | "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `BLOCKED`, `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BLOCKED" | "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NO_AVAILABILITY` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NO_AVAILABILITY";
                    };
                };
            };
            /** @description Conflicts with the current state. `code` is one of `IDEMPOTENCY_KEY_REUSED`, `SLOT_TAKEN` (see the `Error` schema). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "SLOT_TAKEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    cancelSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description Conflicts with the current state. `code` is one of `SESSION_NOT_BOOKED`, `SESSION_STARTED`, `IDEMPOTENCY_KEY_REUSED` (see the `Error` schema). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "SESSION_NOT_BOOKED" | "SESSION_STARTED" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Payout items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createPayoutAccountLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PayoutAccountLink */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountLink"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentProviderError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listGames: {
        parameters: {
            query?: {
                q?: string;
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description The `nextCursor` of the previous page, as given: bracket notation or JSON. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    rank: number;
                    name: string;
                    id: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Game items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Game */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `GAME_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listGamePosts: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
                /** @description Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400. */
                cursor?: {
                    id: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Feed items with the cursor of the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedPage"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `GAME_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    search: {
        parameters: {
            query: {
                q: string;
                type?: "all" | "users" | "clips" | "games";
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SearchResult */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchUsers: {
        parameters: {
            query: {
                q: string;
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCard"][];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listTrendingClips: {
        parameters: {
            query?: {
                window?: "24h" | "7d";
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TrendingClips */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrendingClips"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listTrendingUsers: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TrendingUsers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrendingUsers"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listTrendingGames: {
        parameters: {
            query?: {
                /** @description Page size, clamped to 1..50; default 20 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TrendingGames */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrendingGames"];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    discover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Discover */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discover"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSponsors: {
        parameters: {
            query?: {
                /** @description Only this placement (e.g. `discover`, `feed`); all placements when absent */
                placement?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sponsor"][];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"][];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            /** @description Not found. `code` is one of `USER_NOT_FOUND`, `NOT_FOUND` (see the `Error` schema). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    replaceMyLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "links": [
                 *         {
                 *           "title": "Twitch",
                 *           "url": "https://twitch.tv/clutch_king"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    links: {
                        title: string;
                        url: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"][];
                };
            };
            /** @description The request is invalid. `code` is one of `VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ExportCreated */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportCreated"];
                };
            };
            /** @description The request is invalid. `code` is one of `BAD_REQUEST`, `INVALID_TEXT` (see the `Error` schema). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "BAD_REQUEST" | "INVALID_TEXT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not permitted. `code` is one of `ACCOUNT_SUSPENDED`, `CROSS_ORIGIN_REFUSED` (see the `Error` schema). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_SUSPENDED" | "CROSS_ORIGIN_REFUSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedContentType"];
            /** @description Too many requests. `code` is one of `TOO_MANY_EXPORTS`, `RATE_LIMITED` (see the `Error` schema). */
            429: {
                headers: {
                    /** @description Seconds until the window resets */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in the window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window resets */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_EXPORTS" | "RATE_LIMITED";
                    };
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DataExport */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountSuspended"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
}
