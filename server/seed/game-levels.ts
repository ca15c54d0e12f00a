// Demo levels (tasks) of the demo games: real Slovak questions, answers, challenges, poems and
// recapitulations covering all 11 layouts; the image-chooser and frame levels show the demo images
// (server/seed/images.ts). Each entry is level-form input (schemas/level.json) and
// goes through the field engine when seeded.
import type { FormInput } from '../../schemas/engine';
import { imageAnswers } from './images';

export interface DemoLevel {
  name: string;
  question: string;
  /** Default ANSWER_REQUIRED. */
  layout?: string;
  /** Correct answers (ANSWER_REQUIRED). */
  answers?: string[];
  /** Further level fields (yes-no.*, poem.*, recapitulation.*, help, info, description…). */
  extra?: FormInput;
  /** In production (default true). */
  active?: boolean;
}

const wiki = (name: string, question: string, description: string, info: string): DemoLevel => ({
  name,
  question,
  layout: 'LEVEL_WIKI',
  extra: { description, info },
});

export const ZILINA_CASTLE_LEVELS: DemoLevel[] = [
  {
    name: 'Návod',
    question: 'Prečítajte si pravidlá hry a potvrďte, že ste pripravení vyraziť.',
    layout: 'VIEW_GAME_MANUAL',
    extra: {
      description:
        'Hra trvá asi dve hodiny. Držte sa spolu, dávajte pozor na cestu a nápovedu použite až v núdzi.',
    },
  },
  {
    name: 'Brána',
    question: 'Koľko okien má veža nad bránou?',
    answers: ['12', 'dvanásť'],
    extra: { help: 'Počítajte aj malé okienka pod strechou.', info: 'Výborne, veža má dvanásť okien!' },
  },
  {
    name: 'Námestie',
    question: 'Ktorá svätica stojí na stĺpe uprostred Mariánskeho námestia?',
    answers: ['Mária', 'Panna Mária'],
    extra: { info: 'Socha Immaculaty pochádza z roku 1738.' },
  },
  {
    name: 'Farský kostol',
    question: 'V ktorom roku bola dostavaná Burianova veža?',
    answers: ['1530'],
    extra: { help: 'Letopočet nájdete na informačnej tabuli pri vchode do veže.' },
  },
  wiki(
    'Podlubia',
    'Prečítajte si, prečo má Mariánske námestie podlubia.',
    'Podlubia (arkády) chránili trhovníkov pred dažďom a slnkom. Žilinské námestie ich má po celom obvode.',
    'Podlubia sa zachovali vo všetkých 25 meštianskych domoch námestia.',
  ),
  {
    name: 'Erb mesta',
    question: 'Vyberte obrázok, na ktorom je skutočný erb Žiliny.',
    layout: 'IMAGE_CHOOSER',
    extra: {
      description: 'Erb Žiliny tvorí strieborná hradba s tromi vežami a zlatou lipou.',
      ...imageAnswers('erb'),
    },
  },
  {
    name: 'Budatín',
    question: 'Ako sa volá rieka, ktorá sa pri Budatínskom hrade vlieva do Váhu?',
    answers: ['Kysuca'],
  },
  {
    name: 'Tímová fotka',
    question: 'Odfoťte celý tím pred Budatínskym hradom tak, aby bola vidieť veža.',
    layout: 'TAKE_PHOTO',
    extra: { help: 'Stačí jedna fotka; všetci musia byť na nej.' },
  },
  {
    name: 'Báseň o hrade',
    question: 'Zložte štvorveršie o Žilinskom hrade.',
    layout: 'MAKE_POEM',
    extra: { 'poem.minlength': 40, 'poem.maxlength': 400, 'poem.words': 'hrad;veža;erb' },
  },
  {
    name: 'Rekapitulácia',
    question: 'Zhrňte, čo ste na svojej ceste po Žiline objavili.',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Splnené úlohy',
      'recapitulation.tasks-1': 'Spočítali ste okná veže nad bránou.',
      'recapitulation.tasks-2': 'Našli ste sochu na Mariánskom námestí.',
      'recapitulation.tasks-3': 'Zistili ste, kedy bola dostavaná Burianova veža.',
      'recapitulation.title2': 'Vaše fotky',
      'recapitulation.uploads-1': 'Tím pred Budatínskym hradom',
      'recapitulation.uploads-2': 'Najkrajšie miesto na námestí',
      'recapitulation.limits-1': 1,
      'recapitulation.limits-2': 3,
    },
  },
];

export const BRATISLAVA_LEVELS: DemoLevel[] = [
  {
    name: 'Mapa trasy',
    question: 'Stiahnite si mapu trasy so všetkými zastávkami.',
    layout: 'DOWNLOAD_GAME_MANUAL',
    extra: { description: 'Mapa vo formáte PDF obsahuje trasu od Michalskej brány po Dóm sv. Martina.' },
  },
  {
    name: 'Michalská brána',
    question: 'Aká socha je na vrchole Michalskej veže?',
    answers: ['archanjel Michal', 'svätý Michal', 'Michal'],
  },
  {
    name: 'Najužší dom',
    question: 'Koľko metrov je široký najužší dom v Európe pri Michalskej bráne?',
    answers: ['130 cm', '1,3 m', '1,3'],
    extra: { help: 'Hľadajte dom hneď vedľa brány, v ktorom je dnes kaviareň.' },
  },
  { name: 'Roland', question: 'Kto stojí na vrchole fontány na Hlavnom námestí?', answers: ['Roland'] },
  {
    name: 'Čumil',
    question: 'Vyberte v rámiku fotku sochy, ktorá vykukuje z kanála na Panskej ulici.',
    layout: 'FRAME_IMAGES_CHOOSER',
    extra: {
      description: 'Bronzová socha Čumila stojí na rohu Panskej a Laurinskej ulice od roku 1997.',
      ...imageAnswers('ulica', true),
    },
  },
  {
    name: 'Dóm',
    question: 'Čo je na vrchole veže Dómu sv. Martina?',
    answers: ['koruna', 'pozlátená koruna'],
    extra: { info: 'Koruna váži 300 kg a pripomína 19 korunovácií uhorských panovníkov.' },
  },
  wiki(
    'Korunovačná cesta',
    'Prečítajte si, kadiaľ viedla korunovačná cesta.',
    'Korunovačnú cestu v Starom Meste značí 178 bronzových koruniek v dlažbe.',
    'Prvá korunovácia v Dóme sv. Martina sa konala v roku 1563.',
  ),
  {
    name: 'Ďalšia hra',
    question: 'Vyberte, ktorú hru si zahráte nabudúce.',
    layout: 'GAME_CHOOSER',
    extra: { description: 'Ponúkame nočnú trasu s baterkou aj rodinnú trasu po hradnom kopci.' },
  },
  {
    name: 'Rekapitulácia',
    question: 'Pozrite sa, čo všetko ste v Starom Meste zvládli.',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Čo ste objavili',
      'recapitulation.tasks-1': 'Archanjela Michala na veži brány.',
      'recapitulation.tasks-2': 'Rolanda na fontáne.',
      'recapitulation.tasks-3': 'Korunu na veži Dómu.',
      'recapitulation.title2': 'Fotky z cesty',
      'recapitulation.uploads-1': 'Tím pri Čumilovi',
      'recapitulation.limits-1': 2,
    },
  },
];

export const WEDDING_LEVELS: DemoLevel[] = [
  {
    name: 'Pravidlá',
    question: 'Prečítajte si, ako sa hrá svadobná hra.',
    layout: 'VIEW_GAME_MANUAL',
    extra: { description: 'Každý stôl tvorí jeden tím. Úlohy sa objavujú počas celej svadby.' },
  },
  {
    name: 'Zoznámenie',
    question: 'Kde sa novomanželia prvýkrát stretli?',
    answers: ['v knižnici', 'knižnica'],
  },
  { name: 'Prvé rande', question: 'Aký film videli na prvom rande?', answers: ['Pelíšky'] },
  { name: 'Žiadosť', question: 'Na ktorom vrchu zaznela žiadosť o ruku?', answers: ['Kriváň'] },
  {
    name: 'Tanec s nevestou',
    question: 'Vyzvite nevestu do tanca a zatancujte si spolu aspoň pol piesne.',
    layout: 'GAME_YES_NO',
    extra: { 'yes-no.place': 'tanečný parket', 'yes-no.tool': 'hudba', 'yes-no.target': 'Nevesta' },
  },
  {
    name: 'Ženíchova výzva',
    question: 'Nech ženích zaspieva refrén svojej obľúbenej piesne.',
    layout: 'GAME_YES_NO',
    extra: { 'yes-no.place': 'pri hlavnom stole', 'yes-no.tool': 'mikrofón', 'yes-no.target': 'Ženích' },
  },
  {
    name: 'Spoločná fotka',
    question: 'Urobte si spoločnú fotku všetkých hostí pri stole s novomanželmi.',
    layout: 'GAME_YES_NO',
    extra: { 'yes-no.place': 'hlavný stôl', 'yes-no.tool': 'fotoaparát', 'yes-no.target': 'Všetci' },
  },
  {
    name: 'Svadobná básnička',
    question: 'Napíšte novomanželom krátku básničku do pamätnej knihy.',
    layout: 'MAKE_POEM',
    extra: { 'poem.minlength': 30, 'poem.maxlength': 500, 'poem.words': 'láska;prsteň;spolu' },
  },
  {
    name: 'Fotka s tortou',
    question: 'Odfoťte svadobnú tortu skôr, než ju novomanželia rozkrájajú.',
    layout: 'TAKE_PHOTO',
  },
  {
    name: 'Rekapitulácia',
    question: 'Spomeňte si na najkrajšie chvíle svadby.',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Splnené výzvy',
      'recapitulation.tasks-1': 'Tanec s nevestou',
      'recapitulation.tasks-2': 'Pieseň ženícha',
      'recapitulation.title2': 'Fotky pre novomanželov',
      'recapitulation.uploads-1': 'Spoločná fotka hostí',
      'recapitulation.uploads-2': 'Svadobná torta',
      'recapitulation.limits-1': 1,
      'recapitulation.limits-2': 2,
    },
  },
];

export const MARTIN_LEVELS: DemoLevel[] = [
  {
    name: 'Národný cintorín',
    question: 'Koľko osobností je pochovaných pri vstupe? Odhadnite.',
    answers: ['30', 'tridsať'],
  },
  { name: 'Matica slovenská', question: 'V ktorom roku bola založená Matica slovenská?', answers: ['1863'] },
  { name: 'Múzeum', question: 'Ako sa volá múzeum slovenskej dediny?', answers: ['skanzen'] },
  {
    name: 'Tímová pyramída',
    question: 'Postavte ľudskú pyramídu aspoň z troch poschodí a odfoťte ju.',
    layout: 'TAKE_PHOTO',
  },
  {
    name: 'Tímová výzva',
    question: 'Celý tím zaspieva hymnu firmy na námestí.',
    layout: 'GAME_YES_NO',
    extra: { 'yes-no.place': 'Námestie S. H. Vajanského', 'yes-no.target': 'Všetci' },
  },
  wiki(
    'Turčiansky Svätý Martin',
    'Prečítajte si, ako sa mesto volalo v minulosti.',
    'Do roku 1950 sa mesto volalo Turčiansky Svätý Martin. V roku 1918 tu prijali Martinskú deklaráciu.',
    'Martinská deklarácia vyjadrila vôľu Slovákov žiť v spoločnom štáte s Čechmi.',
  ),
  {
    name: 'Firemná óda',
    question: 'Zložte ódu na svoj tím.',
    layout: 'MAKE_POEM',
    extra: { 'poem.minlength': 50, 'poem.maxlength': 600, 'poem.words': 'tím;spolupráca;úspech' },
  },
  {
    name: 'Rekapitulácia',
    question: 'Čo všetko ste ako tím v Martine dokázali?',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Tímové úlohy',
      'recapitulation.tasks-1': 'Ľudská pyramída',
      'recapitulation.tasks-2': 'Hymna na námestí',
      'recapitulation.tasks-3': 'Óda na tím',
      'recapitulation.title2': 'Fotky tímu',
      'recapitulation.uploads-1': 'Pyramída',
      'recapitulation.limits-1': 2,
    },
  },
];

export const JANOSIK_LEVELS: DemoLevel[] = [
  {
    name: 'Jánošíkova socha',
    question: 'Z akého materiálu je socha Jánošíka nad Terchovou?',
    answers: ['kov', 'oceľ', 'nerez'],
  },
  { name: 'Rodný dom', question: 'V ktorom roku sa Juraj Jánošík narodil?', answers: ['1688'] },
  {
    name: 'Valaška',
    question: 'Ako sa volá sekerka, ktorú nosil Jánošík?',
    answers: ['valaška'],
    extra: { help: 'Je to tradičná pastierska palica so sekerkou.' },
  },
  wiki(
    'Terchovská muzika',
    'Prečítajte si o terchovskej muzike.',
    'Terchovská muzika je od roku 2013 zapísaná v zozname nehmotného kultúrneho dedičstva UNESCO.',
    'Hrá sa na dvoje husle, kontrabas a heligónku.',
  ),
  {
    name: 'Jánošíkove diery',
    question: 'Koľko rebríkov vedie cez Dolné diery? Odhadnite.',
    answers: ['10', 'desať'],
  },
  {
    name: 'Zbojnícky skok',
    question: 'Preskočte ako zbojníci vatru (symbolicky, cez lano) a odfoťte sa pri skoku.',
    layout: 'TAKE_PHOTO',
    active: false,
  },
  {
    name: 'Zbojnícka pieseň',
    question: 'Zložte zbojnícku pieseň o Jánošíkovi.',
    layout: 'MAKE_POEM',
    extra: { 'poem.minlength': 40, 'poem.maxlength': 400, 'poem.words': 'Jánošík;valaška;hory' },
  },
  {
    name: 'Obrázok Malej Fatry',
    question: 'Vyberte obrázok, na ktorom je Veľký Rozsutec.',
    layout: 'IMAGE_CHOOSER',
    extra: imageAnswers('hory'),
    active: false,
  },
  {
    name: 'Rekapitulácia',
    question: 'Pozrite sa, ktoré zbojnícke skúšky ste zvládli.',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Zbojnícke skúšky',
      'recapitulation.tasks-1': 'Zbojnícky skok',
      'recapitulation.tasks-2': 'Zbojnícka pieseň',
      'recapitulation.title2': 'Fotky zo Terchovej',
      'recapitulation.uploads-1': 'Skok cez vatru',
      'recapitulation.limits-1': 3,
    },
  },
];

export const BOJNICE_LEVELS: DemoLevel[] = [
  {
    name: 'Pokyny',
    question: 'Stiahnite si pokyny pre vedúcich tímov.',
    layout: 'DOWNLOAD_GAME_MANUAL',
    extra: { description: 'Pokyny obsahujú rozdelenie do tímov, bezpečnostné pravidlá a mapu parku.' },
  },
  {
    name: 'Zámok',
    question: 'Ktorý rod dal prestavať Bojnický zámok do dnešnej podoby?',
    answers: ['Pálfiovci', 'Pálfi'],
  },
  {
    name: 'Lipa',
    question: 'Ako sa volá stáročná lipa pri zámku?',
    answers: ['Lipa kráľa Mateja', 'kráľa Mateja'],
  },
  {
    name: 'Festival',
    question: 'Ako sa volá známy festival duchov a strašidiel v Bojniciach?',
    answers: ['Medzinárodný festival duchov a strašidiel', 'festival duchov'],
  },
  {
    name: 'Lanová dráha',
    question: 'Celý tím prejde po lane nad potokom bez toho, aby sa niekto dotkol zeme.',
    layout: 'GAME_YES_NO',
    extra: { 'yes-no.place': 'zámocký park', 'yes-no.tool': 'lano', 'yes-no.target': 'Všetci' },
  },
  {
    name: 'Zoo',
    question: 'Vyberte fotku zvieraťa, ktoré v bojnickej zoo chovajú od jej otvorenia.',
    layout: 'FRAME_IMAGES_CHOOSER',
    extra: imageAnswers('zoo', true),
  },
  {
    name: 'Ďalší teambuilding',
    question: 'Vyberte si tému nasledujúceho teambuildingu.',
    layout: 'GAME_CHOOSER',
  },
  {
    name: 'Rekapitulácia',
    question: 'Čo váš tím v Bojniciach zvládol?',
    layout: 'GAME_RECAPITULATION',
    extra: {
      'recapitulation.title1': 'Výzvy',
      'recapitulation.tasks-1': 'Prechod po lane',
      'recapitulation.title2': 'Tímové fotky',
      'recapitulation.uploads-1': 'Tím pred zámkom',
      'recapitulation.limits-1': 2,
    },
  },
];

/** Every demo level, the pool the further sheets of the games list take theirs from (games-list.ts). */
export const LEVEL_POOL: DemoLevel[] = [
  ...ZILINA_CASTLE_LEVELS,
  ...WEDDING_LEVELS,
  ...BRATISLAVA_LEVELS,
  ...MARTIN_LEVELS,
  ...JANOSIK_LEVELS,
  ...BOJNICE_LEVELS,
];
