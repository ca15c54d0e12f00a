// The voucher edit modal (platform 2.8, 3.7): the schema-driven EditDialog with remove (confirmed),
// cancel and done; 'Vygenerovať jednorazové poukážky' is the schema's repeat group with a count.
import type { RaRecord } from 'react-admin';
import { EditDialog } from '../forms';
import type { VoucherTab } from './types';

export interface VoucherEditDialogProps {
  /** The voucher id; null = a new voucher. */
  id: number | string | null;
  /** The tab a new voucher is created with (PUT vouchers?t=…). */
  type: VoucherTab;
  onClose(): void;
  onSaved?(record: RaRecord, info: { created: boolean }): void;
  onRemoved?(record: RaRecord): void;
}

export function VoucherEditDialog({ id, type, onClose, onSaved, onRemoved }: VoucherEditDialogProps) {
  return (
    <EditDialog
      open
      onClose={onClose}
      schema="voucher"
      resource="vouchers"
      id={id}
      createMeta={{ type }}
      removable
      onSaved={onSaved}
      onRemoved={onRemoved}
    />
  );
}
