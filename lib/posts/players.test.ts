import { describe, expect, it } from 'vitest';

import { splitPlayers } from './players';

const YT = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const frame = (src = YT, title = 'Video') =>
  `<iframe src="${src}" title="${title}" width="560" height="315" loading="lazy"></iframe>`;

describe('splitPlayers', () => {
  it('leaves HTML without players whole', () => {
    expect(splitPlayers('<p>a</p><p>b</p>')).toEqual([{ kind: 'html', html: '<p>a</p><p>b</p>' }]);
  });

  it('takes out a player alone in a paragraph, with its paragraph', () => {
    expect(splitPlayers(`<p>one</p>\n<p>${frame()}</p>\n<h2>two</h2>`)).toEqual([
      { kind: 'html', html: '<p>one</p>\n' },
      { kind: 'player', src: YT },
      { kind: 'html', html: '\n<h2>two</h2>' },
    ]);
  });

  it('takes out players at the top level, reading their escaped attributes', () => {
    const src = 'https://player.vimeo.com/video/76979871?h=9f3a2b1c0d';
    expect(
      splitPlayers(`${frame(`${src}&amp;x=1`, 'Casa &amp; Olmo')}<p>after</p>${frame()}`),
    ).toEqual([
      { kind: 'player', src: `${src}&x=1` },
      { kind: 'html', html: '<p>after</p>' },
      { kind: 'player', src: YT },
    ]);
  });

  it('leaves a player that shares its paragraph or sits in a list as the frame it is', () => {
    const shared = `<p>Watch: ${frame()}</p>`;
    expect(splitPlayers(shared)).toEqual([{ kind: 'html', html: shared }]);
    const listed = `<ul><li>${frame()}</li></ul><p>${frame()}</p>`;
    expect(splitPlayers(listed)).toEqual([
      { kind: 'html', html: `<ul><li>${frame()}</li></ul>` },
      { kind: 'player', src: YT },
    ]);
  });

  it('keeps counting elements across void ones and closed ones', () => {
    const html = `<p>a<br>b<img src="x.jpg" alt=""></p><blockquote><p>q</p></blockquote><p> ${frame()} </p>`;
    expect(splitPlayers(html)).toEqual([
      {
        kind: 'html',
        html: '<p>a<br>b<img src="x.jpg" alt=""></p><blockquote><p>q</p></blockquote>',
      },
      { kind: 'player', src: YT },
    ]);
  });
});
