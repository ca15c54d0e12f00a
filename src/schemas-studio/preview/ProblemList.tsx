import { Alert, List, ListItem } from '@mui/material';

/** The checks' Slovak problems of a draft under a heading, as an alert. */
export function ProblemList({ heading, problems }: { heading: string; problems: string[] }) {
  return (
    <Alert severity="warning" role="alert">
      {heading}
      {problems.length > 0 && (
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
          {problems.map((problem) => (
            <ListItem key={problem} disableGutters sx={{ display: 'list-item', py: 0 }}>
              {problem}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
