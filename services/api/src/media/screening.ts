import type { MediaScreening } from "@playpal/db";
import type { ScreeningClass, ScreeningScores } from "@playpal/platform";

/**
 * The decision on a screened media (API.md "Sensitive media"), a pure function of the classifier's
 * scores and the two thresholds (docs/configuration.md says what each means on the model's classes):
 * - the sensitive score is the probability of the three unsafe classes together (Porn + Hentai + Sexy):
 *   reaching MEDIA_SENSITIVE_THRESHOLD makes the media `sensitive`, its post `flagged`, and files an
 *   automatic report;
 * - the explicit score leaves out Sexy (suggestive, not explicit: swimwear, a pin-up drawing): reaching
 *   MEDIA_HIDE_THRESHOLD also hides the post pending review. A hidden media is always sensitive too.
 * Drawing and Neutral are the safe classes and count toward neither.
 */
export const SENSITIVE_CLASSES: readonly ScreeningClass[] = ["Porn", "Hentai", "Sexy"];
export const EXPLICIT_CLASSES: readonly ScreeningClass[] = ["Porn", "Hentai"];

export type ScreeningVerdict = "clean" | "sensitive" | "hidden";

export interface ScreeningThresholds {
  /** MEDIA_SENSITIVE_THRESHOLD */
  sensitive: number;
  /** MEDIA_HIDE_THRESHOLD */
  hide: number;
}

const sum = (scores: ScreeningScores, classes: readonly ScreeningClass[]) =>
  classes.reduce((total, name) => total + scores[name], 0);

export function screeningVerdict(scores: ScreeningScores, thresholds: ScreeningThresholds): ScreeningVerdict {
  if (sum(scores, EXPLICIT_CLASSES) >= thresholds.hide) return "hidden";
  if (sum(scores, SENSITIVE_CLASSES) >= thresholds.sensitive) return "sensitive";
  return "clean";
}

/** The result of one screening as stored with the media row and its automatic report. */
export interface ScreeningResult {
  screening: MediaScreening;
  verdict: ScreeningVerdict;
}

/** The score per class rounded to 6 decimals, with the model that gave them. */
export function screeningRecord(model: string, scores: ScreeningScores): MediaScreening {
  const rounded = Object.fromEntries(
    Object.entries(scores).map(([name, p]) => [name, Math.round(p * 1e6) / 1e6]),
  ) as ScreeningScores;
  return { model, scores: rounded };
}
