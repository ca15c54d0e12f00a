// The sheet import (games 2.11, 4.5, 8) and the export of a game (drafts/{id}/export).
export const importsMessages = {
  sheetImportModal: {
    title: 'Import hry',
    titleLevels: 'Import úloh do hry',
    intro:
      'Nahrajte hru vo formáte XLS alebo XML podľa šablóny: hárok Hra s údajmi hry a variantu, hárok Úlohy s jednou úlohou v každom riadku. Ak niektorý riadok obsahuje chybu, neimportuje sa nič.',
    introLevels:
      'Nahrajte súbor XLS alebo XML podľa šablóny: úlohy z hárku Úlohy sa pridajú na koniec tejto hry.',
    template: 'Stiahnuť šablónu (XLS)',
    help: 'Pomoc k šablónam',
    done: 'Importovaná %{smart_count} úloha. |||| Importované %{smart_count} úlohy. |||| Importovaných %{smart_count} úloh.',
    failed: {
      rows: 'Chybné riadky:',
      reason: {
        unsupported_format: 'Nepodporovaný formát súboru. Podporované sú formáty XML a XLS.',
        invalid_format: 'Neplatný formát súboru. Použite šablónu XLS alebo XML.',
        size_limit_exceeded: 'Prekročená maximálna veľkosť súboru (40 MB).',
        invalid_rows: 'Súbor obsahuje chybné údaje, preto sa neimportovalo nič.',
        invalid_state: 'Do hry, ktorá už bola odoslaná, nemožno pridávať úlohy.',
        not_found: 'Hra sa nenašla.',
        error: 'Súbor sa nepodarilo nahrať. Skúste to znova neskôr.',
      },
    },
  },
  sheetImport: {
    button: 'Importovať hru',
    levelsButton: 'Importovať úlohy',
    dropHint: 'Súbor hry (XLS alebo XML) môžete pretiahnuť kamkoľvek na túto stránku.',
    dropHere: 'Pustite súbor, hra sa importuje',
  },
  sheetExport: {
    title: 'Exportovať hru',
    xlsx: 'Exportovať do XLSX',
    xml: 'Exportovať do XML',
    description: 'Hra so všetkými úlohami vo formáte %{format}, ktorý sa dá znova importovať.',
  },
};
