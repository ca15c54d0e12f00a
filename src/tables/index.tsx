// A small table under a heading row of column names, as the studio's overview cards and the answer
// insights' answer tables show it.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column's heading: an i18n key ('' for none), right-aligned as `{ label, align: 'right' }`. */
export type TableColumn = string | { label: string; align: 'right' };

export interface ColumnsTableProps {
  columns: TableColumn[];
  /** The table's rows. */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A small table: a heading row of the translated column names, then the rows. */
export function ColumnsTable({ columns, children, ...aria }: ColumnsTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" {...aria}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => {
            const { label, align } =
              typeof column === 'string' ? { label: column, align: undefined } : column;
            return (
              <TableCell key={index} align={align}>
                {label && translate(label)}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
