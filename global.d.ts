import type { routing } from '@/lib/i18n/routing';

import type common from './messages/es/common.json';
import type content from './messages/es/content.json';
import type forms from './messages/es/forms.json';
import type talents from './messages/es/talents.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof common & typeof talents & typeof content & typeof forms;
  }
}
