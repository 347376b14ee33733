#!/bin/sh
# The image's entry point: the first argument chooses the role. `exec` makes node PID 1, so it gets
# SIGTERM from Docker or Kubernetes directly and drains (SHUTDOWN_TIMEOUT_MS) before exiting.
set -eu
role="${1:-api}"
[ "$#" -gt 0 ] && shift
case "$role" in
  api | realtime | media-worker | payout | console)
    exec node --enable-source-maps "/app/dist/$role/main.js" "$@" ;;
  migrate)
    exec node --enable-source-maps /app/dist/tools/migrate.js "$@" ;;
  admin)
    # Operator commands: `kubectl exec deploy/playpal-api -- playpal admin jobs failed media`.
    exec node --enable-source-maps /app/dist/tools/admin.js "$@" ;;
  *)
    # Anything else runs as given (a shell for debugging: `docker run -it <image> sh`).
    exec "$role" "$@" ;;
esac
