import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { ColumnsTable, type TableColumn } from '../tables';

export interface TableCardProps {
  /** The heading's id; the section and the table are labelled by it. */
  id: string;
  title: ReactNode;
  columns: TableColumn[];
  /** The table's rows. */
  children: ReactNode;
  /** Below the table. */
  footer?: ReactNode;
}

/** A studio overview's section: a card with a heading and a small table of rows. */
export function TableCard({ id, title, columns, children, footer }: TableCardProps) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        <ColumnsTable columns={columns} aria-labelledby={id}>
          {children}
        </ColumnsTable>
        {footer}
      </CardContent>
    </Card>
  );
}
