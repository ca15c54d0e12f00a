// The vouchers view and the voucher edit modal (platform 2.8, 3.7, 4.5).
export const vouchersMessages = {
  vouchers: {
    title: 'Poukážky',
    tabs: {
      free: 'Voľné',
      used: 'Použité',
      expired: 'Exspirované',
    },
    empty: {
      free: 'Žiadne voľné poukážky. Novú pridáte tlačidlom Nová poukážka.',
      used: 'Zatiaľ nebola použitá žiadna poukážka.',
      expired: 'Žiadna poukážka neexspirovala.',
    },
    emptySearch: {
      free: 'Hľadanému výrazu nezodpovedá žiadna voľná poukážka.',
      used: 'Hľadanému výrazu nezodpovedá žiadna použitá poukážka.',
      expired: 'Hľadanému výrazu nezodpovedá žiadna exspirovaná poukážka.',
    },
    new: 'Nová poukážka',
    status: {
      free: 'Voľná',
      used: 'Použitá',
      expired: 'Exspirovaná',
    },
    item: {
      universal: 'Univerzálna',
      anyGame: 'Ľubovoľná hra',
      anyVariant: 'Ľubovoľný variant',
      usage: 'Použitie:',
      usageTitle: 'Počet použití / maximálny počet použití',
      expiration: 'Platná do %{date}',
      noExpiration: 'Bez obmedzenia platnosti',
      registered: 'Vytvorená: %{date}',
      updated: 'upravená: %{date}',
    },
  },
};
