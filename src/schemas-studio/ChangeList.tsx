import { List, ListItem } from '@mui/material';

/** The Slovak lines of a version difference (schemas/diff.ts), as a bulleted list. */
export function ChangeList({ lines }: { lines: readonly string[] }) {
  return (
    <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
      {lines.map((line) => (
        <ListItem key={line} disableGutters sx={{ display: 'list-item' }}>
          {line}
        </ListItem>
      ))}
    </List>
  );
}
