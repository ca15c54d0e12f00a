// Send to production (games 2.4 blockers, 2.10 sheet submit modal, 8, 9): the blocker dialogs and
// the panels overview / processing / succeed / failed.
export const submitMessages = {
  submitBlockers: {
    done: 'Rozumiem',
    levelNumbered: 'Úloha č. %{number}: %{name}',
    levelUnnumbered: 'Úloha bez čísla: %{name}',
    reason: '%{label}: %{message}',
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
      listed: 'Tieto úlohy nie sú vyplnené správne (pri každej je, čo treba opraviť):',
      reasons: 'Čo opraviť:',
      filter: 'Po stlačení „Rozumiem“ sa zobrazia vo filtri Neplatné. Opravte ich a skúste to znova.',
    },
    noLevelsDlg: {
      title: 'Hra nemá žiadne úlohy',
      content: 'Hra musí obsahovať aspoň jednu úlohu.',
    },
    noActiveLevelsDlg: {
      title: 'Žiadna úloha nie je aktívna',
      content:
        'Hru nie je možné odoslať do produkcie: žiadna jej úloha nie je aktívna, hráči by nevideli nič. V úprave úlohy zaškrtnite „Aktívna (v produkcii)“ aspoň pri jednej úlohe a skúste to znova.',
    },
  },
  sheetSubmitModal: {
    overview: {
      title: 'Odoslať do produkcie',
      content:
        'Hra „%{name}“ (%{variant}) sa odošle do produkcie. Úlohy bez čísla dostanú nasledujúce voľné čísla a variant dostane číslo podania.',
      after:
        'Po odoslaní bude mať variant stav Nepodaná (čaká na prijatie) a nájdete ho v zozname Hry na záložke Prebiehajúce. Hra aj variant sa označia ako aktívne (v produkcii): hráči uvidia aktívne úlohy variantu.',
      gameTesting:
        'Hra je teraz v testovaní (nezaškrtnuté „Aktívna (v produkcii)“); odoslaním variantu sa označí ako aktívna.',
      msg1: 'Hru s týmto typom zásielky odovzdajte osobne na pobočke; štítky sa netlačia.',
      msg2: 'K hre s týmto typom zásielky pripravte sprievodný list pre kuriéra.',
      testing: 'Tieto úlohy sú v testovaní a hráči ich neuvidia:',
      unplaced: 'Variant má štart hry, ale tieto úlohy nemajú polohu – na mape ani v trase nie sú:',
      longLegs: 'Tieto úseky trasy sú dlhšie ako 3 km:',
      leg: '%{from} → %{to}: %{length}',
      legStart: 'Štart',
      warned:
        'Hru môžete odoslať aj s upozornením tlačidlom „Odoslať aj tak“; v histórii zmien sa zapíše, že bola odoslaná napriek upozorneniu.',
      cancel: 'Zrušiť',
      confirm: 'Odoslať',
      confirmAnyway: 'Odoslať aj tak',
    },
    processing: {
      title: 'Odosielam do produkcie…',
      content: 'Kontrolujem úlohy hry a odosielam ju. Okno sa zatvorí až po dokončení.',
      remain: 'Odhadovaný čas:',
      lessThanMinute: 'menej ako minúta',
      minutes: '%{minutes} min',
    },
    succeed: {
      title: 'Variant bol odoslaný',
      content:
        'Variant bol odoslaný do produkcie pod číslom podania %{number}. Stav: Nepodaná – čaká na prijatie.',
      where:
        'Nájdete ho v zozname Hry na záložke Prebiehajúce; po prijatí (stav Podaná) sa presunie na záložku Aktívne.',
      players: 'Hra aj variant sú aktívne (v produkcii): hráči uvidia jeho aktívne úlohy.',
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
