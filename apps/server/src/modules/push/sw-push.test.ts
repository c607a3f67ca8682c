import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const WORKER = readFileSync(new URL('./sw-push.js', import.meta.url), 'utf8');
const ORIGIN = 'https://cupido.example';

type TTab = { url: string; focused: boolean; messages: unknown[]; focus(): Promise<void> };

const tab = (path: string, origin = ORIGIN): TTab => ({
  url: `${origin}${path}`,
  focused: false,
  messages: [],
  async focus() {
    this.focused = true;
  },
});

/**
 * Runs the worker's script against a stand-in of its global scope with these open tabs, then
 * clicks a notification carrying `data`: the tab it brought forward (and told), or the address
 * of the window it opened.
 */
async function clickNotification(tabs: TTab[], data: { checkUrl: string; openUrl: string }) {
  const listeners = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    clients: {
      matchAll: async () =>
        tabs.map((t) => ({
          ...t,
          postMessage: (m: unknown) => t.messages.push(m),
          focus: () => t.focus(),
        })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  new Function('self', WORKER)(scope);
  let done: Promise<unknown> = Promise.resolve();
  listeners.get('notificationclick')!({
    notification: { data, close: () => undefined },
    waitUntil: (p: Promise<unknown>) => void (done = p),
  });
  await done;
  return { focused: tabs.find((t) => t.focused), opened };
}

describe('a click on a push notification', () => {
  const notice = { checkUrl: '/members/12', openUrl: '/members/12' };

  it('brings forward the tab on the page it names, not one whose address merely starts the same', async () => {
    const longer = tab('/members/123');
    const exact = tab('/members/12');
    const { focused } = await clickNotification([longer, exact], notice);
    expect(focused).toBe(exact);
    expect(exact.messages).toEqual([{ type: 'NEW_PUSH_CLICK', ...notice }]);
    expect(longer.messages).toEqual([]);
  });

  it('counts a page below the one it names as on it', async () => {
    const members = tab('/members');
    const chat = tab('/chats/7');
    const { focused } = await clickNotification([members, chat], {
      checkUrl: '/chats',
      openUrl: '/chats/7',
    });
    expect(focused).toBe(chat);
  });

  it('takes another tab of the site when none is on the page, and opens one when none is open', async () => {
    const other = tab('/likes');
    const elsewhere = tab('/', 'https://hartjes.example');
    const first = await clickNotification([elsewhere, other], notice);
    expect(first.focused).toBe(other);
    expect(other.messages).toEqual([{ type: 'NEW_PUSH_CLICK', ...notice }]);

    const second = await clickNotification([tab('/', 'https://hartjes.example')], notice);
    expect(second.focused).toBeUndefined();
    expect(second.opened).toEqual(['/members/12']);
  });
});
