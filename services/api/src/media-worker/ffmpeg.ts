import { execFile } from "node:child_process";
import { chmod, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The prebuilt binaries of @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe. */
export const ffmpegPath = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
export const ffprobePath = (require("@ffprobe-installer/ffprobe") as { path: string }).path;

/**
 * npm installs these packages without running their install scripts here, and their own `chmod` is
 * one of them: a binary unpacked without its run bits is given them (once per process).
 */
let ready: Promise<void> | null = null;
export function ensureFfmpegExecutable(): Promise<void> {
  ready ??= (async () => {
    for (const binary of [ffmpegPath, ffprobePath]) {
      const { mode } = await stat(binary);
      if ((mode & 0o111) !== 0o111) await chmod(binary, mode | 0o755);
    }
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export interface VideoProbe {
  /** Seconds; null when the container does not say. */
  duration: number | null;
  /** Display dimensions (a rotated stream's sides swapped). */
  width: number;
  height: number;
}

interface ProbeOutput {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

/** Duration and display size of a video file; throws when ffprobe finds no video stream in it. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  await ensureFfmpegExecutable();
  const { stdout } = await run(
    ffprobePath,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
  );
  const probe = JSON.parse(stdout) as ProbeOutput;
  const video = probe.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video?.width || !video.height) throw new Error("no video stream");
  const rotation = Number(
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0,
  );
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  const seconds = Number(probe.format?.duration ?? video.duration);
  return {
    duration: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null,
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
  };
}

/**
 * One frame of the video (at `atSeconds`, or the first when it is shorter), written as a PNG beside
 * it; ffmpeg applies the stream's rotation itself. Returns the PNG's path.
 */
export async function extractFrame(file: string, atSeconds: number): Promise<string> {
  await ensureFfmpegExecutable();
  const out = path.join(path.dirname(file), "frame.png");
  await run(
    ffmpegPath,
    ["-v", "error", "-ss", atSeconds.toFixed(3), "-i", file, "-frames:v", "1", "-an", "-y", out],
    { timeout: 120_000 },
  );
  await stat(out); // ffmpeg exits 0 without writing a frame when the seek lands past the end
  return out;
}
