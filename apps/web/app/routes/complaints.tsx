import { titleMeta } from '../lib/meta-t.ts';
import type { MetaFunction } from 'react-router';
import { ComplaintForm } from '../features/complaints/complaint-form.tsx';
import { useI18n } from '../lib/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'complaints.title')];

export default function Complaints() {
  const { t } = useI18n();
  return (
    <div className="container py-4 py-md-5">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="fw-bold">{t('complaints.title')}</h1>
          <p className="lead">{t('complaints.intro')}</p>
          <ComplaintForm />
        </div>
      </div>
    </div>
  );
}
