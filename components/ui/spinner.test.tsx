import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a decorative span with the ring and the caller’s class', () => {
    const { container } = render(<Spinner className="size" />);
    const spinner = container.firstElementChild;
    expect(spinner?.tagName).toBe('SPAN');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner?.className).toMatch(/\bsize$/);
    expect(spinner?.className.split(' ')).toHaveLength(2);
  });
});
