/**
 * `npm run screening:check [-- <image file>...]`: loads the screening model (MEDIA_SCREENING_MODEL) the
 * way the media worker does and classifies each file (a gradient rendered here when none is given), so an
 * operator can check on a machine that a model loads and what it costs. Prints one JSON object: the
 * model, its load time, each file's inference time and scores, and the process's RSS with the model
 * loaded. Exits 1 when the model cannot load or a file cannot be read.
 */
import { createNsfwClassifier, loadConfigOrExit } from "@playpal/platform";
import sharp from "sharp";

const config = loadConfigOrExit();
const classifier = createNsfwClassifier({ model: config.MEDIA_SCREENING_MODEL });
const side = classifier.inputSize;
const files = process.argv.slice(2);
const gradient = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e4d8c"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  );

try {
  const started = performance.now();
  await classifier.load();
  const loadMs = Math.round(performance.now() - started);
  const results = [];
  for (const file of files.length ? files : [null]) {
    const { data, info } = await (file ? sharp(file) : gradient())
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize(side, side, { fit: "fill" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = performance.now();
    const scores = await classifier.classify({ data, width: info.width, height: info.height });
    results.push({
      file: file ?? "(rendered gradient)",
      inferenceMs: Math.round(performance.now() - at),
      scores,
    });
  }
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(JSON.stringify({ model: classifier.model, inputSize: side, loadMs, rssMb, results }, null, 2));
} catch (error) {
  console.error(`screening check failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
