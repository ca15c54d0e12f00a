// The games list (games 2.5), its date-range picker (4.8, 9), the labels print modal (2.13) and the
// clone / labels / report actions of a game (4.1).
export const gamesListMessages = {
  gamesList: {
    title: 'Hry',
    label: 'Zoznam hier',
    levelsLabel: 'Zoznam úloh',
    filters: 'Filtre zoznamu',
    tabs: {
      active: 'Aktívne',
      finished: 'Odohrané',
      ongoing: 'Prebiehajúce',
    },
    // which games each tab lists, by the state shown in the game's 'Stav' (docs/game-authoring.md)
    tabHints: {
      active: 'Podané hry (stav Podaná): odoslané do produkcie a prijaté.',
      finished: 'Odohrané hry (stav Exspirovaná).',
      ongoing: 'Odoslané hry, ktoré čakajú na prijatie (stav Nepodaná), a uložené koncepty (stav Koncept).',
    },
    empty: {
      active:
        'Žiadne podané hry. Odoslaná hra má stav Nepodaná a je na záložke Prebiehajúce; sem sa presunie po prijatí (stav Podaná).',
      finished: 'Žiadne odohrané hry. Sem patria hry v stave Exspirovaná.',
      ongoing:
        'Žiadne prebiehajúce hry: žiadna odoslaná hra nečaká na prijatie (stav Nepodaná) a nie je uložený žiadny koncept.',
    },
    emptySearch: {
      active: 'Hľadaniu nezodpovedá žiadna aktívna hra.',
      finished: 'Hľadaniu nezodpovedá žiadna odohraná hra.',
      ongoing: 'Hľadaniu nezodpovedá žiadna prebiehajúca hra.',
    },
    levelsEmpty: {
      active: 'Žiadne úlohy aktívnych hier pre zvolené filtre.',
      finished: 'Žiadne úlohy odohraných hier pre zvolené filtre.',
      ongoing: 'Žiadne úlohy prebiehajúcich hier pre zvolené filtre.',
    },
    levelsEmptySearch: {
      active: 'Hľadaniu nezodpovedá žiadna úloha aktívnych hier.',
      finished: 'Hľadaniu nezodpovedá žiadna úloha odohraných hier.',
      ongoing: 'Hľadaniu nezodpovedá žiadna úloha prebiehajúcich hier.',
    },
    /** The search finds games (levels) in another tab: a button to that tab. */
    foundGames:
      '%{smart_count} hra v %{tab} |||| %{smart_count} hry v %{tab} |||| %{smart_count} hier v %{tab}',
    foundLevels:
      '%{smart_count} úloha v %{tab} |||| %{smart_count} úlohy v %{tab} |||| %{smart_count} úloh v %{tab}',
    author: 'Autor',
    allAuthors: 'Všetci autori',
    layout: 'Šablóna úloh',
    allLayouts: 'Všetky šablóny',
    item: {
      tasks: '%{smart_count} úloha |||| %{smart_count} úlohy |||| %{smart_count} úloh',
      number: 'Č. %{number}',
      sentAt: 'Odoslaná',
      level: 'Úloha %{number}',
      untitledLevel: 'Úloha bez názvu',
    },
  },
  dateRange: {
    label: 'Dátum',
    apply: 'Použiť',
    cancel: 'Zrušiť',
    clear: 'Vymazať dátum',
    loading: 'Načítavam kalendár',
    weekDays: 'Po Ut St Št Pi So Ne',
    months: 'Január Február Marec Apríl Máj Jún Júl August September Október November December',
  },
  gameActions: {
    clone: 'Klonovať',
    cloneFailed: 'Hru sa nepodarilo naklonovať.',
    cloned: 'Vytvorený nový koncept z hry.',
    /** The clone's name: the original's name and this suffix, numbered from the second copy on (issue 31). */
    cloneSuffix: 'kópia',
    labels: 'Štítky',
    report: 'Správa o hre',
    reportTitle: 'Správa o hre',
  },
  labels: {
    title: 'Tlač štítkov',
    type: 'Druh štítkov',
    types: {
      address: 'Adresné štítky',
      reply: 'Štítky so spätnou adresou',
    },
    format: 'Formát',
    position: 'Začať na pozícii',
    positionHelp: 'Hárok A4 má 4 štítky; zvoľte prvý voľný štítok na hárku.',
    envelope: {
      dl: 'Tlač priamo na obálky DL (220 × 110 mm): vložte obálky do podávača tlačiarne adresou nahor, jedna úloha na obálku.',
      c5: 'Tlač priamo na obálky C5 (229 × 162 mm): vložte obálky do podávača tlačiarne adresou nahor, jedna úloha na obálku.',
      c6: 'Tlač priamo na obálky C6 / A6 (162 × 114 mm): vložte obálky do podávača tlačiarne adresou nahor, jedna úloha na obálku.',
    },
    a4Only: 'Pre tento typ zásielky je dostupný iba formát A4.',
    leftover:
      'Vytlačí sa %{smart_count} štítok. |||| Vytlačia sa %{smart_count} štítky. |||| Vytlačí sa %{smart_count} štítkov.',
    leftoverA4:
      'Na poslednom hárku zostane nevyužitých štítkov: %{left}. Pri ďalšej tlači začnite na pozícii %{next}.',
    leftoverNone: 'Posledný hárok sa využije celý.',
    rendering: 'Pripravujem štítky…',
    ready: 'Štítky sú pripravené (%{filename}). Vytlačte ich alebo ich stiahnite.',
    failed: 'Štítky sa nepodarilo pripraviť.',
    cancel: 'Zrušiť',
    close: 'Zavrieť',
    prepare: 'Pripraviť štítky',
    retry: 'Skúsiť znova',
    download: 'Stiahnuť',
    submit: 'Tlačiť',
  },
};
