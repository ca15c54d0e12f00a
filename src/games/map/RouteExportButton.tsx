// 'Exportovať trasu' in the game edit view: the route as GPX 1.1 or GeoJSON (GET {drafts|games}/{id}/
// route?format=gpx|geojson), downloaded through the one download dialog under the server's Slovak name.
import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import RouteIcon from '@mui/icons-material/Route';
import { useTranslate } from 'react-admin';
import { FileDownloadDialog } from '../../downloads';
import { routeFileUrl, type RouteArea, type RouteFormat } from './api';

const FORMATS: readonly RouteFormat[] = ['gpx', 'geojson'];
const FORMAT_NAMES: Record<RouteFormat, string> = { gpx: 'GPX', geojson: 'GeoJSON' };

export function RouteExportButton({ area, sheetId }: { area: RouteArea; sheetId: number | string }) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [format, setFormat] = useState<RouteFormat | null>(null);
  return (
    <>
      <Button
        startIcon={<RouteIcon />}
        aria-haspopup="menu"
        aria-expanded={!!menu}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        {translate('routeExport.button')}
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {FORMATS.map((f) => (
          <MenuItem
            key={f}
            onClick={() => {
              setMenu(null);
              setFormat(f);
            }}
          >
            {translate(`routeExport.${f}`)}
          </MenuItem>
        ))}
      </Menu>
      <FileDownloadDialog
        open={format !== null}
        href={routeFileUrl(area, sheetId, format ?? 'gpx')}
        title="routeExport.title"
        description={translate('routeExport.description', { format: FORMAT_NAMES[format ?? 'gpx'] })}
        onClose={() => setFormat(null)}
      />
    </>
  );
}
