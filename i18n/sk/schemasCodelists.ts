// The schema studio's codelist editor, the export and import of a version as a zip, and the studio's
// help page for administrators (issue 23; the same content as docs/schemas-studio-help.md).
export const schemasCodelistsMessages = {
  schemasCodelists: {
    helpButton: 'Pomocník',
    help: {
      title: 'Schémy formulárov: pomocník pre administrátorov',
      body: `Polia formulárov (hra, variant, úloha, faktúra, poukážka, používateľ, kuriér) a číselníky sú uložené ako verzie. Platí vždy najnovšia zverejnená verzia. Zmena sa prejaví bez reštartu servera; aplikácia si novú verziu načíta sama a ďalšie otvorené okno formulára ju už použije. Uložené záznamy sa pri zmene schém nikdy neprepisujú.

Pridanie poľa: na prehľade pri formulári stlačte Upraviť a potom Pridať pole. Zadajte popis (napr. Počet hráčov) a typ; identifikátor sa vytvorí z popisu a nikdy nebude rovnaký ako identifikátor poľa, ktoré formulár má alebo mal. V paneli Vlastnosti poľa nastavte povinnosť, rozsah, dĺžku, povolený tvar textu s hlásením, predvolenú hodnotu, číselník a podmienky. Poradie zmeníte šípkami, klávesmi Alt+↑ a Alt+↓ alebo ťahaním myšou. Chyby schém sa ukážu pri poli; kým nejaká je, zverejniť nemožno.

Voľby poľa: panel Vlastnosti poľa ponúka každú voľbu, ktorú pole daného typu môže mať, v štyroch častiach: Základné (popis, typ, pomocný text, sekcia, povinnosť, predvolená hodnota, číselník), Kontroly (rozsah, dĺžka, povolený tvar textu, povolené začiatky a konce, povinnosť za podmienky), Zobrazenie (podmienka zobrazenia, jednotka, viacriadkový text, zvláštny vstup) a Pokročilé (technický názov poľa, iné názvy na vstupe, len na čítanie, výpočty a vyradenie poľa). Pod každou voľbou je krátka rada, technický názov voľby sa ukáže po podržaní myši a chyba voľby sa ukáže priamo pod ňou. Voľby so zložitejšou hodnotou sa zapisujú podľa príkladu pod nimi. Pole v skupine preberá podmienku zobrazenia svojej skupiny a panel ju vypíše.

Pole typu Poloha je miesto na mape s polomerom (zemepisná šírka a dĺžka v stupňoch, polomer v metroch). Vo vlastnostiach nastavíte najmenší a najväčší polomer (bez nich 5 až 1000 m) a predvolený polomer (bez neho 25 m). Vo formulári polohu nastaví klik do mapy, posunutie značky alebo políčka šírky, dĺžky a polomeru; dvojica ako 48.7235, 19.1462 vložená do políčka šírky vyplní obe súradnice; tlačidlo Vymazať polohu ju zmaže.

Úprava poľa: názov, nápovedu, rozsah, povinnosť či sekciu môžete meniť kedykoľvek. Typ uloženého poľa sa nemení: ak má pole znamenať niečo iné, vyraďte ho a pridajte nové. Pred zverejnením sprísnenia (nové povinné pole, menší rozsah) si pozrite dopad.

Vyradenie poľa: pole vyberte a stlačte Vyradiť pole. Už sa nevypĺňa ani nekontroluje; hodnoty, ktoré v ňom záznamy majú, zostávajú uložené, vo formulári sa ukážu len na čítanie a zostanú aj v exportoch. Jeho identifikátor sa už nepoužije pre iné pole.

Pravidlá: kontroly viacerých polí naraz sú v editore formulára v karte Pravidlá, každé vypísané slovami s popismi polí, napr. Najmenej 2 z Obrázková odpoveď 1–4, keď Rozloženie je Výber obrázka; Min. dĺžka ≤ Max. dĺžka; Číslo úlohy je v hre jedinečné. Pod pravidlom je hlásenie, ktoré uvidí ten, kto záznam vypĺňa. Tlačidlom Pridať pravidlo alebo ikonou ceruzky otvoríte okno: druh pravidla, polia, počet, podmienka Platí, keď, pole pre hlásenie a hlásenie; ikonou koša pravidlo odstránite. Pravidlá sú súčasťou konceptu ako polia: náhľad, dopad a server ich uplatnia rovnako, chyba pravidla sa ukáže pri ňom.

Nový druh úlohy: v číselníku Rozloženie úlohy pridajte položku (napr. QR_CODE, Naskenuj QR kód) a zverejnite ju; vo formulári Úloha pridajte jej polia a v časti Zobraziť pri rozložení úlohy zaškrtnite len nový druh; podľa potreby pridajte pravidlo s podmienkou Rozloženie je Naskenuj QR kód a zverejnite. Editori potom vytvárajú úlohy tohto druhu, server ich kontroluje, odoslanie do produkcie aj filter Šablóna úloh ich zahŕňajú a náhľad hráča ukáže ich polia. Druh, ktorý sa už nemá používať, v číselníku vyraďte: uložené úlohy zostanú čitateľné.

Číselníky: na prehľade v časti Číselníky kliknite na Upraviť. Položka má hodnotu (ukladá sa do záznamov), popis (zobrazuje sa ľuďom) a stav V ponuke alebo Vyradená. Stĺpec Záznamov ukazuje, koľko uložených záznamov hodnotu používa. Použitú položku nemožno odstrániť ani zmeniť jej hodnotu, môžete ju len vyradiť: vo výbere sa už neponúka, ale staré záznamy si ju ponechajú. Novú položku pridáte tlačidlom Pridať položku, poradie zmeníte šípkami. Zmeny sa priebežne ukladajú ako koncept a platiť začnú až tlačidlom Zverejniť.

Náhľad: formulár si pred zverejnením môžete vyskúšať s rozpracovanými schémami. Náhľad ukazuje polia, povinnosti a chyby presne tak, ako ich vyhodnotí server; nič sa pri ňom neukladá.

Dopad: kontrola dopadu spočíta podľa typu záznamu (úlohy, varianty, hry, faktúry, poukážky, používatelia), koľko uložených záznamov, ktoré sú dnes úplné, by po zmene bolo neúplných, a vymenuje prvé z nich. Hry, varianty a úlohy sa počítajú len v konceptoch.

Koncept: rozpracované zmeny formulára aj číselníka sa priebežne ukladajú na server ako váš koncept (Ukladám…, Uložené). Po obnovení stránky alebo v inom prehliadači sa otvorí znova s označením Neuverejnené zmeny; iní administrátori ho nevidia. Zahodiť zmeny (po potvrdení) koncept zmaže, zverejnenie tiež. Koncept urobený zo staršej verzie editor označí (Koncept bol urobený z verzie N, platí verzia M), vypíše, čo sa medzitým zmenilo, a zverejniť ho možno až po stlačení Preniesť koncept na verziu M: formuláre a číselníky, ktoré ste menili, ostanú podľa konceptu, ostatné budú podľa novej verzie; tie, ktoré sa zmenili na oboch stranách, editor vopred vymenuje.

Zverejnenie: zverejnenie vyžaduje poznámku, čo a prečo sa mení. Ak má návrh chyby, zobrazí sa ich zoznam a nezverejní sa nič. Ak medzitým niekto iný zverejnil novšiu verziu, zverejnenie sa odmietne, aby sa zmeny neprepísali; koncept ostane uložený a po načítaní ho prenesiete na novú verziu. Odmietne sa aj návrh, ktorý odstraňuje hodnotu číselníka používanú uloženými záznamami.

História a obnovenie: tabuľka História verzií ukazuje všetky verzie od najnovšej s časom, autorom, zdrojom a poznámkou; platná verzia je označená. Tlačidlom Obnoviť túto verziu zverejníte staršiu verziu znova ako novú platnú verziu (s poznámkou); história sa tým nemaže a záznamy sa nemenia. Pri verzii sa ukáže, čo sa zmenilo: voľby sa volajú rovnako ako v paneli Vlastnosti poľa, podmienky sú vypísané slovami a číselníky a ich položky svojimi popismi.

Export a import: tlačidlo Exportovať pri verzii stiahne zip so súbormi forms/<názov>.json, codelists/<názov>.json a version.json (číslo, čas, autor, poznámka). Tlačidlom Importovať zip na prehľade nahráte taký archív (najviac 4 MB): ukážu sa zmeny oproti platnej verzii a prípadné problémy. Nezverejní sa nič, kým nestlačíte Zverejniť a nezadáte poznámku.`,
    },
    overview: {
      title: 'Číselníky',
      label: 'Číselník',
      name: 'Technický názov',
      items: 'Položky',
      edit: 'Upraviť',
      editLabel: 'Upraviť číselník %{label}',
    },
    editor: {
      title: 'Číselník %{label} (%{name})',
      intro:
        'Zmeny sa zverejnia ako nová verzia schém (platná je verzia %{version}). Položku, ktorú používajú uložené záznamy, nemožno odstrániť, len vyradiť.',
      back: '← Späť na schémy formulárov',
      loadFailed: 'Číselník sa nepodarilo načítať.',
      retry: 'Skúsiť znova',
      notFound: 'Číselník %{name} v platnej verzii schém neexistuje.',
      label: 'Názov číselníka',
      items: 'Položky číselníka',
      order: 'Poradie',
      value: 'Hodnota',
      itemLabel: 'Popis',
      usage: 'Záznamov',
      usageHint: 'Koľko uložených záznamov hodnotu používa',
      state: 'Stav',
      actions: 'Akcie',
      valueOf: 'Hodnota položky %{n}',
      labelOf: 'Popis položky %{n}',
      moveUp: 'Posunúť položku %{n} vyššie',
      moveDown: 'Posunúť položku %{n} nižšie',
      active: 'V ponuke',
      retired: 'Vyradená',
      retire: 'Vyradiť',
      unretire: 'Vrátiť do ponuky',
      remove: 'Odstrániť',
      add: 'Pridať položku',
      usedValue: 'Hodnotu používajú uložené záznamy: nemožno ju zmeniť ani položku odstrániť, len vyradiť.',
      duplicate: 'Hodnota sa opakuje',
      invalid: 'Opravte vyznačené údaje.',
      publish: 'Zverejniť…',
      changed: 'Koncept sa ukladá priebežne; platiť začne až zverejnením.',
      unchanged: 'Bez zmien oproti platnej verzii.',
      conflict:
        'Medzitým bola zverejnená verzia %{version}. Vaše zmeny sa nezverejnili, ostávajú v koncepte: načítajte číselník znova, pozrite si, čo sa zmenilo, a preneste ich.',
      reload: 'Načítať znova',
    },
    publish: {
      title: 'Zverejniť zmeny',
      text: 'Zmeny sa zverejnia ako nová platná verzia schém (vytvorená z verzie %{id}). Uložené záznamy sa nemenia.',
      note: 'Poznámka',
      submit: 'Zverejniť',
      done: 'Zmeny boli zverejnené ako verzia %{version}.',
      invalid: 'Zmeny nemožno zverejniť:',
      failed: 'Zmeny sa nepodarilo zverejniť.',
    },
    export: {
      button: 'Exportovať',
      label: 'Exportovať verziu %{id} ako zip',
      title: 'Export verzie schém',
      description: 'Verzia %{id} (zip)',
    },
    import: {
      button: 'Importovať zip',
      title: 'Import schém zo zip',
      intro:
        'Vyberte zip so súbormi forms/<názov>.json a codelists/<názov>.json (napríklad export inej verzie), najviac 4 MB. Ukážu sa zmeny oproti platnej verzii; nezverejní sa nič, kým nestlačíte Zverejniť.',
      choose: 'Vybrať súbor zip',
      uploading: 'Nahráva a kontroluje sa súbor %{name}…',
      changes: 'Zmeny oproti platnej verzii %{version}',
      noChanges: 'Archív sa zhoduje s platnou verziou: nie je čo zverejniť.',
      problems: 'Archív nemožno zverejniť:',
      notZip: 'Vyberte súbor zip.',
      tooLarge: 'Súbor je väčší ako 4 MB.',
      again: 'Nahrať iný súbor',
      close: 'Zavrieť',
      publish: 'Zverejniť…',
      conflict:
        'Medzitým bola zverejnená verzia %{version}. Nahrajte archív znova, aby ste videli zmeny oproti nej.',
    },
  },
};
