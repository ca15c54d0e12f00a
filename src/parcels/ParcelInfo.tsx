// The info panel of the level/parcel detail (games 3.7): the game and level, the tracking number, the
// parcel type and the inherited attributes (recipient, contact, services, weight, insurance, store
// days, cash on delivery, note).
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codelistLabel } from '../providers/schemas';
import { countryName, formatEur, formatZip } from '../format';
import type { IdxLevel, IdxSheet, ParcelView } from './types';

const plain = (v: unknown): unknown =>
  v && typeof v === 'object' && 'val' in v ? (v as { val: unknown }).val : v;

const text = (v: unknown): string => {
  if (v && typeof v === 'object' && 'val' in v) return text((v as { val: unknown }).val);
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ParcelInfo({
  sheet,
  level,
  parcel,
}: {
  sheet: IdxSheet;
  level: IdxLevel;
  parcel: ParcelView | null;
}) {
  const translate = useTranslate();
  const info = parcel?.info ?? level.info ?? {};
  const value = (key: string) => plain(info[key]);
  const recipient = (value('recipient') ?? {}) as Record<string, string | null>;
  const servicesValue = value('services');
  const services = Array.isArray(servicesValue) ? (servicesValue as string[]) : [];
  const number = parcel?.tracking ?? null;
  const type = parcel?.parcelType || sheet.parcelType || '';
  const weight = value('weight');
  const store = value('store');
  const cod = formatEur(value('cod.price'));
  const codType = text(info['cod.type']);
  const levelName = [text(level.number), text(level.info?.name) || text(level.info?.question)]
    .filter(Boolean)
    .join(' – ');
  const country = recipient.country && recipient.country !== 'sk' ? countryName(recipient.country) : '';
  return (
    <Box component="section" aria-label={translate('parcels.info.title')} data-testid="parcel-info">
      <Row label={translate('parcels.info.game')}>
        {[sheet.gameName, sheet.variantNameExtended].filter(Boolean).join(' – ')}
      </Row>
      <Row label={translate('parcels.info.level')}>{levelName}</Row>
      <Row label={translate('parcels.info.status')}>
        <span data-testid="parcel-status">{codelistLabel('sheetStatus', sheet.status)}</span>
      </Row>
      <Row label={translate('parcels.info.number')}>
        <span data-testid="parcel-number">{number ?? translate('parcels.info.noNumber')}</span>
      </Row>
      <Row label={translate('parcels.info.type')}>{type ? codelistLabel('parcelType', type) : ''}</Row>
      {recipient.name && (
        <Row label={translate('parcels.info.recipient')}>
          <div>{recipient.name}</div>
          {recipient.org && <div>{recipient.org}</div>}
          {recipient.street && <div>{recipient.street}</div>}
          <div>{[formatZip(recipient.zip ?? ''), recipient.city].filter(Boolean).join(' ')}</div>
          {country && <div>{country}</div>}
        </Row>
      )}
      <Row label={translate('parcels.info.email')}>{text(info['recipient.email'])}</Row>
      <Row label={translate('parcels.info.phone')}>{text(info['recipient.phone'])}</Row>
      <Row label={translate('parcels.info.services')}>
        {services.map((s) => codelistLabel('service', s)).join(', ')}
      </Row>
      <Row label={translate('parcels.info.weight')}>
        {typeof weight === 'number' ? `${String(weight).replace('.', ',')} kg` : ''}
      </Row>
      <Row label={translate('parcels.info.insurance')}>{formatEur(value('insurance'))}</Row>
      <Row label={translate('parcels.info.store')}>
        {typeof store === 'number' ? translate('parcels.info.storeDays', { smart_count: store }) : ''}
      </Row>
      <Row label={translate('parcels.info.cod')}>
        {cod ? `${cod}${codType ? ` (${codelistLabel('codType', codType)})` : ''}` : ''}
      </Row>
      <Row label={translate('parcels.info.note')}>{text(info.note)}</Row>
    </Box>
  );
}
