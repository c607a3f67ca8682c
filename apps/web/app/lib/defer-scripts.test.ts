import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts.server.ts';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/app-3.css" data-precedence="default"/>' +
  '</head><body><main>Héllo ❤️ world</main>' +
  '<script nonce="n1">window.__reactRouterContext = {"a":"<\\u002fscript>"};</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-4.js";\n' +
  'import * as route1 from "/assets/lander-5.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"landers-x":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body></html>';

describe('deferScripts', () => {
  it("after the first paint (a member's page), adds the preloads then, holding taps", () => {
    const whole = deferScripts(page, { until: 'paint' });
    // The preloads leave the head (the script adds them once the page is painted); the script is
    // not marked as waiting for intent.
    expect(whole).not.toContain('rel="modulepreload"');
    expect(whole).not.toContain('data-hydrate');
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(
      whole,
    )?.[1];
    expect(script).toContain('function hydrateOnIntent(');
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js"], async () => {',
    );
    expect(script!.trimEnd().endsWith('}, true);')).toBe(true);
    expect(script).toContain('await import("/assets/entry.client-2.js");');
  });

  it('drops the module preloads and runs the module script later', () => {
    const whole = deferScripts(page);
    expect(whole).not.toContain('rel="modulepreload"');
    // The stylesheet, the text (multi-byte characters too) and the context script are untouched.
    expect(whole).toContain('<link rel="stylesheet" href="/assets/app-3.css"');
    expect(whole).toContain('<main>Héllo ❤️ world</main>');
    expect(whole).toContain('window.__reactRouterContext = {"a":"<\\u002fscript>"};</script>');
    // Marked as the script that loads the page's scripts on intent.
    const script =
      /<script data-hydrate="on-intent" nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(
        whole,
      )?.[1];
    expect(script).toBeDefined();
    // No static import is left (they would load before the wait); the order is kept.
    expect(script).not.toMatch(/(^|\n)import /);
    const order = [
      'function hydrateOnIntent(',
      '["/assets/manifest-1.js","/assets/entry.client-2.js"]',
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-4.js");',
      'const route1 = await import("/assets/lander-5.js");',
      'window.__reactRouterRouteModules = {"root":route0,"landers-x":route1};',
      'await import("/assets/entry.client-2.js");',
    ].map((part) => script!.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The rewritten module is valid JavaScript (an async function body stands in for the module).
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      code: string,
    ) => unknown;
    expect(() => new AsyncFunction(script!)).not.toThrow();
  });
});
