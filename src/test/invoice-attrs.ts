// A valid invoice form (platform 7.6) for tests that create an invoice through the API: the app's
// tests against the real server and the browser tests (e2e/downloads.spec.ts).

/** The attributes of a valid invoice for the game variant `variantId`; `overrides` replace any of them. */
export function invoiceAttrs(variantId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ján Novák',
    address: 'Hlavná 1',
    zip: '01001',
    city: 'Žilina',
    country: 'sk',
    taxableSupplyDate: '2026-03-01',
    dateOfIssue: '2026-03-01',
    dueDate: '2026-03-15',
    game: String(variantId),
    paymentMethod: 'transfer',
    price: 1234.5,
    vat: 20,
    ...overrides,
  };
}
