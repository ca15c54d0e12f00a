// The calls of the signed-out reset pages and the settings page (platform 2.8, 2.9, 7.2, 7.9). Each
// resolves with the reply as it is (ok:true or ok:false with err); a non-2xx status rejects with
// ApiError (its body's err), an abort with the AbortError.
import { apiCall, type ApiReply } from '../providers/api';

/** PUT accounts/reset {email}: sends the reset link. */
export const startReset = (email: string): Promise<ApiReply> =>
  apiCall('PUT', 'accounts/reset', { email: email.trim() });

/** GET accounts/reset/{token}: whether the link's token still holds. */
export const checkResetToken = (token: string, signal: AbortSignal): Promise<ApiReply> =>
  apiCall('GET', `accounts/reset/${encodeURIComponent(token)}`, undefined, { signal });

/** POST accounts/reset/{token} {password}: sets the new password. */
export const completeReset = (token: string, password: string): Promise<ApiReply> =>
  apiCall('POST', `accounts/reset/${encodeURIComponent(token)}`, { password });

/** POST settings/password {password}: the signed-in user's new password. */
export const changePassword = (password: string): Promise<ApiReply> =>
  apiCall('POST', 'settings/password', { password });
