import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { EditDialog } from '../forms';
import { RecordList } from '../lists';
import { listTabs, useResourceScreen } from '../resources';
import { USER_TYPES as USER_TYPE_VALUES } from '../../schemas/constants';
import { ContactsImportDialog } from './ContactsImportDialog';
import { UserItem, type UserRecord } from './UserItem';

export type UserType = 'player' | 'editor' | 'administrator';
/** User types (schemas/codelists/userType.json): the tabs, the list filter r and the type a new user is created with (platform 6). */
export const USER_TYPES = USER_TYPE_VALUES as readonly UserType[];

const TABS = listTabs(USER_TYPES, 'users');
const tabOf = (record: RaRecord): UserType =>
  USER_TYPES.includes((record as UserRecord).type as UserType) ? (record.type as UserType) : 'player';

/**
 * The users view (platform 2.9) on the route '/users/*': the list, and with 'edit' the user edit
 * modal bound to '#/users/:id' ('#/users/new?t=editor' for a new one) and the contacts import.
 */
export function UsersList() {
  const translate = useTranslate();
  const screen = useResourceScreen({ resource: 'users', tabs: USER_TYPES, tabFilter: 'r', tabOf });
  const [importing, setImporting] = useState(false);
  const { canEdit, tab, changes } = screen;
  if (screen.denied) return <Navigate to={screen.listPath} replace />;

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} disabled={!canEdit} onClick={screen.openNew}>
      {translate('users.actions.new')}
    </Button>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="users.title" />
      <RecordList<UserRecord>
        {...screen.listProps}
        tabs={TABS}
        label="users.listLabel"
        renderItem={(record) => <UserItem record={record} />}
        actions={
          <>
            {canEdit && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {translate('users.actions.import')}
              </Button>
            )}
            {canEdit ? (
              newButton
            ) : (
              <Tooltip title={translate('users.actions.viewOnly')}>
                <span>{newButton}</span>
              </Tooltip>
            )}
          </>
        }
      />
      <EditDialog
        open={screen.dialogId !== undefined}
        key={screen.dialogId ?? 'new'}
        onClose={screen.close}
        schema="user"
        resource="users"
        id={screen.dialogId ?? null}
        createMeta={{ type: tab }}
        removable
        onSaved={screen.onSaved}
        onRemoved={screen.onRemoved}
      />
      <ContactsImportDialog
        open={importing && canEdit}
        onClose={() => setImporting(false)}
        type={tab}
        onImported={() => changes.reload()}
      />
    </Box>
  );
}
