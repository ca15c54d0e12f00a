// The file-download modal of platform 2.10 / 4.9, shared by every download (invoice PDF, game labels,
// reports):
//
//   <FileDownloadDialog open={open} href={apiUrl(`invoices/${id}/download`)} onClose={…}
//     title="invoices.download.title" description={`Faktúra ${code}`} />
//
// It shows 'Pripravujem súbor…' for DOWNLOAD_PROCESSING_MS (1000 ms), then a download button: a link
// to `href`, so the browser itself downloads the file (the server replies Content-Disposition:
// attachment). When the server's fileDownload=true cookie appears the modal closes.
export {
  FileDownloadDialog,
  DOWNLOAD_COOKIE,
  DOWNLOAD_COOKIE_POLL_MS,
  DOWNLOAD_PROCESSING_MS,
  type FileDownloadDialogProps,
} from './FileDownloadDialog';
