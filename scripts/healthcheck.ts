/**
 * The image's HEALTHCHECK: exit 0 when the service running in this container answers `GET /health`
 * with 200 on its port, else 1. The role is not known here, so each configured port is asked (only
 * one of them is served in a container); 2 s per request.
 */
export {};

const ports = [
  process.env.PORT ?? "4000",
  process.env.REALTIME_PORT ?? "4001",
  process.env.PAYOUT_PORT ?? "4002",
  process.env.MEDIA_WORKER_PORT ?? "4003",
  process.env.CONSOLE_PORT ?? "4004",
];
const healthy = await Promise.all(
  ports.map((port) =>
    fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    ),
  ),
);
process.exit(healthy.includes(true) ? 0 : 1);
