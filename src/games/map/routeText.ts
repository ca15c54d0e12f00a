// How the map names a stop of the route: 'Štart', 'Úloha 3' (short, in the legs) and
// 'Úloha 3: Hradná veža' (a marker's title); a level without a number by its title.
import type { RouteStop } from '../../../schemas/game-route';
import type { RouteLevel } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function levelTitle(level: RouteLevel, translate: Translate): string {
  return level.title || translate('gameMap.untitled');
}

/** A marker's hover title. */
export function stopTitle(stop: RouteStop<RouteLevel>, translate: Translate): string {
  const level = stop.level;
  if (!level) return translate('gameMap.startMarker');
  return level.number
    ? translate('gameMap.levelMarker', { number: level.number, title: levelTitle(level, translate) })
    : levelTitle(level, translate);
}

/** A stop in the legs' list. */
export function stopShort(stop: RouteStop<RouteLevel>, translate: Translate): string {
  const level = stop.level;
  if (!level) return translate('gameMap.start');
  return level.number
    ? translate('gameMap.levelShort', { number: level.number })
    : levelTitle(level, translate);
}
