// Where the demo games are played: the variants' start ('Štart hry') and each level's position ('Poloha
// úlohy') in real Slovak towns, in the order of the game's levels (server/seed/game-levels.ts). Legs
// within a town are short (mostly well under 3 km); the Terchová game walks out of the village to
// Jánošíkove diery, a leg of almost 4 km (the route map warns about it). The Žilina game's
// manual (its first level, read before setting off) has no position, so 'Bez polohy' shows something.
import type { GeoValue } from '../../schemas/engine';

/** [lat, lng] in degrees, or [lat, lng, radius in metres] (default 25 m). */
export type Spot = readonly [number, number] | readonly [number, number, number];

export interface DemoRoute {
  start: Spot;
  /** One entry per level of the game, in order; null = the level has no position. */
  levels: (Spot | null)[];
}

export const DEMO_ROUTES: Record<string, DemoRoute> = {
  'Tajomstvo Žilinského hradu': {
    start: [49.22315, 18.73943, 40],
    levels: [
      null, // Návod: read before setting off
      [49.22268, 18.73863], // Brána
      [49.22312, 18.73942, 30], // Námestie (Immaculata)
      [49.22368, 18.74112], // Farský kostol, Burianova veža
      [49.22287, 18.73998], // Podlubia
      [49.22336, 18.73868], // Erb mesta (radnica)
      [49.23157, 18.74012, 60], // Budatín, sútok Kysuce a Váhu
      [49.23115, 18.73929, 50], // Tímová fotka pred Budatínskym hradom
      [49.22544, 18.74163], // Báseň o hrade (Hlinkovo námestie)
      [49.22485, 18.74205, 40], // Rekapitulácia
    ],
  },
  'Stratený poklad Bratislavy': {
    start: [48.14365, 17.10896, 40],
    levels: [
      [48.14365, 17.10896], // Mapa trasy (Hlavné námestie)
      [48.14489, 17.10679], // Michalská brána
      [48.14466, 17.10701, 15], // Najužší dom
      [48.14379, 17.10918], // Roland
      [48.14284, 17.10858, 15], // Čumil
      [48.14172, 17.10466, 40], // Dóm
      [48.14225, 17.10594], // Korunovačná cesta
      [48.14101, 17.10812], // Ďalšia hra (Hviezdoslavovo námestie)
      [48.14411, 17.10958, 40], // Rekapitulácia (Primaciálne námestie)
    ],
  },
  'Svadobná hra Lásky čas': {
    start: [48.72064, 21.25823, 50],
    levels: [
      [48.72064, 21.25823], // Pravidlá (Dóm sv. Alžbety)
      [48.72125, 21.25867], // Zoznámenie (Urbanova veža)
      [48.72222, 21.25782], // Prvé rande (Štátne divadlo)
      [48.72301, 21.25741], // Žiadosť (Hlavná ulica)
      [48.72384, 21.25689, 40], // Tanec s nevestou
      [48.72384, 21.25689, 40], // Ženíchova výzva
      [48.71962, 21.25688], // Spoločná fotka (Jakabov palác)
      [48.72384, 21.25689, 40], // Svadobná básnička
      [48.72384, 21.25689, 40], // Fotka s tortou
      [48.71598, 21.26311, 80], // Rekapitulácia (Mestský park)
    ],
  },
  'Teambuilding Martin': {
    start: [49.06533, 18.92117, 50],
    levels: [
      [49.06832, 18.92548, 60], // Národný cintorín
      [49.06791, 18.92672], // Matica slovenská
      [49.05064, 18.95138, 100], // Múzeum slovenskej dediny
      [49.06533, 18.92117, 40], // Tímová pyramída (Námestie S. H. Vajanského)
      [49.06478, 18.92198], // Tímová výzva
      [49.06402, 18.92052], // Turčiansky Svätý Martin
      [49.06625, 18.92001], // Firemná óda
      [49.06533, 18.92117, 40], // Rekapitulácia
    ],
  },
  'Legenda o Jánošíkovi': {
    start: [49.25875, 19.02964, 50],
    levels: [
      [49.25431, 19.02904, 40], // Jánošíkova socha
      [49.26152, 19.01695], // Rodný dom
      [49.25902, 19.02887], // Valaška
      [49.25875, 19.02964], // Terchovská muzika
      [49.23308, 19.06253, 60], // Jánošíkove diery
      [49.23401, 19.06115, 40], // Zbojnícky skok
      [49.23468, 19.05967], // Zbojnícka pieseň
      [49.23579, 19.05818, 50], // Obrázok Malej Fatry
      [49.23628, 19.05782, 40], // Rekapitulácia
    ],
  },
  'Firemná výzva Bojnice': {
    start: [48.78102, 18.57733, 50],
    levels: [
      [48.78102, 18.57733], // Pokyny
      [48.77997, 18.57834, 40], // Zámok
      [48.77969, 18.57926], // Lipa
      [48.77905, 18.57998], // Festival
      [48.78131, 18.57562, 50], // Lanová dráha
      [48.77876, 18.57501, 80], // Zoo
      [48.78049, 18.57693], // Ďalší teambuilding
      [48.78102, 18.57733, 40], // Rekapitulácia
    ],
  },
};

/** A spot as the value of a geo field (the engine checks it like a user's input). */
export function geoOf(
  spot: Spot | null | undefined,
): (Pick<GeoValue, 'lat' | 'lng'> & { radius?: number }) | null {
  if (!spot) return null;
  const [lat, lng, radius] = spot;
  return radius === undefined ? { lat, lng } : { lat, lng, radius };
}
