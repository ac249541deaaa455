import { Fragment } from 'react';

/**
 * An e-mail address whose lines, in a column too narrow for it, break before its `@` and its dots
 * rather than inside a word, so each line still reads as part of an address.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
