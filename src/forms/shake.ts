// The rejected-commit shake (platform 4.6, 8.8): a short horizontal keyframe animation.
import { keyframes } from '@mui/system';
import type { SxProps, Theme } from '@mui/material';

const frames = `
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-10px); }
  35%, 75% { transform: translateX(10px); }
`;
// Two identical animations: switching the name restarts it on every rejection.
const shakeA = keyframes(frames);
const shakeB = keyframes(frames);

export const SHAKE_MS = 500;

/** Styles that shake once per rejection count (none before the first). */
export function shakeSx(count: number): SxProps<Theme> | undefined {
  if (!count) return undefined;
  return { animation: `${count % 2 ? shakeA : shakeB} ${SHAKE_MS}ms ease-in-out` };
}
