// Send to production (games 2.4 blockers, 2.10 sheet submit modal, 8, 9): the blocker dialogs and
// the panels overview / processing / succeed / failed.
export const submitMessages = {
  submitBlockers: {
    done: 'Rozumiem',
    levelNumbered: 'Úloha č. %{number}: %{name}',
    levelUnnumbered: 'Úloha bez čísla: %{name}',
    emptySenderDlg: {
      title: 'Hru nie je možné odoslať',
      content:
        'Hra alebo jej variant obsahuje chyby, alebo nemá vyplneného odosielateľa. Opravte ich v úprave hry a variantu a skúste to znova.',
      game: 'Hra nemá správne vyplnené povinné údaje (napríklad názov hry). Doplňte ich v úprave hry.',
      variant:
        'Variant nemá správne vyplnené povinné údaje (napríklad názov variantu). Doplňte ich v úprave variantu.',
      sender: 'Hra nemá vyplneného odosielateľa. Vyberte ho v úprave variantu.',
    },
    invalidLevelsDlg: {
      title: 'Hra obsahuje neplatné úlohy',
      content: 'Niektoré úlohy nie sú vyplnené správne. Opravte ich (filter Neplatné) a skúste to znova.',
      listed: 'Tieto úlohy nie sú vyplnené správne:',
      filter: 'Po stlačení „Rozumiem“ sa zobrazia vo filtri Neplatné. Opravte ich a skúste to znova.',
    },
    noLevelsDlg: {
      title: 'Hra nemá žiadne úlohy',
      content: 'Hra musí obsahovať aspoň jednu úlohu.',
    },
  },
  sheetSubmitModal: {
    overview: {
      title: 'Odoslať do produkcie',
      content:
        'Hra „%{name}“ (%{variant}) sa odošle do produkcie. Úlohy bez čísla dostanú nasledujúce voľné čísla a hra dostane číslo podania.',
      msg1: 'Hru s týmto typom zásielky odovzdajte osobne na pobočke; štítky sa netlačia.',
      msg2: 'K hre s týmto typom zásielky pripravte sprievodný list pre kuriéra.',
      noActive: 'Žiadna úloha nie je aktívna – hráči neuvidia nič',
      testing: 'Tieto úlohy sú v testovaní a hráči ich neuvidia:',
      cancel: 'Zrušiť',
      confirm: 'Odoslať',
    },
    processing: {
      title: 'Odosielam do produkcie…',
      content: 'Kontrolujem úlohy hry a odosielam ju. Okno sa zatvorí až po dokončení.',
      remain: 'Odhadovaný čas:',
      lessThanMinute: 'menej ako minuta',
      minutes: '%{minutes} min',
    },
    succeed: {
      title: 'Hra je v produkcii',
      content: 'Hra bola odoslaná do produkcie pod číslom podania %{number}.',
      done: 'Otvoriť hru',
    },
    failed: {
      title: 'Odoslanie sa nepodarilo',
      subtitle: {
        invalid_sheet: 'Hra obsahuje neplatné úlohy.',
        error:
          'Hru teraz nie je možné odoslať. Skúste to neskôr; ak problém pretrváva, kontaktujte linku pomoci.',
      },
      done: 'Zavrieť',
    },
  },
};
