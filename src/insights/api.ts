// The answer insights calls (games 2.9, 3.5): GET {drafts|games}/{id}/levels/{levelId}/insights, and
// accepting a suggested answer through the normal level update (POST drafts/{id}/levels/{levelId}
// with the next free answer slot, so the level's validation applies) by react-admin's useUpdate.
import { useCallback } from 'react';
import { useUpdate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { LevelInsights } from '../../schemas/api/insights';

export type { LevelInsights, AnswerSuggestion } from '../../schemas/api/insights';

export type InsightsArea = 'drafts' | 'games';

export async function loadInsights(
  dataProvider: AppDataProvider,
  area: InsightsArea,
  sheetId: number | string,
  levelId: number,
  signal?: AbortSignal,
): Promise<LevelInsights> {
  const reply = await dataProvider.call('GET', `${area}/${sheetId}/levels/${levelId}/insights`, undefined, {
    signal,
  });
  return reply.insights as LevelInsights;
}

/**
 * Writes `text` into the level's answer slot `slot` (a field id of the level form): react-admin's
 * useUpdate on `drafts/{id}/levels`, so the level lists in its cache show the changed level in place.
 */
export function useAcceptAnswer() {
  const [update] = useUpdate();
  return useCallback(
    async (sheetId: number | string, levelId: number, slot: string, text: string): Promise<void> => {
      await update(
        `drafts/${sheetId}/levels`,
        { id: levelId, data: { [slot]: text }, previousData: { id: levelId } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    },
    [update],
  );
}

/** The answers of both tables as chart rows, most frequent first (at most `limit`). */
export function distribution(
  insights: Pick<LevelInsights, 'validAnswers' | 'invalidAnswers'>,
  limit = 12,
): { text: string; valid: number; invalid: number }[] {
  const rows = [
    ...Object.entries(insights.validAnswers).map(([text, n]) => ({ text, valid: n, invalid: 0 })),
    ...Object.entries(insights.invalidAnswers).map(([text, n]) => ({ text, valid: 0, invalid: n })),
  ];
  return rows.sort((a, b) => b.valid + b.invalid - (a.valid + a.invalid)).slice(0, limit);
}
