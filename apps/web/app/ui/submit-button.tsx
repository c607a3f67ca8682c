import type { ReactNode } from 'react';
import { useCallForm } from './call-form.tsx';

/** A form's submit button: held while the form is on its way (works before hydration too). */
export function SubmitButton({
  className = 'btn btn-brand w-100 rounded-pill',
  disabled,
  children,
}: {
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { busy } = useCallForm();
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {children}
    </button>
  );
}
