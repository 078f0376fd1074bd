import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { PhoneIcon } from '../ui/icons';

// The form and its validation load only when the visitor opens the dialog.
const CallMeForm = lazy(() => import('./call-me-form'));

/** The header's "call me" button and its dialog. */
export function CallMeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        className="call-me-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <PhoneIcon width={16} height={16} />
        <span>{t('callMe.button')}</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('callMe.title')}
        description={t('callMe.intro')}
        closeLabel={t('actions.close')}
      >
        <Suspense fallback={<p className="form-note">{t('loading')}</p>}>
          <CallMeForm onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
