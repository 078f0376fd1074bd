import { useTranslation } from '../../i18n/i18n';
import { useNavigation } from 'react-router';

/** The thin orange bar (1.5 s linear, endless) shown while a route loads or navigates. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy="true">
      <div className="loading-bar__runner" />
    </div>
  );
}
