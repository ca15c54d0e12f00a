// A link to a file (a template, a help attachment) that downloads through the file-download modal at
// once instead of letting the browser follow it: a missing file or an expired session is reported in
// the modal, the app stays. The href stays on the link for 'copy address' and for tests.
import { useState, type ReactNode } from 'react';
import { Link } from '@mui/material';
import { FileDownloadDialog } from './FileDownloadDialog';

export interface DownloadLinkProps {
  href: string;
  children: ReactNode;
  /** The modal's title key; default 'Stiahnutie súboru'. */
  title?: string;
}

export function DownloadLink({ href, children, title }: DownloadLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        href={href}
        download
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      <FileDownloadDialog open={open} href={href} title={title} autoStart onClose={() => setOpen(false)} />
    </>
  );
}
