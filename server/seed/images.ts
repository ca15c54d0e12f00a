// The demo images (issue 21): small pictures drawn by scripts/demo-images.mjs and committed under
// server/seed/images/, used by the demo data as the answers of the image-chooser and frame levels and as
// the games' main images and galleries, so that a new user sees the image layouts as players will.
// Their ids are fixed (derived from the name), so the demo levels can name them before they are stored.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/types';
import { rootPath } from '../paths';
import { imageStorageKey, insertImage } from '../services/platform/images';
import { reportNowhere } from '../services/records/record-changes';
import type { Storage } from '../services/platform/storage';

const DIR = rootPath('server', 'seed', 'images');

/** The image types of the forms' image fields (schemas/level.json, schemas/game.json). */
const ANSWER = 'level.images.answer';
const MAIN = 'game.main.image';

/** Every demo image: name → its file under server/seed/images/ and the image type it is stored as (a
 * gallery reuses them: the type is only what the image was first made for). */
export const DEMO_IMAGES: Record<string, { file: string; type: string }> = {
  ...Object.fromEntries(
    ['erb', 'ulica', 'hory', 'zoo'].flatMap((set) =>
      [1, 2, 3, 4].map((k) => [`${set}-${k}`, { file: `${set}-${k}.png`, type: ANSWER }]),
    ),
  ),
  ...Object.fromEntries(
    ['zilina', 'bratislava', 'svadba', 'martin', 'janosik', 'bojnice'].map((game) => [
      `hra-${game}`,
      { file: `hra-${game}.jpg`, type: MAIN },
    ]),
  ),
};

/** A demo game's main image and gallery (by demo game name): the first is the main image. */
export const DEMO_GAME_IMAGES: Record<string, string[]> = {
  'Tajomstvo Žilinského hradu': ['hra-zilina', 'erb-1', 'ulica-1', 'hra-bojnice'],
  'Stratený poklad Bratislavy': ['hra-bratislava', 'ulica-3', 'erb-2'],
  'Svadobná hra Lásky čas': ['hra-svadba', 'hory-3'],
  'Teambuilding Martin': ['hra-martin', 'hory-2', 'zoo-3'],
  'Legenda o Jánošíkovi': ['hra-janosik', 'hory-1', 'hory-3', 'erb-3'],
  'Firemná výzva Bojnice': ['hra-bojnice', 'zoo-1', 'zoo-2', 'zoo-4'],
};

/** The fixed id of a demo image: a UUID-shaped hash of its name (the images API's id format). */
export function demoImageId(name: string): string {
  if (!DEMO_IMAGES[name]) throw new Error(`Neznámy demo obrázok: ${name}`);
  const h = createHash('sha1').update(`hry-demo-image:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The image fields of a level whose four image answers are one demo set ('erb', 'ulica', 'hory', 'zoo'),
 * the first one marked as the correct answer (level.json rules); a frame level also gets a background.
 */
export function imageAnswers(set: string, frame = false): Record<string, string | boolean> {
  return {
    ...Object.fromEntries([1, 2, 3, 4].map((k) => [`images.answer${k}`, demoImageId(`${set}-${k}`)])),
    'images.correct1': true,
    ...(frame ? { 'background.image': demoImageId(`${set}-4`) } : {}),
  };
}

/** The frame image of the demo variants (variant.json 'frame-image'): the frame levels need one. */
export const demoFrameImage = (): string => demoImageId('hory-4');

/** The main-image and gallery fields of a demo game (none for a game without demo images). */
export function gameImages(gameName: string): Record<string, string> {
  const [main, ...gallery] = DEMO_GAME_IMAGES[gameName] ?? [];
  if (!main) return {};
  return {
    'main-image': demoImageId(main),
    ...Object.fromEntries(gallery.map((name, k) => [`gallery-${k + 1}`, demoImageId(name)])),
  };
}

const bytesOf = (name: string): Buffer => readFileSync(`${DIR}/${DEMO_IMAGES[name].file}`);
const mimeOf = (file: string): string => (file.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** The images rows of the demo images (their bytes go to the storage with storeDemoImages). */
export async function seedImages(db: Db): Promise<void> {
  for (const [name, { file, type }] of Object.entries(DEMO_IMAGES)) {
    await insertImage(
      db,
      {
        id: demoImageId(name),
        type,
        link: null,
        pid: null,
        mime: mimeOf(file),
        size: bytesOf(name).length,
      },
      reportNowhere,
    );
  }
}

/** The demo images' bytes in the storage, where GET images/{id} serves them from. */
export async function storeDemoImages(storage: Storage): Promise<void> {
  for (const name of Object.keys(DEMO_IMAGES))
    await storage.put(imageStorageKey(demoImageId(name)), bytesOf(name));
}
