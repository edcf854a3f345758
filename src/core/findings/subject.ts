/**
 * What a finding is about, as a reader issue states it: the text of the line or of the frame it
 * concerns, or the whole capture. A module of its own because the reader interface (reader.ts,
 * which the JSON scanner imports) and the anchor (anchor.ts, which imports message.ts, which imports
 * the scanner) both need it: kept in either, it closes an import cycle.
 */
export type IssueSubject = { line: string } | { frame: string } | 'capture';
