// Draws the app icons of the web manifest from the shapes of public/favicon.svg into PNG files
// (192 and 512 px, maskable variants with the glyph inside the 80 % safe zone, and the 180 px
// apple-touch-icon). No image library: the shapes are filled with 4x4 supersampling and the PNG
// is written with node:zlib. Run `node apps/web/sw/generate-icons.mjs` after changing the logo.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BACKGROUND = [0x12, 0x0d, 0x2b];

/** A cubic Bézier from p0 to p3 as line points. */
function cubic(p0, p1, p2, p3, steps = 24) {
  const out = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

// The favicon's shapes in its 64 x 64 box, painted in order.
const rocket = [
  [32, 8],
  ...cubic([32, 8], [41, 16], [44, 28], [40, 42]),
  [24, 42],
  ...cubic([24, 42], [20, 28], [23, 16], [32, 8]),
];
const SHAPES = [
  { polygon: rocket, color: [0xff, 0xb9, 0x38] },
  { circle: [32, 26, 5], color: BACKGROUND },
  {
    polygon: [
      [24, 42],
      [18, 52],
      [28, 48],
    ],
    color: [0xff, 0x7a, 0x59],
  },
  {
    polygon: [
      [40, 42],
      [46, 52],
      [36, 48],
    ],
    color: [0xff, 0x7a, 0x59],
  },
];

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

/** The colour (or null, transparent) at a point of the 64 box; `scale` shrinks the glyph around the centre. */
function colorAt(x, y, { rounded, scale }) {
  if (rounded && !inRoundedSquare(x, y, 14)) return null;
  let color = BACKGROUND;
  const gx = 32 + (x - 32) / scale;
  const gy = 32 + (y - 32) / scale;
  for (const shape of SHAPES) {
    const hit = shape.circle
      ? (gx - shape.circle[0]) ** 2 + (gy - shape.circle[1]) ** 2 <= shape.circle[2] ** 2
      : inPolygon(gx, gy, shape.polygon);
    if (hit) color = shape.color;
  }
  return color;
}

function render(size, options) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = colorAt(((px + (sx + 0.5) / SS) * 64) / size, ((py + (sy + 0.5) / SS) * 64) / size, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG. */
export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full bleed, the glyph inside the central 80 % circle the platforms may crop to.
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.8 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];

for (const icon of ICONS) writeFileSync(join(PUBLIC, icon.file), encodePng(icon.size, render(icon.size, icon)));
