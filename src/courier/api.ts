// The courier order calls of a game (games 2.12, 7.4): GET games/{id}/courier here; the order form
// itself (validate, create, update) goes through src/forms' EditDialog on the same resource.
import { apiCall } from '../providers/api';
import type { CourierOrder } from '../../schemas/api';

/** `games/{id}/courier`: the resource of a game's courier order. */
export const courierResource = (sheetId: number | string) => `games/${sheetId}/courier`;

/** GET games/{id}/courier: the game's order, null when there is none yet. */
export async function loadCourierOrder(
  sheetId: number | string,
  signal: AbortSignal,
): Promise<CourierOrder | null> {
  const reply = await apiCall('GET', courierResource(sheetId), undefined, { signal });
  return (reply.courier as CourierOrder | null | undefined) ?? null;
}
