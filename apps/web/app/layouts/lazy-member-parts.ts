import { memberOnly } from '../lib/member-only.tsx';

/** The layouts' member-only parts (member-parts.tsx), out of a visitor's scripts. */
const parts = () => import('./member-parts.tsx');

export const MemberBanners = memberOnly(() => parts().then((m) => m.MemberBanners));
export const TabBar = memberOnly(() => parts().then((m) => m.TabBar));
export const LikesModals = memberOnly(() => parts().then((m) => m.LikesModals));
export const MessageBanner = memberOnly(() => parts().then((m) => m.MessageBanner));
