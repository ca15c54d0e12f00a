// Strings of the users view (platform 2.9) and the contacts import modal (users-import).
export const usersMessages = {
  users: {
    title: 'Používatelia',
    listLabel: 'Zoznam používateľov',
    tabs: { player: 'Hráči', editor: 'Editori', administrator: 'Administrátori' },
    empty: {
      player: 'Zatiaľ tu nie sú žiadni hráči.',
      editor: 'Zatiaľ tu nie sú žiadni editori.',
      administrator: 'Zatiaľ tu nie sú žiadni administrátori.',
    },
    emptySearch: {
      player: 'Hľadanému výrazu nezodpovedá žiadny hráč.',
      editor: 'Hľadanému výrazu nezodpovedá žiadny editor.',
      administrator: 'Hľadanému výrazu nezodpovedá žiadny administrátor.',
    },
    actions: {
      new: 'Nový používateľ',
      import: 'Importovať kontakty',
      viewOnly: 'Na úpravy používateľov nemáte oprávnenie.',
    },
    item: {
      noName: '(bez mena)',
      role: 'Rola: %{role}',
    },
  },
  contactsImportModal: {
    title: 'Import kontaktov',
    intro:
      'Nahrajte súbor XLS so zoznamom kontaktov. Prvý riadok obsahuje názvy stĺpcov: Meno, Organizácia/Tím, E-mail, Ulica, PSČ, Mesto, Krajina, Rola, Poznámka. Ak niektorý riadok obsahuje chybu, neimportuje sa nič.',
    template: 'Stiahnuť šablónu (XLS)',
    help: 'Pomoc k šablónam',
    done: 'Importovaný %{smart_count} kontakt. |||| Importované %{smart_count} kontakty. |||| Importovaných %{smart_count} kontaktov.',
    failed: {
      rows: 'Chybné riadky:',
      reason: {
        unsupported_format: 'Nepodporovaný formát súboru. Podporovaný je formát XLS.',
        invalid_format: 'Neplatný formát súboru. Použite šablónu vo formáte XLS.',
        size_limit_exceeded: 'Prekročená maximálna veľkosť súboru (40 MB).',
        invalid_rows: 'Súbor obsahuje chybné riadky, preto sa neimportoval žiadny kontakt.',
        error: 'Súbor sa nepodarilo nahrať. Skúste to znova neskôr.',
      },
    },
  },
};
