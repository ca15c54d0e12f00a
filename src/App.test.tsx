import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from './App';
import { resetSessionCache } from './providers/authProvider';
import { adminUser, server, sessionHandler, viewerUser } from './pages/testServer';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetSessionCache();
  localStorage.clear();
});

function openAt(hash: string) {
  window.location.hash = hash;
  return render(<App />);
}

describe('routes and guards', () => {
  it('sends a signed-out visitor from a session route to signin', async () => {
    server.use(sessionHandler(null));
    openAt('#/invoices');
    expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/signin'));
  });
});
