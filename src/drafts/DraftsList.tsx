// #/drafts (games 2.3): the drafts on the common list pattern; selecting one goes to #/drafts/{id}.
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordList, useRecordListChanges } from '../lists';
import type { SheetListRecord } from '../games';
import { DraftItem } from './DraftItem';

export function DraftsList() {
  const navigate = useNavigate();
  const changes = useRecordListChanges();
  return (
    <>
      <Title title="games.drafts.title" />
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
