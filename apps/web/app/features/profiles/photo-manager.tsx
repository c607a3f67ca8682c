import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { PHOTO_LIMITS, type TOwnPhoto } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** The member's own photos: upload (within the limit), main photo, private, delete (asked first). */
export function PhotoManager({ photos, limit }: { photos: TOwnPhoto[]; limit: number }) {
  const { t } = useI18n();
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The photo the member asked to delete, until they confirm or cancel. */
  const [deleting, setDeleting] = useState<number | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.try_again_later'));
    } finally {
      setBusy(false);
    }
  }

  function upload(file: File) {
    const form = new FormData();
    form.append('photo', file);
    void run(() => call('POST /api/photos.php', { form }));
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 id={`${id}-title`} className="h5 mb-0">
          {t('my_profile.photos')}
        </h2>
        <span className="small text-secondary">
          {t('my_profile.photo_count', { count: photos.length, limit })}
        </span>
      </div>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <ul className="row g-2 list-unstyled">
        {photos.map((photo) => (
          <li key={photo.id} className="col-6 col-md-4">
            <div className="card card-soft h-100">
              <img
                src={photo.profile}
                alt=""
                className="card-img-top object-fit-cover"
                style={{ aspectRatio: '4 / 5' }}
              />
              <div className="card-body p-2">
                <div className="d-flex flex-wrap gap-1 mb-2">
                  {photo.is_main && (
                    <span className="badge text-bg-primary">{t('my_profile.main')}</span>
                  )}
                  {photo.is_private && (
                    <span className="badge text-bg-dark">{t('my_profile.private')}</span>
                  )}
                  {photo.status === 'pending' && (
                    <span className="badge text-bg-warning">{t('my_profile.pending')}</span>
                  )}
                </div>
                <div className="d-flex flex-column gap-1">
                  {/* The main photo is public: a private one is made public first. */}
                  {!photo.is_main && !photo.is_private && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={busy}
                      onClick={() =>
                        void run(() =>
                          call('PUT /api/photos.php', { body: { id: photo.id, is_main: true } }),
                        )
                      }
                    >
                      {t('my_profile.make_main')}
                    </button>
                  )}
                  {!photo.is_main && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={busy}
                      onClick={() =>
                        void run(() =>
                          call('PUT /api/photos.php', {
                            body: { id: photo.id, is_private: !photo.is_private },
                          }),
                        )
                      }
                    >
                      {photo.is_private
                        ? t('my_profile.make_public')
                        : t('my_profile.make_private')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    onClick={() => setDeleting(photo.id)}
                  >
                    {t('my_profile.delete_photo')}
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('my_profile.delete_photo_title')}
        body={t('my_profile.delete_photo_body')}
        confirmLabel={t('my_profile.delete_photo')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => {
          const photoId = deleting;
          setDeleting(null);
          if (photoId !== null)
            void run(() => call('DELETE /api/photos.php', { body: { id: photoId } }));
        }}
        onCancel={() => setDeleting(null)}
      />
      <label className="btn btn-brand rounded-pill" htmlFor={`${id}-file`}>
        {t('my_profile.add_photo')}
      </label>
      {/* Right after its label: the keyboard reaches it where the button is seen. */}
      <input
        id={`${id}-file`}
        type="file"
        className="visually-hidden"
        disabled={busy}
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) upload(f);
        }}
      />
      {/* A free member at the limit learns before picking a file how to add more (the upload
          is still refused with the limit's message if they try). */}
      {photos.length >= limit && limit < PHOTO_LIMITS.premium && (
        <p className="small text-secondary mt-2 mb-0">
          {t('my_profile.photo_limit_premium', { max: PHOTO_LIMITS.premium })}{' '}
          <Link to="/premium">{t('nav.get_premium')}</Link>
        </p>
      )}
    </section>
  );
}
