/** The tool's version, as released (kept in step with package.json by a test). */
export const VERSION = '0.1.0';

/** The project's home: package.json `homepage` (a test keeps them equal), SARIF's `informationUri`. */
export const HOMEPAGE = 'https://github.com/mcp-capture-lint/mcp-capture-lint';
