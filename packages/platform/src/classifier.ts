import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The media classifier port (API.md "Sensitive media"): an on-device model that scores an image for
 * sensitive content, so no user media leaves the platform for it. The media worker takes it from its
 * deps like storage or the video provider; the adapter here is nsfwjs on TensorFlow.js's WebAssembly
 * backend (docs/architecture.md "Media processing" says why that one).
 */

/** The five classes of nsfwjs's models, in the order of their output. */
export const SCREENING_CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"] as const;
export type ScreeningClass = (typeof SCREENING_CLASSES)[number];
/** One probability per class, summing to 1. */
export type ScreeningScores = Record<ScreeningClass, number>;

/** Raw RGB pixels (3 bytes a pixel, row by row), `inputSize` x `inputSize`. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface MediaClassifier {
  /** The model's name (or path), recorded with every result. */
  readonly model: string;
  /** The side of the square image `classify` takes (224 px for MobileNetV2, 299 for InceptionV3). */
  readonly inputSize: number;
  /**
   * Loads the model, once per process and model: later calls (of any classifier of the same model)
   * answer the same promise. A load that failed is tried again by the next call (a job's retry), never
   * cached as a failure.
   */
  load(): Promise<void>;
  /** The scores of one image; loads the model first if it is not loaded yet. Throws if it cannot. */
  classify(image: RgbImage): Promise<ScreeningScores>;
}

/** The models nsfwjs ships inside its package (nothing is downloaded at run time). */
const BUNDLED = {
  MobileNetV2: {
    size: 224,
    type: "layers",
    definition: async () => (await import("nsfwjs/models/mobilenet_v2")).MobileNetV2Model,
  },
  MobileNetV2Mid: {
    size: 224,
    type: "graph",
    definition: async () => (await import("nsfwjs/models/mobilenet_v2_mid")).MobileNetV2MidModel,
  },
  InceptionV3: {
    size: 299,
    type: "layers",
    definition: async () => (await import("nsfwjs/models/inception_v3")).InceptionV3Model,
  },
} as const;
type BundledName = keyof typeof BUNDLED;
const isBundled = (model: string): model is BundledName => Object.hasOwn(BUNDLED, model);

/** The input side of a model named by MEDIA_SCREENING_MODEL (a directory's model takes 224 px). */
export function screeningInputSize(model: string): number {
  return isBundled(model) ? BUNDLED[model].size : 224;
}

interface ModelJson {
  format?: string;
  modelTopology: unknown;
  weightsManifest?: { paths: string[]; weights: unknown[] }[];
}

/** A model's JSON and weight bytes as TensorFlow.js's in-memory artifacts. */
function artifactsOf(json: ModelJson, weights: Uint8Array[]) {
  const data = new Uint8Array(weights.reduce((sum, w) => sum + w.byteLength, 0));
  let offset = 0;
  for (const w of weights) {
    data.set(w, offset);
    offset += w.byteLength;
  }
  return {
    modelTopology: json.modelTopology as object,
    weightSpecs: (json.weightsManifest ?? []).flatMap((group) => group.weights) as never[],
    weightData: data.buffer,
  };
}

/** A bundled model's JSON and base64 weights, read from nsfwjs's own modules. */
async function bundledArtifacts(name: BundledName) {
  const definition = await BUNDLED[name].definition();
  const json = (await definition.modelJson()).default as unknown as ModelJson;
  const weights = await Promise.all(
    definition.weightBundles.map(async (bundle) => Buffer.from((await bundle()).default, "base64")),
  );
  return { json, weights };
}

/** A model directory's `model.json` and the weight files its manifest names. */
async function directoryArtifacts(dir: string) {
  const json = JSON.parse(await readFile(path.join(dir, "model.json"), "utf8")) as ModelJson;
  const files = (json.weightsManifest ?? []).flatMap((group) => group.paths);
  const weights = await Promise.all(files.map((file) => readFile(path.join(dir, file))));
  return { json, weights };
}

type Loaded = {
  tf: typeof import("@tensorflow/tfjs");
  net: import("nsfwjs/core").NSFWJS;
};

/**
 * The models loaded in this process, by MEDIA_SCREENING_MODEL: one load per process and model, however
 * many times the ports are wired (a test file's several contexts, a script). A failed load is forgotten,
 * so the next call tries again.
 */
const loadedModels = new Map<string, Promise<Loaded>>();

function loadModel(model: string, inputSize: number): Promise<Loaded> {
  let loading = loadedModels.get(model);
  if (!loading) {
    loading = (async () => {
      const tf = await import("@tensorflow/tfjs");
      await import("@tensorflow/tfjs-backend-wasm");
      if (!(await tf.setBackend("wasm"))) throw new Error("the TensorFlow.js wasm backend did not start");
      await tf.ready();
      const { NSFWJS } = await import("nsfwjs/core");
      const { json, weights } = isBundled(model)
        ? await bundledArtifacts(model)
        : await directoryArtifacts(model);
      const type = isBundled(model)
        ? BUNDLED[model].type
        : json.format === "graph-model"
          ? "graph"
          : "layers";
      const net = new NSFWJS(tf.io.fromMemory(artifactsOf(json, weights)), { size: inputSize, type });
      await net.load();
      return { tf, net };
    })().catch((error: unknown) => {
      loadedModels.delete(model);
      throw new Error(`the screening model ${model} could not be loaded: ${(error as Error).message}`);
    });
    loadedModels.set(model, loading);
  }
  return loading;
}

/**
 * nsfwjs on TensorFlow.js's WebAssembly backend (the `.wasm` files ship in @tensorflow/tfjs-backend-wasm:
 * no install script, no download). TensorFlow.js is imported on the first `load`, so a process that never
 * screens (the API) never loads it. Inference runs on the calling thread: about 80 ms of CPU per 224 px
 * image, in one synchronous stretch well inside a BullMQ lock.
 */
export function createNsfwClassifier(options: { model: string }): MediaClassifier {
  const { model } = options;
  const inputSize = screeningInputSize(model);
  return {
    model,
    inputSize,
    async load() {
      await loadModel(model, inputSize);
    },
    async classify(image) {
      const { tf, net } = await loadModel(model, inputSize);
      if (image.data.length !== image.width * image.height * 3) {
        throw new Error(`expected ${image.width}x${image.height} RGB pixels, got ${image.data.length} bytes`);
      }
      const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], "int32");
      try {
        const predictions = await net.classify(pixels, SCREENING_CLASSES.length);
        const scores = Object.fromEntries(SCREENING_CLASSES.map((name) => [name, 0])) as ScreeningScores;
        for (const p of predictions) scores[p.className as ScreeningClass] = p.probability;
        return scores;
      } finally {
        pixels.dispose();
      }
    },
  };
}
