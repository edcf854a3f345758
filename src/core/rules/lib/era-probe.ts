import { isPlainObject, type Message } from '../../message.js';
import { getModel } from '../../protocol/index.js';
import type { RevisionModel } from '../../protocol/model.js';
import { isEraProbe } from '../../session/revision.js';
import type { SessionView } from '../../session/view.js';

/**
 * What a legacy session shows of a dual-era client's era detection (2026-07-28
 * basic/versioning#backward-compatibility-with-initialization-based-versions): its server/discover
 * probe, the server's answer, the initialize it fell back to and the answer to that.
 */
export interface EraFallback {
  probe: Message;
  /** The server's answer to the probe: paired with it, or an id-less error of the same HTTP exchange. */
  answer?: Message;
  /** The client's first request other than pings, sent before the probe. */
  before?: Message;
  fallback: Message;
  /** The server's answer to the fallback initialize. */
  negotiated?: Message;
}

/** Follows one session's messages up to the answer to its fallback initialize; `done()` says what it saw. */
export class EraProbeTracker {
  private probe: Message | undefined;
  private answer: Message | undefined;
  private before: Message | undefined;
  private fallback: Message | undefined;
  private negotiated: Message | undefined;
  /** An initialize with no probe before it: nothing more to follow. */
  private over = false;

  constructor(
    private readonly session: SessionView,
    private readonly model: RevisionModel | undefined,
  ) {}

  message(message: Message): void {
    if (this.over || this.negotiated) return;
    const initialize = message.kind === 'request' && message.method === 'initialize' && message.sender === 'client';
    if (!this.probe) {
      if (isEraProbe(message, this.session, this.model)) this.probe = message;
      else if (initialize) this.over = true;
      else if (message.kind === 'request' && message.sender === 'client' && message.method !== 'ping') this.before ??= message;
      return;
    }
    if (!this.answer && !this.fallback && message.sender === 'server' && (message.kind === 'error' || message.kind === 'result') && answersProbe(message, this.probe)) {
      this.answer = message;
      return;
    }
    if (!this.fallback) {
      if (initialize) this.fallback = message;
      return;
    }
    if ((message.kind === 'result' || message.kind === 'error') && message.answers === this.fallback) this.negotiated = message;
  }

  /** The probe and the fallback, once both came. */
  done(): EraFallback | undefined {
    if (!this.probe || !this.fallback) return undefined;
    return { probe: this.probe, answer: this.answer, before: this.before, fallback: this.fallback, negotiated: this.negotiated };
  }
}

function answersProbe(message: Message, probe: Message): boolean {
  if (message.answers === probe) return true;
  const exchange = probe.frame.transport?.exchange;
  return message.kind === 'error' && message.id === undefined && exchange !== undefined && message.frame.transport?.exchange === exchange;
}

export function errorOf(message: Message): Record<string, unknown> | undefined {
  const error = isPlainObject(message.value) ? message.value.error : undefined;
  return isPlainObject(error) ? error : undefined;
}

/**
 * The errors only a modern (2026-07-28) server sends (-32020 HeaderMismatch, -32021
 * MissingRequiredClientCapability, -32022 UnsupportedProtocolVersion): one in a 400 comes from a
 * server that speaks the modern protocol.
 */
const MODERN_ERRORS: ReadonlyMap<number, string> = (() => {
  const legacy = getModel('2025-11-25').errorCodes;
  return new Map([...getModel('2026-07-28').errorCodes].filter(([code, info]) => info.origin === 'mcp' && !legacy.has(code)).map(([code, info]) => [code, info.name]));
})();

export function modernError(message: Message): { code: number; name: string } | undefined {
  const code = errorOf(message)?.code;
  const name = typeof code === 'number' ? MODERN_ERRORS.get(code) : undefined;
  return name === undefined ? undefined : { code: code as number, name };
}
