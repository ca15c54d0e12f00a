import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EditDialog } from '../forms';
import { RecordList, useRecordListChanges, type RecordListTab } from '../lists';
import { hasPermission } from '../providers/session';
import { ContactsImportDialog } from './ContactsImportDialog';
import { UserItem, type UserRecord } from './UserItem';

/** User types: the tabs, the list filter r and the type a new user is created with (platform 6). */
export const USER_TYPES = ['player', 'editor', 'administrator'] as const;
export type UserType = (typeof USER_TYPES)[number];

const TABS: RecordListTab[] = USER_TYPES.map((type) => ({
  value: type,
  label: `users.tabs.${type}`,
  emptyMessage: `users.empty.${type}`,
  emptySearchMessage: `users.emptySearch.${type}`,
}));

const isUserType = (value: unknown): value is UserType => USER_TYPES.includes(value as UserType);

/**
 * The users view (platform 2.9) on the route '/users/*': the list, and with 'edit' the user edit
 * modal bound to '#/users/:id' ('#/users/new?t=editor' for a new one) and the contacts import.
 */
export function UsersList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions, isPending } = usePermissions();
  const canEdit = hasPermission(permissions, 'edit');
  const routeId = useParams()['*'] ?? '';
  const [searchParams] = useSearchParams();
  const routeType = searchParams.get('t');
  const [tab, setTab] = useState<UserType>(isUserType(routeType) ? routeType : 'player');
  const [importing, setImporting] = useState(false);
  const changes = useRecordListChanges();

  const editing = routeId !== '';
  if (editing && !isPending && !canEdit) return <Navigate to="/users" replace />;
  const newType = isUserType(routeType) ? routeType : tab;
  const close = () => navigate('/users');

  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={!canEdit}
      onClick={() => navigate(`/users/new?t=${tab}`)}
    >
      {translate('users.actions.new')}
    </Button>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="users.title" />
      <RecordList<UserRecord>
        resource="users"
        tabs={TABS}
        tabFilter="r"
        tab={tab}
        onTabChange={(value) => setTab(value as UserType)}
        label="users.listLabel"
        changes={changes}
        renderItem={(record) => <UserItem record={record} />}
        onSelect={canEdit ? (record) => navigate(`/users/${record.id}`) : undefined}
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
        open={editing && canEdit}
        onClose={close}
        schema="user"
        resource="users"
        id={routeId === 'new' ? null : routeId}
        createMeta={{ type: newType }}
        removable
        onSaved={(record: RaRecord, info) => {
          const type = (record as UserRecord).type;
          if (info.created && isUserType(type) && type !== tab) setTab(type);
          else changes.saved(record, info);
        }}
        onRemoved={changes.removed}
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
