import type { Definitions } from './shape.js';

/** The shapes one request method uses, by definition name. */
export interface RequestShapes {
  /** The spec's name of the whole request (envelope included), for tests and examples. */
  request: string;
  params: string;
  /** Whether a request without `params` breaks the shape. */
  paramsRequired: boolean;
  /** The result a successful response carries. */
  result: string;
  /** 2025-11-25: the result when the request was task-augmented (`params.task` set). */
  taskResult?: string;
}

export interface NotificationShapes {
  notification: string;
  params: string;
  paramsRequired: boolean;
}

export interface MethodTable {
  requests: Readonly<Record<string, RequestShapes>>;
  notifications: Readonly<Record<string, NotificationShapes>>;
}

/** One revision's shapes: every definition, and which of them each method uses. */
export interface RevisionShapes {
  definitions: Definitions;
  methods: MethodTable;
}

/** What a revision changes on the one before: definitions and methods added, replaced or removed (`null`). */
export interface RevisionDelta {
  definitions?: Record<string, Definitions[string] | null>;
  requests?: Record<string, RequestShapes | null>;
  notifications?: Record<string, NotificationShapes | null>;
}

function applyRecord<T>(base: Readonly<Record<string, T>>, changes: Record<string, T | null> | undefined): Record<string, T> {
  const next: Record<string, T> = { ...base };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

export function applyDelta(base: RevisionShapes, delta: RevisionDelta): RevisionShapes {
  return {
    definitions: applyRecord(base.definitions, delta.definitions),
    methods: {
      requests: applyRecord(base.methods.requests, delta.requests),
      notifications: applyRecord(base.methods.notifications, delta.notifications),
    },
  };
}
