import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../schemas/format';

/** formatDay with the Slovak words 'Dnes' / 'Včera'. */
export function useFormatDay(): (epochSeconds: number | null | undefined) => string {
  const translate = useTranslate();
  return useCallback(
    (epochSeconds) =>
      formatDay(epochSeconds, { today: translate('format.today'), yesterday: translate('format.yesterday') }),
    [translate],
  );
}
