/**
 * The shapes as data: what the builders of lang.ts make, the revisions' tables hold, and the
 * compiler (lang.ts) and the code generator (codegen.ts) read. A leaf module, so that the compiler
 * can import the generator without the generator importing the compiler back.
 */

export type Shape =
  | { kind: 'string'; format?: StringFormat }
  | { kind: 'integer'; minimum?: number }
  | { kind: 'number'; minimum?: number; maximum?: number; note?: string }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'any' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'array'; items: Shape }
  | { kind: 'record'; values: Shape }
  | ObjectShape
  | { kind: 'union'; members: readonly Shape[] }
  | TaggedShape
  | { kind: 'ref'; name: string };

export type StringFormat = 'uri' | 'byte' | 'uri-template' | 'date-time';

export interface Property {
  shape: Shape;
  optional: boolean;
}

export interface ObjectShape {
  kind: 'object';
  properties: Readonly<Record<string, Property>>;
  /** Look for misspelt keys (false for objects whose keys are free-form by design). */
  slips: boolean;
  /** Prose rules the schema does not encode: at least one of these keys must be present. */
  atLeastOne?: readonly string[];
}

/** A union chosen by the value of one key (`type` of content blocks, `method` of input requests). */
export interface TaggedShape {
  kind: 'tagged';
  tag: string;
  members: Readonly<Record<string, Shape>>;
  /** The member used when the tag is absent (`absent`) or has any other value (`other`). */
  fallback?: { shape: Shape; when: 'absent' | 'other' };
}

/** A revision's named shapes (`ref` names one). */
export type Definitions = Readonly<Record<string, Shape>>;
