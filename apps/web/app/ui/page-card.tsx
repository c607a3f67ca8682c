import type { ReactNode } from 'react';

/** A narrow, centred card for forms and short messages (login, password, activation pages). */
export function PageCard({
  title,
  children,
  wide,
}: {
  /** The page's heading; without it, the children hold the page's h1. */
  title?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container py-4 py-md-5">
      <div className="row justify-content-center">
        <div className={wide ? 'col-lg-8' : 'col-md-8 col-lg-5'}>
          <div className="card card-soft p-3 p-md-4">
            {title !== undefined && <h1 className="h3 fw-bold mb-3">{title}</h1>}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
