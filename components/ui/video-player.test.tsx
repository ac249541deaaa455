import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VideoPlayer } from './video-player';

const labels = {
  play: 'Play video 1 of Candela Ruiz',
  loading: 'Loading video…',
  unavailable: 'The video cannot be loaded here.',
  watch: 'Watch on YouTube',
  frame: 'Video 1 of Candela Ruiz',
};
const props = {
  src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  labels,
  poster: <span data-testid="poster" />,
};

/** The provider's answer to the reachability probe, settled by each test. */
let answer: { resolve: () => void; reject: () => void } | undefined;
const fetchMock = vi.fn(
  (_url: string, _init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      answer = {
        resolve: () => resolve(new Response(null)),
        reject: () => reject(new TypeError('unreachable')),
      };
    }),
);

async function provider(reachable: boolean) {
  await act(async () => (reachable ? answer?.resolve() : answer?.reject()));
}

const frame = () => document.querySelector('iframe');

describe('VideoPlayer', () => {
  beforeEach(() => {
    answer = undefined;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is our poster, a play button and a link until played, and asks nothing of the provider', () => {
    render(<VideoPlayer {...props} />);
    expect(screen.getByTestId('poster')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      props.watchUrl,
    );
    expect(frame()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the embed frame on play, started at once, under the poster until it is ready', async () => {
    render(<VideoPlayer {...props} />);
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    const loading = screen.getByRole('button', { name: labels.loading });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(frame()).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(frame()).toHaveAttribute('title', labels.frame);
    expect(frame()?.getAttribute('allow')).toContain('autoplay');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(fetchMock).toHaveBeenCalledWith(
      props.src,
      expect.objectContaining({ mode: 'no-cors', method: 'HEAD' }),
    );
    // A loaded frame alone proves nothing (an unreachable provider's frame still fires load).
    fireEvent.load(frame() as HTMLIFrameElement);
    expect(screen.getByTestId('poster')).toBeInTheDocument();
    await provider(true);
    expect(screen.queryByTestId('poster')).not.toBeInTheDocument();
    expect(frame()).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves keyboard focus from the play button to the frame once it plays', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer {...props} />);
    await user.tab();
    expect(screen.getByRole('button', { name: labels.play })).toHaveFocus();
    await user.keyboard('{Enter}');
    await provider(true);
    fireEvent.load(frame() as HTMLIFrameElement);
    expect(frame()).toHaveFocus();
  });

  it('falls back to the poster, a message and the link when the provider cannot be reached', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer {...props} />);
    await user.tab();
    await user.keyboard('{Enter}');
    fireEvent.load(frame() as HTMLIFrameElement);
    await provider(false);
    expect(frame()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(labels.unavailable);
    expect(screen.getByTestId('poster')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveFocus();
  });

  it('falls back when the frame has not loaded in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<VideoPlayer {...props} />);
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    await provider(true);
    await act(() => vi.advanceTimersByTimeAsync(12_500));
    expect(frame()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(labels.unavailable);
  });

  it('offers a video it cannot play as its poster and the link, without a play button', () => {
    render(<VideoPlayer {...props} src={null} labels={{ ...labels, watch: 'Watch the video' }} />);
    expect(screen.getByTestId('poster')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the video' })).toBeInTheDocument();
  });
});
