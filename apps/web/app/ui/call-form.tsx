import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TApiError, TCallAnswer, TEndpoints } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';
import { FormAlert } from './form-alert.tsx';
import { submitForm } from '../lib/api.ts';
import { useFormErrors } from '../lib/form-errors.ts';
import { FORM_ACTION, ApiError } from '../lib/http-client.ts';
import { shownValues, type TFormCallName } from '../lib/form-outcome.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { withoutTracking } from '../lib/tracking.ts';

type TFormState = {
  /** Each field's error, by the field's name (the body's path, `a.b` when nested). */
  errors: Record<string, string>;
  /** The form's own error, when no field carries it. */
  formError: string | null;
  /** The form is on its way. */
  busy: boolean;
  /** The values sent when the page was reached from this form without scripts (no passwords). */
  values: Record<string, string>;
};

const FormState = createContext<TFormState | null>(null);

/**
 * After a refusal, where the member's eyes and focus go: the first field that says what is
 * wrong, else the form's own alert (the submit button they pressed was disabled while the form
 * was on its way, which drops focus to the page; on a phone the errors may be a screen away).
 */
function showRefusal(form: HTMLFormElement) {
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** The outcomes that came with the page and were reported to their form. */
const reported = new WeakSet<object>();

/** The state of the surrounding `CallForm`: errors, busy, the values sent before the scripts ran. */
export function useCallForm(): TFormState {
  return useContext(FormState) ?? { errors: {}, formError: null, busy: false, values: {} };
}

/** The error of the field `name` in the surrounding form (how every field shows its error). */
export function useFieldError(name: string | undefined): string | undefined {
  const state = useContext(FormState);
  return name === undefined ? undefined : state?.errors[name];
}

/** The form's own error where a form with `ownAlert` places it; `children` may add a way out. */
export function CallFormAlert({ children }: { children?: ReactNode }) {
  return <FormAlert message={useCallForm().formError}>{children}</FormAlert>;
}

/**
 * The values a form of this call sent before the scripts ran and the call refused (never a
 * password): a form's fields start from them, so nothing typed is lost.
 */
export function useSentValues(call: TFormCallName): Record<string, string> {
  const outcome = useRootData()?.formOutcome;
  return outcome && outcome.call === call && !outcome.ok ? outcome.values : {};
}

type TProps<K extends TFormCallName> = {
  /** The contract's call the form makes; its fields are the call's body, by name. */
  call: K;
  /** Where to go once the call succeeded (a path on this site). */
  next?: string | undefined;
  /** What the page `next` leads to tells the member then (`PageNotice`). */
  notice?: TMessageKey;
  /** The call succeeded: its answer, and the values sent (no passwords). */
  onDone?: (
    answer: TCallAnswer<TEndpoints[K]>,
    values: Record<string, string>,
  ) => void | Promise<void>;
  /** The call was refused; true when handled (the form then shows nothing itself). */
  onError?: (error: TApiError['error']) => boolean | void;
  /** The form shows its own error where it wants (`useCallForm().formError`). */
  ownAlert?: boolean;
  className?: string;
  /** The heading that names the form. */
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * The one way a form is sent (decision 40): to the web app's form action with the name of its
 * call, which makes the call through the API in-process, as loaders do. Before hydration the
 * browser posts it and comes back to this page (or goes on to `next`) with the outcome; after
 * hydration the same fields go by fetch (with the API client's retries) and the page stays.
 * Field errors are the API's, which the contract's schema wrote; each field shows its own
 * (`useFieldError`, read by the shared fields).
 */
export function CallForm<K extends TFormCallName>({
  call,
  next,
  notice,
  onDone,
  onError,
  ownAlert,
  className,
  'aria-labelledby': labelledBy,
  children,
}: TProps<K>) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts the refusals shown: each one brings the member to what is wrong once it is drawn.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && formRef.current) showRefusal(formRef.current);
  }, [refusals]);
  // Sent before the scripts ran: the outcome came back with the page, once.
  const root = useRootData();
  const arrived = root?.formOutcome?.call === call ? root.formOutcome : null;
  // A refusal that came with the page is drawn with it, scripts or not, until the next send.
  const [refusal, setRefusal] = useState(() =>
    arrived && !arrived.ok && !reported.has(arrived) ? arrived.error : null,
  );
  useEffect(() => {
    // Once per page: a form shown again (another complaint) starts afresh.
    if (!arrived || reported.has(arrived)) return;
    reported.add(arrived);
    if (arrived.ok) void onDone?.(arrived.answer as TCallAnswer<TEndpoints[K]>, arrived.values);
    else onError?.(arrived.error);
  }, [arrived, onDone, onError]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set('_js', '1');
    setRefusal(null);
    setBusy(true);
    try {
      const answer = await submitForm(data);
      if (answer === undefined) return; // The session ended; the page is on its way out.
      form.clear();
      await onDone?.(answer as TCallAnswer<TEndpoints[K]>, shownValues(data));
      if (next) navigate(next, notice ? { state: { notice } } : undefined);
    } catch (error) {
      const refused = error instanceof ApiError ? error : null;
      const body = refused && {
        code: refused.code,
        message: refused.message,
        fields: refused.fields,
      };
      if (!(body && onError?.(body))) {
        form.fromError(error);
        setRefusals((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  const state = useMemo<TFormState>(() => {
    if (!refusal) return { errors: form.errors, formError: form.formError, busy, values: {} };
    const errors = refusal.fields ?? {};
    return {
      errors,
      // A message a field already shows is said once, at the field.
      formError: Object.values(errors).includes(refusal.message) ? null : refusal.message,
      busy,
      values: arrived && !arrived.ok ? arrived.values : {},
    };
  }, [form.errors, form.formError, busy, refusal, arrived]);

  return (
    <FormState.Provider value={state}>
      <form
        ref={formRef}
        method="post"
        action={FORM_ACTION}
        noValidate
        className={className}
        aria-labelledby={labelledBy}
        onSubmit={submit}
        aria-busy={busy || undefined}
      >
        <input type="hidden" name="_call" value={call} />
        <input
          type="hidden"
          name="_back"
          value={withoutTracking(`${location.pathname}${location.search}`)}
        />
        {next && <input type="hidden" name="_next" value={next} />}
        {notice && <input type="hidden" name="_notice" value={notice} />}
        {!ownAlert && <FormAlert message={state.formError} />}
        {children}
      </form>
    </FormState.Provider>
  );
}
