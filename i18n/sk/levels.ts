// The level (task) edit modal (games 2.8, 4.4, 5.2).
export const levelsMessages = {
  levels: {
    dialog: {
      titleNew: 'Nová úloha',
      titleNumber: 'Úloha č. %{number}',
      titleNumberNamed: 'Úloha č. %{number}: %{name}',
      titleNamed: 'Úloha: %{name}',
      title: 'Úloha',
      loading: 'Načítava sa úloha…',
      answers: 'Odpovede',
      previous: 'Predchádzajúca úloha',
      next: 'Nasledujúca úloha',
      newLevel: 'Nová úloha',
      keysHint:
        'Šípky vľavo a vpravo: predchádzajúca a nasledujúca úloha; šípka dole: odstrániť; Esc: zavrieť',
    },
    buttons: {
      remove: 'Odstrániť',
      cancel: 'Zrušiť',
      close: 'Zavrieť',
      done: 'Hotovo',
    },
    generate: {
      button: 'Vygenerovať',
      all: 'Všetky nasledujúce',
      next: 'Nasledujúce',
    },
    confirm: {
      removeTitle: 'Odstrániť úlohu',
      removeContent: 'Naozaj chcete túto úlohu odstrániť?',
      discardTitle: 'Zahodiť novú úlohu',
      discardContent: 'Nová úloha ešte nie je uložená. Naozaj ju chcete zahodiť?',
      unsavedTitle: 'Neuložené zmeny',
      unsavedContent: 'Úloha obsahuje neuložené zmeny. Naozaj ju chcete zavrieť bez uloženia?',
      assignTitle: 'Prečíslovať úlohy',
      assignContent: 'Prepísať čísla nasledujúcich úloh?',
    },
    notify: {
      loadFailed: 'Úlohu sa nepodarilo načítať, skúste to znova.',
      removeFailed: 'Úlohu sa nepodarilo odstrániť, skúste to znova.',
      assigned: 'Čísla úloh boli prepísané.',
      assignFailed: 'Čísla úloh sa nepodarilo prepísať, skúste to znova.',
      numberFailed: 'Nasledujúce číslo úlohy sa nepodarilo zistiť, skúste to znova.',
      corrected: 'Úloha je opravená a z prehľadu neplatných úloh odchádza.',
    },
  },
};
