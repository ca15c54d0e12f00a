import { useCallback, useEffect, useRef, useState } from 'react';
import type { Query } from '../providers/api';
import { baseFileName, checkUploadFile, uploadFile, UploadError, type UploadReply } from './uploadFile';

/**
 * Upload phases (platform 4.8): upload → uploading (progress) → processing (at 100 %) → done, or
 * failed; a cancel goes uploading → aborting → back to upload (complete with status cancel).
 */
export type UploadPhase = 'upload' | 'uploading' | 'aborting' | 'processing' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  /** 0..100 while uploading. */
  progress: number;
  fileName?: string;
  /** The server's reply (done, or failed with ok:false). */
  reply?: UploadReply;
  /** Why it failed: an error code (unsupported_format, size_limit_exceeded, invalid_rows, error…). */
  reason?: string;
  /** The last upload was cancelled by the user. */
  cancelled?: boolean;
}

export interface UseUploadOptions {
  /** The upload address under /api/webapp, e.g. 'users/import'. */
  path: string;
  /** Allowed extensions, lowercased ('xls', 'xml'). */
  allowed: readonly string[];
  /** Extra query keys sent with r=json. */
  query?: Query;
  onDone?(reply: UploadReply): void;
}

const INITIAL: UploadState = { phase: 'upload', progress: 0 };

/** The state machine of one upload; `start(file)` checks the file and sends it. */
export function useUpload({ path, allowed, query, onDone }: UseUploadOptions) {
  const [state, setState] = useState<UploadState>(INITIAL);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ path, allowed, query, onDone });
  latest.current = { path, allowed, query, onDone };

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    const { path, allowed, query } = latest.current;
    const fileName = baseFileName(file.name);
    const problem = checkUploadFile(file, allowed);
    if (problem) return setState({ phase: 'failed', progress: 0, fileName, reason: problem });
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState({ phase: 'uploading', progress: 0, fileName });
    const onProgress = (fraction: number) =>
      setState((s) =>
        s.phase === 'uploading'
          ? { ...s, progress: Math.round(fraction * 100), phase: fraction >= 1 ? 'processing' : 'uploading' }
          : s,
      );
    try {
      const reply = await uploadFile(path, file, { query, onProgress, signal: ctrl.signal });
      if (reply.ok) {
        setState({ phase: 'done', progress: 100, fileName, reply });
        latest.current.onDone?.(reply);
      } else {
        setState({ phase: 'failed', progress: 100, fileName, reply, reason: reply.err ?? 'error' });
      }
    } catch (e) {
      if ((e as { name?: unknown }).name === 'AbortError') {
        setState({ ...INITIAL, cancelled: true });
      } else {
        setState({
          phase: 'failed',
          progress: 0,
          fileName,
          reason: e instanceof UploadError ? e.code : 'error',
        });
      }
    } finally {
      if (controller.current === ctrl) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    if (!controller.current) return;
    setState((s) => (s.phase === 'uploading' ? { ...s, phase: 'aborting' } : s));
    controller.current.abort();
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(INITIAL);
  }, []);

  const closable = state.phase === 'upload' || state.phase === 'done' || state.phase === 'failed';
  return { state, start, cancel, reset, closable };
}
