// The state machine of a schema-driven form (ARCHITECTURE "The heart", platform 4.6): load, first
// fill, debounced live validation, commit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HttpError, useCreate, useDataProvider, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { ACTION_KEY, computeAttrs, type Attrs, type Form, type FormInput } from '../../schemas/engine';
import { isAbort } from '../providers/api';
import { useSchemaVersion } from '../providers/schemas';
import type { AppDataProvider } from '../providers/dataProvider';
import { clientForm, type SchemaSource } from './clientForm';
import {
  firstErrorId,
  hasErrors,
  localCheck,
  mergeReply,
  requestBody,
  uiValuesFromRecord,
  withoutRequiredErrors,
  type UiValue,
  type UiValues,
} from './formValues';

/** Debounce of the live validation after a change. */
export const VALIDATE_DEBOUNCE_MS = 300;

export type FormStatus = 'loading' | 'ready' | 'committing' | 'closed';

/** How a commit ended. */
export type CommitResult =
  /** created or updated; onSaved was called */
  | 'saved'
  /** nothing to send (unchanged, or new and empty): the caller just closes */
  | 'unchanged'
  /** the local sanitize or the server found errors: they are shown, the form shakes */
  | 'invalid'
  /** the request was aborted: nothing happens */
  | 'aborted'
  /** any other failure: notified, onForceClose was called */
  | 'failed';

export interface CommitOptions {
  /**
   * An unchanged existing record with errors is refused ('invalid', every error shown) rather than
   * 'unchanged': a dialog's save never looks as if it stored a form with a required field empty.
   */
  refuseInvalid?: boolean;
}

export interface SchemaFormOptions {
  /** `'user'` (schemas/user.json) or an imported schema JSON. */
  schema: SchemaSource;
  /** The API resource: 'users', 'invoices', 'vouchers', 'drafts/7/levels'… */
  resource: string;
  /** The record id; null = a new record. */
  id: string | number | null;
  /** Values to start from (a new record's preset, or a record already at hand instead of getOne). */
  initialValues?: Record<string, unknown>;
  /**
   * Show required errors when an existing record opens (default true). A new form never shows them
   * on its first fill; games 2.6/2.7 open without them unless asked.
   */
  showErrors?: boolean;
  /** For an existing record: skip getOne and use initialValues as the record. */
  skipLoad?: boolean;
  /**
   * Fill the form by the field engine in the browser instead of the server's validate call (a
   * read-only form of a person who may not call validate, e.g. a viewer's level). No live validation.
   */
  localValidate?: boolean;
  /**
   * The compiled form to render instead of the schema's (the schema studio's preview of a draft); a
   * new object reloads the form from initialValues.
   */
  compiledForm?: Form;
  /**
   * Replaces the validate call of the resource (first fill, live validation, field actions): the
   * studio's preview validates against a draft through POST schemas/preview.
   */
  validate?: (body: FormInput, opts: { signal: AbortSignal }) => Promise<Attrs>;
  /** Meta of the create call, e.g. `{ type: 'editor' }` → PUT users?t=editor. */
  createMeta?: Record<string, unknown>;
  /** After a successful create or update, with the server's record. */
  onSaved?: (record: RaRecord, info: { created: boolean }) => void;
  /** A load or commit failure that is not a validation rejection (platform 8.8): close without asking. */
  onForceClose?: () => void;
}

export interface SchemaFormController {
  form: Form;
  isNew: boolean;
  id: string | number | null;
  resource: string;
  status: FormStatus;
  values: UiValues;
  attrs: Attrs;
  /** The user changed something since the form was loaded. */
  changed: boolean;
  /** Grows on every rejected commit: the dialog shakes and scrolls to the first error. */
  shakeCount: number;
  /** Id of the first field with an error after the last rejection. */
  firstError?: string;
  setValue(id: string, value: UiValue): void;
  commit(opts?: CommitOptions): Promise<CommitResult>;
  /**
   * Runs the server-side action of a field (FieldSpec.action, e.g. adding the postage to cod.price):
   * a validate call with "$action": the field id, whose reply fills the form. Undefined when the form
   * is filled locally (no validate calls).
   */
  runAction?: (fieldId: string) => Promise<void>;
  /** The field whose action is running, else null. */
  acting: string | null;
}

function rejectionAttrs(e: unknown): Attrs | undefined {
  if (!(e instanceof HttpError)) return undefined;
  const attrs = (e.body as { attrs?: unknown } | null)?.attrs;
  return attrs && typeof attrs === 'object' ? (attrs as Attrs) : undefined;
}

/** The typed values of the fields `form` still has. */
function keptValues(form: Form, typed: UiValues | null): UiValues {
  if (!typed) return {};
  return Object.fromEntries(Object.entries(typed).filter(([id]) => form.byId.has(id)));
}

/** The controller of one schema-driven form; render it with <SchemaFormView form={…} />. */
export function useSchemaForm(options: SchemaFormOptions): SchemaFormController {
  const { resource, id, initialValues, skipLoad, createMeta, showErrors = true, localValidate } = options;
  const { compiledForm } = options;
  // A newer schema version (published in the studio; an API reply names it) recompiles the form, also
  // while it is open: the record is filled again under it, keeping what the user typed.
  const schemaVersion = useSchemaVersion();
  const form = useMemo(
    () => compiledForm ?? clientForm(options.schema),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the version is what makes clientForm differ
    [compiledForm, options.schema, schemaVersion],
  );
  // Held in a ref: a new provider identity (react-admin rebuilds its proxy on navigation) must not
  // reload the form and lose what the user typed.
  const dataProviderRef = useRef(useDataProvider<AppDataProvider>());
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const isNew = id === null || id === undefined;

  const [status, setStatus] = useState<FormStatus>('loading');
  const [values, setValues] = useState<UiValues>({});
  const [attrs, setAttrs] = useState<Attrs>({});
  const [changed, setChanged] = useState(false);
  const changedRef = useRef(false);
  changedRef.current = changed;
  const [shake, setShake] = useState<{ count: number; firstError?: string }>({ count: 0 });

  // Latest state for callbacks that outlive a render (timers, replies).
  const valuesRef = useRef(values);
  const attrsRef = useRef(attrs);
  const validateRef = useRef<AbortController | null>(null);
  const commitRef = useRef<AbortController | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef(options);
  callbacks.current = options;
  /** The validate call: the caller's (options.validate) or the resource's. */
  const validateCall = useCallback(
    (body: FormInput, signal: AbortSignal): Promise<Attrs> => {
      const own = callbacks.current.validate;
      if (own) return own(body, { signal });
      return dataProviderRef.current.validate(resource, isNew ? null : id, body, {
        signal,
      }) as Promise<Attrs>;
    },
    [resource, id, isNew],
  );

  const applyValues = useCallback((next: UiValues) => {
    valuesRef.current = next;
    setValues(next);
  }, []);
  const applyAttrs = useCallback((next: Attrs) => {
    attrsRef.current = next;
    setAttrs(next);
  }, []);

  const cancelValidation = useCallback(() => {
    clearTimeout(timerRef.current);
    validateRef.current?.abort();
    validateRef.current = null;
  }, []);

  const forceClose = useCallback(
    (message: string) => {
      notify(message, { type: 'error' });
      setStatus('closed');
      callbacks.current.onForceClose?.();
    },
    [notify],
  );

  // Open: load the record (existing), then the first fill by validate.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // a form recompiled while open (a newer schema version) keeps what the user typed
    const typed = changedRef.current ? valuesRef.current : null;
    setStatus('loading');
    if (!typed) setChanged(false);
    applyAttrs({});
    const dataProvider = dataProviderRef.current;
    (async () => {
      let record: Record<string, unknown> | undefined = initialValues;
      if (!isNew && !skipLoad) {
        const { data } = await dataProvider.getOne(resource, { id: id as string | number, signal });
        record = data as Record<string, unknown>;
      }
      const start = { ...uiValuesFromRecord(form, record), ...keptValues(form, typed) };
      applyValues(start);
      const body = requestBody(form, start, {});
      const reply = localValidate
        ? computeAttrs(form, body, { local: true }).attrs
        : await validateCall(body, signal);
      if (signal.aborted) return;
      applyAttrs(isNew || !showErrors ? withoutRequiredErrors(reply) : reply);
      applyValues(mergeReply(form, valuesRef.current, start, reply));
      setStatus('ready');
    })().catch((e: unknown) => {
      if (isAbort(e) || signal.aborted) return;
      // 404: the record is gone (removed meanwhile, or an old link)
      forceClose(
        e instanceof HttpError && e.status === 404 ? 'forms.notify.notFound' : 'forms.notify.loadFailed',
      );
    });
    return () => {
      controller.abort();
      cancelValidation();
      commitRef.current?.abort();
    };
    // initialValues is read once per open (a new object each render must not reload the form)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    form,
    resource,
    id,
    skipLoad,
    showErrors,
    localValidate,
    validateCall,
    applyAttrs,
    applyValues,
    cancelValidation,
    forceClose,
  ]);

  const validateNow = useCallback(() => {
    if (localValidate) return;
    validateRef.current?.abort();
    const controller = new AbortController();
    validateRef.current = controller;
    const sent = valuesRef.current;
    const body = requestBody(form, sent, attrsRef.current);
    validateCall(body, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        validateRef.current = null;
        applyAttrs(reply);
        applyValues(mergeReply(form, valuesRef.current, sent, reply));
      },
      () => {
        // An aborted or failed live validation changes nothing; the commit reports failures.
      },
    );
  }, [form, localValidate, validateCall, applyAttrs, applyValues]);

  const [acting, setActing] = useState<string | null>(null);
  const runAction = useCallback(
    async (fieldId: string) => {
      clearTimeout(timerRef.current);
      validateRef.current?.abort();
      const controller = new AbortController();
      validateRef.current = controller;
      const sent = valuesRef.current;
      const body = { ...requestBody(form, sent, attrsRef.current), [ACTION_KEY]: fieldId };
      setActing(fieldId);
      try {
        const reply = await validateCall(body, controller.signal);
        if (controller.signal.aborted) return;
        applyAttrs(reply);
        applyValues(mergeReply(form, valuesRef.current, sent, reply));
        setChanged(true);
      } catch {
        if (!controller.signal.aborted) notify('forms.notify.actionFailed', { type: 'error' });
      } finally {
        if (validateRef.current === controller) validateRef.current = null;
        setActing(null);
      }
    },
    [form, validateCall, applyAttrs, applyValues, notify],
  );

  const setValue = useCallback(
    (fieldId: string, value: UiValue) => {
      applyValues({ ...valuesRef.current, [fieldId]: value });
      setChanged(true);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(validateNow, VALIDATE_DEBOUNCE_MS);
    },
    [applyValues, validateNow],
  );

  const reject = useCallback(
    (next: Attrs) => {
      applyAttrs(next);
      setShake((s) => ({ count: s.count + 1, firstError: firstErrorId(form, next) }));
    },
    [applyAttrs, form],
  );

  const commit = useCallback(
    async (opts: CommitOptions = {}): Promise<CommitResult> => {
      if (!changed) {
        // A save of an unchanged record that still has errors (a draft opened with its required fields
        // empty) is refused with every error shown, instead of closing as if it were stored.
        if (!opts.refuseInvalid || isNew) return 'unchanged';
        const body = requestBody(form, valuesRef.current, attrsRef.current);
        const local = localCheck(form, body, attrsRef.current);
        if (!hasErrors(local.attrs)) return 'unchanged';
        reject(local.attrs);
        return 'invalid';
      }
      cancelValidation();
      const sent = valuesRef.current;
      const body = requestBody(form, sent, attrsRef.current);
      const local = localCheck(form, body, attrsRef.current);
      if (!local.valid) {
        reject(local.attrs);
        return 'invalid';
      }
      if (isNew && local.blank) return 'unchanged';

      commitRef.current?.abort();
      const controller = new AbortController();
      commitRef.current = controller;
      const meta = { signal: controller.signal };
      setStatus('committing');
      try {
        const record = isNew
          ? await create(
              resource,
              { data: body, meta: { ...createMeta, ...meta } },
              { returnPromise: true, mutationMode: 'pessimistic' },
            )
          : await update(
              resource,
              { id: id as string | number, data: body, previousData: { id }, meta },
              { returnPromise: true, mutationMode: 'pessimistic' },
            );
        setStatus('ready');
        callbacks.current.onSaved?.(record as RaRecord, { created: isNew });
        return 'saved';
      } catch (e) {
        if (isAbort(e) || controller.signal.aborted) return 'aborted';
        const rejected = rejectionAttrs(e);
        if (rejected) {
          setStatus('ready');
          applyValues(mergeReply(form, valuesRef.current, sent, rejected));
          reject(rejected);
          return 'invalid';
        }
        forceClose('forms.notify.saveFailed');
        return 'failed';
      } finally {
        if (commitRef.current === controller) commitRef.current = null;
      }
    },
    [
      changed,
      cancelValidation,
      form,
      reject,
      isNew,
      create,
      update,
      resource,
      createMeta,
      id,
      applyValues,
      forceClose,
    ],
  );

  return {
    form,
    isNew,
    id,
    resource,
    status,
    values,
    attrs,
    changed,
    shakeCount: shake.count,
    firstError: shake.firstError,
    setValue,
    commit,
    runAction: localValidate ? undefined : runAction,
    acting,
  };
}
