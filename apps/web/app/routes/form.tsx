import { data, redirect, type ActionFunctionArgs } from 'react-router';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the action's: the browser build drops it.
import { endpoints } from '@cupido/contract';
import type { TApiError, TCallName } from '@cupido/contract/browser';
import { bodyFromForm } from '../lib/form-body.server.ts';
import {
  formOutcomeCookie,
  shownValues,
  type TFormCallName,
  type TFormOutcome,
} from '../lib/form-outcome.ts';
import { returnPath } from '../lib/return-path.ts';
import { callInProcess, ssr } from '../lib/ssr-context.server.ts';

function isFormCall(name: string): name is TFormCallName {
  if (!Object.hasOwn(endpoints, name)) return false;
  const endpoint = endpoints[name as TCallName];
  return !name.startsWith('GET ') && 'body' in endpoint && !('consumes' in endpoint);
}

/** The action's address is no page: a visit (a bookmark, a reload) leads to the home page. */
export function loader(): never {
  throw redirect('/');
}

/**
 * The one form action of the web app (decision 40): a `CallForm` posts its fields here with the
 * name of its call, before hydration as a plain form, after it through React Router's fetcher.
 * The fields become the call's body by its contract schema, and the call goes to the API
 * in-process with the page's cookies, as every loader's does. With scripts the outcome is the
 * answer; without, the browser is sent back (or on, after success, to `_next`) and the outcome
 * follows in a one-time cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const name = String(form.get('_call') ?? '');
  if (!isFormCall(name)) throw data(null, { status: 404 });
  const values = shownValues(form);
  const notice = form.get('_notice');
  const { answer, raw } = await callInProcess(context, name, {
    body: bodyFromForm(endpoints[name].body, form),
  } as never);
  const outcome: TFormOutcome =
    answer !== null
      ? {
          call: name,
          ok: true,
          answer,
          values,
          ...(typeof notice === 'string' && notice ? { notice } : {}),
        }
      : {
          call: name,
          ok: false,
          error: (raw.data as TApiError | null)?.error ?? {
            code: 'internal_error',
            message: 'Error',
          },
          values,
        };
  // The page's scripts sent it: the call's own answer or refusal, as the API gave it.
  if (form.get('_js') === '1') return Response.json(raw.data, { status: raw.status });
  const back = returnPath(String(form.get('_back') ?? ''), '/');
  const next = form.get('_next');
  ssr(context).setCookie(formOutcomeCookie(outcome, new URL(request.url).protocol === 'https:'));
  return redirect(outcome.ok && typeof next === 'string' ? returnPath(next, back) : back, 303);
}
