import { describe, expect, it } from 'vitest';
import { baseFileName, checkImageFile, MAX_UPLOAD_BYTES } from './imageUpload';

describe('image file checks (platform 5.6)', () => {
  it('accepts image files up to 40 MiB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'C:\\x\\foto.JPG', type: '', size: 10 })).toBeNull();
  });

  it('refuses other files and files over 40 MiB', () => {
    expect(checkImageFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('unsupported_format');
    expect(checkImageFile({ name: 'a.txt', type: '', size: 10 })).toBe('unsupported_format');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'size_limit_exceeded',
    );
    expect(MAX_UPLOAD_BYTES).toBe(40 * 1024 * 1024);
  });

  it('strips any path from the name', () => {
    expect(baseFileName('C:\\Users\\eva\\foto.png')).toBe('foto.png');
    expect(baseFileName('/tmp/a/b.gif')).toBe('b.gif');
  });
});
