import { useSite } from '../lib/use-root-data.ts';

/** The site's fictional icon beside a name, read out as 'fictional profile'. */
export function FictionalMark() {
  const { settings } = useSite();
  return (
    <span
      className="ms-1"
      title={settings.fictional_warning}
      role="img"
      aria-label={settings.fictional_singular}
    >
      {settings.fictional_icon}
    </span>
  );
}

/** The disclosure under a fictional profile's picture or text (architecture principle 8). */
export function FictionalNote({ className = 'small mb-0' }: { className?: string }) {
  const { settings } = useSite();
  return (
    <p className={className}>
      <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}
    </p>
  );
}
