import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { compactZip, lookupPostName } from './postName';

type PostLookup = { zip: string; name: string | null } | null;

/** The post office name of a zip (GET posts/name/{zip}); undefined while unknown or not a zip. */
export function usePostName(zip: string | null | undefined): { name: string | null | undefined } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const digits = compactZip(zip ?? '');
  const [found, setFound] = useState<PostLookup>(null);

  useEffect(() => {
    if (!digits) return;
    const controller = new AbortController();
    lookupPostName(dataProvider, digits, controller.signal).then(
      (name) => {
        if (!controller.signal.aborted) setFound({ zip: digits, name });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [digits, dataProvider]);

  return { name: digits && found?.zip === digits ? found.name : undefined };
}

/** Shows the post office's name next to a zip field: 'Pošta: Žilina 1', or that none has the zip. */
export function PostName({ zip }: { zip: string | null | undefined }) {
  const translate = useTranslate();
  const { name } = usePostName(zip);
  if (name === undefined) return null;
  return (
    <Typography
      variant="caption"
      color={name ? 'text.secondary' : 'error'}
      data-testid="post-name"
      role="status"
    >
      {name ? translate('lookups.post.name', { name }) : translate('lookups.post.unknown')}
    </Typography>
  );
}
