// useJob against the REAL server in memory: the invoice (legacy sheet) registration of platform 4.3
// started, polled and finished; a refusal; an abort while the progress call is under way.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { slow } from '../test/realApi';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { useJob } from '.';

const api = setupRealApi({ role: 'editor' });
const requests: string[] = [];

/** A legacy sheet (invoice of a parcel type) through the API; `ready`: saved and with a parcel. */
async function sheet(ready: boolean): Promise<number> {
  const reply = await apiCall('PUT', 'invoices', { type: 'r' });
  const id = (reply.invoice as { id: number }).id;
  if (ready) {
    expect((await apiCall('POST', `invoices/${id}/save`)).ok).toBe(true);
    await apiCall('PUT', `invoices/${id}/parcels`, {
      question: 'Kde je poklad?',
      'answer.answers-1': 'pod lipou',
    });
  }
  return id;
}

const registration = (id: number) => ({
  startPath: `invoices/${id}/register`,
  progressPath: (transId: string) => `invoices/${id}/register/${transId}`,
  pollMs: 50,
});

describe('useJob', () => {
  it('starts the registration, polls its progress and ends done with the registered sheet', async () => {
    const id = await sheet(true);
    const done: unknown[] = [];
    const { result } = renderHook(() =>
      useJob({ ...registration(id), onDone: (reply) => done.push(reply.sheet) }),
    );
    expect(result.current.state).toEqual({ phase: 'idle' });
    await act(() => result.current.start());
    const state = result.current.state;
    expect(state.phase).toBe('done');
    if (state.phase !== 'done') return;
    expect(state.reply).toMatchObject({
      ok: true,
      done: true,
      sheet: { id, registeredAt: expect.any(Number) },
    });
    expect(done).toEqual([expect.objectContaining({ id })]);
    const [row] = await api.ctx.db.query<{ registered_at: unknown }>(
      'SELECT registered_at FROM invoices WHERE id = $1',
      [id],
    );
    expect(row.registered_at).not.toBeNull();
  });

  it("fails with the server's code when the start is refused (an unsaved sheet)", async () => {
    const id = await sheet(false);
    const failed: string[] = [];
    const { result } = renderHook(() => useJob({ ...registration(id), onFailed: (err) => failed.push(err) }));
    await act(() => result.current.start());
    expect(result.current.state).toMatchObject({ phase: 'failed', err: 'invalid_state' });
    expect(failed).toEqual(['invalid_state']);
  });

  it('aborts the progress call under way and asks no more', async () => {
    const id = await sheet(true);
    const held = slow(/\/register\/[\w-]+$/, 3000);
    api.server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    const { result } = renderHook(() => useJob(registration(id)));
    let finished: Promise<void> = Promise.resolve();
    act(() => {
      finished = result.current.start();
    });
    await held.hit;
    await waitFor(() => expect(result.current.state.phase).toBe('running'));
    const asked = requests.length;
    act(() => result.current.abort());
    await act(() => finished);
    expect(result.current.state).toEqual({ phase: 'aborted' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(asked);
    expect(result.current.state).toEqual({ phase: 'aborted' });
  });
});
