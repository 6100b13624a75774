import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dhub/contract';
import { HELP_NS } from '../i18n';

// Its own chunk, asked for by the help pages only (react-markdown and its parser).
const Markdown = lazy(() => import('./Markdown'));

/**
 * A text of the help pages in the language it came in: marked with `lang` (screen readers
 * pronounce it right) and said to be in English when it has no translation in the page's language.
 */
export function HelpText({ text, language }: { text: string; language: Language }) {
  const { t, i18n } = useTranslation(HELP_NS);
  const fallback = language !== i18n.language;
  return (
    <div lang={language} dir={fallback ? 'auto' : undefined}>
      {fallback && (
        <Typography variant="caption" color="text.secondary" component="p" lang={i18n.language} sx={{ mb: 0.5 }}>
          {t('inEnglish')}
        </Typography>
      )}
      <Suspense fallback={<Skeleton variant="text" width="80%" />}>
        <Markdown>{text}</Markdown>
      </Suspense>
    </div>
  );
}
