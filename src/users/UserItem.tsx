import { Box, Chip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { countryName, formatZip } from '../format';
import { roleLabel } from './format';
import type { ContactListItem } from '../../schemas/api';

export interface UserInfo {
  name?: string;
  org?: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  role?: string | number;
  email?: string;
}

/** A user as the users list carries it (schemas/api/records.ts `ContactListItem`, issue 26). */
export type UserRecord = Omit<ContactListItem, 'id' | 'info'> & RaRecord & { info?: UserInfo };

/** One user in the list: name and organization, e-mail, address with the zip and country shown as in 3.5, role. */
export function UserItem({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const info = record.info ?? {};
  const place = [
    info.street,
    [formatZip(info.zip, { country: info.country }), info.city].filter(Boolean).join(' '),
  ]
    .concat(countryName(info.country))
    .filter(Boolean)
    .join(', ');
  const role = roleLabel(info.role);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 500 }} noWrap>
          {info.name || translate('users.item.noName')}
          {info.org && (
            <Typography component="span" color="text.secondary">
              {' · '}
              {info.org}
            </Typography>
          )}
        </Typography>
        <Typography component="div" variant="body2" color="text.secondary" noWrap>
          {[info.email, place].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {role && <Chip size="small" variant="outlined" label={role} />}
    </Box>
  );
}
