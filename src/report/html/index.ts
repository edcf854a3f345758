/**
 * The HTML timeline report: `collectTimeline` checks one capture (running the engine once) and
 * gathers what the page shows; `renderHtmlReport` writes one self-contained page for the run.
 */
export { collectTimeline, markExpectations, startTimeline } from './timeline.js';
export type { CaptureTimeline, TimelineOptions, TimelineRow } from './timeline.js';
export { htmlReportLink, renderHtmlReport, scriptSafeJson } from './render.js';
