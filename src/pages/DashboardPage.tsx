import { Box, Button, Card, CardContent, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';

/** Game categories of the dashboard with their type codes (games spec 2.2, 3.9). */
export const DASHBOARD_CATEGORIES = [
  { key: 'zilina', typeCode: 1 },
  { key: 'product', typeCode: 2 },
  { key: 'teambuilding', typeCode: 3 },
] as const;

/** #/dashboard: create a game by category. Creating games lands with game authoring. */
export function DashboardPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {DASHBOARD_CATEGORIES.map(({ key }) => {
          const category = translate(`app.dashboard.category.${key}`);
          return (
            <Card key={key} data-category={key}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {category}
                </Typography>
                <Tooltip title={translate('app.dashboard.notYet')}>
                  {/* A disabled button gets no pointer events; the span carries the tooltip. */}
                  <span>
                    <Button variant="outlined" startIcon={<AddIcon />} disabled>
                      {translate('app.dashboard.create', { category })}
                    </Button>
                  </span>
                </Tooltip>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
