// Images checked by their content (issue 8): not just the first signature bytes but a header a decoder
// would accept — PNG with a well-formed IHDR (valid depth/colour, CRC), JPEG with a frame header (SOFn)
// before the scan, GIF with a screen descriptor followed by an image or extension block, WebP with a RIFF
// size matching the file and a VP8/VP8L/VP8X chunk of non-zero size.
import { crc32 } from 'node:zlib';

/** How many leading bytes the check needs (a JPEG's EXIF and other APPn segments come first). */
export const IMAGE_HEAD_BYTES = 512 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function validPng(b: Buffer): boolean {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (b.readUInt32BE(8) !== 13 || b.subarray(12, 16).toString('latin1') !== 'IHDR') return false;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const [depth, color, compression, filter, interlace] = [b[24], b[25], b[26], b[27], b[28]];
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return false;
  if (!PNG_DEPTHS[color]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
  return crc32(b.subarray(12, 29)) === b.readUInt32BE(29);
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function validJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return false; // end or scan before a frame
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return false;
    if (SOF.has(marker)) {
      if (i + 2 + length > b.length || length < 8) return false;
      const precision = b[i + 4];
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      const components = b[i + 9];
      return (
        [8, 12, 16].includes(precision) &&
        height > 0 &&
        width > 0 &&
        components >= 1 &&
        components <= 4 &&
        length === 8 + 3 * components
      );
    }
    i += 2 + length;
  }
  return false;
}

function validGif(b: Buffer): boolean {
  if (b.length < 14 || !['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))) return false;
  if (b.readUInt16LE(6) === 0 || b.readUInt16LE(8) === 0) return false;
  const flags = b[10];
  const next = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  return next < b.length && (b[next] === 0x2c || b[next] === 0x21);
}

function validWebp(b: Buffer, size: number): boolean {
  if (b.length < 30 || b.subarray(0, 4).toString('latin1') !== 'RIFF') return false;
  if (b.subarray(8, 12).toString('latin1') !== 'WEBP') return false;
  const riffSize = b.readUInt32LE(4);
  if (riffSize + 8 !== size && riffSize + 8 !== size - 1) return false; // a pad byte may follow
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return false;
    return (b.readUInt16LE(26) & 0x3fff) > 0 && (b.readUInt16LE(28) & 0x3fff) > 0;
  }
  if (chunk === 'VP8L') return b[20] === 0x2f;
  if (chunk === 'VP8X') return b.readUInt32LE(16) === 10;
  return false;
}

const CHECKS: { mime: string; valid: (head: Buffer, size: number) => boolean }[] = [
  { mime: 'image/png', valid: validPng },
  { mime: 'image/jpeg', valid: validJpeg },
  { mime: 'image/gif', valid: validGif },
  { mime: 'image/webp', valid: validWebp },
];

/**
 * The image's MIME type when head (the first IMAGE_HEAD_BYTES of a file of `size` bytes) is a decodable
 * PNG, JPEG, GIF or WebP header — of the declared type when the client declared an image/* type.
 */
export function checkImage(head: Buffer, size: number, declared?: string): string | undefined {
  const mime = CHECKS.find((c) => c.valid(head, size))?.mime;
  if (!mime) return undefined;
  const wanted = declared?.split(';')[0].trim().toLowerCase();
  if (wanted?.startsWith('image/') && wanted !== mime && !(wanted === 'image/jpg' && mime === 'image/jpeg')) {
    return undefined;
  }
  return mime;
}
