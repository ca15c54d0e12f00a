import { describe, expect, it, vi } from 'vitest';
import { watchTiles } from './tileFailure';

describe('watchTiles', () => {
  it('reports the map unavailable once when the first tiles all fail', () => {
    const onUnavailable = vi.fn();
    const watch = watchTiles(onUnavailable, 3);
    watch.tileerror();
    watch.tileerror();
    expect(onUnavailable).not.toHaveBeenCalled();
    watch.tileerror();
    watch.tileerror();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('keeps the map once a tile has loaded, whatever fails later', () => {
    const onUnavailable = vi.fn();
    const watch = watchTiles(onUnavailable, 3);
    watch.tileload();
    for (let i = 0; i < 10; i += 1) watch.tileerror();
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
