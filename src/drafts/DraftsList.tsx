// #/drafts (games 2.3): the drafts on the common list pattern; selecting one goes to #/drafts/{id}.
import { Title, usePermissions } from 'react-admin';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { RecordList, useRecordListChanges } from '../lists';
import type { SheetListRecord } from '../games';
import { ReadOnlyNote } from '../layout';
import { hasPermission } from '../providers/session';
import { DraftItem } from './DraftItem';

export function DraftsList() {
  const navigate = useNavigate();
  const changes = useRecordListChanges();
  const { permissions, isPending } = usePermissions();
  // issue 31: without 'edit' the list is read-only, and the screen says so
  const readOnly = !isPending && !hasPermission(permissions, 'edit');
  return (
    <>
      <Title title="games.drafts.title" />
      {readOnly && (
        <Box sx={{ mb: 1 }}>
          <ReadOnlyNote what="drafts" />
        </Box>
      )}
      <RecordList<SheetListRecord>
        resource="drafts"
        label="games.drafts.title"
        emptyMessage="games.drafts.empty"
        emptySearchMessage="games.drafts.emptySearch"
        renderItem={(record) => <DraftItem record={record} />}
        onSelect={(record) => navigate(`/drafts/${record.id}`)}
        changes={changes}
      />
    </>
  );
}
