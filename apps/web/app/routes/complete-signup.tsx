import { titleMeta } from '../lib/meta-t.ts';
import { useEffect } from 'react';
import {
  redirect,
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { SignupComplete, continuePath } from '../features/accounts/signup-complete.tsx';
import { requireUser } from '../lib/session.server.ts';
import { useSite } from '../lib/use-root-data.ts';
import { PageCard } from '../ui/page-card.tsx';

/**
 * complete-signup (spec sections 2 and 4): the 'check your e-mail' step as a page of its own,
 * for a new member whose address is not confirmed yet. ?with= names the first contact (from
 * members-id-signup); a confirmed member has nothing to check and goes on at once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const param = new URL(request.url).searchParams.get('with') ?? '';
  const firstContact = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  if (user.status !== 'not_confirmed') throw redirect(continuePath(firstContact));
  return { email: user.email, firstContact };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'signup.complete_title')];

export default function CompleteSignup() {
  const { email, firstContact } = useLoaderData<typeof loader>();
  const { user } = useSite();
  const revalidator = useRevalidator();
  // Arriving from the sign-up page, the page data still shows a visitor: load the new member.
  const stale = !user;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
  return (
    // The member has signed up: the page is headed by what is left to do, checking the e-mail.
    <PageCard>
      <SignupComplete email={email} firstContact={firstContact} headingLevel={1} />
    </PageCard>
  );
}
