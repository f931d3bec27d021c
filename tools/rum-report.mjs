#!/usr/bin/env node
// `node tools/rum-report.mjs FILE…`: the site's field data (RUM) from the servers' logs — the Node
// server's stdout or SITE_RUM_LOG (`{"kind":"rum","report":{…}}`), nginx's site_rum log
// (`{"kind":"rum","report":"{…}"}`, the body as a string) — as the 75th percentile of LCP, INP, CLS
// and TTFB per page (the route: `/chat/$roomId`), worst LCP first, then the most frequent errors.
// Lines that are not field reports (request lines on a shared stdout) are skipped.
// `--json`: the same as one JSON document.
import fs from 'node:fs';

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];

/** The 75th percentile (nearest rank, as CrUX reads field data). */
export function p75(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)];
}

/** The field reports in a log's text: each `{ v, page, metrics, errors }`. */
export function readReports(text) {
  const reports = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (entry?.kind !== 'rum') continue;
      const report = typeof entry.report === 'string' ? JSON.parse(entry.report) : entry.report;
      if (report && typeof report.page === 'string' && Array.isArray(report.metrics)) reports.push(report);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return { reports, skipped };
}

/** p75 and count per page and metric; errors summed by message and source. */
export function summarize(reports) {
  const pages = new Map();
  const errors = new Map();
  for (const report of reports) {
    const page = pages.get(report.page) ?? Object.fromEntries(METRICS.map((m) => [m, []]));
    pages.set(report.page, page);
    for (const metric of report.metrics) if (METRICS.includes(metric.name) && Number.isFinite(metric.value)) page[metric.name].push(metric.value);
    for (const error of Array.isArray(report.errors) ? report.errors : []) {
      const key = `${error.message}|${error.source}`;
      const known = errors.get(key) ?? { message: String(error.message), source: String(error.source ?? ''), count: 0, pages: new Set() };
      known.count += Number(error.count) || 1;
      known.pages.add(error.page ?? report.page);
      errors.set(key, known);
    }
  }
  const rows = [...pages].map(([page, values]) => ({
    page,
    ...Object.fromEntries(METRICS.map((m) => [m, { p75: p75(values[m]), n: values[m].length }])),
  }));
  rows.sort((a, b) => (b.LCP.p75 ?? -1) - (a.LCP.p75 ?? -1) || a.page.localeCompare(b.page));
  const topErrors = [...errors.values()]
    .map((e) => ({ ...e, pages: [...e.pages].sort() }))
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
  return { pages: rows, errors: topErrors };
}

const show = (metric, value) => (value === undefined ? '—' : metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

export function formatSummary(summary, count, top = 10) {
  const lines = [`[rum] ${count} 份报告，${summary.pages.length} 个页面（p75，括号内为样本数）`];
  const width = Math.max(4, ...summary.pages.map((r) => r.page.length));
  lines.push(`  ${'page'.padEnd(width)}  ${METRICS.map((m) => m.padStart(16)).join('')}`);
  for (const row of summary.pages) {
    const cells = METRICS.map((m) => `${show(m, row[m].p75)} (${row[m].n})`.padStart(16));
    lines.push(`  ${row.page.padEnd(width)}  ${cells.join('')}`);
  }
  lines.push('', `[rum] 最常见的错误（前 ${top} 条）`);
  if (summary.errors.length === 0) lines.push('  无');
  for (const e of summary.errors.slice(0, top)) lines.push(`  ${String(e.count).padStart(5)}  ${e.message}  @ ${e.source || '?'}  [${e.pages.join(', ')}]`);
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${fs.realpathSync(process.argv[1])}`).href;
if (isMain) {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length === 0) {
    console.error('用法: node tools/rum-report.mjs <RUM 日志文件>… [--json]');
    process.exit(2);
  }
  const reports = [];
  let skipped = 0;
  for (const file of files) {
    const read = readReports(fs.readFileSync(file, 'utf8'));
    reports.push(...read.reports);
    skipped += read.skipped;
  }
  const summary = summarize(reports);
  if (args.includes('--json')) console.info(JSON.stringify({ reports: reports.length, skipped, ...summary }, null, 2));
  else {
    console.info(formatSummary(summary, reports.length));
    if (skipped > 0) console.info(`\n[rum] 跳过 ${skipped} 行无法读取的报告`);
  }
}
