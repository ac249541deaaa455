import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break before the @ and each dot, and reads as the address', () => {
    const { container } = render(
      <a href="mailto:bookings.women@lumen-models.example.com">
        <EmailAddress address="bookings.women@lumen-models.example.com" />
      </a>,
    );
    expect(container.textContent).toBe('bookings.women@lumen-models.example.com');
    expect(container.querySelector('a')?.innerHTML).toBe(
      'bookings<wbr>.women<wbr>@lumen-models<wbr>.example<wbr>.com',
    );
  });

  it('leaves an address without @ or dots whole', () => {
    const { container } = render(<EmailAddress address="postmaster" />);
    expect(container.innerHTML).toBe('postmaster');
  });
});
