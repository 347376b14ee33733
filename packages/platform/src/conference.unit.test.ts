import { describe, expect, it } from "vitest";
import { clientUrl, createLiveKitConference } from "./conference.ts";

describe("conference client URL", () => {
  it("hands clients a WebSocket address whatever form the server address is configured in", () => {
    expect(clientUrl("https://voice.example.com")).toBe("wss://voice.example.com");
    expect(clientUrl("http://127.0.0.1:7880")).toBe("ws://127.0.0.1:7880");
    expect(clientUrl("wss://voice.example.com")).toBe("wss://voice.example.com");
    const conference = createLiveKitConference({
      url: "https://voice.example.com",
      apiKey: "k",
      apiSecret: "s".repeat(32),
    });
    expect(conference.url).toBe("wss://voice.example.com");
  });
});
