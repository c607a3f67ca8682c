import { data } from 'react-router';

/** Any path no route matches: the 404 error page inside the default layout. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
