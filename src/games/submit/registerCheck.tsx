// What GET drafts/{id}/register names (issue 22): the forms that block a send, the active level count,
// the levels in testing and the invalid levels. Shared by the blocker dialogs and the overview.
import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isAbort, type ApiReply } from '../../providers/api';
import { loadRegistration } from '../api';
import type { DraftRegisterInfoReply, RegisterLevelRef } from '../../../schemas/api';

/** GET drafts/{id}/register (schemas/api/register.ts). */
export type RegisterInfo = ApiReply &
  Pick<
    DraftRegisterInfoReply,
    | 'intern'
    | 'messages'
    | 'problems'
    | 'activeLevels'
    | 'testingLevels'
    | 'invalidLevels'
    | 'unplacedLevels'
    | 'longLegs'
    | 'warnings'
  >;

/** The reply, or 'failed'; null while loading. `onFailed` runs once on a failure. */
export function useRegisterInfo(id: string | number, onFailed?: () => void): RegisterInfo | 'failed' | null {
  const [info, setInfo] = useState<RegisterInfo | 'failed' | null>(null);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;
  useEffect(() => {
    const controller = new AbortController();
    const fail = () => {
      setInfo('failed');
      failedRef.current?.();
    };
    loadRegistration<RegisterInfo>(id, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        if (!reply.ok) fail();
        else setInfo(reply);
      },
      (e: unknown) => {
        if (!isAbort(e) && !controller.signal.aborted) fail();
      },
    );
    return () => controller.abort();
  }, [id]);
  return info;
}

/** 'Úloha č. 2: Hradná veža' (or 'Úloha bez čísla: …', 'Bez názvu'). */
export function useLevelRefText(): (level: Pick<RegisterLevelRef, 'number' | 'name'>) => string {
  const translate = useTranslate();
  return (level) => {
    const name = level.name || translate('games.gameEdit.level.untitled');
    return level.number
      ? translate('submitBlockers.levelNumbered', { number: level.number, name })
      : translate('submitBlockers.levelUnnumbered', { name });
  };
}

/**
 * 'Úloha č. 2: Hradná veža' (or without a number / name); an invalid level's reasons under it, one per
 * field ('Otázka: Povinná hodnota'), so that what is wrong is not read from the level's name (issue 31).
 */
export function LevelRefList({ levels, testId }: { levels: RegisterLevelRef[]; testId: string }) {
  const translate = useTranslate();
  const levelRefText = useLevelRefText();
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid={testId}>
      {levels.map((level) => {
        const reasons = level.reasons ?? [];
        return (
          <Typography component="li" variant="body2" key={level.id} data-testid="level-ref">
            <Box component="span" sx={{ fontWeight: reasons.length ? 500 : undefined }}>
              {levelRefText(level)}
            </Box>
            {reasons.length > 0 && (
              <Box
                component="ul"
                sx={{ m: 0, pl: 2.5, color: 'error.main' }}
                aria-label={translate('submitBlockers.invalidLevelsDlg.reasons')}
                data-testid="level-reasons"
              >
                {reasons.map((reason) => (
                  <li key={reason.field}>
                    {translate('submitBlockers.reason', { label: reason.label, message: reason.message })}
                  </li>
                ))}
              </Box>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
