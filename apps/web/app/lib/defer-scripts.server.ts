import { captureTrackingScript } from './tracking.ts';

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
 * link. A checkbox or radio is not held: it shows the tick at once, as text typed or a file
 * picked shows. What the visitor left each field at is noted as they go, and once the page is
 * live each field is handed to its change handler (before the held tap is made), so a form sends
 * what the visitor sees and a switch, a select or a file input that acts at once acts once. A
 * click with a modifier key is left to the browser (a link opens in a new tab). A page drawn
 * with a dialog open loads at once; with `afterPaint` (a member's page) the scripts load once
 * the page's first paint is reported, whatever the visitor does.
 */
export function hydrateOnIntent(
  preloads: string[],
  start: () => Promise<unknown>,
  afterPaint = false,
): void {
  const root = document.documentElement;
  // A scroll is not among them: it also happens without the visitor (a restored position), and
  // the visitor's own scrolling starts with a touch, a wheel, a key or a pointer. A change is (a
  // file picked).
  const INTENT = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'change',
  ];
  const CONTROL = 'a[href],button,summary,label,[role="button"]';
  let started = false;
  let held: Element | null = null;

  const release = (replay: (target: Element) => void) => {
    observer.disconnect();
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    const target = held;
    held = null;
    if (target?.isConnected) replay(target);
  };
  type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  // What the visitor left each field at before the page was hydrated: its value, or whether a
  // box is ticked. React hydrates a field without touching what it shows (and may render the
  // state's value over it before the page is live), so nothing else keeps it.
  const early = new Map<TField, string | boolean>();
  const isBox = (field: TField) => field.type === 'checkbox' || field.type === 'radio';
  const note = (field: EventTarget | null) => {
    if (
      !(field instanceof HTMLInputElement) &&
      !(field instanceof HTMLTextAreaElement) &&
      !(field instanceof HTMLSelectElement)
    )
      return;
    // A radio's tap also unchecks its group's other radio: the checked one is the tap.
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) early.set(field, true);
    } else early.set(field, isBox(field) ? (field as HTMLInputElement).checked : field.value);
  };
  const noteEvent = (event: Event) => note(event.target);
  // Once live, each field is handed to React as a change made on the running page, so its change
  // handler runs once: a box clicked, a select's or a file input's `change`, a value written
  // past React's tracking of it (as a key typed is) with an `input`. React's own idea is what
  // the field shows if it rendered over it, else the default it wrote as it hydrated.
  const handOver = (field: TField, wanted: string | boolean) => {
    if (!field.isConnected || field.disabled) return;
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isBox(field)) {
      const box = field as HTMLInputElement;
      if (box.checked === wanted) {
        if (box.defaultChecked === wanted) return;
        box.checked = !wanted;
      }
      box.click();
    } else if (field instanceof HTMLSelectElement) {
      if (field.value === wanted) {
        const rendered = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
        if (!rendered || rendered.value === wanted) return;
      } else field.value = wanted as string;
      // React takes a select's `change` as it comes.
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      if (field.value === wanted) {
        if (field.defaultValue === wanted) return;
        field.value = field.defaultValue;
      }
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        wanted,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-live')) return;
    removeEventListener('input', noteEvent, true);
    removeEventListener('change', noteEvent, true);
    // Outside React's commit (a microtask after it), so each change is rendered before the next,
    // and before the held tap is made.
    for (const [field, wanted] of early) handOver(field, wanted);
    early.clear();
    release((target) =>
      target instanceof HTMLFormElement ? target.requestSubmit() : (target as HTMLElement).click(),
    );
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
      // A checkbox or radio (or its label) ticks itself, as on a running page: it is handed to
      // React once the page is hydrated.
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
    // The control is clicked again, not what the tap landed on: an icon in it is an SVG element,
    // which has no click().
    held = event.type === 'click' ? (target.closest(CONTROL) ?? target) : target;
    begin();
  }

  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
  addEventListener('click', hold, true);
  addEventListener('input', noteEvent, true);
  addEventListener('change', noteEvent, true);
  // What was typed, picked or ticked before this script ran (it runs once the page is parsed).
  for (const field of document.querySelectorAll<TField>('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((o) => o.selected !== o.defaultSelected)
        : field instanceof HTMLInputElement && (isBox(field) || field.type === 'file')
          ? field.checked !== field.defaultChecked || Boolean(field.files?.length)
          : field.value !== field.defaultValue;
    if (changed) note(field);
  }
  addEventListener('submit', hold, true);
  for (const kind of INTENT) addEventListener(kind, begin, { capture: true, passive: true });
  // A page drawn with a dialog open (the site-entry warning) must be answered first: it becomes
  // modal, with focus on its main action, as soon as it can.
  if (document.querySelector('dialog[open]')) begin();
  else if (afterPaint && PerformanceObserver.supportedEntryTypes?.includes('paint'))
    // Once the first contentful paint is reported; a frame's callback where it is not.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(begin, 0);
    }).observe({ type: 'paint', buffered: true });
  else if (afterPaint) requestAnimationFrame(() => setTimeout(begin, 0));
}

/**
 * The module script, rewritten so that its imports run as dynamic imports, in the same order,
 * when `hydrateOnIntent` starts them. HTML entities cannot occur in a script's text, so the code
 * is rewritten as is.
 */
function deferredModule(code: string, preloads: string[], afterPaint: boolean): string {
  const body = code
    .replace(
      STATIC_IMPORT,
      (_, name: string, href: string) => `const ${name} = await import(${href});`,
    )
    .replace(BARE_IMPORT, (_, before: string, href: string) => `${before}await import(${href});`)
    // The entry's import too, so that a failure to load it reaches `hydrateOnIntent`.
    .replace(DYNAMIC_IMPORT, 'await import(');
  // An async function rather than top-level await: module scripts run in older browsers too.
  // The tracking parameters are stored and taken out of the address first, as the page is
  // parsed, whether or not the visitor ever acts.
  return `${captureTrackingScript()}\n(${hydrateOnIntent.toString()})(${JSON.stringify(preloads)}, async () => {\n${body}\n}, ${afterPaint});`;
}

/**
 * Loads and runs a page's scripts only when the visitor acts
 * (decisions 32, 33 and 43): the server-rendered page paints from its HTML and CSS alone, without
 * some 40 module preloads competing for the phone's link, and the main thread stays free while
 * it is read. For the landers and every visitor's page. With `until: 'paint'` (a member's pages,
 * decision 51) the scripts load once the page's first paint is reported, whatever the member
 * does, so its HTML, CSS and pictures have the phone's link to themselves until it is drawn; what
 * the member does before the page is hydrated is held as on a visitor's page. Rewrites the whole
 * page's HTML.
 */
export function deferScripts(
  html: string,
  { until = 'intent' }: { until?: 'intent' | 'paint' } = {},
) {
  const preloads: string[] = [];
  const afterPaint = until === 'paint';
  const mark = afterPaint ? '' : ` ${DEFERRED_MARK}`;
  return html
    .replace(MODULE_PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) preloads.push(href);
      return '';
    })
    .replace(
      MODULE_SCRIPT,
      (_, open: string, code: string, close: string) =>
        `${open.replace('<script', `<script${mark}`)}${deferredModule(code, preloads, afterPaint)}${close}`,
    );
}
