// Test helper for multipart uploads in jsdom. Vitest hands jsdom's FormData to Node's fetch by copying
// each file as a bare Blob, so the file name is lost ("blob") and the server refuses the upload by its
// extension. While installed, FormData.forEach (what that copy calls) yields files as Node Files with
// their names, as a browser would send them.
import { File as NodeFile } from 'node:buffer';

type FormDataForEach = FormData['forEach'];

/** The bytes of a jsdom Blob (kept by its implementation object). */
function jsdomBytes(blob: Blob): Buffer | undefined {
  const impl = Object.getOwnPropertySymbols(blob)
    .filter((s) => s.description === 'impl')
    .map((s) => (blob as unknown as Record<symbol, { _buffer?: Buffer }>)[s])[0];
  return impl?._buffer;
}

export function keepUploadFileNames(): () => void {
  const original: FormDataForEach = FormData.prototype.forEach;
  FormData.prototype.forEach = function (this: FormData, callback, thisArg) {
    original.call(
      this,
      (value, key, parent) => {
        const bytes = value instanceof File ? jsdomBytes(value) : undefined;
        const named = bytes
          ? (new NodeFile([bytes], (value as File).name, { type: (value as File).type }) as unknown as File)
          : value;
        callback.call(thisArg, named, key, parent);
      },
      thisArg,
    );
  };
  return () => {
    FormData.prototype.forEach = original;
  };
}
