// The tutorial and news side panels (spec platform 2.10, games 2.16, 9). A page's body holds its
// paragraphs separated by an empty line.
export const tutorialMessages = {
  tutorial: {
    title: 'Návod',
    close: 'Zavrieť návod',
    currentPage: 'Na tejto obrazovke',
    contents: 'Obsah návodu',
    helpTitle: 'Pomoc a šablóny',
    helpPage: 'Pomocník: šablóny na stiahnutie',
    contactsTemplate: 'Šablóna na import kontaktov (XLS)',
    sections: {
      new_sheet: 'Nová hra',
      edit_send: 'Úprava a odoslanie',
      labels: 'Tlač štítkov a podanie',
      sent_items: 'Odoslané položky',
      sent_sheet: 'Odoslaná hra',
      drafts: 'Koncepty',
      contacts: 'Kontakty',
      settings: 'Nastavenia',
    },
    pages: {
      new_sheet_choose_parcel_type: {
        title: 'Vytvorenie novej hry',
        body: `Na tejto obrazovke začína každá nová hra. Hry sú rozdelené do troch kategórií: Žilina, Kdekoľvek a Teambuilding. Kategóriu zvoľte podľa toho, kde a pre koho sa bude hra hrať; podľa nej sa hry neskôr aj triedia.

Odkazom „Vytvoriť hru v kategórii…“ založíte nový koncept. Ak koncept ešte nemá odosielateľa (autora), najprv sa otvorí okno varianty, v ktorom doplníte názov, cenu a trvanie; chyby sa v ňom pri prvom otvorení nezobrazujú. Po jeho uložení sa globálne vyhľadávanie vymaže a otvorí sa úprava novej hry.

Hru môžete založiť aj importom hárku: stlačte tlačidlo importu alebo pretiahnite súbor (xls alebo xml, najviac 40 MB) kamkoľvek na túto obrazovku. Po úspešnom importe sa otvorí importovaná hra.

Tip: rozpracované hry nájdete kedykoľvek v menu Koncepty, takže hru nemusíte dokončiť naraz.`,
      },
      new_sheet_edit: {
        title: 'Úprava hry, variantov a úloh',
        body: `Tu skladáte hru z úloh (levelov). V hlavičke je názov hry a rozšírený názov varianty, vedľa panel vlastností: odosielateľ (autor) a údaje o hre – stav, trvanie, priemerné a najdlhšie trvanie v minútach, miesto, cena v € a dátum vytvorenia.

Údaje hry (názov, anglický názov, kategória, opis, obmedzenia, epilóg, poznámka, hlavný obrázok a galéria) zmeníte tlačidlom úpravy hry. Údaje varianty – názov, cenu, minimálne, priemerné a maximálne trvanie, skupinu a aktivitu – tlačidlom úpravy varianty. Jedna hra môže mať viac variantov, napríklad rodinný a firemný.

Novú úlohu pridáte dlaždicou „+“ na konci zoznamu alebo tlačidlom Nová úloha. V okne úlohy zvoľte šablónu (otázka s povinnou odpoveďou, výber obrázka, áno/nie, fotografia, báseň a ďalšie), zadajte text, odpovede (najviac 10 textových a 4 obrázkové), nápovedy a obrázky. Existujúcu úlohu otvoríte kliknutím. Filter nad zoznamom ukáže všetky úlohy, úlohy v produkcii alebo v testovaní.

Kým hra nie je uložená, v menu je zvýraznené „Vytvoriť hru“; po uložení sa zvýrazní „Hry“ a hru je možné odstrániť. Ak odchádzate s neuloženými zmenami, aplikácia sa opýta, či ich chcete uložiť ako koncept.

Tlačidlom Odoslať do produkcie pošlete variant hráčom: hra aj variant sa označia ako aktívne (v produkcii) a hráči uvidia jeho aktívne úlohy. Odoslanie sa nepodarí, ak chýba odosielateľ, ak hra nemá žiadnu úlohu, ak žiadna úloha nie je aktívna alebo ak niektorá úloha obsahuje chyby – vtedy sa zoznam prepne na chybné úlohy, aby ste ich mohli opraviť. Úlohy v testovaní hráči neuvidia; ak nejaké sú, odošlete hru tlačidlom Odoslať aj tak. Počas odosielania vidíte odhadovaný zostávajúci čas. Odoslaný variant má stav Nepodaná, kým nebude prijatý, a je v zozname Hry na záložke Prebiehajúce.`,
      },
      view_game: {
        title: 'Prezeranie hry',
        body: `Hru máte otvorenú len na čítanie: jej údaje, varianty a úlohy si môžete prezrieť, ale meniť ich, pridávať úlohy ani hru odosielať nemôžete. Na to je potrebné oprávnenie upravovať, ktoré vám pridelí administrátor.

V hlavičke je názov hry a rozšírený názov varianty, vedľa panel vlastností: odosielateľ (autor) a údaje o hre – stav, trvanie, miesto, cena a dátum vytvorenia. Filter nad zoznamom ukáže všetky úlohy, úlohy v produkcii alebo v testovaní; globálne vyhľadávanie v hlavičke zoznam úloh zúži.

Úlohu otvoríte kliknutím na jej dlaždicu; šípkami v okne úlohy prejdete na predchádzajúcu alebo nasledujúcu úlohu. Tlačidlom Zavrieť sa vrátite do zoznamu hier.`,
      },
      labels: {
        title: 'Tlač štítkov a podanie',
        body: `Zásielky zdedené z poštového produktu sa po odoslaní hárku označia adresnými štítkami a odovzdajú prepravcovi. Štítky vytlačíte v okne tlače štítkov vo formáte A4 (210 × 297 mm), DL (220 × 110 mm), C5 (229 × 162 mm) alebo C6/A6 (162 × 114 mm). Predvolený je formát A4; typy b, pl a epo sa tlačia iba na A4.

Pri tlači na A4 zvolíte začiatočnú pozíciu 1 až 4, aby ste využili aj načatý hárok štítkov. Začiatočnú pozíciu je možné zvoliť pri typoch r, pl, epo, dsz, b, zb a ek.

Tlač priamo na obálku je k dispozícii pri typoch r, dsz, ek a zb. Pri typoch uz, ems a epg sa štítky netlačia – tieto zásielky sa iba podávajú podacím hárkom.

Kuriéra objednáte pri typoch ek, epo, ems a epg; ostatné zásielky odovzdáte na pošte. Pri každej hre je uvedený spôsob prevzatia – kuriér alebo pošta.`,
      },
      outbox_parcels: {
        title: 'Hry a odoslané úlohy',
        body: `V zozname Hry sú hry odoslané do produkcie a uložené koncepty. Záložka Aktívne ukazuje podané hry (stav Podaná), Odohrané exspirované hry a Prebiehajúce odoslané hry, ktoré čakajú na prijatie (stav Nepodaná), spolu s uloženými konceptmi. Zoznam zúžite podľa autora (ponúka administrátorov), podľa šablóny úloh a podľa dátumu – kalendár ponúka posledné tri mesiace a výber potvrdíte tlačidlom Použiť.

Kliknutím na hru otvoríte jej detail, kliknutím na úlohu okno s jej podrobnosťami. Globálne vyhľadávanie v hlavičke prehľadáva hry aj ich úlohy, preto číslo pri položke Hry v menu je súčtom nájdených hier a úloh.

Tip: zoznam sa pri posúvaní načítava sám, netreba listovať po stránkach. Ak hľadanie nič nenájde, skúste kratšie slovo – na diakritike ani veľkých písmenách nezáleží.`,
      },
      sent_sheet: {
        title: 'Odoslaná hra',
        body: `Odoslanú hru otvoríte zo zoznamu Hry. Vidíte v nej úlohy tak, ako ich dostanú hráči, aj stav hárku: zaregistrovaný, prijatý, potvrdený alebo exspirovaný.

Odoslanú hru môžete naklonovať – vznikne nový koncept s rovnakými úlohami, ktorý upravíte a odošlete ako novú verziu. Pri odoslanej hre si stiahnete štítky a súhrnnú správu a môžete objednať kuriéra.

Pri úlohách je k dispozícii prehľad odpovedí hráčov, ktorý pomôže odhaliť príliš ťažké alebo nejasné zadania. Číslo ďalšieho podania sa vytvára automaticky z posledného odoslaného hárku.`,
      },
      drafts: {
        title: 'Koncepty',
        body: `Koncepty sú rozpracované hry, ktoré ešte neboli odoslané do produkcie. Číslo pri položke Koncepty v menu ukazuje, koľko ich je.

Kliknutím na koncept pokračujete v jeho úprave. Koncept, ktorý už nepotrebujete, odstránite v jeho úprave. Po úspešnom odoslaní do produkcie koncept zo zoznamu zmizne a počet v menu sa zníži.

Tip: globálne vyhľadávanie filtruje aj koncepty – stačí napísať časť názvu hry alebo varianty.`,
      },
      view_drafts: {
        title: 'Prezeranie konceptov',
        body: `Koncepty sú rozpracované hry, ktoré ešte neboli odoslané do produkcie. Zoznam máte len na čítanie: koncepty si môžete otvoriť a prezrieť ich údaje, varianty a úlohy, ale upravovať, odosielať ani odstraňovať ich nemôžete. Na to je potrebné oprávnenie upravovať, ktoré vám pridelí administrátor.

Počet pri položke Koncepty v menu sa ukazuje len používateľom s oprávnením upravovať, preto je pre vás 0, aj keď zoznam koncepty obsahuje.

Tip: globálne vyhľadávanie filtruje aj koncepty – stačí napísať časť názvu hry alebo varianty.`,
      },
      invoices: {
        title: 'Faktúry',
        body: `Zoznam faktúr za hry má dve záložky: vystavené a stornované. Číslo pri položke Faktúry v menu ukazuje počet vystavených faktúr.

Kliknutím na faktúru otvoríte jej úpravu. Vľavo je adresa odberateľa (kód, meno, ulica, PSČ, mesto, krajina), vpravo dátum zdaniteľného plnenia, dátum vystavenia, splatnosť, hra, spôsob platby, cena s DPH a sadzba DPH. Chyby sa ukazujú priebežne počas písania; tlačidlom Hotovo faktúru uložíte.

Existujúcu faktúru si stiahnete ako PDF. Tlačidlom Storno faktúru po potvrdení stornujete; stornovanú faktúru je potom možné odstrániť.`,
      },
      vouchers: {
        title: 'Poukážky',
        body: `Poukážky sú promo kódy na hry. Záložky ich delia na voľné (nepoužité), použité a exspirované; číslo v menu ukazuje počet voľných poukážok.

Tlačidlom Nová poukážka vytvoríte poukážku typu otvorenej záložky. Zadajte promo kód, hru (ponúkajú sa aktívne hry), či platí pre všetky varianty hry, či je univerzálna, dátum exspirácie a najvyšší počet použití. Voľbou jednorazových poukážok ich vygenerujete naraz zadaný počet.

V zozname vidíte pri každej poukážke hru, variant, promo kód, hviezdičku pri univerzálnej poukážke, počet použití z limitu a dátum exspirácie. Kliknutím poukážku upravíte alebo odstránite.`,
      },
      users: {
        title: 'Používatelia a kontakty',
        body: `Používatelia sú rozdelení do záložiek hráči, editori a administrátori. Tlačidlom Nový používateľ pridáte používateľa typu otvorenej záložky.

V okne používateľa vyplníte meno, organizáciu (pri hráčoch názov tímu), rolu, e-mail, heslo a poznámku. Kliknutím na používateľa ho upravíte alebo odstránite.

Viac kontaktov naraz nahráte importom zo súboru XLS. Použite šablónu kontaktov – odkaz na ňu je nižšie v tomto paneli aj v Pomocníkovi. Počas nahrávania vidíte priebeh a po spracovaní sa nové kontakty objavia v zozname.`,
      },
      settings: {
        title: 'Nastavenia',
        body: `V nastaveniach si zmeníte heslo. Nové heslo zadajte dvakrát rovnako a potvrďte tlačidlom Zmeniť heslo; po úspešnej zmene sa na chvíľu zobrazí potvrdenie.

Príliš jednoduché heslo aplikácia odmietne. Použite aspoň osem znakov a kombinujte písmená, číslice a ďalšie znaky.

Tip: ak heslo zabudnete, na prihlasovacej obrazovke si vyžiadajte jeho obnovenie e-mailom.`,
      },
    },
  },
  news: {
    title: 'Novinky',
    close: 'Zavrieť novinky',
    show: 'Zobraziť novinky',
    hide: 'Skryť novinky',
    items: {
      expired: {
        title: 'Filter Exspirované',
        body: 'Nový filter Exspirované zobrazí nepodané hárky ešte 6 mesiacov po ich odoslaní, aby vám žiadny neunikol.',
      },
      submissionNumber: {
        title: 'Číslo podania automaticky',
        body: 'Číslo ďalšieho podania sa vytvára automaticky z posledného odoslaného hárku. Nemusíte ho prepisovať ručne.',
      },
      codPostage: {
        title: 'Poštovné k dobierke',
        body: 'Tlačidlom Pripočítať poštovné k dobierke pridáte cenu poštovného k sume dobierky jedným kliknutím.',
      },
      schemaForms: {
        title: 'Formuláre podľa schém',
        body: 'Polia formulárov sa riadia schémami: pri zmene poľa vidíte chyby hneď počas písania a nové polia pribúdajú bez čakania na novú verziu aplikácie.',
      },
      contactsImport: {
        title: 'Import kontaktov',
        body: 'Hráčov a ďalšie kontakty nahráte naraz zo súboru XLS. Šablónu nájdete v Pomocníkovi v časti Šablóny na stiahnutie.',
      },
    },
  },
};
