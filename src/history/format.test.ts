// How the history shows a logged position (field type geo): its degrees and radius in Slovak, not JSON.
import { expect, it } from 'vitest';
import { historyMessages } from '../../i18n/sk/history';
import { formatLogged } from './format';

const translate = (key: string, options: Record<string, unknown> = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], historyMessages);
  return String(text).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
};

it('shows a position as latitude, longitude and radius with decimal commas', () => {
  expect(formatLogged({ lat: 48.7235, lng: 19.1462, radius: 25 }, undefined, '', translate)).toBe(
    'šírka 48,7235°, dĺžka 19,1462°, polomer 25 m',
  );
  expect(formatLogged(null, undefined, '', translate)).toBe(translate('history.empty_value'));
});
