import sharp from "sharp";

/**
 * Images rendered with sharp for the screening tests (no photo material in the repository, let alone
 * anything sensitive): a landscape "photo", a cartoon drawing and a game screenshot, each as a client
 * would upload it.
 */
export interface GeneratedImage {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

/** A landscape: a sky gradient, a sun, two mountain ranges, a lake, and sensor-like noise (JPEG). */
async function photo(): Promise<GeneratedImage> {
  const [width, height] = [1600, 1200];
  const scene = svg(
    width,
    height,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
       <stop offset="0" stop-color="#1e4d8c"/><stop offset="0.6" stop-color="#f2a65a"/><stop offset="1" stop-color="#f7d08a"/>
     </linearGradient>
     <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a5d7c"/><stop offset="1" stop-color="#0d2436"/></linearGradient></defs>
     <rect width="100%" height="100%" fill="url(#sky)"/>
     <circle cx="1150" cy="560" r="110" fill="#ffe29a"/>
     <polygon points="0,820 260,520 470,760 720,430 980,780 1240,500 1600,800 1600,1200 0,1200" fill="#3b3f52"/>
     <polygon points="0,900 340,700 600,880 900,690 1200,900 1600,760 1600,1200 0,1200" fill="#23283a"/>
     <rect y="930" width="1600" height="270" fill="url(#lake)"/>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  const data = await sharp(scene)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: "photo", filename: "lake.jpg", contentType: "image/jpeg", data };
}

/** A cartoon: a smiling robot with outlines and flat colours on white (PNG). */
async function drawing(): Promise<GeneratedImage> {
  const data = await sharp(
    svg(
      900,
      900,
      `<rect width="100%" height="100%" fill="#ffffff"/>
       <rect x="300" y="180" width="300" height="260" rx="40" fill="#7fc8f8" stroke="#1b1b1b" stroke-width="10"/>
       <circle cx="390" cy="290" r="36" fill="#ffffff" stroke="#1b1b1b" stroke-width="8"/><circle cx="390" cy="290" r="14" fill="#1b1b1b"/>
       <circle cx="510" cy="290" r="36" fill="#ffffff" stroke="#1b1b1b" stroke-width="8"/><circle cx="510" cy="290" r="14" fill="#1b1b1b"/>
       <path d="M380 370 Q450 420 520 370" fill="none" stroke="#1b1b1b" stroke-width="10"/>
       <line x1="450" y1="180" x2="450" y2="110" stroke="#1b1b1b" stroke-width="10"/><circle cx="450" cy="100" r="22" fill="#ff5a5f" stroke="#1b1b1b" stroke-width="8"/>
       <rect x="270" y="470" width="360" height="280" rx="30" fill="#ffd166" stroke="#1b1b1b" stroke-width="10"/>
       <rect x="200" y="500" width="60" height="200" rx="25" fill="#7fc8f8" stroke="#1b1b1b" stroke-width="10"/>
       <rect x="640" y="500" width="60" height="200" rx="25" fill="#7fc8f8" stroke="#1b1b1b" stroke-width="10"/>
       <text x="450" y="640" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#1b1b1b">GG</text>`,
    ),
  )
    .png()
    .toBuffer();
  return { name: "drawing", filename: "robot.png", contentType: "image/png", data };
}

/** A game screenshot: a dark level with platforms, a HUD with score and health, a menu button (PNG). */
async function screenshot(): Promise<GeneratedImage> {
  const data = await sharp(
    svg(
      1280,
      720,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#2b1a4a"/></linearGradient></defs>
       <rect width="100%" height="100%" fill="url(#bg)"/>
       <rect x="0" y="620" width="1280" height="100" fill="#3d7a3a"/>
       <rect x="220" y="470" width="260" height="30" fill="#8b5a2b"/><rect x="640" y="380" width="220" height="30" fill="#8b5a2b"/>
       <rect x="980" y="300" width="200" height="30" fill="#8b5a2b"/>
       <rect x="300" y="410" width="48" height="60" fill="#e63946"/><circle cx="760" cy="350" r="18" fill="#ffd60a"/>
       <rect x="0" y="0" width="1280" height="64" fill="#000000" opacity="0.6"/>
       <text x="24" y="44" font-family="monospace" font-size="32" fill="#ffffff">SCORE 012450   LEVEL 3-2   x3</text>
       <rect x="900" y="18" width="240" height="28" fill="#440000"/><rect x="900" y="18" width="170" height="28" fill="#e63946"/>
       <rect x="1160" y="12" width="100" height="40" rx="8" fill="#4361ee"/>
       <text x="1210" y="42" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#ffffff">MENU</text>`,
    ),
  )
    .png()
    .toBuffer();
  return { name: "screenshot", filename: "level.png", contentType: "image/png", data };
}

/** The three kinds of image the screening tests upload. */
export async function generatedImages(): Promise<GeneratedImage[]> {
  return Promise.all([photo(), drawing(), screenshot()]);
}
