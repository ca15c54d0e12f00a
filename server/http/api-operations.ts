// What the OpenAPI document (/api/openapi.json, server/http/openapi.ts) says of each operation beyond its
// schemas, in one place (issue 36): the Slovak summary, what the call does, the domain refusals (`err` of
// an `ok: false` reply) and statuses a route answers besides the common ones. Keyed by method and route
// pattern as Fastify registers it; server/http/openapi.test.ts fails on a route without an entry or an
// entry without a route. Who may call it comes from the route's own `config.auth`, the common statuses
// and their `err` codes from `documentedStatuses` below.

export interface OperationDoc {
  summary: string;
  /** What it does (the permission and the error codes are appended from the route). */
  description: string;
  /** Codes of `{ok: false, err}` replies with status 200 (the domain's refusals). */
  errs?: readonly string[];
  /** Statuses this call answers beyond the common ones (e.g. 409, 429). */
  statuses?: readonly number[];
}

const op = (
  summary: string,
  description: string,
  errs: readonly string[] = [],
  statuses: readonly number[] = [],
): OperationDoc => ({ summary, description, errs, statuses });

const FORM = ['attrs: ok:false s chybami polí'];
const TRY_ANSWER =
  'Posúdi odpoveď {answer} podľa pravidla odpovedí úrovne (bez rozdielu veľkých písmen, diakritiky a medzier; ' +
  'odpovede 1–10 a min. počet správnych): correct, near = prijatá odpoveď, od ktorej sa líši preklepom, inak null. ' +
  'Nič neuloží ani nezapočíta do štatistiky odpovedí.';
const LIST = 'Stránka zoznamu (po = posun, pl = počet, najviac 500); krátka stránka je posledná.';

export const API_OPERATIONS: Record<string, OperationDoc> = {
  // ---- Accounts (sign-up, password reset) ----
  'PUT /api/webapp/accounts/reset': op(
    'Požiadať o obnovu hesla',
    'Pošle na zadaný e-mail odkaz na nastavenie nového hesla.',
    ['user_not_found', 'user_disabled'],
    [429],
  ),
  'GET /api/webapp/accounts/reset/:token': op(
    'Overiť odkaz na obnovu hesla',
    'Povie, či odkaz na obnovu hesla ešte platí.',
    ['user_not_found', 'user_disabled', 'token_expired'],
  ),
  'POST /api/webapp/accounts/reset/:token': op(
    'Nastaviť nové heslo',
    'Nastaví nové heslo podľa odkazu z e-mailu a zruší oneskorenia prihlásenia účtu.',
    ['user_not_found', 'user_disabled', 'token_expired', 'password_not_match', 'password_weak'],
    [429],
  ),
  'PUT /api/webapp/accounts': op(
    'Registrácia',
    'Vytvorí čakajúci účet a pošle aktivačný odkaz na e-mail.',
    ['email_invalid', 'email_exists', 'password_not_match', 'password_weak'],
    [429],
  ),
  'POST /api/webapp/accounts/activate/:token': op('Aktivovať účet', 'Aktivuje účet podľa odkazu z e-mailu.', [
    'user_not_found',
    'user_disabled',
    'user_active',
    'token_expired',
  ]),
  // ---- Session ----
  'PUT /api/webapp/session': op(
    'Prihlásiť sa',
    'Overí e-mail a heslo a nastaví httpOnly cookie `sid` novej relácie. Po 5 neúspechoch rastie ' +
      'oneskorenie (429 s Retry-After).',
    ['user_not_found', 'user_disabled', 'user_inactive'],
    [429],
  ),
  'GET /api/webapp/session': op(
    'Aktuálna relácia',
    'Prihlásený používateľ, jeho oprávnenia a prípadné prepnutie na iného používateľa.',
  ),
  'DELETE /api/webapp/session': op(
    'Odhlásiť sa',
    'Ukončí reláciu a zmaže cookie `sid`; počas prepnutia vráti reláciu pôvodnému používateľovi.',
  ),
  'POST /api/webapp/session': op(
    'Prepnúť sa na iného používateľa',
    'Administrátor koná ako používateľ s daným e-mailom (bez oprávnenia edit); DELETE session to ukončí.',
    ['user_not_found'],
  ),
  'POST /api/webapp/settings/password': op(
    'Zmeniť vlastné heslo',
    'Zmení heslo prihláseného používateľa po overení starého; ostatné jeho relácie skončia.',
    ['password_not_match', 'password_weak'],
  ),
  // ---- Contacts, invoices, vouchers (form records) ----
  ...recordOperations('users', 'kontakt', 'kontakty', 'kontaktu', ['email_exists', 'invalid_role']),
  'POST /api/webapp/users/import': op(
    'Importovať kontakty',
    'Nahratie tabuľky kontaktov (multipart pole `file`, .xls/.xlsx/.csv); r=json alebo r=html.',
    ['invalid_format', 'invalid_rows', 'unsupported_format'],
  ),
  ...recordOperations('invoices', 'faktúru', 'faktúry', 'faktúry', ['code_exists', 'invalid_state']),
  'POST /api/webapp/invoices/:id/cancel': op('Stornovať faktúru', 'Označí faktúru ako stornovanú.', [
    'invalid_state',
  ]),
  'POST /api/webapp/invoices/:id/sender/:senderId': op(
    'Nastaviť odosielateľa faktúry',
    'Skopíruje kontakt ako odosielateľa faktúry.',
  ),
  'POST /api/webapp/invoices/:id/save': op('Uložiť faktúru', 'Označí rozpracovanú faktúru ako uloženú.'),
  'GET /api/webapp/invoices/:id/register': op(
    'Údaje na podanie faktúry',
    'Čo podanie faktúry pošle a správy, ktoré mu bránia.',
  ),
  'POST /api/webapp/invoices/:id/register': op(
    'Podať faktúru',
    'Spustí podanie ako úlohu na pozadí; odpovie jej transId.',
    ['invalid_sheet', 'invalid_state'],
  ),
  'GET /api/webapp/invoices/:id/register/:transId': op(
    'Priebeh podania faktúry',
    'Stav úlohy podania: hotovo, zostáva, prípadná chyba.',
    ['invalid_sheet', 'error'],
  ),
  'GET /api/webapp/invoices/:id/parcels': op('Zásielky faktúry', `Zásielky faktúry. ${LIST}`),
  'PUT /api/webapp/invoices/:id/parcels': op(
    'Pridať zásielku faktúry',
    'Pridá zásielku na koniec faktúry.',
    FORM,
  ),
  'GET /api/webapp/invoices/:id/parcels/:parcelId': op('Zásielka faktúry', 'Jedna zásielka faktúry.'),
  'POST /api/webapp/invoices/:id/parcels/:parcelId': op(
    'Upraviť zásielku faktúry',
    'Uloží zmenené polia.',
    FORM,
  ),
  'DELETE /api/webapp/invoices/:id/parcels/:parcelId': op(
    'Zmazať zásielku faktúry',
    'Presunie zásielku do koša.',
  ),
  'POST /api/webapp/invoices/:id/parcels/validate': op(
    'Overiť novú zásielku faktúry',
    'Vyhodnotí formulár novej zásielky, nič neuloží.',
  ),
  'POST /api/webapp/invoices/:id/parcels/:parcelId/validate': op(
    'Overiť zásielku faktúry',
    'Vyhodnotí formulár zásielky, nič neuloží.',
  ),
  'POST /api/webapp/invoices/:id/parcels/price': op(
    'Cena zásielok faktúry',
    'Spočíta cenu zásielok faktúry.',
  ),
  'GET /api/webapp/invoices/:id/parcels/seq/:seq': op(
    'Zásielka faktúry podľa poradia',
    'Zásielka na poradí seq (alebo last) a jej susedia (p, n, c vyberú kľúče).',
  ),
  'POST /api/webapp/invoices/:id/parcels/:parcelId/assign': op(
    'Očíslovať zásielky faktúry',
    'Zásielka dostane číslo a každá ďalšia nasledujúce.',
  ),
  'GET /api/webapp/invoices/:id/parcels/number': op(
    'Ďalšie číslo zásielky',
    'Najvyššie číslo zásielky faktúry + 1.',
  ),
  'GET /api/webapp/invoices/count': op('Počet faktúr', 'Počet faktúr.'),
  'GET /api/webapp/invoices/:id/download': op('Stiahnuť faktúru', 'Faktúra ako PDF.'),
  'POST /api/webapp/invoices/import': op(
    'Importovať hru z tabuľky',
    'Nahratie súboru hry (.xls, .xlsx, .xml; multipart pole `file`) vytvorí nový koncept.',
    ['invalid_format', 'invalid_rows', 'unsupported_format', 'invalid_sheet'],
  ),
  'POST /api/webapp/invoices/:id/import': op(
    'Importovať úrovne do konceptu',
    'Úrovne zo súboru sa pridajú na koniec konceptu {id}.',
    ['invalid_format', 'invalid_rows', 'unsupported_format', 'invalid_state'],
  ),
  ...recordOperations('vouchers', 'poukaz', 'poukazy', 'poukazu', ['code_exists']),
  'POST /api/webapp/vouchers/:id/sender/:senderId': op(
    'Nastaviť odosielateľa poukazu',
    'Skopíruje kontakt ako odosielateľa poukazu.',
  ),
  'POST /api/webapp/vouchers/:id/save': op('Uložiť poukaz', 'Označí rozpracovaný poukaz ako uložený.'),
  'GET /api/webapp/vouchers/count': op('Počet poukazov', 'Počet poukazov.'),
  // ---- Lookups ----
  'GET /api/webapp/addresses': op('Vyhľadať adresu', 'Adresy zodpovedajúce hľadanému textu s.'),
  'GET /api/webapp/map': op(
    'Dlaždice mapy',
    'Adresa dlaždíc mapy a ich autorstvo (MAP_TILE_URL, MAP_ATTRIBUTION), na ktorých aplikácia kreslí polohy.',
  ),
  'GET /api/webapp/posts/detail/:stamp': op(
    'Pobočka pošty',
    'Adresa, poloha a otváracie hodiny pobočky podľa pečiatky (PSČ) a dlaždice mapy.',
  ),
  'GET /api/webapp/posts/name/:zip': op('Názov pošty', 'Názov pošty podľa PSČ.'),
  'GET /api/webapp/tnt/events/:number': op(
    'Sledovanie zásielky',
    'Udalosti zásielky podľa podacieho čísla, najstaršia prvá.',
  ),
  'GET /api/webapp/site/search': op(
    'Hľadať všade',
    'Počty výsledkov hľadaného textu s v jednotlivých zoznamoch.',
  ),
  // ---- Images ----
  'PUT /api/webapp/images': op(
    'Nahrať obrázok',
    'Obrázok (application/octet-stream: PNG, JPEG, GIF, WebP, najviac 40 MiB) uloží a odpovie jeho id.',
    ['invalid_format'],
  ),
  'DELETE /api/webapp/images': op(
    'Zmazať obrázky',
    'Zmaže obrázky podľa zoznamu id, ak ich nič nepoužíva; obrázok, ktorý menuje uložený záznam alebo položka koša, odmietne (409 in_use).',
    [],
    [409],
  ),
  'GET /api/webapp/images/:id': op('Obrázok', 'Bajty obrázka s jeho typom.'),
  // ---- Sheets: drafts and games ----
  'PUT /api/webapp/drafts': op(
    'Nová hra',
    'Vytvorí hru s prvým variantom v stave koncept (kategória 1/2/3 alebo ZILINA/HRY/TEAMBUILDING).',
    FORM,
  ),
  'GET /api/webapp/drafts': op('Koncepty', `Varianty v stave koncept, najnovšia zmena prvá. ${LIST}`),
  'GET /api/webapp/drafts/count': op('Počet konceptov', 'Počet konceptov (0 bez oprávnenia edit).'),
  'GET /api/webapp/drafts/:id': op(
    'Koncept',
    'Celý variant s hrou; a=1 pridá attrs formulára variantu, b=1 prázdneho formulára.',
  ),
  'POST /api/webapp/drafts/:id': op('Upraviť variant', 'Uloží polia variantu a znovu ho vyhodnotí.', FORM),
  'DELETE /api/webapp/drafts/:id': op(
    'Zmazať koncept',
    'Presunie variant (a hru bez iného variantu) do koša; len koncept alebo podaný.',
    ['invalid_state'],
  ),
  'POST /api/webapp/drafts/:id/validate': op('Overiť variant', 'Vyhodnotí formulár variantu, nič neuloží.'),
  'POST /api/webapp/drafts/:id/save': op('Uložiť koncept', 'Označí koncept ako uložený.'),
  'POST /api/webapp/drafts/:id/sender/:senderId': op(
    'Nastaviť odosielateľa konceptu',
    'Skopíruje kontakt ako odosielateľa variantu.',
  ),
  'POST /api/webapp/drafts/:id/parcels/price': op('Cena konceptu', 'Spočíta cenu variantu.'),
  'GET /api/webapp/drafts/:id/levels': op('Úrovne konceptu', `Úrovne v poradí (f = filter). ${LIST}`),
  'PUT /api/webapp/drafts/:id/levels': op('Pridať úroveň', 'Pridá úroveň na koniec konceptu.', FORM),
  'GET /api/webapp/drafts/:id/levels/seq/:seq': op(
    'Úroveň konceptu podľa poradia',
    'Úroveň na poradí seq (alebo last) a jej susedia (p, n, c vyberú kľúče).',
  ),
  'GET /api/webapp/drafts/:id/levels/:levelId': op('Úroveň konceptu', 'Jedna úroveň konceptu.'),
  'POST /api/webapp/drafts/:id/levels/:levelId': op('Upraviť úroveň', 'Uloží polia úrovne.', FORM),
  'DELETE /api/webapp/drafts/:id/levels/:levelId': op('Zmazať úroveň', 'Presunie úroveň do koša.'),
  'POST /api/webapp/drafts/:id/levels/validate': op(
    'Overiť novú úroveň',
    'Vyhodnotí formulár novej úrovne (prázdne telo: prvé vyplnenie), nič neuloží.',
  ),
  'POST /api/webapp/drafts/:id/levels/:levelId/validate': op(
    'Overiť úroveň',
    'Vyhodnotí formulár úrovne, nič neuloží.',
  ),
  'POST /api/webapp/drafts/:id/levels/:levelId/assign': op(
    'Očíslovať úrovne',
    'Úroveň dostane číslo a každá ďalšia (podľa poradia) nasledujúce.',
  ),
  'GET /api/webapp/drafts/:id/levels/number': op(
    'Ďalšie číslo úrovne',
    'Najnižšie voľné číslo úrovne (3, keď sú obsadené 1, 2, 4, 5).',
  ),
  'GET /api/webapp/drafts/:id/levels/count': op(
    'Počty úrovní konceptu podľa hľadania',
    'Koľko úrovní konceptu nájde hľadaný výraz s, spolu a v každom filtri (v produkcii, v testovaní, neplatné).',
  ),
  'GET /api/webapp/games/:id/levels/count': op(
    'Počty úrovní hry podľa hľadania',
    'Koľko úrovní hry nájde hľadaný výraz s, spolu a v každom filtri (v produkcii, v testovaní, neplatné).',
  ),
  'GET /api/webapp/drafts/:id/levels/:levelId/insights': op(
    'Odpovede hráčov na úroveň konceptu',
    'Štatistika odpovedí hráčov na úroveň.',
  ),
  'POST /api/webapp/drafts/:id/levels/:levelId/try': op('Vyskúšať odpoveď na úroveň konceptu', TRY_ANSWER),
  'GET /api/webapp/drafts/:id/register': op(
    'Údaje na odoslanie do výroby',
    'Typ zásielky, interné údaje a správy, ktoré odoslaniu bránia.',
  ),
  'POST /api/webapp/drafts/:id/register': op(
    'Odoslať do výroby',
    'Spustí odoslanie konceptu ako úlohu na pozadí; odpovie jej transId (druhé volanie to isté).',
    ['invalid_sheet', 'invalid_state'],
  ),
  'GET /api/webapp/drafts/:id/register/:transId': op(
    'Priebeh odoslania do výroby',
    'Stav úlohy odoslania: hotovo, zostáva (ms), prípadná chyba.',
    ['invalid_sheet', 'error'],
  ),
  'GET /api/webapp/drafts/:id/route': op(
    'Trasa konceptu',
    'Štart variantu a úlohy v poradí úloh s polohou (alebo null) a mapové podklady; format=gpx stiahne ' +
      'trasu ako GPX 1.1 (wpt „číslo názov“ pre štart a každú úlohu s polohou, rte v poradí), ' +
      'format=geojson ako GeoJSON (RFC 7946: body s number, title, layout, radius, štart so start: true, ' +
      'a LineString trasy). Iný formát je 400.',
  ),
  'GET /api/webapp/drafts/:id/export': op(
    'Exportovať koncept',
    'Koncept ako .xlsx (f=xlsx) alebo .xml (f=xml).',
  ),
  'GET /api/webapp/games': op(
    'Hry',
    `Hry (varianty mimo neuložených konceptov), najnovšie prvé; t záložka, k id poslednej videnej. ${LIST}`,
  ),
  'GET /api/webapp/games/count': op('Počty hier', 'Počet hier a počty po záložkách.'),
  'GET /api/webapp/games/exists': op(
    'Existujú hry',
    'Počty hier po záložkách a či rovnakému hľadaniu zodpovedajú aj úrovne.',
  ),
  'GET /api/webapp/games/:id': op('Hra', 'Celá hra s variantom; a=1 / b=1 pridajú attrs formulára hry.'),
  'POST /api/webapp/games/:id': op('Upraviť hru', 'Uloží polia hry a znovu ju vyhodnotí.', FORM),
  'POST /api/webapp/games/:id/validate': op('Overiť hru', 'Vyhodnotí formulár hry, nič neuloží.'),
  'POST /api/webapp/games/:id/save': op('Uložiť hru', 'Označí hru ako uloženú.'),
  'POST /api/webapp/games/:id/clone': op(
    'Klonovať hru',
    'Nový neuložený koncept ako kópia hry, variantu, úrovní a ich obrázkov.',
    ['invalid_state'],
  ),
  'GET /api/webapp/games/:id/levels': op('Úrovne hry', `Úrovne hry v poradí. ${LIST}`),
  'GET /api/webapp/games/:id/levels/seq/:seq': op(
    'Úroveň hry podľa poradia',
    'Úroveň na poradí seq (alebo last) a jej susedia.',
  ),
  'GET /api/webapp/games/:id/levels/:levelId': op('Úroveň hry', 'Jedna úroveň hry.'),
  'GET /api/webapp/games/:id/levels/:levelId/insights': op(
    'Odpovede hráčov na úroveň hry',
    'Štatistika odpovedí hráčov na úroveň.',
  ),
  'POST /api/webapp/games/:id/levels/:levelId/try': op('Vyskúšať odpoveď na úroveň hry', TRY_ANSWER),
  'GET /api/webapp/games/:id/labels': op(
    'Štítky hry',
    'PDF so štítkami (t = address alebo reply, f = a4, dl, c5, c6, o = začiatočná pozícia 0–3).',
    ['invalid_state', 'invalid_format'],
    [409],
  ),
  'GET /api/webapp/games/:id/route': op(
    'Trasa hry',
    'Ako GET drafts/{id}/route: JSON pre mapu hry, format=gpx (GPX 1.1) alebo format=geojson (GeoJSON) ' +
      'ako súbor na stiahnutie. Iný formát je 400.',
  ),
  'GET /api/webapp/games/:id/report': op(
    'Správa o hre',
    'PDF s údajmi hry, počtom hier a štatistikou odpovedí.',
    ['invalid_state'],
    [409],
  ),
  'GET /api/webapp/games/:id/courier': op(
    'Objednávka kuriéra',
    'Aktívna objednávka kuriéra hry (alebo null).',
  ),
  'PUT /api/webapp/games/:id/courier': op('Objednať kuriéra', 'Vytvorí objednávku kuriéra.', [
    'courier_exists',
    'invalid_state',
    ...FORM,
  ]),
  'POST /api/webapp/games/:id/courier/validate': op(
    'Overiť objednávku kuriéra',
    'Vyhodnotí formulár objednávky, nič neuloží.',
  ),
  'GET /api/webapp/parcels': op('Zásielky (úrovne hier)', `Úrovne odoslaných hier, najnovšie prvé. ${LIST}`),
  'GET /api/webapp/parcels/count': op('Počty zásielok', 'Počet zásielok a počty po stavoch.'),
  'GET /api/webapp/parcels/exists': op(
    'Existujú zásielky',
    'Počty zásielok po stavoch a či rovnakému hľadaniu zodpovedajú aj hry.',
  ),
  'GET /api/webapp/parcels/:id': op('Zásielka', 'Úroveň ako zásielka so sledovaním a hrou.'),
  'GET /api/webapp/levels/idx/:idx': op(
    'Zásielka podľa indexu',
    'Zásielka na indexe idx zoznamu zásielok s rovnakými filtrami (sid: úrovne tej hry).',
  ),
  'POST /api/webapp/plays/events': op(
    'Udalosti hrania',
    'Prijme udalosti hier od hráčskej aplikácie (bez relácie, s tokenom).',
  ),
  // ---- History, recycle bin, backup ----
  'GET /api/webapp/history': op('História záznamu', 'Zmeny jedného záznamu (t typ, id), najnovšie prvé.'),
  'GET /api/webapp/changes': op(
    'Zmeny',
    'Záznam zmien všetkých záznamov s filtrami (a autor, t typ, d dátum).',
  ),
  'GET /api/webapp/changes/export': op('Exportovať zmeny', 'Zmeny s rovnakými filtrami ako tabuľka .xlsx.'),
  'GET /api/webapp/trash': op('Kôš', `Zmazané záznamy, najnovšie prvé (t typ). ${LIST}`),
  'POST /api/webapp/trash/:id/restore': op('Obnoviť z koša', 'Vráti zmazaný záznam.', ['invalid_state']),
  'DELETE /api/webapp/trash/:id': op('Zmazať z koša natrvalo', 'Odstráni záznam z koša natrvalo.'),
  'POST /api/webapp/backup': op('Záloha', 'Spustí zálohu databázy a súborov do BACKUP_DIR.'),
  // ---- Schemas (the forms' definitions) ----
  'GET /api/webapp/schemas': op('Platné schémy', 'Schémy formulárov v platnosti a ich verzia.'),
  'GET /api/webapp/schemas/versions': op('Verzie schém', 'Zoznam verzií schém.'),
  'PUT /api/webapp/schemas/versions': op('Nová verzia schém', 'Uloží rozpracovanú verziu schém.', [
    'invalid_schema',
  ]),
  'GET /api/webapp/schemas/versions/:id': op('Verzia schém', 'Jedna verzia schém.'),
  'POST /api/webapp/schemas/versions/:id/publish': op(
    'Zverejniť verziu schém',
    'Uvedie verziu schém do platnosti.',
    ['invalid_schema', 'invalid_state'],
  ),
  'POST /api/webapp/schemas/impact': op('Dopad zmeny schém', 'Koľko záznamov by zmena schém zasiahla.', [
    'invalid_schema',
  ]),
  'POST /api/webapp/schemas/preview': op('Náhľad formulára', 'Vyhodnotí formulár podľa navrhovanej schémy.', [
    'invalid_schema',
  ]),
  'GET /api/webapp/schemas/codelists/:name/usage': op(
    'Použitie číselníka',
    'Kde a koľkokrát sa číselník používa.',
  ),
  'GET /api/webapp/schemas/versions/:id/export': op('Exportovať verziu schém', 'Verzia schém ako .zip.'),
  'POST /api/webapp/schemas/import': op(
    'Importovať schémy',
    'Nahratie .zip so schémami vytvorí novú rozpracovanú verziu.',
    ['invalid_schema', 'invalid_format'],
  ),
  // ---- Public files and operations ----
  'GET /public/templates/:template': op(
    'Šablóna na stiahnutie',
    'Šablóna hry (.xls) alebo schéma XML (.xsd).',
  ),
  'GET /api/health': op('Proces odpovedá (živosť)', 'Odpovie, kým proces beží; nič iné nepovie.'),
  'GET /api/ready': op(
    'Proces môže obsluhovať: databáza dostupná, migrácie vykonané, spúšťač úloh beží',
    'Pripravenosť procesu pre vyvažovač záťaže a monitorovanie; 503, kým nie je pripravený.',
  ),
  'GET /metrics': op(
    'Metriky procesu pre Prometheus (Authorization: Bearer METRICS_TOKEN)',
    'Metriky požiadaviek a dotazov v textovom formáte Promethea; bez METRICS_TOKEN 404.',
  ),
};

/** The calls of a form record resource (record-routes.ts): list, read, create, update, delete, validate. */
function recordOperations(
  resource: string,
  one: string,
  many: string,
  ofOne: string,
  errs: readonly string[],
): Record<string, OperationDoc> {
  const base = `/api/webapp/${resource}`;
  const title = many[0].toUpperCase() + many.slice(1);
  return {
    [`GET ${base}`]: op(title, `Zoznam: ${many} (s hľadanie, t typ, f filter, d dátum). ${LIST}`),
    [`GET ${base}/:id`]: op(`Detail ${ofOne}`, `Celý záznam ${ofOne}.`),
    [`PUT ${base}`]: op(`Vytvoriť ${one}`, `Vytvorí ${one} z polí formulára.`, [...errs, ...FORM]),
    [`POST ${base}/:id`]: op(`Upraviť ${one}`, `Uloží zmenené polia ${ofOne}.`, [...errs, ...FORM]),
    [`DELETE ${base}/:id`]: op(`Zmazať ${one}`, `Presunie ${one} do koša.`, ['invalid_state']),
    [`POST ${base}/validate`]: op(`Overiť nový ${one}`, 'Vyhodnotí formulár nového záznamu, nič neuloží.'),
    [`POST ${base}/:id/validate`]: op(`Overiť ${one}`, 'Vyhodnotí formulár záznamu, nič neuloží.'),
  };
}

/** Who may call a route, by its `config.auth` (route-auth.ts). */
export const WHO: Record<string, string> = {
  public: 'Ktokoľvek, bez prihlásenia.',
  user: 'Každý prihlásený používateľ (aj prehliadač).',
  edit: 'Používateľ s oprávnením `edit` (editor, administrátor), nie počas prepnutia na iného používateľa.',
  switch_user: 'Používateľ s oprávnením `switch_user` (administrátor).',
  schemas: 'Používateľ s oprávnením `schemas` (správca schém), nie počas prepnutia na iného používateľa.',
  token: 'Stroj s hlavičkou `Authorization: Bearer <tajomstvo>`, bez relácie.',
};

/** The description and the `err` of each status the document lists. */
export const STATUS_TEXT: Record<number, { description: string; err?: string }> = {
  200: { description: 'Odpoveď: `ok: true` s údajmi, alebo odmietnutie `ok: false` s `err` (alebo `attrs`)' },
  304: { description: 'Nezmenené: ETag v If-None-Match sa zhoduje (bez tela)' },
  400: {
    description: 'Neplatná požiadavka: parameter, neznámy kľúč adresy, telo; `message` po slovensky',
    err: 'bad_request',
  },
  401: { description: 'Bez prihlásenia (alebo chýbajúci či nesprávny token)', err: 'unauthorized' },
  403: {
    description: 'Chýba oprávnenie, prepnutý používateľ, alebo požiadavka z cudzieho pôvodu',
    err: 'forbidden',
  },
  404: { description: 'Záznam neexistuje', err: 'not_found' },
  409: { description: 'Stav záznamu to nedovoľuje', err: 'invalid_state' },
  413: { description: 'Telo JSON nad 1 MiB alebo súbor nad 40 MiB', err: 'size_limit_exceeded' },
  414: { description: 'Parameter v adrese dlhší ako 100 znakov', err: 'bad_request' },
  415: { description: 'Nepodporovaný typ obsahu (Content-Type)', err: 'bad_request' },
  429: { description: 'Priveľa pokusov (Retry-After)', err: 'too_many_requests' },
  431: { description: 'Adresa a hlavičky spolu nad 16 KiB', err: 'header_too_large' },
  500: { description: 'Chyba servera (zapísaná do záznamu chýb)', err: 'error' },
  503: { description: 'Server sa ešte spúšťa (Retry-After)', err: 'not_ready' },
};

const MONITORING = new Set(['/api/health', '/api/ready', '/metrics']);

/** The statuses the document lists for a route, in order. */
export function documentedStatuses(method: string, url: string, auth: string | undefined): number[] {
  const doc = API_OPERATIONS[`${method} ${url}`];
  const statuses = new Set<number>([200, 400, 431, 500]);
  const changing = method !== 'GET' && method !== 'HEAD';
  if (method === 'GET' && url.startsWith('/api/webapp/')) statuses.add(304);
  if (auth && auth !== 'public') statuses.add(401);
  // A session route may refuse a record the user may not read (history, trash, administrators' contacts).
  if ((auth && auth !== 'public' && auth !== 'token') || (changing && url.startsWith('/api/webapp/')))
    statuses.add(403);
  if (url.startsWith('/api/webapp/') || url.includes(':') || auth === 'token') statuses.add(404);
  if (url.includes(':')) statuses.add(414);
  if (changing) {
    statuses.add(413);
    statuses.add(415);
  }
  if (!MONITORING.has(url)) statuses.add(503);
  for (const status of doc?.statuses ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
