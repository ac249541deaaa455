const mark = (ok) => (ok ? '✅ met' : '❌ missed');

/**
 * bench/report.md: each section measured so far, in the sections' order, then every budget marked
 * met or missed. A section says when it was measured, as partial runs (`--only`) replace only
 * their own.
 */
export function renderReport(report, sections) {
  const lines = [
    '# Benchmark report',
    '',
    'Production build on a back-end seeded with 1500 talents (1000 on the models list) and 60 posts; pages revalidate after an hour, longer than a run. The ceiling (the bare page) is a trivial prerendered page built and served by the same Next version (bench/ceiling); every ratio is to the ceiling measured in the same section of the same run. `npm run bench -- --only <section>` measures one section again.',
    '',
  ];
  const budgets = [];
  for (const section of sections) {
    const entry = report.sections[section.name];
    if (!entry) continue;
    const m = entry.machine;
    lines.push(
      `## ${section.title} (\`${section.name}\`)`,
      '',
      `Measured ${entry.date} in ${entry.minutes} min on ${m.cpus} CPUs (${m.cpuModel}), Node ${m.node}.`,
      '',
      ...section.render(entry),
    );
    if (section.budgets)
      budgets.push(...section.budgets(entry).map((row) => [section.name, ...row]));
  }
  lines.push(
    '## Budgets',
    '',
    '| section | budget | result |',
    '|---|---|---|',
    ...budgets.map(
      ([name, budget, ok, detail]) => `| ${name} | ${budget} | ${mark(ok)} (${detail}) |`,
    ),
    '',
  );
  return `${lines.join('\n')}\n`;
}
