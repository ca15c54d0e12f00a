// The app's own texts: frame, menu, signed-out views, settings, switch user, session errors
// (spec platform 2.2–2.6, 8.1–8.5) and the resource names react-admin shows in its defaults.
import outdatedBrowser from './outdated-browser.json';

export const appMessages = {
  resources: {
    users: { name: 'Používateľ |||| Používatelia |||| Používateľov' },
    invoices: { name: 'Faktúra |||| Faktúry |||| Faktúr' },
    vouchers: { name: 'Poukážka |||| Poukážky |||| Poukážok' },
    drafts: { name: 'Koncept |||| Koncepty |||| Konceptov' },
    games: { name: 'Hra |||| Hry |||| Hier' },
  },
  app: {
    product: 'Hry – back-office',
    schemas: {
      loadFailed: 'Formuláre sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
      retry: 'Skúsiť znova',
    },
    readOnly: {
      title: 'Len na čítanie',
      game: 'Hru si môžete prezrieť; meniť ju môže len používateľ s oprávnením upravovať.',
      level: 'Úlohu si môžete prezrieť; meniť ju môže len používateľ s oprávnením upravovať.',
      drafts:
        'Koncepty si môžete len prezerať; upravovať, odosielať a odstraňovať ich môže len používateľ s oprávnením upravovať. Preto je počet pri Konceptoch v menu pre vás 0.',
    },
    forbidden: 'Na túto obrazovku nemáte prístup. Zobrazujú sa hry.',
    placeholder: 'Táto časť sa pripravuje.',
    menu: {
      dashboard: 'Vytvoriť hru',
      games: 'Hry',
      users: 'Používatelia',
      drafts: 'Koncepty',
      invoices: 'Faktúry',
      vouchers: 'Poukážky',
      main: 'Hlavné menu',
      count: 'Počet: %{smart_count}',
      found:
        'Nájdená %{smart_count} položka |||| Nájdené %{smart_count} položky |||| Nájdených %{smart_count} položiek',
    },
    frame: {
      logo: 'Hry',
      // The accessible name starts with what the link shows (axe: label-content-name-mismatch).
      home: '%{logo} %{version} – na úvodnú stránku',
      version: 'verzia %{version}',
      search: 'Hľadať',
      userMenu: '%{account} – používateľské menu',
      actingAs: '(%{email})',
      settings: 'Nastavenia',
      switchUser: 'Prepnúť používateľa',
      tutorialShow: 'Zobraziť návod',
      tutorialHide: 'Skryť návod',
      help: 'Pomoc',
      signout: 'Odhlásiť',
    },
    signedOut: {
      promoTitle: 'Mestské a tímové hry',
      promoText:
        'Vytvárajte hry, ich varianty a úlohy, posielajte ich do produkcie a spravujte poukážky, faktúry a používateľov na jednom mieste.',
      copyright: '© 2019 Hry – back-office. Všetky práva vyhradené.',
      secureAccess: 'Zabezpečený prístup:',
    },
    // Shown by index.html's classic script when the browser cannot run the app (vite.config.ts puts them in).
    outdated: outdatedBrowser,
    signin: {
      title: 'Prihlásenie',
      email: 'E-mail',
      password: 'Heslo',
      remember: 'Zapamätať si ma',
      submit: 'Prihlásiť sa',
      problems: 'Problémy s prihlásením?',
      err: {
        user_not_found: 'E-mail alebo heslo je nesprávne',
        user_disabled: 'Váš účet bol zablokovaný',
        user_inactive: 'Váš účet ešte nebol aktivovaný',
        too_many_requests: 'Príliš veľa pokusov o prihlásenie. Počkajte chvíľu a skúste to znova.',
        error: 'Prihlásenie sa nepodarilo, skúste to neskôr.',
      },
    },
    resetInit: {
      title: 'Obnovenie hesla',
      info: 'Zadajte e-mail, ktorým ste sa registrovali. Pošleme vám naň pokyny na obnovenie hesla.',
      email: 'E-mail',
      submit: 'Odoslať',
      back: 'Späť na prihlásenie',
      sentTitle: 'Pokyny boli odoslané',
      sentMsg: 'Na zadaný e-mail sme poslali pokyny na obnovenie hesla.',
      err: {
        user_not_found: 'Neznámy e-mail',
        user_disabled: 'Účet je zablokovaný',
        error: 'Požiadavku sa nepodarilo odoslať, skúste to neskôr.',
      },
    },
    resetComplete: {
      title: 'Obnovenie hesla',
      info: 'Zadajte nové heslo dvakrát.',
      password: 'Nové heslo',
      password2: 'Nové heslo znova',
      submit: 'Zmeniť heslo',
      checking: 'Overujem odkaz…',
      mismatch: 'Heslá sa nezhodujú, zadajte ich znova',
      password_weak: 'Heslo je príliš jednoduché',
      doneTitle: 'Heslo bolo zmenené',
      doneMsg: 'Heslo bolo zmenené, môžete sa prihlásiť.',
      errMsg: {
        user_not_found: 'Odkaz na obnovenie hesla je neplatný.',
        user_disabled: 'Účet je zablokovaný.',
        token_expired: 'Platnosť odkazu na obnovenie hesla vypršala.',
        error: 'Heslo sa nepodarilo zmeniť, skúste to neskôr.',
      },
    },
    msg: {
      signin: 'Prihlásiť sa',
    },
    // Sign-up and activation texts exist (spec 8.2, 8.3) though their screens are not shown.
    signupInit: {
      title: 'Registrácia',
      err: {
        email_invalid: 'Neplatný e-mail',
        password_weak: 'Heslo je príliš jednoduché',
        email_exists: 'Tento e-mail už existuje',
        password_not_match: 'Heslá sa nezhodujú',
      },
    },
    signupComplete: {
      title: 'Registrácia je dokončená',
      msg: 'Na váš e-mail sme poslali odkaz na aktiváciu účtu.',
    },
    activation: {
      title: 'Aktivácia účtu',
      done: 'Účet bol aktivovaný, môžete sa prihlásiť.',
      signup: 'Registrácia',
      errMsg: {
        user_not_found: 'Aktivačný odkaz je neplatný.',
        user_disabled: 'Účet bol zablokovaný administrátorom.',
        user_active: 'Účet už bol aktivovaný, môžete sa prihlásiť.',
        token_expired: 'Platnosť odkazu vypršala, zaregistrujte sa znova.',
      },
    },
    settings: {
      title: 'Nastavenia',
      passwordSection: 'Zmena hesla',
      password: 'Nové heslo',
      password2: 'Nové heslo znova',
      submit: 'Zmeniť heslo',
      changed: 'Heslo bolo zmenené',
      err: {
        password_weak: 'Heslo je príliš jednoduché',
        password_not_match: 'Heslá sa nezhodujú',
      },
    },
    switchUser: {
      title: 'Prepnúť používateľa',
      email: 'Email',
      submit: 'Prepnúť',
      err: {
        user_not_found: 'Používateľ sa nenašiel',
      },
    },
    dashboard: {
      title: 'Vytvoriť hru',
      category: {
        zilina: 'Žilina',
        product: 'Kdekoľvek',
        teambuilding: 'Teambuilding',
      },
      create: 'Vytvoriť hru v kategórii %{category}',
    },
  },
};
