'use client';

import { DeferredHydration } from '@/components/ui/deferred-hydration';

import { ContactForm as ContactFormNow } from './contact-form';
import { QuoteForm as QuoteFormNow } from './quote-form';

// The contact and quote forms hydrate when they near the screen, when the visitor reaches for one,
// or once the loaded page is idle, not with the page: a form's many fields and options are most of
// a form page's hydration, and these two start below the fold on a phone (docs/architecture.md,
// "Rendering for speed"). Their code comes with the page, so the first touch, key or change
// hydrates at once and is handled.
// The application form is at the top of its page and hydrates with it: React reveals a large
// deferred boundary a moment after the first paint, which moved everything below it on screen.

export function ContactForm() {
  return (
    <DeferredHydration idle>
      <ContactFormNow />
    </DeferredHydration>
  );
}

export function QuoteForm() {
  return (
    <DeferredHydration idle>
      <QuoteFormNow />
    </DeferredHydration>
  );
}
