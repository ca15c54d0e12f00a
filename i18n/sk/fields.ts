// Texts of the schema-driven forms: field error messages (platform 5.3), warnings (5.2), units (3.9).
// Keys are produced by errorMessage()/warningMessage() of schemas/engine; parameters use %{name}.
export const fieldMessages = {
  fields: {
    requiredNote: 'Označené polia sú povinné',
    errors: {
      required: 'Povinný údaj',
      invalid_format: 'Neplatný formát',
      out_of_range: {
        range: 'Hodnota mimo rozsah: %{min}-%{max}',
        min_length: 'Minimalna požadovaná dlžka: %{n} znakov',
        min: 'Minimalna povolená hodnota: %{min}',
        max_length: 'Maximalna povolená dlžka: %{max} znakov',
        max: 'Maximalna povolená hodnota: %{max}',
        none: 'Hodnota mimo rozsah',
      },
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
      unknown: 'Neplatná hodnota',
    },
    warnings: {
      max_length: 'Prekročený max. počet tlačiteľných znakov',
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
    },
    image: {
      empty: 'Bez obrázka',
      choose: 'Vybrať obrázok',
      remove: 'Odstrániť obrázok',
    },
    group: {
      expand: 'Rozbaliť',
      collapse: 'Zbaliť',
    },
  },
};
