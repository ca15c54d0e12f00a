// The game's map in the game edit view (the levels' positions, the route and its lengths), the route
// export (GPX, GeoJSON) and the texts the route files carry.
export const gameMapMessages = {
  gameMap: {
    view: {
      label: 'Zobrazenie úloh',
      grid: 'Zoznam',
      map: 'Mapa',
    },
    title: 'Mapa hry',
    mapLabel: 'Mapa s trasou hry',
    loading: 'Načítavam trasu hry…',
    loadFailed: 'Trasu hry sa nepodarilo načítať. Skúste to znova.',
    retry: 'Skúsiť znova',
    unavailable:
      'Mapu teraz nie je možné zobraziť (mapové podklady sa nenačítali). Trasa a dĺžky úsekov sú uvedené nižšie.',
    zoomIn: 'Priblížiť',
    zoomOut: 'Oddialiť',
    total: 'Dĺžka trasy: %{length}',
    empty:
      'Na mape zatiaľ nie je nič: zadajte polohu úloh (pole „Poloha úlohy“) alebo štart hry vo variante.',
    onePoint: 'Trasa má zatiaľ jediný bod.',
    legs: 'Úseky trasy',
    leg: '%{from} → %{to}: %{length}',
    longLeg: 'dlhší ako 3 km',
    start: 'Štart',
    startMarker: 'Štart hry',
    levelMarker: 'Úloha %{number}: %{title}',
    levelShort: 'Úloha %{number}',
    untitled: 'Bez názvu',
    unplaced: 'Bez polohy (%{count})',
    unplacedHint: 'Tieto úlohy nie sú na mape ani v trase; polohu im zadáte v úprave úlohy.',
  },
  routeExport: {
    button: 'Exportovať trasu',
    title: 'Exportovať trasu',
    gpx: 'GPX 1.1 (navigácia, turistické aplikácie)',
    geojson: 'GeoJSON (mapové a GIS nástroje)',
    description: 'Trasa hry (štart a úlohy s polohou v poradí úloh) vo formáte %{format}.',
    // in the files themselves
    file: {
      start: 'Štart',
      route: 'Trasa hry %{name}',
      radius: 'Polomer %{radius} m',
    },
  },
};
