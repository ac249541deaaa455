import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { trackedFetch } from '@/components/layout/progress';
import { toast } from '@/components/layout/toast';
import { renderWithTalents } from '@/tests/unit/render-talents';

import { CompositeDownload } from './composite-download';

vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast'));
vi.mock('@/components/layout/progress', () => ({ trackedFetch: vi.fn() }));

describe('CompositeDownload', () => {
  beforeEach(() => {
    vi.mocked(toast.error).mockClear();
    vi.mocked(trackedFetch).mockReset();
  });

  it('says when to try again once the download limit is reached', async () => {
    vi.mocked(trackedFetch).mockResolvedValue(
      new Response('{"error":"rate_limited"}', { status: 429, headers: { 'Retry-After': '45' } }),
    );
    const user = userEvent.setup();
    renderWithTalents(<CompositeDownload talentId={1} name="Lucía Navarro" />);
    await user.click(screen.getByRole('button', { name: 'Download composite' }));
    expect(trackedFetch).toHaveBeenCalledWith('/api/talents/1/composite', { method: 'POST' });
    expect(toast.error).toHaveBeenCalledWith(
      'Too many composites downloaded in a row. Please try again in 45 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Download composite' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('reports any other failure as a failed download', async () => {
    vi.mocked(trackedFetch).mockResolvedValue(new Response('', { status: 502 }));
    const user = userEvent.setup();
    renderWithTalents(<CompositeDownload talentId={1} name="Lucía Navarro" />);
    await user.click(screen.getByRole('button', { name: 'Download composite' }));
    expect(toast.error).toHaveBeenCalledWith(
      'The composite could not be downloaded. Please try again.',
    );
  });
});
