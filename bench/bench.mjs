#!/usr/bin/env node
// `npm run bench`: builds and starts the production site on a back-end seeded with 1500 talents and
// 60 posts, and beside it the ceiling pages (bench/src/ceiling.mjs), then runs each section of
// bench/src/sections (phone-class CPU, Lighthouse, sizes, load, ...). Every figure is read
// against the ceiling measured in the same run.
//
//   npm run bench                      every section
//   npm run bench -- --only phone      one section (or several: --only phone,load)
//   npm run bench -- --list            the sections and what each measures
//
// Writes bench/report.json and bench/report.md. A partial run replaces its sections in the last
// report and keeps the others, each with the date it was measured.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { readSettings } from '../lib/env/settings.mjs';
import { ceilingUrl, startCeilings } from './src/ceiling.mjs';
import { os } from './src/machine.mjs';
import { pickPages } from './src/pages.mjs';
import { renderReport } from './src/report.mjs';
import { SECTIONS } from './src/sections/index.mjs';
import { backendUrl, siteUrl, startServers } from './src/servers.mjs';
import { warm } from './src/warm.mjs';

const REPORT_JSON = 'bench/report.json';

const options = parseArguments(process.argv.slice(2));
if (options.list) {
  for (const section of SECTIONS) console.log(`${section.name.padEnd(14)} ${section.title}`);
  process.exit(0);
}
const chosen = options.only
  ? options.only.map((name) => {
      const section = SECTIONS.find((s) => s.name === name);
      if (!section) throw new Error(`no bench section "${name}" (npm run bench -- --list)`);
      return section;
    })
  : SECTIONS.filter((section) => !section.optional);

const report = readReport();
const servers = await startServers();
// Started before the ceilings, so stopped even when a ceiling cannot start.
let ceilings = { stop: () => undefined };
try {
  ceilings = await startCeilings();
  const pages = await pickPages(siteUrl);
  for (const page of pages) await warm(siteUrl, page.path);
  const context = {
    siteUrl,
    backendUrl,
    ceilingUrl: ceilingUrl('bare'),
    ceilings,
    servers,
    pages,
    chromePath: readSettings().CHROMIUM_PATH,
  };
  for (const section of chosen) {
    console.log(`[bench] section ${section.name}: ${section.title}`);
    const started = Date.now();
    const result = await section.run(context);
    report.sections[section.name] = {
      date: new Date().toISOString(),
      minutes: Math.round((Date.now() - started) / 6000) / 10,
      machine: os(),
      siteUrl,
      pages,
      result,
    };
    // Written after each section, so a long run that fails late keeps what it measured.
    writeReport(report);
  }
  console.log(`[bench] wrote bench/report.md and ${REPORT_JSON}`);
} finally {
  ceilings.stop();
  servers.stop();
}

function parseArguments(args) {
  const parsed = { only: null, list: false };
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--list') parsed.list = true;
    else if (args[i] === '--only') parsed.only = (args[++i] ?? '').split(',').filter(Boolean);
    else if (args[i].startsWith('--only='))
      parsed.only = args[i].slice(7).split(',').filter(Boolean);
    else
      throw new Error(`unknown argument ${args[i]} (use --only <section>[,<section>] or --list)`);
  }
  return parsed;
}

/** The last report, when it has the sectioned shape; a full run starts afresh. */
function readReport() {
  if (options.only && existsSync(REPORT_JSON)) {
    const last = JSON.parse(readFileSync(REPORT_JSON, 'utf8'));
    if (last.sections) return last;
  }
  return { sections: {} };
}

function writeReport(value) {
  mkdirSync('bench', { recursive: true });
  writeFileSync(REPORT_JSON, `${JSON.stringify(value, null, 2)}\n`);
  writeFileSync('bench/report.md', renderReport(value, SECTIONS));
}
