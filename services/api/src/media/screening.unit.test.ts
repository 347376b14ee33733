import type { ScreeningScores } from "@playpal/platform";
import { describe, expect, it } from "vitest";
import { screeningRecord, screeningVerdict } from "./screening.ts";

const thresholds = { sensitive: 0.6, hide: 0.9 };
const scores = (s: Partial<ScreeningScores>): ScreeningScores => ({
  Drawing: 0,
  Hentai: 0,
  Neutral: 0,
  Porn: 0,
  Sexy: 0,
  ...s,
});

describe("screeningVerdict", () => {
  it("lets the safe classes through however confident the model is", () => {
    expect(screeningVerdict(scores({ Neutral: 1 }), thresholds)).toBe("clean");
    expect(screeningVerdict(scores({ Drawing: 0.7, Neutral: 0.3 }), thresholds)).toBe("clean");
  });

  it("adds the three unsafe classes up against MEDIA_SENSITIVE_THRESHOLD, a score that reaches it counting", () => {
    expect(screeningVerdict(scores({ Sexy: 0.3, Hentai: 0.2, Porn: 0.1, Neutral: 0.4 }), thresholds)).toBe(
      "sensitive",
    );
    expect(screeningVerdict(scores({ Sexy: 0.59, Neutral: 0.41 }), thresholds)).toBe("clean");
    expect(screeningVerdict(scores({ Sexy: 0.6, Neutral: 0.4 }), thresholds)).toBe("sensitive");
  });

  it("hides only on the explicit classes: suggestive content alone is sensitive, never hidden", () => {
    expect(screeningVerdict(scores({ Sexy: 1 }), thresholds)).toBe("sensitive");
    expect(screeningVerdict(scores({ Porn: 0.5, Hentai: 0.4, Sexy: 0.1 }), thresholds)).toBe("hidden");
    expect(screeningVerdict(scores({ Porn: 0.89, Sexy: 0.11 }), thresholds)).toBe("sensitive");
  });

  it("hides what reaches MEDIA_HIDE_THRESHOLD even when it is set below MEDIA_SENSITIVE_THRESHOLD", () => {
    expect(screeningVerdict(scores({ Porn: 0.3, Neutral: 0.7 }), { sensitive: 0.6, hide: 0.25 })).toBe(
      "hidden",
    );
  });

  it("records the scores rounded to six decimals with the model that gave them", () => {
    expect(screeningRecord("MobileNetV2", scores({ Neutral: 0.123456789, Porn: 1e-9 }))).toEqual({
      model: "MobileNetV2",
      scores: { Drawing: 0, Hentai: 0, Neutral: 0.123457, Porn: 0, Sexy: 0 },
    });
  });
});
