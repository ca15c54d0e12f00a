// The 'Objednať kuriéra' action of the game view (games 2.15): for sent games of a courier parcel type
// (rules.ts), with 'edit'; once ordered it opens the order read-only.
import { useState } from 'react';
import { Button } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../providers/session';
import { CourierDialog } from './CourierDialog';
import { courierOffered, hasCourier, type CourierSheet } from './rules';

export function CourierAction({ sheet, onOrdered }: { sheet: CourierSheet; onOrdered(): void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!hasPermission(permissions, 'edit') || !courierOffered(sheet)) return null;
  return (
    <>
      <Button startIcon={<LocalShippingIcon />} onClick={() => setOpen(true)} data-testid="courier-action">
        {translate(hasCourier(sheet) ? 'courier.ordered' : 'courier.order')}
      </Button>
      {open && <CourierDialog sheet={sheet} onClose={() => setOpen(false)} onOrdered={onOrdered} />}
    </>
  );
}
