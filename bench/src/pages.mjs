/**
 * The pages measured. `phone` marks one page of each type, measured at the device classes
 * (sections/phone.mjs); `load` the ones load-tested (in Spanish, the default language, whose paths
 * go through the rewrites); `list` and `bigList` the talents lists. Sizes cover all of them.
 */
export async function pickPages(siteUrl) {
  const profile = await firstLink(siteUrl, '/modelos', /href="(\/modelos\/\d+\/[^"]+)"/);
  const post = await firstLink(siteUrl, '/news', /href="(\/news\/[^"/]+)"/);
  return [
    { kind: 'home', path: '/', load: true, phone: true },
    { kind: 'home', path: '/en' },
    {
      kind: 'models list (1000 talents)',
      path: '/modelos',
      load: true,
      phone: true,
      list: true,
      bigList: true,
    },
    { kind: 'models list', path: '/en/models', list: true, bigList: true },
    { kind: 'talents sub-list', path: '/talentos/creative', load: true, phone: true, list: true },
    { kind: 'talents sub-list', path: '/en/talents/creative', list: true },
    { kind: 'profile', path: profile, load: true, phone: true },
    { kind: 'profile', path: `/en${profile.replace('/modelos/', '/models/')}` },
    { kind: 'news list', path: '/news', load: true, phone: true, list: true },
    { kind: 'news list', path: '/en/news', list: true },
    { kind: 'post', path: post, load: true, phone: true },
    { kind: 'post', path: `/en${post}` },
    { kind: 'contact', path: '/contacto', phone: true },
    { kind: 'be a model', path: '/ser-modelo', phone: true },
    { kind: 'favorites', path: '/favoritos', phone: true },
  ];
}

async function firstLink(siteUrl, path, pattern) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[1];
}
