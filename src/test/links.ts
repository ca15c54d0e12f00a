// Assertions on the links a screen offers (a user sees the name and follows the address).
import { expect } from 'vitest';
import { within } from '@testing-library/react';

/** Each link, found by its accessible name inside `container`, points to its address. */
export function expectLinks(container: HTMLElement, links: Record<string, string>): void {
  for (const [name, href] of Object.entries(links)) {
    expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
