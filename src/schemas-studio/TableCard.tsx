import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column's heading: an i18n key ('' for none), right-aligned as `{ label, align: 'right' }`. */
export type TableCardColumn = string | { label: string; align: 'right' };

export interface TableCardProps {
  /** The heading's id; the section and the table are labelled by it. */
  id: string;
  title: ReactNode;
  columns: TableCardColumn[];
  /** The table's rows. */
  children: ReactNode;
  /** Below the table. */
  footer?: ReactNode;
}

/** A studio overview's section: a card with a heading and a small table of rows. */
export function TableCard({ id, title, columns, children, footer }: TableCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        <Table size="small" aria-labelledby={id}>
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
        {footer}
      </CardContent>
    </Card>
  );
}
