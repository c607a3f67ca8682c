import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of spec section 2, with the spec's route names as ids. Each feature adds its
 * routes here as it arrives; unmatched paths reach `not-found`, which answers 404.
 */
const LANDERS = ['adultonly', 'tinderswipe', 'whoneedsstrings'];
const SLUG_LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];

export default [
  // The one form action (decision 40): no page of its own.
  route('form', 'routes/form.tsx', { id: 'form' }),
  layout('layouts/default-layout.tsx', { id: 'layout-default' }, [
    index('routes/index.tsx', { id: 'index' }),
    route('complaints', 'routes/complaints.tsx', { id: 'complaints' }),
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('complete-signup', 'routes/complete-signup.tsx', { id: 'complete-signup' }),
    route('lang-config', 'routes/lang-config.tsx', { id: 'lang-config' }),
    route('members', 'routes/members.tsx', { id: 'members' }),
    route('members/:id', 'routes/member-profile.tsx', { id: 'members-id' }),
    route('likes/m/:id', 'routes/member-profile.tsx', { id: 'likes-m-id' }),
    route('likes', 'routes/likes.tsx', { id: 'likes' }),
    route('likes/:type', 'routes/likes.tsx', { id: 'likes-type' }),
    route('match-finder', 'routes/suggestions.tsx', { id: 'match-finder' }),
    route('signup-matches', 'routes/suggestions.tsx', { id: 'signup-matches' }),
    route('swipe-game', 'routes/swipe-game.tsx', { id: 'swipe-game' }),
    route('profile', 'routes/my-profile.tsx', { id: 'profile' }),
    route('credits', 'routes/credits.tsx', { id: 'credits' }),
    route('credits/repeat-order', 'routes/credits-repeat-order.tsx', {
      id: 'credits-repeat-order',
    }),
    route('credits/:id/:paymentmethod?', 'routes/credits-id-paymentmethod.tsx', {
      id: 'credits-id-paymentmethod',
    }),
    route('directdebit', 'routes/directdebit.tsx', { id: 'directdebit' }),
    route('transactions/:id?', 'routes/transactions-id.tsx', { id: 'transactions-id' }),
    route('premium', 'routes/premium.tsx', { id: 'premium' }),
    route('pricing', 'routes/pricing.tsx', { id: 'pricing' }),
    route('activate/done', 'routes/activate-done.tsx', { id: 'activate-done' }),
    route('activate/error', 'routes/activate-error.tsx', { id: 'activate-error' }),
    route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password' }),
    route('reset-password/do', 'routes/reset-password-do.tsx', { id: 'reset-password-do' }),
    route('mail-change/do', 'routes/mail-change-do.tsx', { id: 'mail-change-do' }),
    route('settings', 'routes/settings.tsx', { id: 'settings' }),
    route('notifications', 'routes/notifications.tsx', { id: 'notifications' }),
    route('unsubscribe', 'routes/unsubscribe.tsx', { id: 'unsubscribe' }),
    route('settings/delete', 'routes/settings-delete.tsx', { id: 'settings-delete' }),
    route('account-deleted', 'routes/account-deleted.tsx', { id: 'account-deleted' }),
    route('pages/:page', 'routes/static-page.tsx', { id: 'static-pages' }),
    route(':token', 'routes/static-page.tsx', { id: 'static-token' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('layouts/chat-layout.tsx', { id: 'layout-chat' }, [
    route('chats', 'routes/chats.tsx', { id: 'chats' }),
    route('chats/:id', 'routes/chats-id.tsx', { id: 'chats-id' }),
    route('members/:id/chat', 'routes/members-id-chat.tsx', { id: 'members-id-chat' }),
  ]),
  layout('layouts/empty-layout.tsx', { id: 'layout-empty' }, [
    route('signup', 'routes/signup.tsx', { id: 'signup' }),
    route('members/:id/signup', 'routes/members-id-signup.tsx', { id: 'members-id-signup' }),
  ]),
  layout('layouts/lander-layout.tsx', { id: 'layout-lander' }, [
    route('members/:id/landing', 'routes/members-id-landing.tsx', { id: 'members-id-landing' }),
    route('members/:id/landing2/:slug?', 'routes/members-id-landing2.tsx', {
      id: 'members-id-landing2-slug',
    }),
    route('members/:id/landing3/:slug?', 'routes/members-id-landing3.tsx', {
      id: 'members-id-landing3-slug',
    }),
    ...LANDERS.map((name) =>
      route(`landers/${name}`, 'routes/lander.tsx', { id: `landers-${name}` }),
    ),
    ...SLUG_LANDERS.map((name) =>
      route(`landers/${name}/:slug?`, 'routes/lander.tsx', { id: `landers-${name}-slug` }),
    ),
  ]),
] satisfies RouteConfig;
