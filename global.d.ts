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

// Invoker commands (a button that opens a dialog without script): React passes the attributes
// through, but its types do not know them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations share T
  interface ButtonHTMLAttributes<T> {
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
