import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';

/** The signed-out page (spec 1): a promo block, the view's card, the copyright and secure access lines. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const host = window.location.host;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ maxWidth: 900, width: '100%' }}>
        <Box component="aside" data-testid="promo" sx={{ flex: 1, alignSelf: 'center' }}>
          <Typography variant="h4" component="p" color="primary" gutterBottom>
            {translate('app.signedOut.promoTitle')}
          </Typography>
          <Typography color="text.secondary">{translate('app.signedOut.promoText')}</Typography>
        </Box>
        <Card component="main" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Stack>
      <Box component="footer" sx={{ mt: 4, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">{translate('app.signedOut.copyright')}</Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LockIcon fontSize="inherit" />
          {translate('app.signedOut.secureAccess')}{' '}
          <Link href={`${window.location.protocol}//${host}/`}>{host}</Link>
        </Typography>
      </Box>
    </Box>
  );
}
