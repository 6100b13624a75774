import { i18n, initI18n } from './index';
import enPages from './locales/en-pages';

// English strings of the lazily loaded pages; imported by those pages so they travel with them.
void initI18n(); // idempotent; creates the resource store if this runs first (tests)
i18n.addResourceBundle('en', 'translation', enPages, true, true);
