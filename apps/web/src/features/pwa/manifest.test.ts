import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const PUBLIC = join(__dirname, '..', '..', '..', 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  start_url: string;
  display: string;
  icons: ManifestIcon[];
};

/** Width, height and colour type of a PNG, read from its header; its image data inflates to the right size. */
function png(file: string) {
  const bytes = readFileSync(join(PUBLIC, file));
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4)));
  expect(raw.length).toBe(height * (width * 4 + 1));
  // Not an empty square: the glyph's amber is drawn somewhere in the middle row.
  const row = raw.subarray((height >> 1) * (width * 4 + 1) + 1, ((height >> 1) + 1) * (width * 4 + 1));
  const amber = Array.from({ length: width }, (_, x) => row.subarray(x * 4, x * 4 + 4)).some(
    (p) => p[0] === 0xff && p[1] === 0xb9 && p[2] === 0x38 && p[3] === 0xff,
  );
  return { width, height, colorType: bytes[25], amber };
}

describe('web app manifest', () => {
  it('SHELL-19 is installable: name, start URL, standalone display and PNG icons of 192 and 512 px', () => {
    expect(manifest).toMatchObject({ name: 'Rocket Casino', start_url: '/', display: 'standalone' });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const purpose of ['any', 'maskable'])
      expect(
        pngs
          .filter((icon) => icon.purpose === purpose)
          .map((icon) => icon.sizes)
          .sort(),
      ).toEqual(['192x192', '512x512']);
  });

  it.each(manifest.icons.filter((icon) => icon.type === 'image/png'))(
    'SHELL-19 $src is a $sizes RGBA PNG with the logo',
    (icon) => {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(png(icon.src.slice(1))).toEqual({ width, height, colorType: 6, amber: true });
    },
  );

  it('SHELL-19 every icon file exists, and iOS finds /apple-touch-icon.png (180 px) where it looks by default', () => {
    for (const icon of manifest.icons) expect(existsSync(join(PUBLIC, icon.src.slice(1))), icon.src).toBe(true);
    expect(png('apple-touch-icon.png')).toEqual({ width: 180, height: 180, colorType: 6, amber: true });
  });
});
