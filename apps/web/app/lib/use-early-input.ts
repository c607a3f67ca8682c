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

/**
 * Keeps the taps made on checkboxes and radios before the page was hydrated. React hydrates them
 * without touching `checked` and writes its own idea into `defaultChecked`, so a switch tapped
 * while the scripts were loading shows the tap while the state does not know it: the next render
 * turns it back, and a switch that saves at once never saved. Once the page is hydrated, each one
 * whose `checked` differs from React's is put back and clicked again, so its change handler runs
 * as for a tap on the running page. Runs once, in the shell, after every field has mounted.
 */
export function useEarlyTaps() {
  useEffect(() => {
    const fields = document.querySelectorAll<HTMLInputElement>(
      'input[type=checkbox], input[type=radio]',
    );
    for (const field of fields) {
      if (field.disabled || field.checked === field.defaultChecked) continue;
      // A radio's tap also unchecks its group's other radio: the checked one is the tap.
      if (field.type === 'radio' && !field.checked) continue;
      field.checked = !field.checked;
      field.click();
    }
  }, []);
}
