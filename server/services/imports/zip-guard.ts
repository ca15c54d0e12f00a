// A zip bomb check before a spreadsheet (OOXML .xlsx, a zip) is parsed (issue 8): the entries are
// counted and their declared sizes summed from the central directory, then each entry is actually
// inflated against what is left of the budget (declared sizes may lie), so a bomb is refused in
// milliseconds and never allocates more than the budget.
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = { entries: 2000, inflatedBytes: 64 * 1024 * 1024 } as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** True when data is a zip whose entries stay within the limits and inflate to what they declare. */
export function zipWithinLimits(
  data: Buffer,
  limits: { entries: number; inflatedBytes: number } = ZIP_LIMITS,
): boolean {
  // The end-of-central-directory record: within the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const count = data.readUInt16LE(eocd + 10);
  const dirOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return false; // ZIP64: never a real contacts sheet
  if (count > limits.entries) return false;

  let declared = 0;
  let p = dirOffset;
  const entries: { method: number; compressed: number; size: number; local: number }[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== CENTRAL) return false;
    const method = data.readUInt16LE(p + 10);
    const compressed = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const local = data.readUInt32LE(p + 42);
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return false;
    declared += size;
    if (declared > limits.inflatedBytes) return false;
    entries.push({ method, compressed, size, local });
    p += 46 + data.readUInt16LE(p + 28) + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
  }

  let budget = limits.inflatedBytes;
  for (const e of entries) {
    if (e.local + 30 > data.length || data.readUInt32LE(e.local) !== LOCAL) return false;
    const start = e.local + 30 + data.readUInt16LE(e.local + 26) + data.readUInt16LE(e.local + 28);
    if (start + e.compressed > data.length) return false;
    const raw = data.subarray(start, start + e.compressed);
    let actual: number;
    if (e.method === 0) actual = raw.length;
    else if (e.method === 8) {
      try {
        actual = inflateRawSync(raw, { maxOutputLength: Math.max(1, Math.min(budget, e.size) + 1) }).length;
      } catch {
        return false; // more than declared or than the budget, or not deflate data
      }
    } else return false;
    if (actual > e.size) return false;
    budget -= actual;
    if (budget < 0) return false;
  }
  return true;
}
