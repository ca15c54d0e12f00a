// The invoices view and the invoice edit modal (platform 2.7, 3.6, 4.4); the file-download modal
// (src/downloads, platform 2.10, 4.9) and the relative day words of src/format, shared by every screen.
export const invoicesMessages = {
  invoices: {
    title: 'Faktúry',
    tabs: {
      label: 'Stav faktúr',
      invoiced: 'Vyfakturované',
      cancelled: 'Stornované',
    },
    empty: {
      invoiced: 'Zatiaľ tu nie sú žiadne vyfakturované faktúry.',
      cancelled: 'Žiadna faktúra nebola stornovaná.',
    },
    emptySearch: {
      invoiced: 'Hľadanému výrazu nezodpovedá žiadna vyfakturovaná faktúra.',
      cancelled: 'Hľadanému výrazu nezodpovedá žiadna stornovaná faktúra.',
    },
    new: 'Nová faktúra',
    item: {
      code: 'Číslo faktúry',
      canceled: 'Stornovaná',
      createdAt: 'Dátum vytvorenia',
    },
    storno: {
      button: 'Storno',
      title: 'Stornovať faktúru?',
      content: 'Faktúra %{code} bude stornovaná a presunie sa medzi stornované faktúry.',
      done: 'Faktúra %{code} bola stornovaná.',
      failed: 'Faktúru sa nepodarilo stornovať, skúste to znova.',
    },
    download: {
      button: 'Stiahnuť PDF',
      title: 'Stiahnutie faktúry',
      description: 'Faktúra %{code} vo formáte PDF',
    },
  },
  downloads: {
    title: 'Stiahnutie súboru',
    processing: 'Pripravujem súbor…',
    download: 'Stiahnuť',
    failed: 'Súbor sa nepodarilo stiahnuť',
    retry: 'Skúsiť znova',
    signin: 'Prihlásiť sa',
    reason: {
      unauthorized: 'Vaše prihlásenie skončilo. Prihláste sa znova a súbor stiahnite ešte raz.',
      forbidden: 'Na stiahnutie tohto súboru nemáte oprávnenie.',
      not_found: 'Súbor sa nenašiel, mohol byť medzitým odstránený.',
      invalid_format: 'Pre tento typ zásielky sa štítky v zvolenom formáte netlačia.',
      invalid_state: 'Hra v tomto stave tieto štítky neponúka.',
      refused: 'Server žiadosť o súbor odmietol.',
      server: 'Na serveri nastala chyba. Skúste to znova neskôr.',
      offline: 'Server je nedostupný. Skontrolujte pripojenie a skúste to znova.',
      error: 'Skúste to znova.',
    },
  },
  format: {
    today: 'Dnes',
    yesterday: 'Včera',
  },
};
