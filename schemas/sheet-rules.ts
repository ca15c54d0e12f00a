// What a sheet's (variant's) status allows (games 4.1), shared by the server and the app so that the
// screen offers exactly what the server accepts.

/** Games 2.4, 4.1: a sheet can be removed only in these statuses. */
export const REMOVE_STATUSES: readonly string[] = ['draft', 'registered'];

export const canRemoveStatus = (status: string | null | undefined): boolean =>
  REMOVE_STATUSES.includes(status ?? '');
