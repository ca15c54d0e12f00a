import type { LoadedForms } from './forms';

/**
 * Image kinds an upload may carry as `t` (spec platform 3.4): every `imageType` the field schemas
 * declare, so a new image field in a schema needs no code change.
 */
export function schemaImageTypes(forms: LoadedForms): Set<string> {
  const types = new Set<string>();
  for (const form of Object.values(forms.forms)) {
    for (const field of form.fields) if (field.spec.imageType) types.add(field.spec.imageType);
  }
  return types;
}

const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image's MIME type from its magic bytes, or undefined when it is not a PNG, JPEG, GIF or WebP. */
export function sniffImageType(data: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(data))?.mime;
}
