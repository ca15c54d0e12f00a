// The recycle bin ('Kôš', #/trash): removed drafts, levels, vouchers, invoices and users, their restore
// and, for administrators, their removal for good.
export const trashMessages = {
  trash: {
    menu: 'Kôš',
    title: 'Kôš',
    help: {
      title: 'Kôš',
      body: `Odstránený koncept (s úlohami, obrázkami a objednávkami kuriéra), úloha, poukážka, faktúra (s položkami) alebo používateľ sa nestratí: presunie sa do koša. V zoznamoch, počtoch a vo vyhľadávaní sa hneď prestane zobrazovať.

Obnoviť: záznam sa vráti presne taký, aký bol – s tým istým číslom, poradím a všetkým, čo k nemu patrilo. Ak číslo úlohy medzitým dostala iná úloha, obnovená úloha sa zaradí na koniec s najbližším voľným číslom a oznámenie to povie. Úloha alebo poukážka, ktorej hra je tiež v koši, obnoví najprv hru. Používateľa s e-mailom, ktorý medzitým dostal niekto iný, obnoviť nemožno.

Obrázok odstránený alebo nahradený vo formulári sa presunie do koša, až keď sa formulár uloží (Zrušiť nechá všetko tak, ako bolo). Obnoviť ho vráti do poľa, z ktorého bol odstránený; ak má pole medzitým iný obrázok, najprv ho odstráňte a záznam uložte.

Položky staršie ako lehota (predvolene 30 dní) sa odstránia natrvalo. Administrátor môže položku odstrániť natrvalo aj hneď. Používateľov v koši vidia len administrátori.`,
    },
    intro: 'Odstránené záznamy sa tu dajú obnoviť.',
    // the retention period itself (TRASH_RETENTION_DAYS), and when each item goes
    retention:
      'Lehota je %{smart_count} deň: potom sa záznam odstráni natrvalo. |||| Lehota je %{smart_count} dni: potom sa záznam odstráni natrvalo. |||| Lehota je %{smart_count} dní: potom sa záznam odstráni natrvalo.',
    retentionNone:
      'Lehota nie je nastavená: záznamy tu zostávajú, kým ich neobnovíte alebo neodstránite natrvalo.',
    purgeAt: 'natrvalo sa odstráni %{when}',
    empty: 'Kôš je prázdny.',
    loading: 'Načítava sa…',
    loadFailed: 'Kôš sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
    all: 'Všetko',
    filter: 'Typ',
    removed: 'Odstránil(a) %{who} %{when}',
    removedAt: 'Odstránené %{when}',
    inParent: 'v hre %{parent}',
    restore: 'Obnoviť',
    purge: 'Odstrániť natrvalo',
    cancel: 'Zrušiť',
    restoreTitle: 'Obnoviť záznam?',
    restoreText: '%{type} „%{label}“ sa vráti na svoje miesto so všetkým, čo k nemu patrilo.',
    purgeTitle: 'Odstrániť natrvalo?',
    purgeText: '%{type} „%{label}“ sa odstráni natrvalo a nebude sa dať obnoviť.',
    restored: '%{type} „%{label}“ je obnovený záznam.',
    open: 'Otvoriť',
    purged: 'Záznam je odstránený natrvalo.',
    failed: 'Akcia sa nepodarila.',
    note: {
      renumbered:
        'Číslo úlohy %{from} medzitým dostala iná úloha: obnovená úloha má číslo %{to} a je na konci.',
      parent: 'Najprv sa obnovila aj hra, do ktorej patrí.',
    },
    type: {
      draft: 'Hra',
      level: 'Úloha',
      voucher: 'Voucher',
      invoice: 'Faktúra',
      user: 'Používateľ',
      image: 'Obrázok',
    },
  },
};
