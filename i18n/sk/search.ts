// Global search field (spec platform 2.3) and the address / post-office lookups (7.4, 9).
export const searchMessages = {
  search: {
    placeholder: 'Hľadať…',
    label: 'Hľadať',
  },
  lookups: {
    address: {
      label: 'Ulica',
      noOptions: 'Žiadna adresa sa nenašla',
      tooShort: 'Napíšte aspoň 2 znaky',
      tooLong: 'Adresu takú dlhú nemožno vyhľadať',
      loading: 'Hľadám adresy…',
      open: 'Zobraziť návrhy',
      close: 'Skryť návrhy',
    },
    post: {
      name: 'Pošta: %{name}',
      unknown: 'Pošta s týmto PSČ neexistuje',
    },
  },
};
