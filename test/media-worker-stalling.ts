/**
 * The real media worker as its own process, for the crash-recovery test: its storage never finishes
 * writing a `thumb.webp`, so a job stops half-way (display variant written, thumb not, row
 * `processing`), and it prints `{"msg":"stalling"}` then, for the test to kill it there.
 */
import { loadConfig, type Storage } from "@playpal/platform";
import { createMediaWorker, createMediaWorkerDeps } from "../services/api/src/media-worker/worker.ts";

const config = loadConfig(process.env);
const deps = createMediaWorkerDeps(config);
const storage: Storage = {
  ...deps.storage,
  put(key, body, contentType, options) {
    if (!key.endsWith("/thumb.webp")) return deps.storage.put(key, body, contentType, options);
    console.log(JSON.stringify({ msg: "stalling", key }));
    return new Promise(() => {});
  },
};
const worker = createMediaWorker(
  { ...deps, storage },
  { concurrency: 1, lockDuration: 1000, stalledInterval: 500 },
);
await worker.waitUntilReady();
console.log(JSON.stringify({ msg: "worker ready" }));
