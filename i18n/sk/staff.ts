// Strings of the staff lists (src/lists) and the common upload dialog (src/uploads).
export const staffMessages = {
  staff: {
    list: {
      loading: 'Načítava sa…',
      loadFailed: 'Zoznam sa nepodarilo načítať. Skúste to znova neskôr.',
      updated: 'Upravené',
      foundElsewhere: 'Hľadaný výraz sa našiel v inej záložke:',
      foundIn: '%{smart_count} v záložke %{tab}',
    },
  },
  uploads: {
    chooseFile: 'Vybrať súbor',
    progress: 'Priebeh nahrávania',
    percent: 'Nahrané: %{percent} %',
    cancel: 'Zrušiť nahrávanie',
    again: 'Nahrať iný súbor',
    close: 'Zavrieť',
    cancelled: 'Nahrávanie bolo zrušené.',
    done: 'Súbor bol úspešne nahraný.',
    phase: {
      uploading: 'Nahráva sa súbor %{name}…',
      aborting: 'Nahrávanie sa ruší…',
      processing: 'Súbor %{name} sa spracováva…',
    },
    reason: {
      unsupported_format: 'Nepodporovaný formát súboru.',
      invalid_format: 'Neplatný formát súboru.',
      size_limit_exceeded: 'Prekročená maximálna veľkosť súboru (40 MB).',
      error: 'Súbor sa nepodarilo nahrať. Skúste to znova neskôr.',
      forbidden: 'Na túto akciu nemáte oprávnenie.',
      unauthorized: 'Nie ste prihlásený.',
    },
  },
};
