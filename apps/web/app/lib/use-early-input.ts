import { useEffect, useRef } from 'react';

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed before the page was hydrated. React hydrates a controlled field
 * without touching its DOM value, so text typed (or an option picked) while the scripts were
 * still loading stays on screen while the state keeps the server's value; the next render
 * writes that value back over it, and the form would send it. Once mounted, a field whose DOM
 * value differs from its state hands the DOM value to `adopt` (its change handler). On a page
 * already running, React renders the state into the field, the two agree and nothing happens.
 */
export function useEarlyInput<E extends TField>(
  value: unknown,
  adopt: ((value: string, field: E) => void) | undefined,
) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const field = ref.current;
    if (!field || !adopt || (typeof value !== 'string' && typeof value !== 'number')) return;
    if (field.value === String(value)) return;
    // A select whose state names no option shows its first one: that is not a choice made.
    if (
      field instanceof HTMLSelectElement &&
      ![...field.options].some((o) => o.value === String(value))
    )
      return;
    adopt(field.value, field);
    // Only what the server rendered can differ from the state: the first mount decides.
  }, []);
  return ref;
}
