import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  body?: { body?: string; query?: string; variables?: Record<string, unknown> };
}

export interface StoredComment {
  id: number;
  node_id: string;
  body: string;
  user: { login: string; type: string };
  /** Set by GraphQL's minimizeComment (the REST API does not show it). */
  minimized?: boolean;
}

/** Faults the server can answer with: every request, or only the first n. Status 0: never answer. */
export interface Fault {
  status: number;
  times?: number;
  headers?: Record<string, string>;
  /** The error message GitHub sends (it tells a secondary rate limit from a refusal). */
  message?: string;
}

/** The token's account as the two APIs name it: the GITHUB_TOKEN's is `github-actions` in GraphQL, `github-actions[bot]` (a Bot) in REST. */
export interface TokenAccount {
  viewerLogin: string;
  rest: { login: string; type: string };
}

export const GITHUB_TOKEN_ACCOUNT: TokenAccount = { viewerLogin: 'github-actions', rest: { login: 'github-actions[bot]', type: 'Bot' } };

/**
 * A stand-in for api.github.com's issue-comment endpoints on 127.0.0.1: list (pages of
 * `per_page`, with Link headers), create, update and delete (as the token's account), and
 * GraphQL's `viewer { login }`, `minimizeComment` and `unminimizeComment`. Records every call.
 */
export class LoopbackGitHub {
  readonly calls: RecordedCall[] = [];
  readonly comments: StoredComment[] = [];
  fault: Fault | undefined;
  account: TokenAccount = GITHUB_TOKEN_ACCOUNT;
  private nextId = 1000;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  seed(count: number, author = 'someone'): void {
    for (let i = 0; i < count; i++) this.comments.push(this.comment(`A comment from a reviewer, number ${i}.`, { login: author, type: 'User' }));
  }

  /** A comment by someone else (a user, not the token's account). */
  add(body: string, user = { login: 'someone', type: 'User' }): StoredComment {
    const comment = this.comment(body, user);
    this.comments.push(comment);
    return comment;
  }

  private comment(body: string, user: { login: string; type: string }): StoredComment {
    const id = this.nextId++;
    return { id, node_id: `IC_kwDO${id}`, body, user };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const call: RecordedCall = { method: req.method ?? 'GET', path: url.pathname + url.search };
    if (text) call.body = JSON.parse(text);
    this.calls.push(call);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(data));
    };
    if (this.fault && (this.fault.times === undefined || this.fault.times > 0)) {
      if (this.fault.times !== undefined) this.fault.times -= 1;
      if (this.fault.status === 0) return; // hang: the client's timeout must end it
      const message = this.fault.message ?? (this.fault.status === 403 ? 'Resource not accessible by integration' : 'Server Error');
      send(this.fault.status, { message }, this.fault.headers);
      return;
    }
    const list = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/);
    const one = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/);
    if (url.pathname === '/graphql' && req.method === 'POST') {
      const query = call.body?.query ?? '';
      const minimize = /\b(un)?minimizeComment\b/.exec(query);
      if (/viewer\s*\{\s*login\s*\}/.test(query)) send(200, { data: { viewer: { login: this.account.viewerLogin } } });
      else if (minimize) {
        const target = this.comments.find((c) => c.node_id === call.body?.variables?.id);
        if (!target) return send(200, { errors: [{ type: 'NOT_FOUND', message: `Could not resolve to a node with the global id of '${String(call.body?.variables?.id)}'` }] });
        target.minimized = !minimize[1];
        const key = minimize[1] ? 'unminimizeComment' : 'minimizeComment';
        send(200, { data: { [key]: { [minimize[1] ? 'unminimizedComment' : 'minimizedComment']: { isMinimized: target.minimized } } } });
      } else send(200, { errors: [{ message: `Unexpected query: ${query}` }] });
    } else if (list && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = this.comments.slice((page - 1) * perPage, page * perPage);
      const last = Math.max(1, Math.ceil(this.comments.length / perPage));
      const base = `${this.url}${url.pathname}?per_page=${perPage}`;
      const links = [];
      if (page < last) links.push(`<${base}&page=${page + 1}>; rel="next"`, `<${base}&page=${last}>; rel="last"`);
      send(200, slice, links.length ? { link: links.join(', ') } : {});
    } else if (list && req.method === 'POST') {
      const comment = this.comment(call.body?.body ?? '', { ...this.account.rest });
      this.comments.push(comment);
      send(201, comment);
    } else if (one && req.method === 'PATCH') {
      const comment = this.comments.find((c) => c.id === Number(one[3]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = call.body?.body ?? '';
      send(200, comment);
    } else if (one && req.method === 'DELETE') {
      const index = this.comments.findIndex((c) => c.id === Number(one[3]));
      if (index < 0) return send(404, { message: 'Not Found' });
      this.comments.splice(index, 1);
      res.writeHead(204);
      res.end();
    } else send(404, { message: 'Not Found' });
  }
}
