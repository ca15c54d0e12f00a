// 'The map cannot load' (games 2.12) includes its tiles: when the first tiles all fail (no tile server
// reachable, a wrong MAP_TILE_URL) before any tile has loaded, the panel shows the 'not available' text
// instead of a grey box with a marker. Once one tile has loaded, later failures are ordinary gaps.

/** How many tile errors, with no tile loaded yet, mean the tiles cannot load. */
export const TILE_ERRORS_BEFORE_UNAVAILABLE = 3;

export interface TileWatch {
  tileload(): void;
  tileerror(): void;
}

/** Counts tile events and calls `onUnavailable` once when the tiles evidently cannot load. */
export function watchTiles(onUnavailable: () => void, limit = TILE_ERRORS_BEFORE_UNAVAILABLE): TileWatch {
  let loaded = false;
  let errors = 0;
  let reported = false;
  return {
    tileload() {
      loaded = true;
    },
    tileerror() {
      if (loaded || reported) return;
      errors += 1;
      if (errors >= limit) {
        reported = true;
        onUnavailable();
      }
    },
  };
}
