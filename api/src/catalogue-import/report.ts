/** An import report as a few lines for a terminal or a log. */
import type { ImportReport } from './types';

export function describeReport(report: ImportReport): string {
  const {
    destinations: d,
    packages: p,
    blogs: b,
    itineraryDays: i,
    faqs: f,
    redirects: r,
    documents: s,
  } = report;
  return [
    `destinations    created ${d.created}, updated ${d.updated}, unchanged ${d.unchanged}, not in catalogue (kept) ${d.retained}`,
    `packages        created ${p.created}, updated ${p.updated}, unpublished ${p.unpublished}, unchanged ${p.unchanged}`,
    `blogs           created ${b.created}, updated ${b.updated}, deleted ${b.deleted}, unchanged ${b.unchanged}`,
    `itinerary days  inserted ${i.inserted}, updated ${i.updated}, deleted ${i.deleted}`,
    `FAQs            inserted ${f.inserted}, updated ${f.updated}, deleted ${f.deleted}`,
    `slug redirects  inserted ${r.inserted}, updated ${r.updated}, deleted ${r.deleted}`,
    `site documents  created ${s.created}, updated ${s.updated}, deleted ${s.deleted}, unchanged ${s.unchanged}`,
    ...(report.photos
      ? [
          `photos          made ${report.photos.made}, unchanged (not made again) ${report.photos.reused}`,
        ]
      : []),
    `${report.changed ? 'changed' : 'nothing changed'} in ${report.durationMs} ms`,
  ].join('\n');
}

/** One line: what changed, for the API's start-up log. */
export function summariseReport(report: ImportReport): string {
  if (!report.changed) return `catalogue unchanged (${report.durationMs} ms)`;
  const { destinations: d, packages: p, blogs: b } = report;
  return (
    `catalogue imported in ${report.durationMs} ms: destinations +${d.created} ~${d.updated}, ` +
    `packages +${p.created} ~${p.updated} -${p.unpublished} (unpublished), ` +
    `blogs +${b.created} ~${b.updated} -${b.deleted}`
  );
}
