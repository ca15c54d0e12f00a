import { Link, TableCell, TableRow } from '@mui/material';
import { TableCard } from '../TableCard';
import { useTranslate } from 'react-admin';

interface CodelistJson {
  label?: unknown;
  items?: unknown;
}

/** The studio overview's codelists: label, name, item count and an 'Upraviť' link to the editor. */
export function CodelistsCard({ codelists }: { codelists: Record<string, unknown> }) {
  const translate = useTranslate();
  const rows = Object.entries(codelists)
    .map(([name, json]) => {
      const { label, items } = (json ?? {}) as CodelistJson;
      return {
        name,
        label: typeof label === 'string' ? label : name,
        items: Array.isArray(items) ? items.length : 0,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'sk'));
  return (
    <TableCard
      id="schemas-codelists-title"
      title={translate('schemasCodelists.overview.title')}
      columns={[
        'schemasCodelists.overview.label',
        'schemasCodelists.overview.name',
        { label: 'schemasCodelists.overview.items', align: 'right' },
        '',
      ]}
    >
      {rows.map((row) => (
        <TableRow key={row.name} data-codelist={row.name}>
          <TableCell component="th" scope="row">
            {row.label}
          </TableCell>
          <TableCell>
            <code>{row.name}</code>
          </TableCell>
          <TableCell align="right">{row.items}</TableCell>
          <TableCell align="right">
            <Link
              href={`#/schemas/codelists/${encodeURIComponent(row.name)}`}
              aria-label={translate('schemasCodelists.overview.editLabel', { label: row.label })}
            >
              {translate('schemasCodelists.overview.edit')}
            </Link>
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
