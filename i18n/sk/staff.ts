// Strings of the staff lists (src/lists) and the common upload dialog (src/uploads).
export const staffMessages = {
  staff: {
    list: {
      loading: 'Načítava sa…',
      loadFailed: 'Zoznam sa nepodarilo načítať. Skúste to znova neskôr.',
      updated: 'Upravené',
    },
  },
};
