import type { ReactNode } from 'react';

/**
 * An alert of a member's above the page's content (spec section 2: activation reminder, profile,
 * push and disabled-notifications alerts): its text and actions on one wrapping row, and a close
 * button when it can be dismissed.
 */
export function MemberAlert({
  tone,
  children,
  dismiss,
  testId,
  role,
}: {
  tone: 'info' | 'warning';
  children: ReactNode;
  /** The close button's label and what it does. */
  dismiss?: { label: string; onDismiss: () => void };
  testId?: string;
  role?: 'status';
}) {
  return (
    <div className="container mt-1 mt-sm-3">
      <div
        className={`alert alert-${tone} member-alert d-flex flex-wrap align-items-center gap-2 row-gap-1 row-gap-sm-2 mb-0`}
        data-testid={testId}
        role={role}
      >
        {children}
        {dismiss && (
          <button
            type="button"
            className="btn-close"
            aria-label={dismiss.label}
            onClick={dismiss.onDismiss}
          />
        )}
      </div>
    </div>
  );
}
