import { useNotify, useTranslate } from 'react-admin';
import { ImportIntro, ImportRowErrors, UploadDialog } from '../uploads';
import { CONTACTS_TEMPLATE_URL } from '../tutorial';

/**
 * The contacts import modal (users-import, platform 2.9, 4.8): an .xls of contacts, all rows or none.
 * On success it closes, and a notification says how many contacts were imported; the caller reloads
 * its list in onImported.
 */
export function ContactsImportDialog({
  open,
  onClose,
  type,
  onImported,
}: {
  open: boolean;
  onClose(): void;
  /** The user type the contacts get (the selected tab). */
  type: string;
  onImported(count: number): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title="contactsImportModal.title"
      path="users/import"
      query={{ t: type }}
      allowed={['xls']}
      reasonPrefix="contactsImportModal.failed.reason"
      onDone={(reply) => {
        const count = Number(reply.count ?? 0);
        notify('contactsImportModal.done', { type: 'success', messageArgs: { smart_count: count } });
        onImported(count);
        onClose();
      }}
      intro={
        <ImportIntro
          text="contactsImportModal.intro"
          templateUrl={CONTACTS_TEMPLATE_URL}
          templateLabel="contactsImportModal.template"
          helpLabel="contactsImportModal.help"
        />
      }
      renderDone={(reply) => translate('contactsImportModal.done', { smart_count: Number(reply.count ?? 0) })}
      renderFailure={(reply) => <ImportRowErrors reply={reply} label="contactsImportModal.failed.rows" />}
    />
  );
}
