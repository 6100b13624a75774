import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';

// The menu (MUI Menu/Popover/Modal) is fetched on first open, not with the login page.
const LanguageMenuList = lazy(() => import('./LanguageMenuList'));

/** Language switch; choosing Arabic also switches the direction to rtl. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={t('shell.language')}
        title={t('shell.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
