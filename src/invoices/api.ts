// The invoice calls beyond react-admin's resource calls (platform 2.7, 7.4).
import type { AppDataProvider } from '../providers/dataProvider';
import type { Invoice } from './types';

/** POST invoices/{id}/cancel: the storno; → the canceled invoice when the reply carries it. */
export async function cancelInvoice(
  dataProvider: AppDataProvider,
  id: number | string,
): Promise<Invoice | undefined> {
  const reply = await dataProvider.call('POST', `invoices/${id}/cancel`);
  return reply.invoice as Invoice | undefined;
}
