'use client';

import type { ComponentProps } from 'react';

import { DeferredHydration } from '@/components/ui/deferred-hydration';

import { ApplicationForm as ApplicationFormNow } from './application-form';
import { ContactForm as ContactFormNow } from './contact-form';
import { QuoteForm as QuoteFormNow } from './quote-form';

// The forms hydrate when they near the screen or the visitor reaches for one, not with the page:
// a form's many fields and options are most of a form page's hydration, and the contact and
// quote forms start below the fold on a phone (docs/architecture.md, "Rendering for speed"). Their
// code comes with the page, so the first touch, key or change hydrates at once and is handled.

export function ContactForm() {
  return (
    <DeferredHydration>
      <ContactFormNow />
    </DeferredHydration>
  );
}

export function QuoteForm() {
  return (
    <DeferredHydration>
      <QuoteFormNow />
    </DeferredHydration>
  );
}

export function ApplicationForm(props: ComponentProps<typeof ApplicationFormNow>) {
  return (
    <DeferredHydration>
      <ApplicationFormNow {...props} />
    </DeferredHydration>
  );
}
