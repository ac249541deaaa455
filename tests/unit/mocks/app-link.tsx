import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: unknown };

/**
 * Stands in for components/ui/app-link in component tests, without the routing table:
 * vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link')). A pathname
 * stays as it is and an object href is written as JSON, so a test can check what was linked to; a
 * click calls the link's handler without jsdom navigating.
 */
export function AppLink({ href, onClick, ...props }: Props) {
  return (
    <a
      {...props}
      href={typeof href === 'string' ? href : JSON.stringify(href)}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
