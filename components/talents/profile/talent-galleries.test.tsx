import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Galleries } from '@/lib/talents/types';
import { MEDIA, renderWithTalents } from '@/tests/unit/render-talents';

import { withThumbnails } from './gallery-pictures';
import { TalentGalleries } from './talent-galleries';

const picture = (id: number) => ({
  id,
  src: `${MEDIA}/storage/demo/portrait-0${id}.jpg`,
  width: 800,
  height: 1200,
});
const galleries: Galleries = {
  book: [],
  snap: [picture(1), picture(2), picture(3)],
  compo: [picture(4)],
  video: [
    { ...picture(5), provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  ],
};

const thumbnails = withThumbnails(galleries);

describe('TalentGalleries', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows only galleries with items, the first one open', () => {
    renderWithTalents(<TalentGalleries name="Candela Ruiz" galleries={thumbnails} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Snaps3', 'Composite1', 'Video1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Snaps3');
    expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(3);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWithTalents(<TalentGalleries name="Candela Ruiz" galleries={thumbnails} />);
    await user.click(screen.getByRole('tab', { name: /Snaps/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Composite/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Composite/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Video/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Snaps/ })).toHaveFocus();
  });

  it('renders nothing without any gallery item', () => {
    const { container } = renderWithTalents(
      <TalentGalleries
        name="X"
        galleries={withThumbnails({ book: [], snap: [], compo: [], video: [] })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the lightbox on a picture and returns focus to it on close', async () => {
    const user = userEvent.setup();
    renderWithTalents(<TalentGalleries name="Candela Ruiz" galleries={thumbnails} />);
    const second = screen.getByRole('button', { name: 'Open image 2 of 3' });
    await user.click(second);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveAccessibleName("Candela Ruiz's gallery");
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await waitFor(() => expect(second).toHaveFocus());
  });

  it("shows the picture's position and keeps keyboard focus inside the lightbox", async () => {
    const user = userEvent.setup();
    renderWithTalents(<TalentGalleries name="Candela Ruiz" galleries={thumbnails} />);
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 3' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('2 / 3'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('3 / 3'));
    const visited = new Set<string>();
    for (let press = 0; press < 8; press += 1) {
      await user.keyboard(press % 3 === 2 ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
      expect(dialog.contains(document.activeElement), `press ${press}`).toBe(true);
      visited.add(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(visited).toEqual(new Set(['Previous', 'Next', 'Close']));
  });

  it('plays a video in its embed frame, behind its poster, once played', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithTalents(<TalentGalleries name="Candela Ruiz" galleries={thumbnails} />);
    fireEvent.click(screen.getByRole('tab', { name: /Video/ }));
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video 1 of Candela Ruiz' }));
    expect(screen.getByRole('button', { name: 'Loading video…' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'Video 1 of Candela Ruiz');
  });

  it('offers a video on a site it cannot play as its poster and a link, without a play button', () => {
    const elsewhere = { ...picture(6), provider: null, url: 'https://www.dailymotion.com/x8' };
    renderWithTalents(
      <TalentGalleries
        name="Candela Ruiz"
        galleries={withThumbnails({ ...galleries, video: [elsewhere] })}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: /Video/ }));
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute(
      'href',
      elsewhere.url,
    );
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });
});
