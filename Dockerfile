# syntax=docker/dockerfile:1
#
# One image for the whole platform; the command picks the role:
#   docker run <image> api | realtime | media-worker | payout | console | migrate | admin <command...>
# (see deploy/docker-entrypoint.sh). Build:  docker build -t playpal .
# Stages: deps (every dependency, to build) -> build (npm run build: dist/) -> prod-deps (runtime
# dependencies only) -> runtime (dist + prod node_modules, non-root, health check).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: the full dependency tree, cached while the lockfile and package.json files do not change --
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/platform/package.json packages/platform/
COPY packages/ledger/package.json packages/ledger/
COPY packages/client/package.json packages/client/
COPY services/api/package.json services/api/
COPY services/realtime/package.json services/realtime/
COPY services/payout/package.json services/payout/
COPY services/console/package.json services/console/
# No install scripts, as on the machines this is tested on: native modules (sharp, @node-rs/bcrypt,
# esbuild) come as prebuilt optional packages.
RUN npm ci --ignore-scripts --no-audit --no-fund

# ---- build: compile every service to dist/ (esbuild; the type check belongs to CI, npm run check) ----
FROM deps AS build
COPY tsconfig.json ./
COPY packages packages
COPY services services
COPY scripts scripts
RUN npm run build

# ---- prod-deps: runtime dependencies only (no TypeScript, tsx, vitest, esbuild, drizzle-kit) ----------
FROM deps AS prod-deps
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
  # Prebuilt binaries whose run bit an install script would have set (ffmpeg/ffprobe installers): set
  # here, as root, because the service runs as a user that cannot chmod files it does not own.
  && (find node_modules -path '*installer*' -type f \( -name ffmpeg -o -name ffprobe \) -exec chmod 755 {} + || true)

# ---- runtime ------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/app/data
WORKDIR /app
# package.json: "type": "module" for dist/*.js. The workspace folders hold only their package.json
# (npm's links in node_modules point at them; the code itself is bundled into dist/).
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/packages packages
COPY --from=prod-deps /app/services services
COPY --from=build /app/dist dist
COPY deploy/docker-entrypoint.sh /usr/local/bin/playpal
# The `node` user of the official image (uid 1000), never root. DATA_DIR (local-mode storage, for
# compose without S3) is the one directory it writes to.
RUN chmod 755 /usr/local/bin/playpal && mkdir -p /app/data && chown node:node /app/data
USER node
# API, realtime, payout, media worker (/health and /metrics only), console (internal only).
EXPOSE 4000 4001 4002 4003 4004
# Whatever the role, the health check asks the /health of the port of the service running here (the
# one of PORT / REALTIME_PORT / PAYOUT_PORT / MEDIA_WORKER_PORT / CONSOLE_PORT that answers). Orchestrators may use
# their own probes instead (Kubernetes ignores HEALTHCHECK).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "dist/tools/healthcheck.js"]
ENTRYPOINT ["playpal"]
CMD ["api"]
