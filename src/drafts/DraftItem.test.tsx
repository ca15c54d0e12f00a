// The drafts list item over the shared ItemLayout: names on the left, validity, task count and the day it
// was changed on the right ('Dnes' for today; times as epoch seconds or ISO text).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { epochOf } from '../lists';
import { DraftItem } from './DraftItem';

const now = Math.floor(Date.now() / 1000);
const wrap = (node: React.ReactNode) =>
  render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);

describe('DraftItem', () => {
  it('reads epoch seconds and ISO texts, and nothing else', () => {
    expect(epochOf(1767225600)).toBe(1767225600);
    expect(epochOf('2026-01-01T00:00:00Z')).toBe(1767225600);
    expect(epochOf('')).toBeNull();
    expect(epochOf('zajtra')).toBeNull();
    expect(epochOf(undefined)).toBeNull();
  });

  it('a draft: names, validity, task count and the day it was changed', () => {
    wrap(
      <DraftItem
        record={{
          id: 1,
          gameName: 'Hradná výprava',
          variantName: 'Rodinná',
          numTasks: 3,
          valid: true,
          updatedAt: now,
        }}
      />,
    );
    expect(screen.getByTestId('draft-name')).toHaveTextContent('Hradná výprava');
    expect(screen.getByTestId('draft-variant')).toHaveTextContent('Rodinná');
    expect(screen.getByTestId('draft-validity')).toHaveTextContent('Platný');
    expect(screen.getByTestId('draft-tasks')).toHaveTextContent('3 úlohy');
    expect(screen.getByTitle('Naposledy upravený')).toHaveTextContent('Dnes');
  });
});
