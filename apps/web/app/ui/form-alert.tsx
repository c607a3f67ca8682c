import type { ReactNode } from 'react';

/** A form's own error (not a field's), announced as an alert; `children` may add a way out. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
      {children}
    </div>
  );
}
