// Game authoring (games spec 2.2–2.4, 2.6, 2.7, 4.2): the dashboard, the drafts list, the game edit
// view, its dialogs and the game and variant edit modals.
export const gamesMessages = {
  games: {
    dashboard: {
      creating: 'Vytváram hru…',
      createFailed: 'Hru sa nepodarilo vytvoriť, skúste to znova.',
    },
    drafts: {
      title: 'Koncepty',
      empty: 'Zatiaľ tu nie sú žiadne koncepty.',
      emptySearch: 'Hľadanému výrazu nezodpovedá žiadny koncept.',
      item: {
        tasks: '%{smart_count} úloha |||| %{smart_count} úlohy |||| %{smart_count} úloh',
        updatedAt: 'Naposledy upravený',
        valid: 'Platný',
        invalid: 'Obsahuje chyby',
      },
    },
    gameEdit: {
      loadFailed: 'Hru sa nepodarilo načítať.',
      untitledGame: 'Nová hra',
      actionFailed: 'Akcia sa nepodarila, skúste to znova.',
      filters: {
        label: 'Filter úloh',
        all: 'Všetky',
        production: 'V produkcii',
        testing: 'V testovaní',
        invalid: 'Neplatné',
      },
      listTitle: '%{name} (%{count})',
      levelsLabel: 'Úlohy hry',
      newLevelTile: 'Nová úloha',
      emptyLevels: 'Hra zatiaľ nemá žiadne úlohy.',
      emptySearch: 'Hľadanému výrazu nezodpovedá žiadna úloha.',
      level: {
        number: 'Č. %{number}',
        untitled: 'Úloha bez názvu',
        invalid: 'Neplatná',
        testing: 'V testovaní',
      },
      properties: {
        title: 'Vlastnosti',
        sender: 'Odosielateľ',
        senderEmpty: 'Odosielateľ nie je vyplnený.',
        senderError: 'Hra obsahuje chyby, skontrolujte variant a odosielateľa.',
        // issue 31: the fields that make the game invalid, per form (the button that opens the form)
        problems: {
          title: 'Hra obsahuje chyby v týchto poliach:',
          game: 'Údaje hry (Upraviť hru): %{fields}',
          variant: 'Variant (Upraviť variant): %{fields}',
        },
        status: 'Stav',
        number: 'Číslo podania',
        duration: 'Trvanie',
        avgDuration: 'Priemerné trvanie',
        maxDuration: 'Max. trvanie',
        location: 'Miesto',
        price: 'Cena',
        createdAt: 'Dátum vytvorenia',
        author: 'Autor',
        minutes: '%{value} min.',
      },
      buttons: {
        newLevel: 'Nová úloha',
        editVariant: 'Upraviť variant',
        editGame: 'Upraviť hru',
        save: 'Uložiť',
        remove: 'Odstrániť',
        submit: 'Odoslať do produkcie',
        cancel: 'Zavrieť',
        actions: 'Akcie hry',
      },
      saveConfirm: {
        title: 'Uložiť hru?',
        content: 'Hra „%{name}“ sa uloží a nájdete ju medzi hrami.',
        done: 'Hra bola uložená.',
      },
      removeConfirm: {
        title: 'Odstrániť hru?',
        content: 'Hra „%{name}“ sa aj so všetkými úlohami presunie do koša, odkiaľ ju možno obnoviť.',
        done: 'Hra bola odstránená.',
      },
      removeVariantConfirm: {
        title: 'Odstrániť variant?',
        content:
          'Variant „%{variant}“ hry „%{name}“ sa aj so všetkými úlohami presunie do koša. Hra a jej ďalšie varianty zostanú.',
        done: 'Variant bol odstránený.',
      },
      leave: {
        title: 'Uložiť rozpracovanú hru?',
        content:
          'Hra „%{name}“ ešte nie je uložená. Áno – uložiť ju a odísť, Nie – zahodiť koncept a odísť, Zrušiť – zostať v hre.',
        yes: 'Áno',
        no: 'Nie',
        cancel: 'Zrušiť',
      },
      saveAsDraft: {
        title: 'Uložiť zmeny ako koncept?',
        content: 'Variant „%{name}“ ešte nebol odoslaný do produkcie a hra nie je uložená.',
        save: 'Uložiť',
        discard: 'Neukladať',
        cancel: 'Zrušiť',
      },
    },
    sender: {
      label: 'Odosielateľ z kontaktov',
      placeholder: 'Začnite písať meno alebo e-mail',
      noOptions: 'Žiadny kontakt nezodpovedá',
      loading: 'Hľadám…',
      changed: 'Odosielateľ bol zmenený.',
      failed: 'Odosielateľa sa nepodarilo zmeniť.',
    },
    gameDialog: {
      title: 'Úprava hry',
    },
    variantDialog: {
      title: 'Úprava variantu',
    },
  },
};
