import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LoopVideo } from './loop-video';

const controls = {
  label: 'Video: The reel',
  play: 'Play the video',
  pause: 'Pause the video',
  soundOn: 'Turn the sound on',
  soundOff: 'Turn the sound off',
};

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let play: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => void>>;

function stubBrowser({ reduce }: { reduce: boolean }) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
  // jsdom plays nothing: the stubs fire the events a browser would.
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
}

const scrollInto = (inView: boolean) => act(() => observed?.([{ isIntersecting: inView }]));
const renderVideo = (props: { controls?: typeof controls } = {}) =>
  render(<LoopVideo src="/reel.mp4" poster={null} width={1280} height={720} {...props} />);

describe('LoopVideo', () => {
  beforeEach(() => stubBrowser({ reduce: false }));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('plays muted while in view and pauses out of view', () => {
    const { container } = renderVideo();
    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollInto(true);
    expect(play).toHaveBeenCalledTimes(1);
    scrollInto(false);
    expect(pause).toHaveBeenCalled();
  });

  it("has buttons of its own on the post page, not the browser's controls", () => {
    const { container } = renderVideo({ controls });
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('controls');
    expect(screen.getByLabelText('Video: The reel')).toBe(video);
    scrollInto(true);
    fireEvent.click(screen.getByRole('button', { name: 'Turn the sound on' }));
    expect(video?.muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Turn the sound off' }));
    expect(video?.muted).toBe(true);
  });

  it('stays paused once the visitor pauses it, in view or not', () => {
    renderVideo({ controls });
    scrollInto(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
    scrollInto(false);
    scrollInto(true);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause the video' })).toBeInTheDocument();
  });

  it('never plays on its own for visitors who prefer reduced motion', () => {
    stubBrowser({ reduce: true });
    renderVideo({ controls });
    scrollInto(true);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
