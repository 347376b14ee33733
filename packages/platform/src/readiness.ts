/**
 * Readiness: whether each dependency answers right now, each check bounded by `timeoutMs` so a probe
 * never hangs on a frozen dependency. `/health` (liveness, shapes fixed by API.md) always answers
 * while the process serves; `/ready` is what a load balancer or orchestrator should route on.
 */
export async function checkReadiness<Name extends string>(
  checks: Record<Name, () => Promise<unknown>>,
  timeoutMs = 1000,
): Promise<{ ready: boolean } & Record<Name, boolean>> {
  const names = Object.keys(checks) as Name[];
  const results = await Promise.all(
    names.map(async (name) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const outcome = checks[name]().then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([outcome, timeout]);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const report = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<Name, boolean>;
  return { ready: results.every(Boolean), ...report };
}
