// The one download mechanism of the app (platform 2.10, 4.9, 7.9), shared by every file it serves
// (invoice PDF, game report, labels, sheet export, templates):
//
//   <FileDownloadDialog open={open} href={apiUrl(`invoices/${id}/download`)} onClose={…}
//     title="invoices.download.title" description={`Faktúra ${code}`} autoStart />
//   <DownloadLink href={templateUrl}>Stiahnuť šablónu</DownloadLink>
//
// The modal shows 'Pripravujem súbor…' for DOWNLOAD_PROCESSING_MS (1000 ms), then a download button
// (autoStart: the download at once). The file is fetched and saved under the name of the reply's
// Content-Disposition; the modal closes when it is saved. A failure stays in the modal ('Súbor sa
// nepodarilo stiahnuť' and the reason; on 401 a 'Prihlásiť sa' button to the sign-in screen).
export {
  FileDownloadDialog,
  DOWNLOAD_COOKIE,
  DOWNLOAD_PROCESSING_MS,
  type FileDownloadDialogProps,
} from './FileDownloadDialog';
export { DownloadLink, type DownloadLinkProps } from './DownloadLink';
export {
  DownloadError,
  downloadFile,
  failureReason,
  fetchFile,
  filenameFromDisposition,
  printBlob,
  saveBlob,
} from './download';
