/**
 * The pages measured, in es and en: home, the 1000-talent models list, a talents sub-list, a
 * profile, the news list and a post. `load` marks the ones load-tested (in Spanish, the default
 * language, whose paths go through the proxy's rewrite).
 */
export async function pickPages(siteUrl) {
  const profile = await firstLink(siteUrl, '/modelos', /href="(\/modelos\/\d+\/[^"]+)"/);
  const post = await firstLink(siteUrl, '/news', /href="(\/news\/[^"/]+)"/);
  return [
    { kind: 'home', path: '/', load: true },
    { kind: 'home', path: '/en' },
    { kind: 'models list (1000 talents)', path: '/modelos', load: true, list: true, bigList: true },
    { kind: 'models list', path: '/en/models', list: true, bigList: true },
    { kind: 'talents sub-list', path: '/talentos/creative', load: true, list: true },
    { kind: 'talents sub-list', path: '/en/talents/creative', list: true },
    { kind: 'profile', path: profile, load: true },
    { kind: 'profile', path: `/en${profile.replace('/modelos/', '/models/')}` },
    { kind: 'news list', path: '/news', load: true, list: true },
    { kind: 'news list', path: '/en/news', list: true },
    { kind: 'post', path: post, load: true },
    { kind: 'post', path: `/en${post}` },
  ];
}

async function firstLink(siteUrl, path, pattern) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[1];
}
