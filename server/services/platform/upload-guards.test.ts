// Issue 8, item 8 and the uploads of item 3: zip bombs refused before parsing, bodies refused from their
// Content-Length before reading, images checked by content and streamed to storage.
import { describe, expect, it } from 'vitest';
import { deflateRawSync, crc32 } from 'node:zlib';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { zipWithinLimits } from '../imports/zip-guard';
import { parseContactsSheet } from '../imports/contacts-sheet';
import { checkImage } from './image-check';
import { DB_KINDS } from '../../test/harness';
import { listeningApp, postHeadOnly } from '../../test/socket';
import { multipartFile, UPLOAD_BOUNDARY } from '../../test/roles';
import { MAX_UPLOAD_BYTES } from '../../http/upload';

/** A zip with one entry; `declare` overrides the uncompressed size written in the headers. */
function zipOf(name: string, content: Buffer, declare = content.length): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  // The fields a local header and a central directory entry share, from 'version needed' on
  // (at offset 4 of a local header, 6 of a central entry).
  const entryFields = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at);
    header.writeUInt16LE(8, at + 4);
    header.writeUInt32LE(crc32(content), at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(declare, at + 18);
    header.writeUInt16LE(fileName.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  entryFields(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  entryFields(central, 6);
  central.writeUInt32LE(0, 42);
  const dirOffset = local.length + fileName.length + data.length;
  const dirSize = central.length + fileName.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(dirSize, 12);
  eocd.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, eocd]);
}

const ZEROS_70_MIB = Buffer.alloc(70 * 1024 * 1024);
/** One entry declaring 1000 bytes that inflates to 70 MiB (built once: deflating takes a while). */
const LIAR = zipOf('xl/worksheets/sheet1.xml', ZEROS_70_MIB, 1000);

function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

describe('zip bomb check', () => {
  it('refuses a zip declaring 4 GiB at once', () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(1024), 0xfffffffe);
    const { value, ms } = timed(() => parseContactsSheet(bomb));
    expect(value).toEqual({ ok: false, err: 'invalid_format' });
    expect(ms).toBeLessThan(200);
  });

  it('refuses a zip whose entry inflates beyond what it declares (a lying header) without inflating it all', () => {
    const liar = LIAR;
    expect(liar.length).toBeLessThan(200 * 1024);
    const { value, ms } = timed(() => parseContactsSheet(liar));
    expect(value).toEqual({ ok: false, err: 'invalid_format' });
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a zip whose honest total is over 64 MiB and one with too many entries', () => {
    expect(zipWithinLimits(zipOf('a.xml', ZEROS_70_MIB))).toBe(false);
    expect(zipWithinLimits(zipOf('a.xml', Buffer.alloc(10)), { entries: 0, inflatedBytes: 100 })).toBe(false);
    expect(zipWithinLimits(zipOf('a.xml', Buffer.alloc(1000)))).toBe(true);
  });

  it('still reads a real .xlsx contacts sheet', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Meno'], ['Jana']]), 'Kontakty');
    const xlsx = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(zipWithinLimits(xlsx)).toBe(true);
    expect(parseContactsSheet(xlsx)).toMatchObject({ ok: true, rows: [{ name: 'Jana' }] });
  });
});

// A 1×1 PNG, and its pieces for broken variants.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// A 1×1 baseline JPEG header (SOI, APP0, SOF0).
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('image content check', () => {
  it('accepts real PNG, JPEG and GIF headers', () => {
    expect(checkImage(PNG, PNG.length)).toBe('image/png');
    expect(checkImage(JPEG, JPEG.length)).toBe('image/jpeg');
    expect(checkImage(GIF, GIF.length)).toBe('image/gif');
  });
  it('refuses the 8 PNG signature bytes followed by anything, a bad IHDR CRC or zero size', () => {
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.from('toto nie je obrázok, len podpis PNG')]);
    expect(checkImage(fake, fake.length)).toBeUndefined();
    const badCrc = Buffer.from(PNG);
    badCrc[32] ^= 0xff;
    expect(checkImage(badCrc, badCrc.length)).toBeUndefined();
    const zeroWidth = Buffer.from(PNG);
    zeroWidth.writeUInt32BE(0, 16);
    expect(checkImage(zeroWidth, zeroWidth.length)).toBeUndefined();
  });
  it('refuses a JPEG start without a frame header and a GIF without a screen', () => {
    const soiOnly = Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0]);
    expect(checkImage(soiOnly, soiOnly.length)).toBeUndefined();
    const gifHead = Buffer.from('GIF89a\0\0\0\0\0\0\0\0', 'latin1');
    expect(checkImage(gifHead, gifHead.length)).toBeUndefined();
  });
  it('refuses an image of another type than the declared image/* type', () => {
    expect(checkImage(PNG, PNG.length, 'image/jpeg')).toBeUndefined();
    expect(checkImage(PNG, PNG.length, 'image/png')).toBe('image/png');
    expect(checkImage(PNG, PNG.length, 'application/octet-stream')).toBe('image/png');
  });
});

for (const kind of DB_KINDS) {
  describe(`upload routes [${kind}]`, () => {
    const live = listeningApp(kind);

    it('refuses an import and an image whose Content-Length is over the limit before reading the body', async () => {
      const tooBig = String(MAX_UPLOAD_BYTES + 1024 * 1024);
      expect(
        await postHeadOnly(live, '/api/webapp/users/import?r=json', {
          'Content-Type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
          'Content-Length': tooBig,
        }),
      ).toMatch(/^HTTP\/1.1 413/);
      expect(
        await postHeadOnly(live, '/api/webapp/images?t=game.gallery.image', {
          'Content-Type': 'application/octet-stream',
          'Content-Length': tooBig,
        }),
      ).toMatch(/^HTTP\/1.1 413/);
    });

    it('answers a zip-bomb import with invalid_format within a second and imports nothing', async () => {
      const before = (await live.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n;
      const bomb = LIAR;
      const t0 = performance.now();
      const res = await live.ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/users/import?r=json',
        headers: { cookie: live.editor, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        payload: multipartFile('kontakty.xls', bomb),
      });
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(res.json()).toEqual({ ok: false, err: 'invalid_format' });
      expect((await live.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n).toBe(before);
    });

    it('stores a real image and refuses a fake one leaving no file behind', async () => {
      const put = (body: Buffer, type = 'application/octet-stream') =>
        live.ctx.app.inject({
          method: 'PUT',
          url: '/api/webapp/images?t=game.gallery.image',
          headers: { cookie: live.editor, 'content-type': type },
          payload: body,
        });
      const ok = await put(JPEG, 'image/jpeg');
      expect(ok.json()).toMatchObject({ ok: true });
      const row = await live.ctx.db.one<{ mime: string; size: number }>(
        'SELECT mime, size FROM images WHERE id = $1',
        [ok.json().id],
      );
      expect(row).toEqual({ mime: 'image/jpeg', size: JPEG.length });

      const dir = path.join(live.ctx.config.dataDir, 'files', 'images');
      const filesBefore = existsSync(dir) ? readdirSync(dir).length : 0;
      const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(5000, 7)]);
      expect((await put(fake)).json()).toEqual({ ok: false, err: 'unsupported_format' });
      expect((await put(PNG, 'image/gif')).json()).toEqual({ ok: false, err: 'unsupported_format' });
      expect(readdirSync(dir).length).toBe(filesBefore);
    });
  });
}
