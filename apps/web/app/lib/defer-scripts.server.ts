const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** React Router's one inline module script: the route modules, then `import(entry)`. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const STATIC_IMPORT = /\bimport \* as (\w+) from ("[^"]+");/g;
const BARE_IMPORT = /(^|[\s;])import ("[^"]+");/g;
const DYNAMIC_IMPORT = /(?<!await )\bimport\(/g;
/** Marks the module script that loads the page's scripts on intent (read by bench/page-weight.ts). */
export const DEFERRED_MARK = 'data-hydrate="on-intent"';

/**
 * Runs in the page, serialized into the module script (so it refers to nothing outside itself).
 * Nothing loads until the visitor's first sign of presence (a pointer, a touch, a key, focus or a
 * wheel); then the module preloads go in (all chunks in parallel) and the modules run and hydrate
 * the page. A click on a control or a submit made before the page is hydrated is held and made
 * again once it is (`<html data-live>`); if the scripts fail, a held link is followed as a plain
 * link. A checkbox or radio is not held: it shows the tick at once, and the shell hands it to
 * React once hydrated (useEarlyTaps). Files picked before then are announced again (a `change`)
 * once it is hydrated. A click with a modifier key is left to the browser (a link opens in a new
 * tab). A page drawn with a dialog open loads at once.
 */
export function hydrateOnIntent(
  preloads: string[],
  start: () => Promise<unknown>,
  now = false,
): void {
  const root = document.documentElement;
  // A scroll is not among them: it also happens without the visitor (a restored position), and
  // the visitor's own scrolling starts with a touch, a wheel, a key or a pointer.
  const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const CONTROL = 'a[href],button,summary,label,[role="button"]';
  let started = false;
  let held: Element | null = null;
  // Files picked before the page is hydrated: the input keeps them, but no handler saw the pick.
  const picked = new Set<HTMLInputElement>();

  const release = (replay: (target: Element) => void) => {
    observer.disconnect();
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    removeEventListener('change', pick, true);
    const target = held;
    held = null;
    if (target?.isConnected) replay(target);
  };
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-live')) return;
    release((target) =>
      target instanceof HTMLFormElement ? target.requestSubmit() : (target as HTMLElement).click(),
    );
    for (const input of picked)
      if (input.isConnected && input.files?.length)
        input.dispatchEvent(new Event('change', { bubbles: true }));
    picked.clear();
  });
  function begin() {
    if (started) return;
    started = true;
    for (const kind of INTENT) removeEventListener(kind, begin, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    start().catch(() =>
      release((target) => {
        const link = target.closest('a[href]');
        if (link instanceof HTMLAnchorElement) location.assign(link.href);
      }),
    );
  }
  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'click') {
      // A checkbox or radio (or its label) ticks itself, as on a running page: the shell hands
      // React each one whose state it does not know once hydrated (useEarlyTaps).
      const box = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
      if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio'))
        return begin();
      if (!target.closest(CONTROL)) return;
    }
    // A click with a modifier key (a new tab or window) is the browser's, hydrated or not.
    const click = event as MouseEvent;
    if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return begin();
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    begin();
  }

  function pick(event: Event) {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'file') {
      picked.add(input);
      begin();
    }
  }

  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
  addEventListener('click', hold, true);
  addEventListener('change', pick, true);
  // Files picked before this script ran (it runs once the page is parsed).
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    if (input.files?.length) picked.add(input);
  addEventListener('submit', hold, true);
  for (const kind of INTENT) addEventListener(kind, begin, { capture: true, passive: true });
  // A page drawn with a dialog open (the site-entry warning) must be answered first: it becomes
  // modal, with focus on its main action, as soon as it can.
  if (now || document.querySelector('dialog[open]')) begin();
}

/**
 * The module script, rewritten so that its imports run as dynamic imports, in the same order,
 * when `hydrateOnIntent` starts them. HTML entities cannot occur in a script's text, so the code
 * is rewritten as is.
 */
function deferredModule(code: string, preloads: string[], now: boolean): string {
  const body = code
    .replace(
      STATIC_IMPORT,
      (_, name: string, href: string) => `const ${name} = await import(${href});`,
    )
    .replace(BARE_IMPORT, (_, before: string, href: string) => `${before}await import(${href});`)
    // The entry's import too, so that a failure to load it reaches `hydrateOnIntent`.
    .replace(DYNAMIC_IMPORT, 'await import(');
  // An async function rather than top-level await: module scripts run in older browsers too.
  return `(${hydrateOnIntent.toString()})(${JSON.stringify(preloads)}, async () => {\n${body}\n}, ${now});`;
}

/**
 * Loads and runs a page's scripts only when the visitor acts
 * (decisions 32, 33 and 43): the server-rendered page paints from its HTML and CSS alone, without
 * some 40 module preloads competing for the phone's link, and the main thread stays free while
 * it is read. For the landers and every visitor's page. With `until: 'now'` (a member's pages)
 * the scripts load with the page, at low priority (after the stylesheets that paint it), and only
 * the held taps are kept: a tap on a button before the page is hydrated is made once it is, not
 * lost. Rewrites the whole page's HTML.
 */
export function deferScripts(
  html: string,
  { until = 'intent' }: { until?: 'intent' | 'now' } = {},
) {
  const preloads: string[] = [];
  const now = until === 'now';
  const mark = now ? '' : ` ${DEFERRED_MARK}`;
  return html
    .replace(MODULE_PRELOAD, (tag) => {
      // Loading now, the preloads stay where they are, fetched with the page, after what paints
      // it (the stylesheets, the images): low priority.
      if (now) return tag.replace('<link', '<link fetchpriority="low"');
      const href = HREF.exec(tag)?.[1];
      if (href) preloads.push(href);
      return '';
    })
    .replace(
      MODULE_SCRIPT,
      (_, open: string, code: string, close: string) =>
        `${open.replace('<script', `<script${mark}`)}${deferredModule(code, preloads, now)}${close}`,
    );
}
