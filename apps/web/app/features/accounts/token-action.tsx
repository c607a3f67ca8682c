import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { CallForm } from '../../ui/call-form.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/**
 * A button that spends a link's token with one POST (confirming a new e-mail address, restoring
 * an account). A link opened by a mail scanner does nothing until a person presses it. Works
 * before the scripts run (decision 40): the token goes as a hidden field.
 */
export function TokenAction({
  token,
  endpoint,
  label,
  doneText,
  then,
}: {
  token: string;
  endpoint: 'POST /api/email-change-do.php' | 'POST /api/reactivate.php';
  label: string;
  doneText: string;
  then?: string;
}) {
  const revalidator = useRevalidator();
  const [done, setDone] = useState(false);

  if (done)
    return (
      <div className="alert alert-success" role="status">
        {doneText}
      </div>
    );
  return (
    <CallForm
      call={endpoint}
      next={then}
      onDone={async () => {
        setDone(true);
        await revalidator.revalidate();
      }}
    >
      <input type="hidden" name="token" value={token} />
      <SubmitButton className="btn btn-brand rounded-pill px-4">{label}</SubmitButton>
    </CallForm>
  );
}
