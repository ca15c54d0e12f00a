// Texts of the schema-driven forms: field error messages (platform 5.3), warnings (5.2), units (3.9).
// Keys are produced by errorMessage()/warningMessage() of schemas/engine; parameters use %{name}.
export const fieldMessages = {
  fields: {
    requiredNote: 'Označené polia sú povinné',
    errors: {
      required: 'Povinný údaj',
      // What the field expects (issue 22): never a bare 'Neplatný formát'.
      invalid_format: {
        int: 'Zadajte celé číslo, napr. 12',
        float: 'Zadajte desatinné číslo, napr. 12,5',
        date: 'Zadajte dátum v tvare D. M. RRRR, napr. 5. 3. 2026',
        image: 'Vyberte obrázok zo súboru',
        bool: 'Zadajte áno alebo nie',
        choice: 'Vyberte jednu z ponúkaných možností',
        geo: 'Zadajte polohu ako zemepisnú šírku a dĺžku v stupňoch (napr. 48.7235, 19.1462) a polomer v celých metroch',
        email: 'Zadajte e-mail v tvare meno@domena.sk',
        pattern: '%{text}',
        text: 'Zadajte text v požadovanom tvare (pozrite pomocný text pod poľom)',
        other: 'Zadajte hodnotu v požadovanom tvare',
      },
      // A cross-field rule of the schema (its message, e.g. 'Minimálna dĺžka nesmie byť väčšia ako maximálna').
      rule: {
        message: '%{text}',
        none: 'Hodnota nevyhovuje pravidlu formulára',
      },
      out_of_range: {
        range: 'Hodnota mimo rozsah: %{min}-%{max}',
        min_length: 'Minimalna požadovaná dlžka: %{n} znakov',
        min: 'Minimalna povolená hodnota: %{min}',
        max_length: 'Maximalna povolená dlžka: %{max} znakov',
        max: 'Maximalna povolená hodnota: %{max}',
        none: 'Hodnota mimo rozsah',
        radius: 'Polomer musí byť od %{min} do %{max} m',
      },
      lat_out_of_range: 'Zemepisná šírka musí byť od −90 do 90°',
      lng_out_of_range: 'Zemepisná dĺžka musí byť od −180 do 180°',
      invalid_prefix: {
        list: 'Povolené prefixy: %{list}',
        none: 'Neplatný prefix',
      },
      invalid_sufix: {
        list: 'Povolené koncovky: %{list}',
        none: 'Neplatná koncovka',
      },
      invalid_value: 'Neplatná hodnota',
      invalid_checksum: 'Neplatný kontrolný súčet',
      invalid_role: 'Nepovolené povolenie',
      missing_street_number: 'Doplňte popisné číslo',
      email_exists: 'E-mail už existuje',
      code_exists: 'Kód už existuje',
      password_weak: 'Heslo je príliš jednoduché',
      unknown: 'Neplatná hodnota',
    },
    warnings: {
      max_length: 'Prekročený max. počet tlačiteľných znakov',
      no_postage: 'Poštovné pre tento typ zásielky a hmotnosť nie je v cenníku.',
      unknown: 'Skontrolujte hodnotu',
    },
    units: {
      g: 'g',
      '€': '€',
      EUR: '€',
      '%': '%',
      percent: '%',
      days: 'dní',
      minutes: 'min',
      km: 'km',
      length: 'km',
      pcs: 'ks',
      pieces: 'ks',
      kg: 'kg',
    },
    image: {
      empty: 'Bez obrázka',
      choose: 'Vybrať obrázok',
      remove: 'Odstrániť obrázok',
    },
    // A position (geo): the inputs and the map of GeoWidget.
    geo: {
      lat: 'Zemepisná šírka',
      lng: 'Zemepisná dĺžka',
      radius: 'Polomer',
      clear: 'Vymazať polohu',
      mapLabel: 'Mapa poľa %{label}: kliknite na miesto alebo posuňte značku',
      marker: 'Zvolená poloha',
      mapLoading: 'Načítava sa mapa…',
      mapUnavailable:
        'Mapa nie je dostupná (dlaždice mapy sa nenačítali). Polohu zadajte číslami: zemepisnú šírku, dĺžku a polomer.',
      zoomIn: 'Priblížiť',
      zoomOut: 'Oddialiť',
    },
    group: {
      expand: 'Rozbaliť',
      collapse: 'Zbaliť',
    },
  },
  // SchemaForm and EditDialog (src/forms): buttons, confirmations, notifications, uploads, date picker.
  forms: {
    dialog: {
      titleNew: '%{title} – nový záznam',
      titleEdit: '%{title} – úprava',
      loading: 'Načítava sa…',
    },
    buttons: {
      close: 'Zavrieť',
      remove: 'Odstrániť',
      cancel: 'Zrušiť',
      done: 'Hotovo',
      submit: 'Uložiť',
    },
    confirm: {
      yes: 'Áno',
      no: 'Nie',
      unsavedTitle: 'Neuložené zmeny',
      unsavedContent: 'Formulár obsahuje neuložené zmeny. Naozaj ho chcete zavrieť bez uloženia?',
      removeTitle: 'Odstrániť záznam',
      removeContent: 'Naozaj chcete tento záznam odstrániť?',
    },
    notify: {
      loadFailed: 'Formulár sa nepodarilo načítať, skúste to znova.',
      notFound: 'Záznam sa nenašiel, mohol byť medzitým odstránený.',
      saveFailed: 'Zmeny sa nepodarilo uložiť, skúste to znova.',
      removeFailed: 'Záznam sa nepodarilo odstrániť, skúste to znova.',
      actionFailed: 'Výpočet sa nepodaril, skúste to znova.',
    },
    select: {
      none: '(nevybraté)',
    },
    upload: {
      progress: 'Nahráva sa… %{percent} %',
      cancel: 'Zrušiť nahrávanie',
      preview: 'Náhľad obrázka: %{label}',
      errors: {
        unsupported_format: 'Nepodporovaný formát súboru; vyberte obrázok (PNG, JPEG, GIF alebo WebP).',
        invalid_format: 'Neplatný formát súboru',
        size_limit_exceeded: 'Prekročená maximálna veľkosť súboru (40 MB).',
        error: 'Súbor sa nepodarilo nahrať, skúste to znova.',
      },
    },
    datePicker: {
      fieldClearLabel: 'Vymazať',
      year: 'Rok',
      month: 'Mesiac',
      day: 'Deň',
      weekDay: 'Deň v týždni',
      empty: 'Prázdne',
    },
  },
};
