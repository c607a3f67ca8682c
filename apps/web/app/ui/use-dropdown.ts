import { useEffect, useRef, useState } from 'react';

/**
 * A dropdown's open state, closed by a click elsewhere, by the keyboard's focus moving on out of
 * it (the menu would cover what has the focus then) and by Escape, which gives the focus back to
 * the toggle: focus in the menu would otherwise drop to the page's start as the menu hides.
 * `root` goes on the element holding the toggle and the menu, `button` on the toggle.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, setOpen, root, button };
}
