import { metricsRegistry, type RgbImage } from "@playpal/platform";
import { Counter, Gauge, Histogram } from "prom-client";
import type { Deps } from "../deps.ts";
import { type ScreeningResult, screeningRecord, screeningVerdict } from "../media/screening.ts";

const registers = [metricsRegistry];

export const screeningsTotal = new Counter({
  name: "playpal_media_screenings_total",
  help: "Media screened by the classifier, by verdict (clean, sensitive, hidden)",
  labelNames: ["verdict"] as const,
  registers,
});

export const screeningFailures = new Counter({
  name: "playpal_media_screening_failures_total",
  help: "Screening attempts that failed (the model did not load, or failed on a file); final=true when the media ended failed",
  labelNames: ["final"] as const,
  registers,
});

export const screeningDuration = new Histogram({
  name: "playpal_media_screening_duration_seconds",
  help: "Time of one classification (the model's inference on one 224 px image)",
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

export const screeningEnabled = new Gauge({
  name: "playpal_media_screening_enabled",
  help: "1 while this media worker screens media (MEDIA_SCREENING=on), 0 when it publishes media unscreened",
  registers,
});

/** Shown to the author when the media could not be screened after every retry (API.md "Sensitive media"). */
export const SCREENING_FAILED_MESSAGE =
  "Screening failed after several attempts, so the file was not published; please upload it again";

/** The classifier could not load or failed on this file: retried like a storage error, never skipped. */
export class ScreeningError extends Error {
  override name = "ScreeningError";
}

/** The side of the classifier's square input, or null when screening is off. */
export function screeningSide(deps: Pick<Deps, "classifier">): number | null {
  return deps.classifier?.inputSize ?? null;
}

/**
 * Classifies one image (the classifier's input made from pixels already decoded) and judges it against
 * the configured thresholds. Null when screening is off. A classifier failure throws a ScreeningError:
 * the media stays `processing` and the job is retried; nothing unscreened is published.
 */
export async function screenImage(
  deps: Pick<Deps, "classifier" | "config">,
  image: RgbImage | null,
): Promise<ScreeningResult | null> {
  const classifier = deps.classifier;
  if (!classifier) return null;
  if (!image) throw new ScreeningError("no image to screen");
  const stop = screeningDuration.startTimer();
  const scores = await classifier.classify(image).catch((error: Error) => {
    throw new ScreeningError(error.message);
  });
  stop();
  const verdict = screeningVerdict(scores, {
    sensitive: deps.config.MEDIA_SENSITIVE_THRESHOLD,
    hide: deps.config.MEDIA_HIDE_THRESHOLD,
  });
  screeningsTotal.inc({ verdict });
  return { screening: screeningRecord(classifier.model, scores), verdict };
}
