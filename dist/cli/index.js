#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2400:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
exports.FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    stat: fs.stat,
    lstatSync: fs.lstatSync,
    statSync: fs.statSync,
    readdir: fs.readdir,
    readdirSync: fs.readdirSync
};
function createFileSystemAdapter(fsMethods) {
    if (fsMethods === undefined) {
        return exports.FILE_SYSTEM_ADAPTER;
    }
    return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
}
exports.createFileSystemAdapter = createFileSystemAdapter;


/***/ }),

/***/ 2479:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = void 0;
const NODE_PROCESS_VERSION_PARTS = process.versions.node.split('.');
if (NODE_PROCESS_VERSION_PARTS[0] === undefined || NODE_PROCESS_VERSION_PARTS[1] === undefined) {
    throw new Error(`Unexpected behavior. The 'process.versions.node' variable has invalid value: ${process.versions.node}`);
}
const MAJOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[0], 10);
const MINOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[1], 10);
const SUPPORTED_MAJOR_VERSION = 10;
const SUPPORTED_MINOR_VERSION = 10;
const IS_MATCHED_BY_MAJOR = MAJOR_VERSION > SUPPORTED_MAJOR_VERSION;
const IS_MATCHED_BY_MAJOR_AND_MINOR = MAJOR_VERSION === SUPPORTED_MAJOR_VERSION && MINOR_VERSION >= SUPPORTED_MINOR_VERSION;
/**
 * IS `true` for Node.js 10.10 and greater.
 */
exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = IS_MATCHED_BY_MAJOR || IS_MATCHED_BY_MAJOR_AND_MINOR;


/***/ }),

/***/ 7198:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Settings = exports.scandirSync = exports.scandir = void 0;
const async = __nccwpck_require__(7299);
const sync = __nccwpck_require__(7200);
const settings_1 = __nccwpck_require__(2501);
exports.Settings = settings_1.default;
function scandir(path, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
    }
    async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
}
exports.scandir = scandir;
function scandirSync(path, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    return sync.read(path, settings);
}
exports.scandirSync = scandirSync;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 7299:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
const fsStat = __nccwpck_require__(1470);
const rpl = __nccwpck_require__(2743);
const constants_1 = __nccwpck_require__(2479);
const utils = __nccwpck_require__(1144);
const common = __nccwpck_require__(770);
function read(directory, settings, callback) {
    if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        readdirWithFileTypes(directory, settings, callback);
        return;
    }
    readdir(directory, settings, callback);
}
exports.read = read;
function readdirWithFileTypes(directory, settings, callback) {
    settings.fs.readdir(directory, { withFileTypes: true }, (readdirError, dirents) => {
        if (readdirError !== null) {
            callFailureCallback(callback, readdirError);
            return;
        }
        const entries = dirents.map((dirent) => ({
            dirent,
            name: dirent.name,
            path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        }));
        if (!settings.followSymbolicLinks) {
            callSuccessCallback(callback, entries);
            return;
        }
        const tasks = entries.map((entry) => makeRplTaskEntry(entry, settings));
        rpl(tasks, (rplError, rplEntries) => {
            if (rplError !== null) {
                callFailureCallback(callback, rplError);
                return;
            }
            callSuccessCallback(callback, rplEntries);
        });
    });
}
exports.readdirWithFileTypes = readdirWithFileTypes;
function makeRplTaskEntry(entry, settings) {
    return (done) => {
        if (!entry.dirent.isSymbolicLink()) {
            done(null, entry);
            return;
        }
        settings.fs.stat(entry.path, (statError, stats) => {
            if (statError !== null) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    done(statError);
                    return;
                }
                done(null, entry);
                return;
            }
            entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
            done(null, entry);
        });
    };
}
function readdir(directory, settings, callback) {
    settings.fs.readdir(directory, (readdirError, names) => {
        if (readdirError !== null) {
            callFailureCallback(callback, readdirError);
            return;
        }
        const tasks = names.map((name) => {
            const path = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
            return (done) => {
                fsStat.stat(path, settings.fsStatSettings, (error, stats) => {
                    if (error !== null) {
                        done(error);
                        return;
                    }
                    const entry = {
                        name,
                        path,
                        dirent: utils.fs.createDirentFromStats(name, stats)
                    };
                    if (settings.stats) {
                        entry.stats = stats;
                    }
                    done(null, entry);
                });
            };
        });
        rpl(tasks, (rplError, entries) => {
            if (rplError !== null) {
                callFailureCallback(callback, rplError);
                return;
            }
            callSuccessCallback(callback, entries);
        });
    });
}
exports.readdir = readdir;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, result) {
    callback(null, result);
}


/***/ }),

/***/ 770:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPathSegments = void 0;
function joinPathSegments(a, b, separator) {
    /**
     * The correct handling of cases when the first segment is a root (`/`, `C:/`) or UNC path (`//?/C:/`).
     */
    if (a.endsWith(separator)) {
        return a + b;
    }
    return a + separator + b;
}
exports.joinPathSegments = joinPathSegments;


/***/ }),

/***/ 7200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
const fsStat = __nccwpck_require__(1470);
const constants_1 = __nccwpck_require__(2479);
const utils = __nccwpck_require__(1144);
const common = __nccwpck_require__(770);
function read(directory, settings) {
    if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        return readdirWithFileTypes(directory, settings);
    }
    return readdir(directory, settings);
}
exports.read = read;
function readdirWithFileTypes(directory, settings) {
    const dirents = settings.fs.readdirSync(directory, { withFileTypes: true });
    return dirents.map((dirent) => {
        const entry = {
            dirent,
            name: dirent.name,
            path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        };
        if (entry.dirent.isSymbolicLink() && settings.followSymbolicLinks) {
            try {
                const stats = settings.fs.statSync(entry.path);
                entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
            }
            catch (error) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    throw error;
                }
            }
        }
        return entry;
    });
}
exports.readdirWithFileTypes = readdirWithFileTypes;
function readdir(directory, settings) {
    const names = settings.fs.readdirSync(directory);
    return names.map((name) => {
        const entryPath = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
        const stats = fsStat.statSync(entryPath, settings.fsStatSettings);
        const entry = {
            name,
            path: entryPath,
            dirent: utils.fs.createDirentFromStats(name, stats)
        };
        if (settings.stats) {
            entry.stats = stats;
        }
        return entry;
    });
}
exports.readdir = readdir;


/***/ }),

/***/ 2501:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsStat = __nccwpck_require__(1470);
const fs = __nccwpck_require__(2400);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, false);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep);
        this.stats = this._getValue(this._options.stats, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
        this.fsStatSettings = new fsStat.Settings({
            followSymbolicLink: this.followSymbolicLinks,
            fs: this.fs,
            throwErrorOnBrokenSymbolicLink: this.throwErrorOnBrokenSymbolicLink
        });
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 5497:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createDirentFromStats = void 0;
class DirentFromStats {
    constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
    }
}
function createDirentFromStats(name, stats) {
    return new DirentFromStats(name, stats);
}
exports.createDirentFromStats = createDirentFromStats;


/***/ }),

/***/ 1144:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fs = void 0;
const fs = __nccwpck_require__(5497);
exports.fs = fs;


/***/ }),

/***/ 4368:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
exports.FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    stat: fs.stat,
    lstatSync: fs.lstatSync,
    statSync: fs.statSync
};
function createFileSystemAdapter(fsMethods) {
    if (fsMethods === undefined) {
        return exports.FILE_SYSTEM_ADAPTER;
    }
    return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
}
exports.createFileSystemAdapter = createFileSystemAdapter;


/***/ }),

/***/ 1470:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statSync = exports.stat = exports.Settings = void 0;
const async = __nccwpck_require__(1539);
const sync = __nccwpck_require__(6544);
const settings_1 = __nccwpck_require__(4853);
exports.Settings = settings_1.default;
function stat(path, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
    }
    async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
}
exports.stat = stat;
function statSync(path, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    return sync.read(path, settings);
}
exports.statSync = statSync;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 1539:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.read = void 0;
function read(path, settings, callback) {
    settings.fs.lstat(path, (lstatError, lstat) => {
        if (lstatError !== null) {
            callFailureCallback(callback, lstatError);
            return;
        }
        if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
            callSuccessCallback(callback, lstat);
            return;
        }
        settings.fs.stat(path, (statError, stat) => {
            if (statError !== null) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    callFailureCallback(callback, statError);
                    return;
                }
                callSuccessCallback(callback, lstat);
                return;
            }
            if (settings.markSymbolicLink) {
                stat.isSymbolicLink = () => true;
            }
            callSuccessCallback(callback, stat);
        });
    });
}
exports.read = read;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, result) {
    callback(null, result);
}


/***/ }),

/***/ 6544:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.read = void 0;
function read(path, settings) {
    const lstat = settings.fs.lstatSync(path);
    if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
        return lstat;
    }
    try {
        const stat = settings.fs.statSync(path);
        if (settings.markSymbolicLink) {
            stat.isSymbolicLink = () => true;
        }
        return stat;
    }
    catch (error) {
        if (!settings.throwErrorOnBrokenSymbolicLink) {
            return lstat;
        }
        throw error;
    }
}
exports.read = read;


/***/ }),

/***/ 4853:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const fs = __nccwpck_require__(4368);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLink = this._getValue(this._options.followSymbolicLink, true);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.markSymbolicLink = this._getValue(this._options.markSymbolicLink, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 9337:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Settings = exports.walkStream = exports.walkSync = exports.walk = void 0;
const async_1 = __nccwpck_require__(1936);
const stream_1 = __nccwpck_require__(8986);
const sync_1 = __nccwpck_require__(8769);
const settings_1 = __nccwpck_require__(244);
exports.Settings = settings_1.default;
function walk(directory, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        new async_1.default(directory, getSettings()).read(optionsOrSettingsOrCallback);
        return;
    }
    new async_1.default(directory, getSettings(optionsOrSettingsOrCallback)).read(callback);
}
exports.walk = walk;
function walkSync(directory, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    const provider = new sync_1.default(directory, settings);
    return provider.read();
}
exports.walkSync = walkSync;
function walkStream(directory, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    const provider = new stream_1.default(directory, settings);
    return provider.read();
}
exports.walkStream = walkStream;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 1936:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const async_1 = __nccwpck_require__(1906);
class AsyncProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._storage = [];
    }
    read(callback) {
        this._reader.onError((error) => {
            callFailureCallback(callback, error);
        });
        this._reader.onEntry((entry) => {
            this._storage.push(entry);
        });
        this._reader.onEnd(() => {
            callSuccessCallback(callback, this._storage);
        });
        this._reader.read();
    }
}
exports["default"] = AsyncProvider;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, entries) {
    callback(null, entries);
}


/***/ }),

/***/ 8986:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const async_1 = __nccwpck_require__(1906);
class StreamProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._stream = new stream_1.Readable({
            objectMode: true,
            read: () => { },
            destroy: () => {
                if (!this._reader.isDestroyed) {
                    this._reader.destroy();
                }
            }
        });
    }
    read() {
        this._reader.onError((error) => {
            this._stream.emit('error', error);
        });
        this._reader.onEntry((entry) => {
            this._stream.push(entry);
        });
        this._reader.onEnd(() => {
            this._stream.push(null);
        });
        this._reader.read();
        return this._stream;
    }
}
exports["default"] = StreamProvider;


/***/ }),

/***/ 8769:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const sync_1 = __nccwpck_require__(3431);
class SyncProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new sync_1.default(this._root, this._settings);
    }
    read() {
        return this._reader.read();
    }
}
exports["default"] = SyncProvider;


/***/ }),

/***/ 1906:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const events_1 = __nccwpck_require__(4434);
const fsScandir = __nccwpck_require__(7198);
const fastq = __nccwpck_require__(3281);
const common = __nccwpck_require__(4449);
const reader_1 = __nccwpck_require__(5903);
class AsyncReader extends reader_1.default {
    constructor(_root, _settings) {
        super(_root, _settings);
        this._settings = _settings;
        this._scandir = fsScandir.scandir;
        this._emitter = new events_1.EventEmitter();
        this._queue = fastq(this._worker.bind(this), this._settings.concurrency);
        this._isFatalError = false;
        this._isDestroyed = false;
        this._queue.drain = () => {
            if (!this._isFatalError) {
                this._emitter.emit('end');
            }
        };
    }
    read() {
        this._isFatalError = false;
        this._isDestroyed = false;
        setImmediate(() => {
            this._pushToQueue(this._root, this._settings.basePath);
        });
        return this._emitter;
    }
    get isDestroyed() {
        return this._isDestroyed;
    }
    destroy() {
        if (this._isDestroyed) {
            throw new Error('The reader is already destroyed');
        }
        this._isDestroyed = true;
        this._queue.killAndDrain();
    }
    onEntry(callback) {
        this._emitter.on('entry', callback);
    }
    onError(callback) {
        this._emitter.once('error', callback);
    }
    onEnd(callback) {
        this._emitter.once('end', callback);
    }
    _pushToQueue(directory, base) {
        const queueItem = { directory, base };
        this._queue.push(queueItem, (error) => {
            if (error !== null) {
                this._handleError(error);
            }
        });
    }
    _worker(item, done) {
        this._scandir(item.directory, this._settings.fsScandirSettings, (error, entries) => {
            if (error !== null) {
                done(error, undefined);
                return;
            }
            for (const entry of entries) {
                this._handleEntry(entry, item.base);
            }
            done(null, undefined);
        });
    }
    _handleError(error) {
        if (this._isDestroyed || !common.isFatalError(this._settings, error)) {
            return;
        }
        this._isFatalError = true;
        this._isDestroyed = true;
        this._emitter.emit('error', error);
    }
    _handleEntry(entry, base) {
        if (this._isDestroyed || this._isFatalError) {
            return;
        }
        const fullpath = entry.path;
        if (base !== undefined) {
            entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
            this._emitEntry(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
            this._pushToQueue(fullpath, base === undefined ? undefined : entry.path);
        }
    }
    _emitEntry(entry) {
        this._emitter.emit('entry', entry);
    }
}
exports["default"] = AsyncReader;


/***/ }),

/***/ 4449:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPathSegments = exports.replacePathSegmentSeparator = exports.isAppliedFilter = exports.isFatalError = void 0;
function isFatalError(settings, error) {
    if (settings.errorFilter === null) {
        return true;
    }
    return !settings.errorFilter(error);
}
exports.isFatalError = isFatalError;
function isAppliedFilter(filter, value) {
    return filter === null || filter(value);
}
exports.isAppliedFilter = isAppliedFilter;
function replacePathSegmentSeparator(filepath, separator) {
    return filepath.split(/[/\\]/).join(separator);
}
exports.replacePathSegmentSeparator = replacePathSegmentSeparator;
function joinPathSegments(a, b, separator) {
    if (a === '') {
        return b;
    }
    /**
     * The correct handling of cases when the first segment is a root (`/`, `C:/`) or UNC path (`//?/C:/`).
     */
    if (a.endsWith(separator)) {
        return a + b;
    }
    return a + separator + b;
}
exports.joinPathSegments = joinPathSegments;


/***/ }),

/***/ 5903:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const common = __nccwpck_require__(4449);
class Reader {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._root = common.replacePathSegmentSeparator(_root, _settings.pathSegmentSeparator);
    }
}
exports["default"] = Reader;


/***/ }),

/***/ 3431:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsScandir = __nccwpck_require__(7198);
const common = __nccwpck_require__(4449);
const reader_1 = __nccwpck_require__(5903);
class SyncReader extends reader_1.default {
    constructor() {
        super(...arguments);
        this._scandir = fsScandir.scandirSync;
        this._storage = [];
        this._queue = new Set();
    }
    read() {
        this._pushToQueue(this._root, this._settings.basePath);
        this._handleQueue();
        return this._storage;
    }
    _pushToQueue(directory, base) {
        this._queue.add({ directory, base });
    }
    _handleQueue() {
        for (const item of this._queue.values()) {
            this._handleDirectory(item.directory, item.base);
        }
    }
    _handleDirectory(directory, base) {
        try {
            const entries = this._scandir(directory, this._settings.fsScandirSettings);
            for (const entry of entries) {
                this._handleEntry(entry, base);
            }
        }
        catch (error) {
            this._handleError(error);
        }
    }
    _handleError(error) {
        if (!common.isFatalError(this._settings, error)) {
            return;
        }
        throw error;
    }
    _handleEntry(entry, base) {
        const fullpath = entry.path;
        if (base !== undefined) {
            entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
            this._pushToStorage(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
            this._pushToQueue(fullpath, base === undefined ? undefined : entry.path);
        }
    }
    _pushToStorage(entry) {
        this._storage.push(entry);
    }
}
exports["default"] = SyncReader;


/***/ }),

/***/ 244:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsScandir = __nccwpck_require__(7198);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.basePath = this._getValue(this._options.basePath, undefined);
        this.concurrency = this._getValue(this._options.concurrency, Number.POSITIVE_INFINITY);
        this.deepFilter = this._getValue(this._options.deepFilter, null);
        this.entryFilter = this._getValue(this._options.entryFilter, null);
        this.errorFilter = this._getValue(this._options.errorFilter, null);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep);
        this.fsScandirSettings = new fsScandir.Settings({
            followSymbolicLinks: this._options.followSymbolicLinks,
            fs: this._options.fs,
            pathSegmentSeparator: this._options.pathSegmentSeparator,
            stats: this._options.stats,
            throwErrorOnBrokenSymbolicLink: this._options.throwErrorOnBrokenSymbolicLink
        });
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 748:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const stringify = __nccwpck_require__(3317);
const compile = __nccwpck_require__(1113);
const expand = __nccwpck_require__(5290);
const parse = __nccwpck_require__(507);

/**
 * Expand the given pattern or create a regex-compatible string.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces('{a,b,c}', { compile: true })); //=> ['(a|b|c)']
 * console.log(braces('{a,b,c}')); //=> ['a', 'b', 'c']
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {String}
 * @api public
 */

const braces = (input, options = {}) => {
  let output = [];

  if (Array.isArray(input)) {
    for (const pattern of input) {
      const result = braces.create(pattern, options);
      if (Array.isArray(result)) {
        output.push(...result);
      } else {
        output.push(result);
      }
    }
  } else {
    output = [].concat(braces.create(input, options));
  }

  if (options && options.expand === true && options.nodupes === true) {
    output = [...new Set(output)];
  }
  return output;
};

/**
 * Parse the given `str` with the given `options`.
 *
 * ```js
 * // braces.parse(pattern, [, options]);
 * const ast = braces.parse('a/{b,c}/d');
 * console.log(ast);
 * ```
 * @param {String} pattern Brace pattern to parse
 * @param {Object} options
 * @return {Object} Returns an AST
 * @api public
 */

braces.parse = (input, options = {}) => parse(input, options);

/**
 * Creates a braces string from an AST, or an AST node.
 *
 * ```js
 * const braces = require('braces');
 * let ast = braces.parse('foo/{a,b}/bar');
 * console.log(stringify(ast.nodes[2])); //=> '{a,b}'
 * ```
 * @param {String} `input` Brace pattern or AST.
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.stringify = (input, options = {}) => {
  if (typeof input === 'string') {
    return stringify(braces.parse(input, options), options);
  }
  return stringify(input, options);
};

/**
 * Compiles a brace pattern into a regex-compatible, optimized string.
 * This method is called by the main [braces](#braces) function by default.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.compile('a/{b,c}/d'));
 * //=> ['a/(b|c)/d']
 * ```
 * @param {String} `input` Brace pattern or AST.
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.compile = (input, options = {}) => {
  if (typeof input === 'string') {
    input = braces.parse(input, options);
  }
  return compile(input, options);
};

/**
 * Expands a brace pattern into an array. This method is called by the
 * main [braces](#braces) function when `options.expand` is true. Before
 * using this method it's recommended that you read the [performance notes](#performance))
 * and advantages of using [.compile](#compile) instead.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.expand('a/{b,c}/d'));
 * //=> ['a/b/d', 'a/c/d'];
 * ```
 * @param {String} `pattern` Brace pattern
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.expand = (input, options = {}) => {
  if (typeof input === 'string') {
    input = braces.parse(input, options);
  }

  let result = expand(input, options);

  // filter out empty strings if specified
  if (options.noempty === true) {
    result = result.filter(Boolean);
  }

  // filter out duplicates if specified
  if (options.nodupes === true) {
    result = [...new Set(result)];
  }

  return result;
};

/**
 * Processes a brace pattern and returns either an expanded array
 * (if `options.expand` is true), a highly optimized regex-compatible string.
 * This method is called by the main [braces](#braces) function.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.create('user-{200..300}/project-{a,b,c}-{1..10}'))
 * //=> 'user-(20[0-9]|2[1-9][0-9]|300)/project-(a|b|c)-([1-9]|10)'
 * ```
 * @param {String} `pattern` Brace pattern
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.create = (input, options = {}) => {
  if (input === '' || input.length < 3) {
    return [input];
  }

  return options.expand !== true
    ? braces.compile(input, options)
    : braces.expand(input, options);
};

/**
 * Expose "braces"
 */

module.exports = braces;


/***/ }),

/***/ 1113:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const fill = __nccwpck_require__(877);
const utils = __nccwpck_require__(2257);

const compile = (ast, options = {}) => {
  const walk = (node, parent = {}) => {
    const invalidBlock = utils.isInvalidBrace(parent);
    const invalidNode = node.invalid === true && options.escapeInvalid === true;
    const invalid = invalidBlock === true || invalidNode === true;
    const prefix = options.escapeInvalid === true ? '\\' : '';
    let output = '';

    if (node.isOpen === true) {
      return prefix + node.value;
    }

    if (node.isClose === true) {
      console.log('node.isClose', prefix, node.value);
      return prefix + node.value;
    }

    if (node.type === 'open') {
      return invalid ? prefix + node.value : '(';
    }

    if (node.type === 'close') {
      return invalid ? prefix + node.value : ')';
    }

    if (node.type === 'comma') {
      return node.prev.type === 'comma' ? '' : invalid ? node.value : '|';
    }

    if (node.value) {
      return node.value;
    }

    if (node.nodes && node.ranges > 0) {
      const args = utils.reduce(node.nodes);
      const range = fill(...args, { ...options, wrap: false, toRegex: true, strictZeros: true });

      if (range.length !== 0) {
        return args.length > 1 && range.length > 1 ? `(${range})` : range;
      }
    }

    if (node.nodes) {
      for (const child of node.nodes) {
        output += walk(child, node);
      }
    }

    return output;
  };

  return walk(ast);
};

module.exports = compile;


/***/ }),

/***/ 2477:
/***/ ((module) => {



module.exports = {
  MAX_LENGTH: 10000,

  // Digits
  CHAR_0: '0', /* 0 */
  CHAR_9: '9', /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 'A', /* A */
  CHAR_LOWERCASE_A: 'a', /* a */
  CHAR_UPPERCASE_Z: 'Z', /* Z */
  CHAR_LOWERCASE_Z: 'z', /* z */

  CHAR_LEFT_PARENTHESES: '(', /* ( */
  CHAR_RIGHT_PARENTHESES: ')', /* ) */

  CHAR_ASTERISK: '*', /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: '&', /* & */
  CHAR_AT: '@', /* @ */
  CHAR_BACKSLASH: '\\', /* \ */
  CHAR_BACKTICK: '`', /* ` */
  CHAR_CARRIAGE_RETURN: '\r', /* \r */
  CHAR_CIRCUMFLEX_ACCENT: '^', /* ^ */
  CHAR_COLON: ':', /* : */
  CHAR_COMMA: ',', /* , */
  CHAR_DOLLAR: '$', /* . */
  CHAR_DOT: '.', /* . */
  CHAR_DOUBLE_QUOTE: '"', /* " */
  CHAR_EQUAL: '=', /* = */
  CHAR_EXCLAMATION_MARK: '!', /* ! */
  CHAR_FORM_FEED: '\f', /* \f */
  CHAR_FORWARD_SLASH: '/', /* / */
  CHAR_HASH: '#', /* # */
  CHAR_HYPHEN_MINUS: '-', /* - */
  CHAR_LEFT_ANGLE_BRACKET: '<', /* < */
  CHAR_LEFT_CURLY_BRACE: '{', /* { */
  CHAR_LEFT_SQUARE_BRACKET: '[', /* [ */
  CHAR_LINE_FEED: '\n', /* \n */
  CHAR_NO_BREAK_SPACE: '\u00A0', /* \u00A0 */
  CHAR_PERCENT: '%', /* % */
  CHAR_PLUS: '+', /* + */
  CHAR_QUESTION_MARK: '?', /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: '>', /* > */
  CHAR_RIGHT_CURLY_BRACE: '}', /* } */
  CHAR_RIGHT_SQUARE_BRACKET: ']', /* ] */
  CHAR_SEMICOLON: ';', /* ; */
  CHAR_SINGLE_QUOTE: '\'', /* ' */
  CHAR_SPACE: ' ', /*   */
  CHAR_TAB: '\t', /* \t */
  CHAR_UNDERSCORE: '_', /* _ */
  CHAR_VERTICAL_LINE: '|', /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: '\uFEFF' /* \uFEFF */
};


/***/ }),

/***/ 5290:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const fill = __nccwpck_require__(877);
const stringify = __nccwpck_require__(3317);
const utils = __nccwpck_require__(2257);

const append = (queue = '', stash = '', enclose = false) => {
  const result = [];

  queue = [].concat(queue);
  stash = [].concat(stash);

  if (!stash.length) return queue;
  if (!queue.length) {
    return enclose ? utils.flatten(stash).map(ele => `{${ele}}`) : stash;
  }

  for (const item of queue) {
    if (Array.isArray(item)) {
      for (const value of item) {
        result.push(append(value, stash, enclose));
      }
    } else {
      for (let ele of stash) {
        if (enclose === true && typeof ele === 'string') ele = `{${ele}}`;
        result.push(Array.isArray(ele) ? append(item, ele, enclose) : item + ele);
      }
    }
  }
  return utils.flatten(result);
};

const expand = (ast, options = {}) => {
  const rangeLimit = options.rangeLimit === undefined ? 1000 : options.rangeLimit;

  const walk = (node, parent = {}) => {
    node.queue = [];

    let p = parent;
    let q = parent.queue;

    while (p.type !== 'brace' && p.type !== 'root' && p.parent) {
      p = p.parent;
      q = p.queue;
    }

    if (node.invalid || node.dollar) {
      q.push(append(q.pop(), stringify(node, options)));
      return;
    }

    if (node.type === 'brace' && node.invalid !== true && node.nodes.length === 2) {
      q.push(append(q.pop(), ['{}']));
      return;
    }

    if (node.nodes && node.ranges > 0) {
      const args = utils.reduce(node.nodes);

      if (utils.exceedsLimit(...args, options.step, rangeLimit)) {
        throw new RangeError('expanded array length exceeds range limit. Use options.rangeLimit to increase or disable the limit.');
      }

      let range = fill(...args, options);
      if (range.length === 0) {
        range = stringify(node, options);
      }

      q.push(append(q.pop(), range));
      node.nodes = [];
      return;
    }

    const enclose = utils.encloseBrace(node);
    let queue = node.queue;
    let block = node;

    while (block.type !== 'brace' && block.type !== 'root' && block.parent) {
      block = block.parent;
      queue = block.queue;
    }

    for (let i = 0; i < node.nodes.length; i++) {
      const child = node.nodes[i];

      if (child.type === 'comma' && node.type === 'brace') {
        if (i === 1) queue.push('');
        queue.push('');
        continue;
      }

      if (child.type === 'close') {
        q.push(append(q.pop(), queue, enclose));
        continue;
      }

      if (child.value && child.type !== 'open') {
        queue.push(append(queue.pop(), child.value));
        continue;
      }

      if (child.nodes) {
        walk(child, node);
      }
    }

    return queue;
  };

  return utils.flatten(walk(ast));
};

module.exports = expand;


/***/ }),

/***/ 507:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const stringify = __nccwpck_require__(3317);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  CHAR_BACKSLASH, /* \ */
  CHAR_BACKTICK, /* ` */
  CHAR_COMMA, /* , */
  CHAR_DOT, /* . */
  CHAR_LEFT_PARENTHESES, /* ( */
  CHAR_RIGHT_PARENTHESES, /* ) */
  CHAR_LEFT_CURLY_BRACE, /* { */
  CHAR_RIGHT_CURLY_BRACE, /* } */
  CHAR_LEFT_SQUARE_BRACKET, /* [ */
  CHAR_RIGHT_SQUARE_BRACKET, /* ] */
  CHAR_DOUBLE_QUOTE, /* " */
  CHAR_SINGLE_QUOTE, /* ' */
  CHAR_NO_BREAK_SPACE,
  CHAR_ZERO_WIDTH_NOBREAK_SPACE
} = __nccwpck_require__(2477);

/**
 * parse
 */

const parse = (input, options = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  const opts = options || {};
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  if (input.length > max) {
    throw new SyntaxError(`Input length (${input.length}), exceeds max characters (${max})`);
  }

  const ast = { type: 'root', input, nodes: [] };
  const stack = [ast];
  let block = ast;
  let prev = ast;
  let brackets = 0;
  const length = input.length;
  let index = 0;
  let depth = 0;
  let value;

  /**
   * Helpers
   */

  const advance = () => input[index++];
  const push = node => {
    if (node.type === 'text' && prev.type === 'dot') {
      prev.type = 'text';
    }

    if (prev && prev.type === 'text' && node.type === 'text') {
      prev.value += node.value;
      return;
    }

    block.nodes.push(node);
    node.parent = block;
    node.prev = prev;
    prev = node;
    return node;
  };

  push({ type: 'bos' });

  while (index < length) {
    block = stack[stack.length - 1];
    value = advance();

    /**
     * Invalid chars
     */

    if (value === CHAR_ZERO_WIDTH_NOBREAK_SPACE || value === CHAR_NO_BREAK_SPACE) {
      continue;
    }

    /**
     * Escaped chars
     */

    if (value === CHAR_BACKSLASH) {
      push({ type: 'text', value: (options.keepEscaping ? value : '') + advance() });
      continue;
    }

    /**
     * Right square bracket (literal): ']'
     */

    if (value === CHAR_RIGHT_SQUARE_BRACKET) {
      push({ type: 'text', value: '\\' + value });
      continue;
    }

    /**
     * Left square bracket: '['
     */

    if (value === CHAR_LEFT_SQUARE_BRACKET) {
      brackets++;

      let next;

      while (index < length && (next = advance())) {
        value += next;

        if (next === CHAR_LEFT_SQUARE_BRACKET) {
          brackets++;
          continue;
        }

        if (next === CHAR_BACKSLASH) {
          value += advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          brackets--;

          if (brackets === 0) {
            break;
          }
        }
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Parentheses
     */

    if (value === CHAR_LEFT_PARENTHESES) {
      block = push({ type: 'paren', nodes: [] });
      stack.push(block);
      push({ type: 'text', value });
      continue;
    }

    if (value === CHAR_RIGHT_PARENTHESES) {
      if (block.type !== 'paren') {
        push({ type: 'text', value });
        continue;
      }
      block = stack.pop();
      push({ type: 'text', value });
      block = stack[stack.length - 1];
      continue;
    }

    /**
     * Quotes: '|"|`
     */

    if (value === CHAR_DOUBLE_QUOTE || value === CHAR_SINGLE_QUOTE || value === CHAR_BACKTICK) {
      const open = value;
      let next;

      if (options.keepQuotes !== true) {
        value = '';
      }

      while (index < length && (next = advance())) {
        if (next === CHAR_BACKSLASH) {
          value += next + advance();
          continue;
        }

        if (next === open) {
          if (options.keepQuotes === true) value += next;
          break;
        }

        value += next;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Left curly brace: '{'
     */

    if (value === CHAR_LEFT_CURLY_BRACE) {
      depth++;

      const dollar = prev.value && prev.value.slice(-1) === '$' || block.dollar === true;
      const brace = {
        type: 'brace',
        open: true,
        close: false,
        dollar,
        depth,
        commas: 0,
        ranges: 0,
        nodes: []
      };

      block = push(brace);
      stack.push(block);
      push({ type: 'open', value });
      continue;
    }

    /**
     * Right curly brace: '}'
     */

    if (value === CHAR_RIGHT_CURLY_BRACE) {
      if (block.type !== 'brace') {
        push({ type: 'text', value });
        continue;
      }

      const type = 'close';
      block = stack.pop();
      block.close = true;

      push({ type, value });
      depth--;

      block = stack[stack.length - 1];
      continue;
    }

    /**
     * Comma: ','
     */

    if (value === CHAR_COMMA && depth > 0) {
      if (block.ranges > 0) {
        block.ranges = 0;
        const open = block.nodes.shift();
        block.nodes = [open, { type: 'text', value: stringify(block) }];
      }

      push({ type: 'comma', value });
      block.commas++;
      continue;
    }

    /**
     * Dot: '.'
     */

    if (value === CHAR_DOT && depth > 0 && block.commas === 0) {
      const siblings = block.nodes;

      if (depth === 0 || siblings.length === 0) {
        push({ type: 'text', value });
        continue;
      }

      if (prev.type === 'dot') {
        block.range = [];
        prev.value += value;
        prev.type = 'range';

        if (block.nodes.length !== 3 && block.nodes.length !== 5) {
          block.invalid = true;
          block.ranges = 0;
          prev.type = 'text';
          continue;
        }

        block.ranges++;
        block.args = [];
        continue;
      }

      if (prev.type === 'range') {
        siblings.pop();

        const before = siblings[siblings.length - 1];
        before.value += prev.value + value;
        prev = before;
        block.ranges--;
        continue;
      }

      push({ type: 'dot', value });
      continue;
    }

    /**
     * Text
     */

    push({ type: 'text', value });
  }

  // Mark imbalanced braces and brackets as invalid
  do {
    block = stack.pop();

    if (block.type !== 'root') {
      block.nodes.forEach(node => {
        if (!node.nodes) {
          if (node.type === 'open') node.isOpen = true;
          if (node.type === 'close') node.isClose = true;
          if (!node.nodes) node.type = 'text';
          node.invalid = true;
        }
      });

      // get the location of the block on parent.nodes (block's siblings)
      const parent = stack[stack.length - 1];
      const index = parent.nodes.indexOf(block);
      // replace the (invalid) block with it's nodes
      parent.nodes.splice(index, 1, ...block.nodes);
    }
  } while (stack.length > 0);

  push({ type: 'eos' });
  return ast;
};

module.exports = parse;


/***/ }),

/***/ 3317:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(2257);

module.exports = (ast, options = {}) => {
  const stringify = (node, parent = {}) => {
    const invalidBlock = options.escapeInvalid && utils.isInvalidBrace(parent);
    const invalidNode = node.invalid === true && options.escapeInvalid === true;
    let output = '';

    if (node.value) {
      if ((invalidBlock || invalidNode) && utils.isOpenOrClose(node)) {
        return '\\' + node.value;
      }
      return node.value;
    }

    if (node.value) {
      return node.value;
    }

    if (node.nodes) {
      for (const child of node.nodes) {
        output += stringify(child);
      }
    }
    return output;
  };

  return stringify(ast);
};



/***/ }),

/***/ 2257:
/***/ ((__unused_webpack_module, exports) => {



exports.isInteger = num => {
  if (typeof num === 'number') {
    return Number.isInteger(num);
  }
  if (typeof num === 'string' && num.trim() !== '') {
    return Number.isInteger(Number(num));
  }
  return false;
};

/**
 * Find a node of the given type
 */

exports.find = (node, type) => node.nodes.find(node => node.type === type);

/**
 * Find a node of the given type
 */

exports.exceedsLimit = (min, max, step = 1, limit) => {
  if (limit === false) return false;
  if (!exports.isInteger(min) || !exports.isInteger(max)) return false;
  return ((Number(max) - Number(min)) / Number(step)) >= limit;
};

/**
 * Escape the given node with '\\' before node.value
 */

exports.escapeNode = (block, n = 0, type) => {
  const node = block.nodes[n];
  if (!node) return;

  if ((type && node.type === type) || node.type === 'open' || node.type === 'close') {
    if (node.escaped !== true) {
      node.value = '\\' + node.value;
      node.escaped = true;
    }
  }
};

/**
 * Returns true if the given brace node should be enclosed in literal braces
 */

exports.encloseBrace = node => {
  if (node.type !== 'brace') return false;
  if ((node.commas >> 0 + node.ranges >> 0) === 0) {
    node.invalid = true;
    return true;
  }
  return false;
};

/**
 * Returns true if a brace node is invalid.
 */

exports.isInvalidBrace = block => {
  if (block.type !== 'brace') return false;
  if (block.invalid === true || block.dollar) return true;
  if ((block.commas >> 0 + block.ranges >> 0) === 0) {
    block.invalid = true;
    return true;
  }
  if (block.open !== true || block.close !== true) {
    block.invalid = true;
    return true;
  }
  return false;
};

/**
 * Returns true if a node is an open or close node
 */

exports.isOpenOrClose = node => {
  if (node.type === 'open' || node.type === 'close') {
    return true;
  }
  return node.open === true || node.close === true;
};

/**
 * Reduce an array of text nodes.
 */

exports.reduce = nodes => nodes.reduce((acc, node) => {
  if (node.type === 'text') acc.push(node.value);
  if (node.type === 'range') node.type = 'text';
  return acc;
}, []);

/**
 * Flatten an array
 */

exports.flatten = (...args) => {
  const result = [];

  const flat = arr => {
    for (let i = 0; i < arr.length; i++) {
      const ele = arr[i];

      if (Array.isArray(ele)) {
        flat(ele);
        continue;
      }

      if (ele !== undefined) {
        result.push(ele);
      }
    }
    return result;
  };

  flat(args);
  return result;
};


/***/ }),

/***/ 5648:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


const taskManager = __nccwpck_require__(6599);
const async_1 = __nccwpck_require__(645);
const stream_1 = __nccwpck_require__(1969);
const sync_1 = __nccwpck_require__(5894);
const settings_1 = __nccwpck_require__(879);
const utils = __nccwpck_require__(6002);
async function FastGlob(source, options) {
    assertPatternsInput(source);
    const works = getWorks(source, async_1.default, options);
    const result = await Promise.all(works);
    return utils.array.flatten(result);
}
// https://github.com/typescript-eslint/typescript-eslint/issues/60
// eslint-disable-next-line no-redeclare
(function (FastGlob) {
    FastGlob.glob = FastGlob;
    FastGlob.globSync = sync;
    FastGlob.globStream = stream;
    FastGlob.async = FastGlob;
    function sync(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, sync_1.default, options);
        return utils.array.flatten(works);
    }
    FastGlob.sync = sync;
    function stream(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, stream_1.default, options);
        /**
         * The stream returned by the provider cannot work with an asynchronous iterator.
         * To support asynchronous iterators, regardless of the number of tasks, we always multiplex streams.
         * This affects performance (+25%). I don't see best solution right now.
         */
        return utils.stream.merge(works);
    }
    FastGlob.stream = stream;
    function generateTasks(source, options) {
        assertPatternsInput(source);
        const patterns = [].concat(source);
        const settings = new settings_1.default(options);
        return taskManager.generate(patterns, settings);
    }
    FastGlob.generateTasks = generateTasks;
    function isDynamicPattern(source, options) {
        assertPatternsInput(source);
        const settings = new settings_1.default(options);
        return utils.pattern.isDynamicPattern(source, settings);
    }
    FastGlob.isDynamicPattern = isDynamicPattern;
    function escapePath(source) {
        assertPatternsInput(source);
        return utils.path.escape(source);
    }
    FastGlob.escapePath = escapePath;
    function convertPathToPattern(source) {
        assertPatternsInput(source);
        return utils.path.convertPathToPattern(source);
    }
    FastGlob.convertPathToPattern = convertPathToPattern;
    let posix;
    (function (posix) {
        function escapePath(source) {
            assertPatternsInput(source);
            return utils.path.escapePosixPath(source);
        }
        posix.escapePath = escapePath;
        function convertPathToPattern(source) {
            assertPatternsInput(source);
            return utils.path.convertPosixPathToPattern(source);
        }
        posix.convertPathToPattern = convertPathToPattern;
    })(posix = FastGlob.posix || (FastGlob.posix = {}));
    let win32;
    (function (win32) {
        function escapePath(source) {
            assertPatternsInput(source);
            return utils.path.escapeWindowsPath(source);
        }
        win32.escapePath = escapePath;
        function convertPathToPattern(source) {
            assertPatternsInput(source);
            return utils.path.convertWindowsPathToPattern(source);
        }
        win32.convertPathToPattern = convertPathToPattern;
    })(win32 = FastGlob.win32 || (FastGlob.win32 = {}));
})(FastGlob || (FastGlob = {}));
function getWorks(source, _Provider, options) {
    const patterns = [].concat(source);
    const settings = new settings_1.default(options);
    const tasks = taskManager.generate(patterns, settings);
    const provider = new _Provider(settings);
    return tasks.map(provider.read, provider);
}
function assertPatternsInput(input) {
    const source = [].concat(input);
    const isValidSource = source.every((item) => utils.string.isString(item) && !utils.string.isEmpty(item));
    if (!isValidSource) {
        throw new TypeError('Patterns must be a string (non empty) or an array of strings');
    }
}
module.exports = FastGlob;


/***/ }),

/***/ 6599:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.convertPatternGroupToTask = exports.convertPatternGroupsToTasks = exports.groupPatternsByBaseDirectory = exports.getNegativePatternsAsPositive = exports.getPositivePatterns = exports.convertPatternsToTasks = exports.generate = void 0;
const utils = __nccwpck_require__(6002);
function generate(input, settings) {
    const patterns = processPatterns(input, settings);
    const ignore = processPatterns(settings.ignore, settings);
    const positivePatterns = getPositivePatterns(patterns);
    const negativePatterns = getNegativePatternsAsPositive(patterns, ignore);
    const staticPatterns = positivePatterns.filter((pattern) => utils.pattern.isStaticPattern(pattern, settings));
    const dynamicPatterns = positivePatterns.filter((pattern) => utils.pattern.isDynamicPattern(pattern, settings));
    const staticTasks = convertPatternsToTasks(staticPatterns, negativePatterns, /* dynamic */ false);
    const dynamicTasks = convertPatternsToTasks(dynamicPatterns, negativePatterns, /* dynamic */ true);
    return staticTasks.concat(dynamicTasks);
}
exports.generate = generate;
function processPatterns(input, settings) {
    let patterns = input;
    /**
     * The original pattern like `{,*,**,a/*}` can lead to problems checking the depth when matching entry
     * and some problems with the micromatch package (see fast-glob issues: #365, #394).
     *
     * To solve this problem, we expand all patterns containing brace expansion. This can lead to a slight slowdown
     * in matching in the case of a large set of patterns after expansion.
     */
    if (settings.braceExpansion) {
        patterns = utils.pattern.expandPatternsWithBraceExpansion(patterns);
    }
    /**
     * If the `baseNameMatch` option is enabled, we must add globstar to patterns, so that they can be used
     * at any nesting level.
     *
     * We do this here, because otherwise we have to complicate the filtering logic. For example, we need to change
     * the pattern in the filter before creating a regular expression. There is no need to change the patterns
     * in the application. Only on the input.
     */
    if (settings.baseNameMatch) {
        patterns = patterns.map((pattern) => pattern.includes('/') ? pattern : `**/${pattern}`);
    }
    /**
     * This method also removes duplicate slashes that may have been in the pattern or formed as a result of expansion.
     */
    return patterns.map((pattern) => utils.pattern.removeDuplicateSlashes(pattern));
}
/**
 * Returns tasks grouped by basic pattern directories.
 *
 * Patterns that can be found inside (`./`) and outside (`../`) the current directory are handled separately.
 * This is necessary because directory traversal starts at the base directory and goes deeper.
 */
function convertPatternsToTasks(positive, negative, dynamic) {
    const tasks = [];
    const patternsOutsideCurrentDirectory = utils.pattern.getPatternsOutsideCurrentDirectory(positive);
    const patternsInsideCurrentDirectory = utils.pattern.getPatternsInsideCurrentDirectory(positive);
    const outsideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsOutsideCurrentDirectory);
    const insideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsInsideCurrentDirectory);
    tasks.push(...convertPatternGroupsToTasks(outsideCurrentDirectoryGroup, negative, dynamic));
    /*
     * For the sake of reducing future accesses to the file system, we merge all tasks within the current directory
     * into a global task, if at least one pattern refers to the root (`.`). In this case, the global task covers the rest.
     */
    if ('.' in insideCurrentDirectoryGroup) {
        tasks.push(convertPatternGroupToTask('.', patternsInsideCurrentDirectory, negative, dynamic));
    }
    else {
        tasks.push(...convertPatternGroupsToTasks(insideCurrentDirectoryGroup, negative, dynamic));
    }
    return tasks;
}
exports.convertPatternsToTasks = convertPatternsToTasks;
function getPositivePatterns(patterns) {
    return utils.pattern.getPositivePatterns(patterns);
}
exports.getPositivePatterns = getPositivePatterns;
function getNegativePatternsAsPositive(patterns, ignore) {
    const negative = utils.pattern.getNegativePatterns(patterns).concat(ignore);
    const positive = negative.map(utils.pattern.convertToPositivePattern);
    return positive;
}
exports.getNegativePatternsAsPositive = getNegativePatternsAsPositive;
function groupPatternsByBaseDirectory(patterns) {
    const group = {};
    return patterns.reduce((collection, pattern) => {
        const base = utils.pattern.getBaseDirectory(pattern);
        if (base in collection) {
            collection[base].push(pattern);
        }
        else {
            collection[base] = [pattern];
        }
        return collection;
    }, group);
}
exports.groupPatternsByBaseDirectory = groupPatternsByBaseDirectory;
function convertPatternGroupsToTasks(positive, negative, dynamic) {
    return Object.keys(positive).map((base) => {
        return convertPatternGroupToTask(base, positive[base], negative, dynamic);
    });
}
exports.convertPatternGroupsToTasks = convertPatternGroupsToTasks;
function convertPatternGroupToTask(base, positive, negative, dynamic) {
    return {
        dynamic,
        positive,
        negative,
        base,
        patterns: [].concat(positive, negative.map(utils.pattern.convertToNegativePattern))
    };
}
exports.convertPatternGroupToTask = convertPatternGroupToTask;


/***/ }),

/***/ 645:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const async_1 = __nccwpck_require__(2907);
const provider_1 = __nccwpck_require__(7792);
class ProviderAsync extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new async_1.default(this._settings);
    }
    async read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = await this.api(root, task, options);
        return entries.map((entry) => options.transform(entry));
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderAsync;


/***/ }),

/***/ 3591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
const partial_1 = __nccwpck_require__(5740);
class DeepFilter {
    constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
    }
    getFilter(basePath, positive, negative) {
        const matcher = this._getMatcher(positive);
        const negativeRe = this._getNegativePatternsRe(negative);
        return (entry) => this._filter(basePath, entry, matcher, negativeRe);
    }
    _getMatcher(patterns) {
        return new partial_1.default(patterns, this._settings, this._micromatchOptions);
    }
    _getNegativePatternsRe(patterns) {
        const affectDepthOfReadingPatterns = patterns.filter(utils.pattern.isAffectDepthOfReadingPattern);
        return utils.pattern.convertPatternsToRe(affectDepthOfReadingPatterns, this._micromatchOptions);
    }
    _filter(basePath, entry, matcher, negativeRe) {
        if (this._isSkippedByDeep(basePath, entry.path)) {
            return false;
        }
        if (this._isSkippedSymbolicLink(entry)) {
            return false;
        }
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._isSkippedByPositivePatterns(filepath, matcher)) {
            return false;
        }
        return this._isSkippedByNegativePatterns(filepath, negativeRe);
    }
    _isSkippedByDeep(basePath, entryPath) {
        /**
         * Avoid unnecessary depth calculations when it doesn't matter.
         */
        if (this._settings.deep === Infinity) {
            return false;
        }
        return this._getEntryLevel(basePath, entryPath) >= this._settings.deep;
    }
    _getEntryLevel(basePath, entryPath) {
        const entryPathDepth = entryPath.split('/').length;
        if (basePath === '') {
            return entryPathDepth;
        }
        const basePathDepth = basePath.split('/').length;
        return entryPathDepth - basePathDepth;
    }
    _isSkippedSymbolicLink(entry) {
        return !this._settings.followSymbolicLinks && entry.dirent.isSymbolicLink();
    }
    _isSkippedByPositivePatterns(entryPath, matcher) {
        return !this._settings.baseNameMatch && !matcher.match(entryPath);
    }
    _isSkippedByNegativePatterns(entryPath, patternsRe) {
        return !utils.pattern.matchAny(entryPath, patternsRe);
    }
}
exports["default"] = DeepFilter;


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class EntryFilter {
    constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this.index = new Map();
    }
    getFilter(positive, negative) {
        const [absoluteNegative, relativeNegative] = utils.pattern.partitionAbsoluteAndRelative(negative);
        const patterns = {
            positive: {
                all: utils.pattern.convertPatternsToRe(positive, this._micromatchOptions)
            },
            negative: {
                absolute: utils.pattern.convertPatternsToRe(absoluteNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true })),
                relative: utils.pattern.convertPatternsToRe(relativeNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true }))
            }
        };
        return (entry) => this._filter(entry, patterns);
    }
    _filter(entry, patterns) {
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._settings.unique && this._isDuplicateEntry(filepath)) {
            return false;
        }
        if (this._onlyFileFilter(entry) || this._onlyDirectoryFilter(entry)) {
            return false;
        }
        const isMatched = this._isMatchToPatternsSet(filepath, patterns, entry.dirent.isDirectory());
        if (this._settings.unique && isMatched) {
            this._createIndexRecord(filepath);
        }
        return isMatched;
    }
    _isDuplicateEntry(filepath) {
        return this.index.has(filepath);
    }
    _createIndexRecord(filepath) {
        this.index.set(filepath, undefined);
    }
    _onlyFileFilter(entry) {
        return this._settings.onlyFiles && !entry.dirent.isFile();
    }
    _onlyDirectoryFilter(entry) {
        return this._settings.onlyDirectories && !entry.dirent.isDirectory();
    }
    _isMatchToPatternsSet(filepath, patterns, isDirectory) {
        const isMatched = this._isMatchToPatterns(filepath, patterns.positive.all, isDirectory);
        if (!isMatched) {
            return false;
        }
        const isMatchedByRelativeNegative = this._isMatchToPatterns(filepath, patterns.negative.relative, isDirectory);
        if (isMatchedByRelativeNegative) {
            return false;
        }
        const isMatchedByAbsoluteNegative = this._isMatchToAbsoluteNegative(filepath, patterns.negative.absolute, isDirectory);
        if (isMatchedByAbsoluteNegative) {
            return false;
        }
        return true;
    }
    _isMatchToAbsoluteNegative(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
            return false;
        }
        const fullpath = utils.path.makeAbsolute(this._settings.cwd, filepath);
        return this._isMatchToPatterns(fullpath, patternsRe, isDirectory);
    }
    _isMatchToPatterns(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
            return false;
        }
        // Trying to match files and directories by patterns.
        const isMatched = utils.pattern.matchAny(filepath, patternsRe);
        // A pattern with a trailling slash can be used for directory matching.
        // To apply such pattern, we need to add a tralling slash to the path.
        if (!isMatched && isDirectory) {
            return utils.pattern.matchAny(filepath + '/', patternsRe);
        }
        return isMatched;
    }
}
exports["default"] = EntryFilter;


/***/ }),

/***/ 1587:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class ErrorFilter {
    constructor(_settings) {
        this._settings = _settings;
    }
    getFilter() {
        return (error) => this._isNonFatalError(error);
    }
    _isNonFatalError(error) {
        return utils.errno.isEnoentCodeError(error) || this._settings.suppressErrors;
    }
}
exports["default"] = ErrorFilter;


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class Matcher {
    constructor(_patterns, _settings, _micromatchOptions) {
        this._patterns = _patterns;
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this._storage = [];
        this._fillStorage();
    }
    _fillStorage() {
        for (const pattern of this._patterns) {
            const segments = this._getPatternSegments(pattern);
            const sections = this._splitSegmentsIntoSections(segments);
            this._storage.push({
                complete: sections.length <= 1,
                pattern,
                segments,
                sections
            });
        }
    }
    _getPatternSegments(pattern) {
        const parts = utils.pattern.getPatternParts(pattern, this._micromatchOptions);
        return parts.map((part) => {
            const dynamic = utils.pattern.isDynamicPattern(part, this._settings);
            if (!dynamic) {
                return {
                    dynamic: false,
                    pattern: part
                };
            }
            return {
                dynamic: true,
                pattern: part,
                patternRe: utils.pattern.makeRe(part, this._micromatchOptions)
            };
        });
    }
    _splitSegmentsIntoSections(segments) {
        return utils.array.splitWhen(segments, (segment) => segment.dynamic && utils.pattern.hasGlobStar(segment.pattern));
    }
}
exports["default"] = Matcher;


/***/ }),

/***/ 5740:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const matcher_1 = __nccwpck_require__(7827);
class PartialMatcher extends matcher_1.default {
    match(filepath) {
        const parts = filepath.split('/');
        const levels = parts.length;
        const patterns = this._storage.filter((info) => !info.complete || info.segments.length > levels);
        for (const pattern of patterns) {
            const section = pattern.sections[0];
            /**
             * In this case, the pattern has a globstar and we must read all directories unconditionally,
             * but only if the level has reached the end of the first group.
             *
             * fixtures/{a,b}/**
             *  ^ true/false  ^ always true
            */
            if (!pattern.complete && levels > section.length) {
                return true;
            }
            const match = parts.every((part, index) => {
                const segment = pattern.segments[index];
                if (segment.dynamic && segment.patternRe.test(part)) {
                    return true;
                }
                if (!segment.dynamic && segment.pattern === part) {
                    return true;
                }
                return false;
            });
            if (match) {
                return true;
            }
        }
        return false;
    }
}
exports["default"] = PartialMatcher;


/***/ }),

/***/ 7792:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const deep_1 = __nccwpck_require__(3591);
const entry_1 = __nccwpck_require__(4285);
const error_1 = __nccwpck_require__(1587);
const entry_2 = __nccwpck_require__(7094);
class Provider {
    constructor(_settings) {
        this._settings = _settings;
        this.errorFilter = new error_1.default(this._settings);
        this.entryFilter = new entry_1.default(this._settings, this._getMicromatchOptions());
        this.deepFilter = new deep_1.default(this._settings, this._getMicromatchOptions());
        this.entryTransformer = new entry_2.default(this._settings);
    }
    _getRootDirectory(task) {
        return path.resolve(this._settings.cwd, task.base);
    }
    _getReaderOptions(task) {
        const basePath = task.base === '.' ? '' : task.base;
        return {
            basePath,
            pathSegmentSeparator: '/',
            concurrency: this._settings.concurrency,
            deepFilter: this.deepFilter.getFilter(basePath, task.positive, task.negative),
            entryFilter: this.entryFilter.getFilter(task.positive, task.negative),
            errorFilter: this.errorFilter.getFilter(),
            followSymbolicLinks: this._settings.followSymbolicLinks,
            fs: this._settings.fs,
            stats: this._settings.stats,
            throwErrorOnBrokenSymbolicLink: this._settings.throwErrorOnBrokenSymbolicLink,
            transform: this.entryTransformer.getTransformer()
        };
    }
    _getMicromatchOptions() {
        return {
            dot: this._settings.dot,
            matchBase: this._settings.baseNameMatch,
            nobrace: !this._settings.braceExpansion,
            nocase: !this._settings.caseSensitiveMatch,
            noext: !this._settings.extglob,
            noglobstar: !this._settings.globstar,
            posix: true,
            strictSlashes: false
        };
    }
}
exports["default"] = Provider;


/***/ }),

/***/ 1969:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const stream_2 = __nccwpck_require__(87);
const provider_1 = __nccwpck_require__(7792);
class ProviderStream extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new stream_2.default(this._settings);
    }
    read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const source = this.api(root, task, options);
        const destination = new stream_1.Readable({ objectMode: true, read: () => { } });
        source
            .once('error', (error) => destination.emit('error', error))
            .on('data', (entry) => destination.emit('data', options.transform(entry)))
            .once('end', () => destination.emit('end'));
        destination
            .once('close', () => source.destroy());
        return destination;
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderStream;


/***/ }),

/***/ 5894:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const sync_1 = __nccwpck_require__(264);
const provider_1 = __nccwpck_require__(7792);
class ProviderSync extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new sync_1.default(this._settings);
    }
    read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = this.api(root, task, options);
        return entries.map(options.transform);
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderSync;


/***/ }),

/***/ 7094:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class EntryTransformer {
    constructor(_settings) {
        this._settings = _settings;
    }
    getTransformer() {
        return (entry) => this._transform(entry);
    }
    _transform(entry) {
        let filepath = entry.path;
        if (this._settings.absolute) {
            filepath = utils.path.makeAbsolute(this._settings.cwd, filepath);
            filepath = utils.path.unixify(filepath);
        }
        if (this._settings.markDirectories && entry.dirent.isDirectory()) {
            filepath += '/';
        }
        if (!this._settings.objectMode) {
            return filepath;
        }
        return Object.assign(Object.assign({}, entry), { path: filepath });
    }
}
exports["default"] = EntryTransformer;


/***/ }),

/***/ 2907:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
const stream_1 = __nccwpck_require__(87);
class ReaderAsync extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkAsync = fsWalk.walk;
        this._readerStream = new stream_1.default(this._settings);
    }
    dynamic(root, options) {
        return new Promise((resolve, reject) => {
            this._walkAsync(root, options, (error, entries) => {
                if (error === null) {
                    resolve(entries);
                }
                else {
                    reject(error);
                }
            });
        });
    }
    async static(patterns, options) {
        const entries = [];
        const stream = this._readerStream.static(patterns, options);
        // After #235, replace it with an asynchronous iterator.
        return new Promise((resolve, reject) => {
            stream.once('error', reject);
            stream.on('data', (entry) => entries.push(entry));
            stream.once('end', () => resolve(entries));
        });
    }
}
exports["default"] = ReaderAsync;


/***/ }),

/***/ 1824:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsStat = __nccwpck_require__(1470);
const utils = __nccwpck_require__(6002);
class Reader {
    constructor(_settings) {
        this._settings = _settings;
        this._fsStatSettings = new fsStat.Settings({
            followSymbolicLink: this._settings.followSymbolicLinks,
            fs: this._settings.fs,
            throwErrorOnBrokenSymbolicLink: this._settings.followSymbolicLinks
        });
    }
    _getFullEntryPath(filepath) {
        return path.resolve(this._settings.cwd, filepath);
    }
    _makeEntry(stats, pattern) {
        const entry = {
            name: pattern,
            path: pattern,
            dirent: utils.fs.createDirentFromStats(pattern, stats)
        };
        if (this._settings.stats) {
            entry.stats = stats;
        }
        return entry;
    }
    _isFatalError(error) {
        return !utils.errno.isEnoentCodeError(error) && !this._settings.suppressErrors;
    }
}
exports["default"] = Reader;


/***/ }),

/***/ 87:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const fsStat = __nccwpck_require__(1470);
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
class ReaderStream extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkStream = fsWalk.walkStream;
        this._stat = fsStat.stat;
    }
    dynamic(root, options) {
        return this._walkStream(root, options);
    }
    static(patterns, options) {
        const filepaths = patterns.map(this._getFullEntryPath, this);
        const stream = new stream_1.PassThrough({ objectMode: true });
        stream._write = (index, _enc, done) => {
            return this._getEntry(filepaths[index], patterns[index], options)
                .then((entry) => {
                if (entry !== null && options.entryFilter(entry)) {
                    stream.push(entry);
                }
                if (index === filepaths.length - 1) {
                    stream.end();
                }
                done();
            })
                .catch(done);
        };
        for (let i = 0; i < filepaths.length; i++) {
            stream.write(i);
        }
        return stream;
    }
    _getEntry(filepath, pattern, options) {
        return this._getStat(filepath)
            .then((stats) => this._makeEntry(stats, pattern))
            .catch((error) => {
            if (options.errorFilter(error)) {
                return null;
            }
            throw error;
        });
    }
    _getStat(filepath) {
        return new Promise((resolve, reject) => {
            this._stat(filepath, this._fsStatSettings, (error, stats) => {
                return error === null ? resolve(stats) : reject(error);
            });
        });
    }
}
exports["default"] = ReaderStream;


/***/ }),

/***/ 264:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsStat = __nccwpck_require__(1470);
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
class ReaderSync extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkSync = fsWalk.walkSync;
        this._statSync = fsStat.statSync;
    }
    dynamic(root, options) {
        return this._walkSync(root, options);
    }
    static(patterns, options) {
        const entries = [];
        for (const pattern of patterns) {
            const filepath = this._getFullEntryPath(pattern);
            const entry = this._getEntry(filepath, pattern, options);
            if (entry === null || !options.entryFilter(entry)) {
                continue;
            }
            entries.push(entry);
        }
        return entries;
    }
    _getEntry(filepath, pattern, options) {
        try {
            const stats = this._getStat(filepath);
            return this._makeEntry(stats, pattern);
        }
        catch (error) {
            if (options.errorFilter(error)) {
                return null;
            }
            throw error;
        }
    }
    _getStat(filepath) {
        return this._statSync(filepath, this._fsStatSettings);
    }
}
exports["default"] = ReaderSync;


/***/ }),

/***/ 879:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
const os = __nccwpck_require__(857);
/**
 * The `os.cpus` method can return zero. We expect the number of cores to be greater than zero.
 * https://github.com/nodejs/node/blob/7faeddf23a98c53896f8b574a6e66589e8fb1eb8/lib/os.js#L106-L107
 */
const CPU_COUNT = Math.max(os.cpus().length, 1);
exports.DEFAULT_FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    lstatSync: fs.lstatSync,
    stat: fs.stat,
    statSync: fs.statSync,
    readdir: fs.readdir,
    readdirSync: fs.readdirSync
};
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.absolute = this._getValue(this._options.absolute, false);
        this.baseNameMatch = this._getValue(this._options.baseNameMatch, false);
        this.braceExpansion = this._getValue(this._options.braceExpansion, true);
        this.caseSensitiveMatch = this._getValue(this._options.caseSensitiveMatch, true);
        this.concurrency = this._getValue(this._options.concurrency, CPU_COUNT);
        this.cwd = this._getValue(this._options.cwd, process.cwd());
        this.deep = this._getValue(this._options.deep, Infinity);
        this.dot = this._getValue(this._options.dot, false);
        this.extglob = this._getValue(this._options.extglob, true);
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, true);
        this.fs = this._getFileSystemMethods(this._options.fs);
        this.globstar = this._getValue(this._options.globstar, true);
        this.ignore = this._getValue(this._options.ignore, []);
        this.markDirectories = this._getValue(this._options.markDirectories, false);
        this.objectMode = this._getValue(this._options.objectMode, false);
        this.onlyDirectories = this._getValue(this._options.onlyDirectories, false);
        this.onlyFiles = this._getValue(this._options.onlyFiles, true);
        this.stats = this._getValue(this._options.stats, false);
        this.suppressErrors = this._getValue(this._options.suppressErrors, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, false);
        this.unique = this._getValue(this._options.unique, true);
        if (this.onlyDirectories) {
            this.onlyFiles = false;
        }
        if (this.stats) {
            this.objectMode = true;
        }
        // Remove the cast to the array in the next major (#404).
        this.ignore = [].concat(this.ignore);
    }
    _getValue(option, value) {
        return option === undefined ? value : option;
    }
    _getFileSystemMethods(methods = {}) {
        return Object.assign(Object.assign({}, exports.DEFAULT_FILE_SYSTEM_ADAPTER), methods);
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 5711:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.splitWhen = exports.flatten = void 0;
function flatten(items) {
    return items.reduce((collection, item) => [].concat(collection, item), []);
}
exports.flatten = flatten;
function splitWhen(items, predicate) {
    const result = [[]];
    let groupIndex = 0;
    for (const item of items) {
        if (predicate(item)) {
            groupIndex++;
            result[groupIndex] = [];
        }
        else {
            result[groupIndex].push(item);
        }
    }
    return result;
}
exports.splitWhen = splitWhen;


/***/ }),

/***/ 9718:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isEnoentCodeError = void 0;
function isEnoentCodeError(error) {
    return error.code === 'ENOENT';
}
exports.isEnoentCodeError = isEnoentCodeError;


/***/ }),

/***/ 6979:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createDirentFromStats = void 0;
class DirentFromStats {
    constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
    }
}
function createDirentFromStats(name, stats) {
    return new DirentFromStats(name, stats);
}
exports.createDirentFromStats = createDirentFromStats;


/***/ }),

/***/ 6002:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.string = exports.stream = exports.pattern = exports.path = exports.fs = exports.errno = exports.array = void 0;
const array = __nccwpck_require__(5711);
exports.array = array;
const errno = __nccwpck_require__(9718);
exports.errno = errno;
const fs = __nccwpck_require__(6979);
exports.fs = fs;
const path = __nccwpck_require__(9283);
exports.path = path;
const pattern = __nccwpck_require__(1304);
exports.pattern = pattern;
const stream = __nccwpck_require__(536);
exports.stream = stream;
const string = __nccwpck_require__(7641);
exports.string = string;


/***/ }),

/***/ 9283:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.convertPosixPathToPattern = exports.convertWindowsPathToPattern = exports.convertPathToPattern = exports.escapePosixPath = exports.escapeWindowsPath = exports.escape = exports.removeLeadingDotSegment = exports.makeAbsolute = exports.unixify = void 0;
const os = __nccwpck_require__(857);
const path = __nccwpck_require__(6928);
const IS_WINDOWS_PLATFORM = os.platform() === 'win32';
const LEADING_DOT_SEGMENT_CHARACTERS_COUNT = 2; // ./ or .\\
/**
 * All non-escaped special characters.
 * Posix: ()*?[]{|}, !+@ before (, ! at the beginning, \\ before non-special characters.
 * Windows: (){}[], !+@ before (, ! at the beginning.
 */
const POSIX_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()*?[\]{|}]|^!|[!+@](?=\()|\\(?![!()*+?@[\]{|}]))/g;
const WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()[\]{}]|^!|[!+@](?=\())/g;
/**
 * The device path (\\.\ or \\?\).
 * https://learn.microsoft.com/en-us/dotnet/standard/io/file-path-formats#dos-device-paths
 */
const DOS_DEVICE_PATH_RE = /^\\\\([.?])/;
/**
 * All backslashes except those escaping special characters.
 * Windows: !()+@{}
 * https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file#naming-conventions
 */
const WINDOWS_BACKSLASHES_RE = /\\(?![!()+@[\]{}])/g;
/**
 * Designed to work only with simple paths: `dir\\file`.
 */
function unixify(filepath) {
    return filepath.replace(/\\/g, '/');
}
exports.unixify = unixify;
function makeAbsolute(cwd, filepath) {
    return path.resolve(cwd, filepath);
}
exports.makeAbsolute = makeAbsolute;
function removeLeadingDotSegment(entry) {
    // We do not use `startsWith` because this is 10x slower than current implementation for some cases.
    // eslint-disable-next-line @typescript-eslint/prefer-string-starts-ends-with
    if (entry.charAt(0) === '.') {
        const secondCharactery = entry.charAt(1);
        if (secondCharactery === '/' || secondCharactery === '\\') {
            return entry.slice(LEADING_DOT_SEGMENT_CHARACTERS_COUNT);
        }
    }
    return entry;
}
exports.removeLeadingDotSegment = removeLeadingDotSegment;
exports.escape = IS_WINDOWS_PLATFORM ? escapeWindowsPath : escapePosixPath;
function escapeWindowsPath(pattern) {
    return pattern.replace(WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE, '\\$2');
}
exports.escapeWindowsPath = escapeWindowsPath;
function escapePosixPath(pattern) {
    return pattern.replace(POSIX_UNESCAPED_GLOB_SYMBOLS_RE, '\\$2');
}
exports.escapePosixPath = escapePosixPath;
exports.convertPathToPattern = IS_WINDOWS_PLATFORM ? convertWindowsPathToPattern : convertPosixPathToPattern;
function convertWindowsPathToPattern(filepath) {
    return escapeWindowsPath(filepath)
        .replace(DOS_DEVICE_PATH_RE, '//$1')
        .replace(WINDOWS_BACKSLASHES_RE, '/');
}
exports.convertWindowsPathToPattern = convertWindowsPathToPattern;
function convertPosixPathToPattern(filepath) {
    return escapePosixPath(filepath);
}
exports.convertPosixPathToPattern = convertPosixPathToPattern;


/***/ }),

/***/ 1304:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isAbsolute = exports.partitionAbsoluteAndRelative = exports.removeDuplicateSlashes = exports.matchAny = exports.convertPatternsToRe = exports.makeRe = exports.getPatternParts = exports.expandBraceExpansion = exports.expandPatternsWithBraceExpansion = exports.isAffectDepthOfReadingPattern = exports.endsWithSlashGlobStar = exports.hasGlobStar = exports.getBaseDirectory = exports.isPatternRelatedToParentDirectory = exports.getPatternsOutsideCurrentDirectory = exports.getPatternsInsideCurrentDirectory = exports.getPositivePatterns = exports.getNegativePatterns = exports.isPositivePattern = exports.isNegativePattern = exports.convertToNegativePattern = exports.convertToPositivePattern = exports.isDynamicPattern = exports.isStaticPattern = void 0;
const path = __nccwpck_require__(6928);
const globParent = __nccwpck_require__(8505);
const micromatch = __nccwpck_require__(8785);
const GLOBSTAR = '**';
const ESCAPE_SYMBOL = '\\';
const COMMON_GLOB_SYMBOLS_RE = /[*?]|^!/;
const REGEX_CHARACTER_CLASS_SYMBOLS_RE = /\[[^[]*]/;
const REGEX_GROUP_SYMBOLS_RE = /(?:^|[^!*+?@])\([^(]*\|[^|]*\)/;
const GLOB_EXTENSION_SYMBOLS_RE = /[!*+?@]\([^(]*\)/;
const BRACE_EXPANSION_SEPARATORS_RE = /,|\.\./;
/**
 * Matches a sequence of two or more consecutive slashes, excluding the first two slashes at the beginning of the string.
 * The latter is due to the presence of the device path at the beginning of the UNC path.
 */
const DOUBLE_SLASH_RE = /(?!^)\/{2,}/g;
function isStaticPattern(pattern, options = {}) {
    return !isDynamicPattern(pattern, options);
}
exports.isStaticPattern = isStaticPattern;
function isDynamicPattern(pattern, options = {}) {
    /**
     * A special case with an empty string is necessary for matching patterns that start with a forward slash.
     * An empty string cannot be a dynamic pattern.
     * For example, the pattern `/lib/*` will be spread into parts: '', 'lib', '*'.
     */
    if (pattern === '') {
        return false;
    }
    /**
     * When the `caseSensitiveMatch` option is disabled, all patterns must be marked as dynamic, because we cannot check
     * filepath directly (without read directory).
     */
    if (options.caseSensitiveMatch === false || pattern.includes(ESCAPE_SYMBOL)) {
        return true;
    }
    if (COMMON_GLOB_SYMBOLS_RE.test(pattern) || REGEX_CHARACTER_CLASS_SYMBOLS_RE.test(pattern) || REGEX_GROUP_SYMBOLS_RE.test(pattern)) {
        return true;
    }
    if (options.extglob !== false && GLOB_EXTENSION_SYMBOLS_RE.test(pattern)) {
        return true;
    }
    if (options.braceExpansion !== false && hasBraceExpansion(pattern)) {
        return true;
    }
    return false;
}
exports.isDynamicPattern = isDynamicPattern;
function hasBraceExpansion(pattern) {
    const openingBraceIndex = pattern.indexOf('{');
    if (openingBraceIndex === -1) {
        return false;
    }
    const closingBraceIndex = pattern.indexOf('}', openingBraceIndex + 1);
    if (closingBraceIndex === -1) {
        return false;
    }
    const braceContent = pattern.slice(openingBraceIndex, closingBraceIndex);
    return BRACE_EXPANSION_SEPARATORS_RE.test(braceContent);
}
function convertToPositivePattern(pattern) {
    return isNegativePattern(pattern) ? pattern.slice(1) : pattern;
}
exports.convertToPositivePattern = convertToPositivePattern;
function convertToNegativePattern(pattern) {
    return '!' + pattern;
}
exports.convertToNegativePattern = convertToNegativePattern;
function isNegativePattern(pattern) {
    return pattern.startsWith('!') && pattern[1] !== '(';
}
exports.isNegativePattern = isNegativePattern;
function isPositivePattern(pattern) {
    return !isNegativePattern(pattern);
}
exports.isPositivePattern = isPositivePattern;
function getNegativePatterns(patterns) {
    return patterns.filter(isNegativePattern);
}
exports.getNegativePatterns = getNegativePatterns;
function getPositivePatterns(patterns) {
    return patterns.filter(isPositivePattern);
}
exports.getPositivePatterns = getPositivePatterns;
/**
 * Returns patterns that can be applied inside the current directory.
 *
 * @example
 * // ['./*', '*', 'a/*']
 * getPatternsInsideCurrentDirectory(['./*', '*', 'a/*', '../*', './../*'])
 */
function getPatternsInsideCurrentDirectory(patterns) {
    return patterns.filter((pattern) => !isPatternRelatedToParentDirectory(pattern));
}
exports.getPatternsInsideCurrentDirectory = getPatternsInsideCurrentDirectory;
/**
 * Returns patterns to be expanded relative to (outside) the current directory.
 *
 * @example
 * // ['../*', './../*']
 * getPatternsInsideCurrentDirectory(['./*', '*', 'a/*', '../*', './../*'])
 */
function getPatternsOutsideCurrentDirectory(patterns) {
    return patterns.filter(isPatternRelatedToParentDirectory);
}
exports.getPatternsOutsideCurrentDirectory = getPatternsOutsideCurrentDirectory;
function isPatternRelatedToParentDirectory(pattern) {
    return pattern.startsWith('..') || pattern.startsWith('./..');
}
exports.isPatternRelatedToParentDirectory = isPatternRelatedToParentDirectory;
function getBaseDirectory(pattern) {
    return globParent(pattern, { flipBackslashes: false });
}
exports.getBaseDirectory = getBaseDirectory;
function hasGlobStar(pattern) {
    return pattern.includes(GLOBSTAR);
}
exports.hasGlobStar = hasGlobStar;
function endsWithSlashGlobStar(pattern) {
    return pattern.endsWith('/' + GLOBSTAR);
}
exports.endsWithSlashGlobStar = endsWithSlashGlobStar;
function isAffectDepthOfReadingPattern(pattern) {
    const basename = path.basename(pattern);
    return endsWithSlashGlobStar(pattern) || isStaticPattern(basename);
}
exports.isAffectDepthOfReadingPattern = isAffectDepthOfReadingPattern;
function expandPatternsWithBraceExpansion(patterns) {
    return patterns.reduce((collection, pattern) => {
        return collection.concat(expandBraceExpansion(pattern));
    }, []);
}
exports.expandPatternsWithBraceExpansion = expandPatternsWithBraceExpansion;
function expandBraceExpansion(pattern) {
    const patterns = micromatch.braces(pattern, { expand: true, nodupes: true, keepEscaping: true });
    /**
     * Sort the patterns by length so that the same depth patterns are processed side by side.
     * `a/{b,}/{c,}/*` – `['a///*', 'a/b//*', 'a//c/*', 'a/b/c/*']`
     */
    patterns.sort((a, b) => a.length - b.length);
    /**
     * Micromatch can return an empty string in the case of patterns like `{a,}`.
     */
    return patterns.filter((pattern) => pattern !== '');
}
exports.expandBraceExpansion = expandBraceExpansion;
function getPatternParts(pattern, options) {
    let { parts } = micromatch.scan(pattern, Object.assign(Object.assign({}, options), { parts: true }));
    /**
     * The scan method returns an empty array in some cases.
     * See micromatch/picomatch#58 for more details.
     */
    if (parts.length === 0) {
        parts = [pattern];
    }
    /**
     * The scan method does not return an empty part for the pattern with a forward slash.
     * This is another part of micromatch/picomatch#58.
     */
    if (parts[0].startsWith('/')) {
        parts[0] = parts[0].slice(1);
        parts.unshift('');
    }
    return parts;
}
exports.getPatternParts = getPatternParts;
function makeRe(pattern, options) {
    return micromatch.makeRe(pattern, options);
}
exports.makeRe = makeRe;
function convertPatternsToRe(patterns, options) {
    return patterns.map((pattern) => makeRe(pattern, options));
}
exports.convertPatternsToRe = convertPatternsToRe;
function matchAny(entry, patternsRe) {
    return patternsRe.some((patternRe) => patternRe.test(entry));
}
exports.matchAny = matchAny;
/**
 * This package only works with forward slashes as a path separator.
 * Because of this, we cannot use the standard `path.normalize` method, because on Windows platform it will use of backslashes.
 */
function removeDuplicateSlashes(pattern) {
    return pattern.replace(DOUBLE_SLASH_RE, '/');
}
exports.removeDuplicateSlashes = removeDuplicateSlashes;
function partitionAbsoluteAndRelative(patterns) {
    const absolute = [];
    const relative = [];
    for (const pattern of patterns) {
        if (isAbsolute(pattern)) {
            absolute.push(pattern);
        }
        else {
            relative.push(pattern);
        }
    }
    return [absolute, relative];
}
exports.partitionAbsoluteAndRelative = partitionAbsoluteAndRelative;
function isAbsolute(pattern) {
    return path.isAbsolute(pattern);
}
exports.isAbsolute = isAbsolute;


/***/ }),

/***/ 536:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.merge = void 0;
const merge2 = __nccwpck_require__(754);
function merge(streams) {
    const mergedStream = merge2(streams);
    streams.forEach((stream) => {
        stream.once('error', (error) => mergedStream.emit('error', error));
    });
    mergedStream.once('close', () => propagateCloseEventToSources(streams));
    mergedStream.once('end', () => propagateCloseEventToSources(streams));
    return mergedStream;
}
exports.merge = merge;
function propagateCloseEventToSources(streams) {
    streams.forEach((stream) => stream.emit('close'));
}


/***/ }),

/***/ 7641:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isEmpty = exports.isString = void 0;
function isString(input) {
    return typeof input === 'string';
}
exports.isString = isString;
function isEmpty(input) {
    return input === '';
}
exports.isEmpty = isEmpty;


/***/ }),

/***/ 877:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*!
 * fill-range <https://github.com/jonschlinkert/fill-range>
 *
 * Copyright (c) 2014-present, Jon Schlinkert.
 * Licensed under the MIT License.
 */



const util = __nccwpck_require__(9023);
const toRegexRange = __nccwpck_require__(7551);

const isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);

const transform = toNumber => {
  return value => toNumber === true ? Number(value) : String(value);
};

const isValidValue = value => {
  return typeof value === 'number' || (typeof value === 'string' && value !== '');
};

const isNumber = num => Number.isInteger(+num);

const zeros = input => {
  let value = `${input}`;
  let index = -1;
  if (value[0] === '-') value = value.slice(1);
  if (value === '0') return false;
  while (value[++index] === '0');
  return index > 0;
};

const stringify = (start, end, options) => {
  if (typeof start === 'string' || typeof end === 'string') {
    return true;
  }
  return options.stringify === true;
};

const pad = (input, maxLength, toNumber) => {
  if (maxLength > 0) {
    let dash = input[0] === '-' ? '-' : '';
    if (dash) input = input.slice(1);
    input = (dash + input.padStart(dash ? maxLength - 1 : maxLength, '0'));
  }
  if (toNumber === false) {
    return String(input);
  }
  return input;
};

const toMaxLen = (input, maxLength) => {
  let negative = input[0] === '-' ? '-' : '';
  if (negative) {
    input = input.slice(1);
    maxLength--;
  }
  while (input.length < maxLength) input = '0' + input;
  return negative ? ('-' + input) : input;
};

const toSequence = (parts, options, maxLen) => {
  parts.negatives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  parts.positives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);

  let prefix = options.capture ? '' : '?:';
  let positives = '';
  let negatives = '';
  let result;

  if (parts.positives.length) {
    positives = parts.positives.map(v => toMaxLen(String(v), maxLen)).join('|');
  }

  if (parts.negatives.length) {
    negatives = `-(${prefix}${parts.negatives.map(v => toMaxLen(String(v), maxLen)).join('|')})`;
  }

  if (positives && negatives) {
    result = `${positives}|${negatives}`;
  } else {
    result = positives || negatives;
  }

  if (options.wrap) {
    return `(${prefix}${result})`;
  }

  return result;
};

const toRange = (a, b, isNumbers, options) => {
  if (isNumbers) {
    return toRegexRange(a, b, { wrap: false, ...options });
  }

  let start = String.fromCharCode(a);
  if (a === b) return start;

  let stop = String.fromCharCode(b);
  return `[${start}-${stop}]`;
};

const toRegex = (start, end, options) => {
  if (Array.isArray(start)) {
    let wrap = options.wrap === true;
    let prefix = options.capture ? '' : '?:';
    return wrap ? `(${prefix}${start.join('|')})` : start.join('|');
  }
  return toRegexRange(start, end, options);
};

const rangeError = (...args) => {
  return new RangeError('Invalid range arguments: ' + util.inspect(...args));
};

const invalidRange = (start, end, options) => {
  if (options.strictRanges === true) throw rangeError([start, end]);
  return [];
};

const invalidStep = (step, options) => {
  if (options.strictRanges === true) {
    throw new TypeError(`Expected step "${step}" to be a number`);
  }
  return [];
};

const fillNumbers = (start, end, step = 1, options = {}) => {
  let a = Number(start);
  let b = Number(end);

  if (!Number.isInteger(a) || !Number.isInteger(b)) {
    if (options.strictRanges === true) throw rangeError([start, end]);
    return [];
  }

  // fix negative zero
  if (a === 0) a = 0;
  if (b === 0) b = 0;

  let descending = a > b;
  let startString = String(start);
  let endString = String(end);
  let stepString = String(step);
  step = Math.max(Math.abs(step), 1);

  let padded = zeros(startString) || zeros(endString) || zeros(stepString);
  let maxLen = padded ? Math.max(startString.length, endString.length, stepString.length) : 0;
  let toNumber = padded === false && stringify(start, end, options) === false;
  let format = options.transform || transform(toNumber);

  if (options.toRegex && step === 1) {
    return toRange(toMaxLen(start, maxLen), toMaxLen(end, maxLen), true, options);
  }

  let parts = { negatives: [], positives: [] };
  let push = num => parts[num < 0 ? 'negatives' : 'positives'].push(Math.abs(num));
  let range = [];
  let index = 0;

  while (descending ? a >= b : a <= b) {
    if (options.toRegex === true && step > 1) {
      push(a);
    } else {
      range.push(pad(format(a, index), maxLen, toNumber));
    }
    a = descending ? a - step : a + step;
    index++;
  }

  if (options.toRegex === true) {
    return step > 1
      ? toSequence(parts, options, maxLen)
      : toRegex(range, null, { wrap: false, ...options });
  }

  return range;
};

const fillLetters = (start, end, step = 1, options = {}) => {
  if ((!isNumber(start) && start.length > 1) || (!isNumber(end) && end.length > 1)) {
    return invalidRange(start, end, options);
  }

  let format = options.transform || (val => String.fromCharCode(val));
  let a = `${start}`.charCodeAt(0);
  let b = `${end}`.charCodeAt(0);

  let descending = a > b;
  let min = Math.min(a, b);
  let max = Math.max(a, b);

  if (options.toRegex && step === 1) {
    return toRange(min, max, false, options);
  }

  let range = [];
  let index = 0;

  while (descending ? a >= b : a <= b) {
    range.push(format(a, index));
    a = descending ? a - step : a + step;
    index++;
  }

  if (options.toRegex === true) {
    return toRegex(range, null, { wrap: false, options });
  }

  return range;
};

const fill = (start, end, step, options = {}) => {
  if (end == null && isValidValue(start)) {
    return [start];
  }

  if (!isValidValue(start) || !isValidValue(end)) {
    return invalidRange(start, end, options);
  }

  if (typeof step === 'function') {
    return fill(start, end, 1, { transform: step });
  }

  if (isObject(step)) {
    return fill(start, end, 0, step);
  }

  let opts = { ...options };
  if (opts.capture === true) opts.wrap = true;
  step = step || opts.step || 1;

  if (!isNumber(step)) {
    if (step != null && !isObject(step)) return invalidStep(step, opts);
    return fill(start, end, 1, step);
  }

  if (isNumber(start) && isNumber(end)) {
    return fillNumbers(start, end, step, opts);
  }

  return fillLetters(start, end, Math.max(Math.abs(step), 1), opts);
};

module.exports = fill;


/***/ }),

/***/ 8505:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



var isGlob = __nccwpck_require__(1925);
var pathPosixDirname = (__nccwpck_require__(6928).posix).dirname;
var isWin32 = (__nccwpck_require__(857).platform)() === 'win32';

var slash = '/';
var backslash = /\\/g;
var enclosure = /[\{\[].*[\}\]]$/;
var globby = /(^|[^\\])([\{\[]|\([^\)]+$)/;
var escaped = /\\([\!\*\?\|\[\]\(\)\{\}])/g;

/**
 * @param {string} str
 * @param {Object} opts
 * @param {boolean} [opts.flipBackslashes=true]
 * @returns {string}
 */
module.exports = function globParent(str, opts) {
  var options = Object.assign({ flipBackslashes: true }, opts);

  // flip windows path separators
  if (options.flipBackslashes && isWin32 && str.indexOf(slash) < 0) {
    str = str.replace(backslash, slash);
  }

  // special case for strings ending in enclosure containing path separator
  if (enclosure.test(str)) {
    str += slash;
  }

  // preserves full path in case of trailing path separator
  str += 'a';

  // remove path parts that are globby
  do {
    str = pathPosixDirname(str);
  } while (isGlob(str) || globby.test(str));

  // remove escape chars and return result
  return str.replace(escaped, '$1');
};


/***/ }),

/***/ 5540:
/***/ ((module) => {

/*!
 * is-extglob <https://github.com/jonschlinkert/is-extglob>
 *
 * Copyright (c) 2014-2016, Jon Schlinkert.
 * Licensed under the MIT License.
 */

module.exports = function isExtglob(str) {
  if (typeof str !== 'string' || str === '') {
    return false;
  }

  var match;
  while ((match = /(\\).|([@?!+*]\(.*\))/g.exec(str))) {
    if (match[2]) return true;
    str = str.slice(match.index + match[0].length);
  }

  return false;
};


/***/ }),

/***/ 1925:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*!
 * is-glob <https://github.com/jonschlinkert/is-glob>
 *
 * Copyright (c) 2014-2017, Jon Schlinkert.
 * Released under the MIT License.
 */

var isExtglob = __nccwpck_require__(5540);
var chars = { '{': '}', '(': ')', '[': ']'};
var strictCheck = function(str) {
  if (str[0] === '!') {
    return true;
  }
  var index = 0;
  var pipeIndex = -2;
  var closeSquareIndex = -2;
  var closeCurlyIndex = -2;
  var closeParenIndex = -2;
  var backSlashIndex = -2;
  while (index < str.length) {
    if (str[index] === '*') {
      return true;
    }

    if (str[index + 1] === '?' && /[\].+)]/.test(str[index])) {
      return true;
    }

    if (closeSquareIndex !== -1 && str[index] === '[' && str[index + 1] !== ']') {
      if (closeSquareIndex < index) {
        closeSquareIndex = str.indexOf(']', index);
      }
      if (closeSquareIndex > index) {
        if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
          return true;
        }
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
          return true;
        }
      }
    }

    if (closeCurlyIndex !== -1 && str[index] === '{' && str[index + 1] !== '}') {
      closeCurlyIndex = str.indexOf('}', index);
      if (closeCurlyIndex > index) {
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeCurlyIndex) {
          return true;
        }
      }
    }

    if (closeParenIndex !== -1 && str[index] === '(' && str[index + 1] === '?' && /[:!=]/.test(str[index + 2]) && str[index + 3] !== ')') {
      closeParenIndex = str.indexOf(')', index);
      if (closeParenIndex > index) {
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
          return true;
        }
      }
    }

    if (pipeIndex !== -1 && str[index] === '(' && str[index + 1] !== '|') {
      if (pipeIndex < index) {
        pipeIndex = str.indexOf('|', index);
      }
      if (pipeIndex !== -1 && str[pipeIndex + 1] !== ')') {
        closeParenIndex = str.indexOf(')', pipeIndex);
        if (closeParenIndex > pipeIndex) {
          backSlashIndex = str.indexOf('\\', pipeIndex);
          if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
            return true;
          }
        }
      }
    }

    if (str[index] === '\\') {
      var open = str[index + 1];
      index += 2;
      var close = chars[open];

      if (close) {
        var n = str.indexOf(close, index);
        if (n !== -1) {
          index = n + 1;
        }
      }

      if (str[index] === '!') {
        return true;
      }
    } else {
      index++;
    }
  }
  return false;
};

var relaxedCheck = function(str) {
  if (str[0] === '!') {
    return true;
  }
  var index = 0;
  while (index < str.length) {
    if (/[*?{}()[\]]/.test(str[index])) {
      return true;
    }

    if (str[index] === '\\') {
      var open = str[index + 1];
      index += 2;
      var close = chars[open];

      if (close) {
        var n = str.indexOf(close, index);
        if (n !== -1) {
          index = n + 1;
        }
      }

      if (str[index] === '!') {
        return true;
      }
    } else {
      index++;
    }
  }
  return false;
};

module.exports = function isGlob(str, options) {
  if (typeof str !== 'string' || str === '') {
    return false;
  }

  if (isExtglob(str)) {
    return true;
  }

  var check = strictCheck;

  // optionally relax check
  if (options && options.strict === false) {
    check = relaxedCheck;
  }

  return check(str);
};


/***/ }),

/***/ 3102:
/***/ ((module) => {

/*!
 * is-number <https://github.com/jonschlinkert/is-number>
 *
 * Copyright (c) 2014-present, Jon Schlinkert.
 * Released under the MIT License.
 */



module.exports = function(num) {
  if (typeof num === 'number') {
    return num - num === 0;
  }
  if (typeof num === 'string' && num.trim() !== '') {
    return Number.isFinite ? Number.isFinite(+num) : isFinite(+num);
  }
  return false;
};


/***/ }),

/***/ 754:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


/*
 * merge2
 * https://github.com/teambition/merge2
 *
 * Copyright (c) 2014-2020 Teambition
 * Licensed under the MIT license.
 */
const Stream = __nccwpck_require__(2203)
const PassThrough = Stream.PassThrough
const slice = Array.prototype.slice

module.exports = merge2

function merge2 () {
  const streamsQueue = []
  const args = slice.call(arguments)
  let merging = false
  let options = args[args.length - 1]

  if (options && !Array.isArray(options) && options.pipe == null) {
    args.pop()
  } else {
    options = {}
  }

  const doEnd = options.end !== false
  const doPipeError = options.pipeError === true
  if (options.objectMode == null) {
    options.objectMode = true
  }
  if (options.highWaterMark == null) {
    options.highWaterMark = 64 * 1024
  }
  const mergedStream = PassThrough(options)

  function addStream () {
    for (let i = 0, len = arguments.length; i < len; i++) {
      streamsQueue.push(pauseStreams(arguments[i], options))
    }
    mergeStream()
    return this
  }

  function mergeStream () {
    if (merging) {
      return
    }
    merging = true

    let streams = streamsQueue.shift()
    if (!streams) {
      process.nextTick(endStream)
      return
    }
    if (!Array.isArray(streams)) {
      streams = [streams]
    }

    let pipesCount = streams.length + 1

    function next () {
      if (--pipesCount > 0) {
        return
      }
      merging = false
      mergeStream()
    }

    function pipe (stream) {
      function onend () {
        stream.removeListener('merge2UnpipeEnd', onend)
        stream.removeListener('end', onend)
        if (doPipeError) {
          stream.removeListener('error', onerror)
        }
        next()
      }
      function onerror (err) {
        mergedStream.emit('error', err)
      }
      // skip ended stream
      if (stream._readableState.endEmitted) {
        return next()
      }

      stream.on('merge2UnpipeEnd', onend)
      stream.on('end', onend)

      if (doPipeError) {
        stream.on('error', onerror)
      }

      stream.pipe(mergedStream, { end: false })
      // compatible for old stream
      stream.resume()
    }

    for (let i = 0; i < streams.length; i++) {
      pipe(streams[i])
    }

    next()
  }

  function endStream () {
    merging = false
    // emit 'queueDrain' when all streams merged.
    mergedStream.emit('queueDrain')
    if (doEnd) {
      mergedStream.end()
    }
  }

  mergedStream.setMaxListeners(0)
  mergedStream.add = addStream
  mergedStream.on('unpipe', function (stream) {
    stream.emit('merge2UnpipeEnd')
  })

  if (args.length) {
    addStream.apply(null, args)
  }
  return mergedStream
}

// check and pause streams for pipe.
function pauseStreams (streams, options) {
  if (!Array.isArray(streams)) {
    // Backwards-compat with old-style streams
    if (!streams._readableState && streams.pipe) {
      streams = streams.pipe(PassThrough(options))
    }
    if (!streams._readableState || !streams.pause || !streams.pipe) {
      throw new Error('Only readable stream can be merged.')
    }
    streams.pause()
  } else {
    for (let i = 0, len = streams.length; i < len; i++) {
      streams[i] = pauseStreams(streams[i], options)
    }
  }
  return streams
}


/***/ }),

/***/ 8785:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const util = __nccwpck_require__(9023);
const braces = __nccwpck_require__(748);
const picomatch = __nccwpck_require__(4006);
const utils = __nccwpck_require__(4059);

const isEmptyString = v => v === '' || v === './';
const hasBraces = v => {
  const index = v.indexOf('{');
  return index > -1 && v.indexOf('}', index) > -1;
};

/**
 * Returns an array of strings that match one or more glob patterns.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm(list, patterns[, options]);
 *
 * console.log(mm(['a.js', 'a.txt'], ['*.js']));
 * //=> [ 'a.js' ]
 * ```
 * @param {String|Array<string>} `list` List of strings to match.
 * @param {String|Array<string>} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options)
 * @return {Array} Returns an array of matches
 * @summary false
 * @api public
 */

const micromatch = (list, patterns, options) => {
  patterns = [].concat(patterns);
  list = [].concat(list);

  let omit = new Set();
  let keep = new Set();
  let items = new Set();
  let negatives = 0;

  let onResult = state => {
    items.add(state.output);
    if (options && options.onResult) {
      options.onResult(state);
    }
  };

  for (let i = 0; i < patterns.length; i++) {
    let isMatch = picomatch(String(patterns[i]), { ...options, onResult }, true);
    let negated = isMatch.state.negated || isMatch.state.negatedExtglob;
    if (negated) negatives++;

    for (let item of list) {
      let matched = isMatch(item, true);

      let match = negated ? !matched.isMatch : matched.isMatch;
      if (!match) continue;

      if (negated) {
        omit.add(matched.output);
      } else {
        omit.delete(matched.output);
        keep.add(matched.output);
      }
    }
  }

  let result = negatives === patterns.length ? [...items] : [...keep];
  let matches = result.filter(item => !omit.has(item));

  if (options && matches.length === 0) {
    if (options.failglob === true) {
      throw new Error(`No matches found for "${patterns.join(', ')}"`);
    }

    if (options.nonull === true || options.nullglob === true) {
      return options.unescape ? patterns.map(p => p.replace(/\\/g, '')) : patterns;
    }
  }

  return matches;
};

/**
 * Backwards compatibility
 */

micromatch.match = micromatch;

/**
 * Returns a matcher function from the given glob `pattern` and `options`.
 * The returned function takes a string to match as its only argument and returns
 * true if the string is a match.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.matcher(pattern[, options]);
 *
 * const isMatch = mm.matcher('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 * ```
 * @param {String} `pattern` Glob pattern
 * @param {Object} `options`
 * @return {Function} Returns a matcher function.
 * @api public
 */

micromatch.matcher = (pattern, options) => picomatch(pattern, options);

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.isMatch(string, patterns[, options]);
 *
 * console.log(mm.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(mm.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String} `str` The string to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `[options]` See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

micromatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Backwards compatibility
 */

micromatch.any = micromatch.isMatch;

/**
 * Returns a list of strings that _**do not match any**_ of the given `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.not(list, patterns[, options]);
 *
 * console.log(mm.not(['a.a', 'b.b', 'c.c'], '*.a'));
 * //=> ['b.b', 'c.c']
 * ```
 * @param {Array} `list` Array of strings to match.
 * @param {String|Array} `patterns` One or more glob pattern to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Array} Returns an array of strings that **do not match** the given patterns.
 * @api public
 */

micromatch.not = (list, patterns, options = {}) => {
  patterns = [].concat(patterns).map(String);
  let result = new Set();
  let items = [];

  let onResult = state => {
    if (options.onResult) options.onResult(state);
    items.push(state.output);
  };

  let matches = new Set(micromatch(list, patterns, { ...options, onResult }));

  for (let item of items) {
    if (!matches.has(item)) {
      result.add(item);
    }
  }
  return [...result];
};

/**
 * Returns true if the given `string` contains the given pattern. Similar
 * to [.isMatch](#isMatch) but the pattern can match any part of the string.
 *
 * ```js
 * var mm = require('micromatch');
 * // mm.contains(string, pattern[, options]);
 *
 * console.log(mm.contains('aa/bb/cc', '*b'));
 * //=> true
 * console.log(mm.contains('aa/bb/cc', '*d'));
 * //=> false
 * ```
 * @param {String} `str` The string to match.
 * @param {String|Array} `patterns` Glob pattern to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any of the patterns matches any part of `str`.
 * @api public
 */

micromatch.contains = (str, pattern, options) => {
  if (typeof str !== 'string') {
    throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
  }

  if (Array.isArray(pattern)) {
    return pattern.some(p => micromatch.contains(str, p, options));
  }

  if (typeof pattern === 'string') {
    if (isEmptyString(str) || isEmptyString(pattern)) {
      return false;
    }

    if (str.includes(pattern) || (str.startsWith('./') && str.slice(2).includes(pattern))) {
      return true;
    }
  }

  return micromatch.isMatch(str, pattern, { ...options, contains: true });
};

/**
 * Filter the keys of the given object with the given `glob` pattern
 * and `options`. Does not attempt to match nested keys. If you need this feature,
 * use [glob-object][] instead.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.matchKeys(object, patterns[, options]);
 *
 * const obj = { aa: 'a', ab: 'b', ac: 'c' };
 * console.log(mm.matchKeys(obj, '*b'));
 * //=> { ab: 'b' }
 * ```
 * @param {Object} `object` The object with keys to filter.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Object} Returns an object with only keys that match the given patterns.
 * @api public
 */

micromatch.matchKeys = (obj, patterns, options) => {
  if (!utils.isObject(obj)) {
    throw new TypeError('Expected the first argument to be an object');
  }
  let keys = micromatch(Object.keys(obj), patterns, options);
  let res = {};
  for (let key of keys) res[key] = obj[key];
  return res;
};

/**
 * Returns true if some of the strings in the given `list` match any of the given glob `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.some(list, patterns[, options]);
 *
 * console.log(mm.some(['foo.js', 'bar.js'], ['*.js', '!foo.js']));
 * // true
 * console.log(mm.some(['foo.js'], ['*.js', '!foo.js']));
 * // false
 * ```
 * @param {String|Array} `list` The string or array of strings to test. Returns as soon as the first match is found.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any `patterns` matches any of the strings in `list`
 * @api public
 */

micromatch.some = (list, patterns, options) => {
  let items = [].concat(list);

  for (let pattern of [].concat(patterns)) {
    let isMatch = picomatch(String(pattern), options);
    if (items.some(item => isMatch(item))) {
      return true;
    }
  }
  return false;
};

/**
 * Returns true if every string in the given `list` matches
 * any of the given glob `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.every(list, patterns[, options]);
 *
 * console.log(mm.every('foo.js', ['foo.js']));
 * // true
 * console.log(mm.every(['foo.js', 'bar.js'], ['*.js']));
 * // true
 * console.log(mm.every(['foo.js', 'bar.js'], ['*.js', '!foo.js']));
 * // false
 * console.log(mm.every(['foo.js'], ['*.js', '!foo.js']));
 * // false
 * ```
 * @param {String|Array} `list` The string or array of strings to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if all `patterns` matches all of the strings in `list`
 * @api public
 */

micromatch.every = (list, patterns, options) => {
  let items = [].concat(list);

  for (let pattern of [].concat(patterns)) {
    let isMatch = picomatch(String(pattern), options);
    if (!items.every(item => isMatch(item))) {
      return false;
    }
  }
  return true;
};

/**
 * Returns true if **all** of the given `patterns` match
 * the specified string.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.all(string, patterns[, options]);
 *
 * console.log(mm.all('foo.js', ['foo.js']));
 * // true
 *
 * console.log(mm.all('foo.js', ['*.js', '!foo.js']));
 * // false
 *
 * console.log(mm.all('foo.js', ['*.js', 'foo.js']));
 * // true
 *
 * console.log(mm.all('foo.js', ['*.js', 'f*', '*o*', '*o.js']));
 * // true
 * ```
 * @param {String|Array} `str` The string to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

micromatch.all = (str, patterns, options) => {
  if (typeof str !== 'string') {
    throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
  }

  return [].concat(patterns).every(p => picomatch(p, options)(str));
};

/**
 * Returns an array of matches captured by `pattern` in `string, or `null` if the pattern did not match.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.capture(pattern, string[, options]);
 *
 * console.log(mm.capture('test/*.js', 'test/foo.js'));
 * //=> ['foo']
 * console.log(mm.capture('test/*.js', 'foo/bar.css'));
 * //=> null
 * ```
 * @param {String} `glob` Glob pattern to use for matching.
 * @param {String} `input` String to match
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Array|null} Returns an array of captures if the input matches the glob pattern, otherwise `null`.
 * @api public
 */

micromatch.capture = (glob, input, options) => {
  let posix = utils.isWindows(options);
  let regex = picomatch.makeRe(String(glob), { ...options, capture: true });
  let match = regex.exec(posix ? utils.toPosixSlashes(input) : input);

  if (match) {
    return match.slice(1).map(v => v === void 0 ? '' : v);
  }
};

/**
 * Create a regular expression from the given glob `pattern`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.makeRe(pattern[, options]);
 *
 * console.log(mm.makeRe('*.js'));
 * //=> /^(?:(\.[\\\/])?(?!\.)(?=.)[^\/]*?\.js)$/
 * ```
 * @param {String} `pattern` A glob pattern to convert to regex.
 * @param {Object} `options`
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

micromatch.makeRe = (...args) => picomatch.makeRe(...args);

/**
 * Scan a glob pattern to separate the pattern into segments. Used
 * by the [split](#split) method.
 *
 * ```js
 * const mm = require('micromatch');
 * const state = mm.scan(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

micromatch.scan = (...args) => picomatch.scan(...args);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const mm = require('micromatch');
 * const state = mm.parse(pattern[, options]);
 * ```
 * @param {String} `glob`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as regex source string.
 * @api public
 */

micromatch.parse = (patterns, options) => {
  let res = [];
  for (let pattern of [].concat(patterns || [])) {
    for (let str of braces(String(pattern), options)) {
      res.push(picomatch.parse(str, options));
    }
  }
  return res;
};

/**
 * Process the given brace `pattern`.
 *
 * ```js
 * const { braces } = require('micromatch');
 * console.log(braces('foo/{a,b,c}/bar'));
 * //=> [ 'foo/(a|b|c)/bar' ]
 *
 * console.log(braces('foo/{a,b,c}/bar', { expand: true }));
 * //=> [ 'foo/a/bar', 'foo/b/bar', 'foo/c/bar' ]
 * ```
 * @param {String} `pattern` String with brace pattern to process.
 * @param {Object} `options` Any [options](#options) to change how expansion is performed. See the [braces][] library for all available options.
 * @return {Array}
 * @api public
 */

micromatch.braces = (pattern, options) => {
  if (typeof pattern !== 'string') throw new TypeError('Expected a string');
  if ((options && options.nobrace === true) || !hasBraces(pattern)) {
    return [pattern];
  }
  return braces(pattern, options);
};

/**
 * Expand braces
 */

micromatch.braceExpand = (pattern, options) => {
  if (typeof pattern !== 'string') throw new TypeError('Expected a string');
  return micromatch.braces(pattern, { ...options, expand: true });
};

/**
 * Expose micromatch
 */

// exposed for tests
micromatch.hasBraces = hasBraces;
module.exports = micromatch;


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



module.exports = __nccwpck_require__(8016);


/***/ }),

/***/ 5595:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  SEP: path.sep,

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const getStarExtglobSequenceOutput = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  for (const branch of branches) {
    const safeOutput = getStarExtglobSequenceOutput(branch);
    if (safeOutput) {
      return { risky: true, safeOutput };
    }

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';
  const win32 = utils.isWindows(options);

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(win32);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.value += tok.value;
      prev.output = (prev.output || '') + tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if (next === '<' && !utils.supportsLookbehinds()) {
          throw new Error('Node.js v10 or higher is required for regex lookbehinds');
        }

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && eos()) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;
  const win32 = utils.isWindows(options);

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(win32);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = utils.isWindows(options);
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = utils.isWindows(options)) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(path.basename(input));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              code = advance();
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES) {
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        while (eos() !== true && (code = advance())) {
          if (code === CHAR_LEFT_PARENTHESES) {
            backslashes = token.backslashes = true;
            code = advance();
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (idx !== 0 || value !== '') {
        parts.push(value);
      }
      prevIndex = i;
    }

    if (prevIndex && prevIndex + 1 < input.length) {
      const value = input.slice(prevIndex + 1);
      parts.push(value);

      if (opts.tokens) {
        tokens[tokens.length - 1].value = value;
        depth(tokens[tokens.length - 1]);
        state.maxDepth += tokens[tokens.length - 1].depth;
      }
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const win32 = process.platform === 'win32';
const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.supportsLookbehinds = () => {
  const segs = process.version.slice(1).split('.').map(Number);
  if (segs.length === 3 && segs[0] >= 9 || (segs[0] === 8 && segs[1] >= 10)) {
    return true;
  }
  return false;
};

exports.isWindows = options => {
  if (options && typeof options.windows === 'boolean') {
    return options.windows;
  }
  return win32 === true || path.sep === '\\';
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};


/***/ }),

/***/ 4351:
/***/ ((module) => {

/*! queue-microtask. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
let promise

module.exports = typeof queueMicrotask === 'function'
  ? queueMicrotask.bind(typeof window !== 'undefined' ? window : global)
  // reuse resolved promise, and allocate it lazily
  : cb => (promise || (promise = Promise.resolve()))
    .then(cb)
    .catch(err => setTimeout(() => { throw err }, 0))


/***/ }),

/***/ 844:
/***/ ((module) => {



function reusify (Constructor) {
  var head = new Constructor()
  var tail = head

  function get () {
    var current = head

    if (current.next) {
      head = current.next
    } else {
      head = new Constructor()
      tail = head
    }

    current.next = null

    return current
  }

  function release (obj) {
    tail.next = obj
    tail = obj
  }

  return {
    get: get,
    release: release
  }
}

module.exports = reusify


/***/ }),

/***/ 2743:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*! run-parallel. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
module.exports = runParallel

const queueMicrotask = __nccwpck_require__(4351)

function runParallel (tasks, cb) {
  let results, pending, keys
  let isSync = true

  if (Array.isArray(tasks)) {
    results = []
    pending = tasks.length
  } else {
    keys = Object.keys(tasks)
    results = {}
    pending = keys.length
  }

  function done (err) {
    function end () {
      if (cb) cb(err, results)
      cb = null
    }
    if (isSync) queueMicrotask(end)
    else end()
  }

  function each (i, err, result) {
    results[i] = result
    if (--pending === 0 || err) {
      done(err)
    }
  }

  if (!pending) {
    // empty
    done(null)
  } else if (keys) {
    // object
    keys.forEach(function (key) {
      tasks[key](function (err, result) { each(key, err, result) })
    })
  } else {
    // array
    tasks.forEach(function (task, i) {
      task(function (err, result) { each(i, err, result) })
    })
  }

  isSync = false
}


/***/ }),

/***/ 7551:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*!
 * to-regex-range <https://github.com/micromatch/to-regex-range>
 *
 * Copyright (c) 2015-present, Jon Schlinkert.
 * Released under the MIT License.
 */



const isNumber = __nccwpck_require__(3102);

const toRegexRange = (min, max, options) => {
  if (isNumber(min) === false) {
    throw new TypeError('toRegexRange: expected the first argument to be a number');
  }

  if (max === void 0 || min === max) {
    return String(min);
  }

  if (isNumber(max) === false) {
    throw new TypeError('toRegexRange: expected the second argument to be a number.');
  }

  let opts = { relaxZeros: true, ...options };
  if (typeof opts.strictZeros === 'boolean') {
    opts.relaxZeros = opts.strictZeros === false;
  }

  let relax = String(opts.relaxZeros);
  let shorthand = String(opts.shorthand);
  let capture = String(opts.capture);
  let wrap = String(opts.wrap);
  let cacheKey = min + ':' + max + '=' + relax + shorthand + capture + wrap;

  if (toRegexRange.cache.hasOwnProperty(cacheKey)) {
    return toRegexRange.cache[cacheKey].result;
  }

  let a = Math.min(min, max);
  let b = Math.max(min, max);

  if (Math.abs(a - b) === 1) {
    let result = min + '|' + max;
    if (opts.capture) {
      return `(${result})`;
    }
    if (opts.wrap === false) {
      return result;
    }
    return `(?:${result})`;
  }

  let isPadded = hasPadding(min) || hasPadding(max);
  let state = { min, max, a, b };
  let positives = [];
  let negatives = [];

  if (isPadded) {
    state.isPadded = isPadded;
    state.maxLen = String(state.max).length;
  }

  if (a < 0) {
    let newMin = b < 0 ? Math.abs(b) : 1;
    negatives = splitToPatterns(newMin, Math.abs(a), state, opts);
    a = state.a = 0;
  }

  if (b >= 0) {
    positives = splitToPatterns(a, b, state, opts);
  }

  state.negatives = negatives;
  state.positives = positives;
  state.result = collatePatterns(negatives, positives, opts);

  if (opts.capture === true) {
    state.result = `(${state.result})`;
  } else if (opts.wrap !== false && (positives.length + negatives.length) > 1) {
    state.result = `(?:${state.result})`;
  }

  toRegexRange.cache[cacheKey] = state;
  return state.result;
};

function collatePatterns(neg, pos, options) {
  let onlyNegative = filterPatterns(neg, pos, '-', false, options) || [];
  let onlyPositive = filterPatterns(pos, neg, '', false, options) || [];
  let intersected = filterPatterns(neg, pos, '-?', true, options) || [];
  let subpatterns = onlyNegative.concat(intersected).concat(onlyPositive);
  return subpatterns.join('|');
}

function splitToRanges(min, max) {
  let nines = 1;
  let zeros = 1;

  let stop = countNines(min, nines);
  let stops = new Set([max]);

  while (min <= stop && stop <= max) {
    stops.add(stop);
    nines += 1;
    stop = countNines(min, nines);
  }

  stop = countZeros(max + 1, zeros) - 1;

  while (min < stop && stop <= max) {
    stops.add(stop);
    zeros += 1;
    stop = countZeros(max + 1, zeros) - 1;
  }

  stops = [...stops];
  stops.sort(compare);
  return stops;
}

/**
 * Convert a range to a regex pattern
 * @param {Number} `start`
 * @param {Number} `stop`
 * @return {String}
 */

function rangeToPattern(start, stop, options) {
  if (start === stop) {
    return { pattern: start, count: [], digits: 0 };
  }

  let zipped = zip(start, stop);
  let digits = zipped.length;
  let pattern = '';
  let count = 0;

  for (let i = 0; i < digits; i++) {
    let [startDigit, stopDigit] = zipped[i];

    if (startDigit === stopDigit) {
      pattern += startDigit;

    } else if (startDigit !== '0' || stopDigit !== '9') {
      pattern += toCharacterClass(startDigit, stopDigit, options);

    } else {
      count++;
    }
  }

  if (count) {
    pattern += options.shorthand === true ? '\\d' : '[0-9]';
  }

  return { pattern, count: [count], digits };
}

function splitToPatterns(min, max, tok, options) {
  let ranges = splitToRanges(min, max);
  let tokens = [];
  let start = min;
  let prev;

  for (let i = 0; i < ranges.length; i++) {
    let max = ranges[i];
    let obj = rangeToPattern(String(start), String(max), options);
    let zeros = '';

    if (!tok.isPadded && prev && prev.pattern === obj.pattern) {
      if (prev.count.length > 1) {
        prev.count.pop();
      }

      prev.count.push(obj.count[0]);
      prev.string = prev.pattern + toQuantifier(prev.count);
      start = max + 1;
      continue;
    }

    if (tok.isPadded) {
      zeros = padZeros(max, tok, options);
    }

    obj.string = zeros + obj.pattern + toQuantifier(obj.count);
    tokens.push(obj);
    start = max + 1;
    prev = obj;
  }

  return tokens;
}

function filterPatterns(arr, comparison, prefix, intersection, options) {
  let result = [];

  for (let ele of arr) {
    let { string } = ele;

    // only push if _both_ are negative...
    if (!intersection && !contains(comparison, 'string', string)) {
      result.push(prefix + string);
    }

    // or _both_ are positive
    if (intersection && contains(comparison, 'string', string)) {
      result.push(prefix + string);
    }
  }
  return result;
}

/**
 * Zip strings
 */

function zip(a, b) {
  let arr = [];
  for (let i = 0; i < a.length; i++) arr.push([a[i], b[i]]);
  return arr;
}

function compare(a, b) {
  return a > b ? 1 : b > a ? -1 : 0;
}

function contains(arr, key, val) {
  return arr.some(ele => ele[key] === val);
}

function countNines(min, len) {
  return Number(String(min).slice(0, -len) + '9'.repeat(len));
}

function countZeros(integer, zeros) {
  return integer - (integer % Math.pow(10, zeros));
}

function toQuantifier(digits) {
  let [start = 0, stop = ''] = digits;
  if (stop || start > 1) {
    return `{${start + (stop ? ',' + stop : '')}}`;
  }
  return '';
}

function toCharacterClass(a, b, options) {
  return `[${a}${(b - a === 1) ? '' : '-'}${b}]`;
}

function hasPadding(str) {
  return /^-?(0+)\d/.test(str);
}

function padZeros(value, tok, options) {
  if (!tok.isPadded) {
    return value;
  }

  let diff = Math.abs(tok.maxLen - String(value).length);
  let relax = options.relaxZeros !== false;

  switch (diff) {
    case 0:
      return '';
    case 1:
      return relax ? '0?' : '0';
    case 2:
      return relax ? '0{0,2}' : '00';
    default: {
      return relax ? `0{0,${diff}}` : `0{${diff}}`;
    }
  }
}

/**
 * Cache
 */

toRegexRange.cache = {};
toRegexRange.clearCache = () => (toRegexRange.cache = {});

/**
 * Expose `toRegexRange`
 */

module.exports = toRegexRange;


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3281:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



/* eslint-disable no-var */

var reusify = __nccwpck_require__(844)

function fastqueue (context, worker, _concurrency) {
  if (typeof context === 'function') {
    _concurrency = worker
    worker = context
    context = null
  }

  if (!(_concurrency >= 1)) {
    throw new Error('fastqueue concurrency must be equal to or greater than 1')
  }

  var cache = reusify(Task)
  var queueHead = null
  var queueTail = null
  var _running = 0
  var errorHandler = null

  var self = {
    push: push,
    drain: noop,
    saturated: noop,
    pause: pause,
    paused: false,

    get concurrency () {
      return _concurrency
    },
    set concurrency (value) {
      if (!(value >= 1)) {
        throw new Error('fastqueue concurrency must be equal to or greater than 1')
      }
      _concurrency = value

      if (self.paused) return
      for (; queueHead && _running < _concurrency;) {
        _running++
        release()
      }
    },

    running: running,
    resume: resume,
    idle: idle,
    length: length,
    getQueue: getQueue,
    unshift: unshift,
    empty: noop,
    kill: kill,
    killAndDrain: killAndDrain,
    error: error,
    abort: abort
  }

  return self

  function running () {
    return _running
  }

  function pause () {
    self.paused = true
  }

  function length () {
    var current = queueHead
    var counter = 0

    while (current) {
      current = current.next
      counter++
    }

    return counter
  }

  function getQueue () {
    var current = queueHead
    var tasks = []

    while (current) {
      tasks.push(current.value)
      current = current.next
    }

    return tasks
  }

  function resume () {
    if (!self.paused) return
    self.paused = false
    if (queueHead === null) {
      _running++
      release()
      return
    }
    for (; queueHead && _running < _concurrency;) {
      _running++
      release()
    }
  }

  function idle () {
    return _running === 0 && self.length() === 0
  }

  function push (value, done) {
    var current = cache.get()

    current.context = context
    current.release = release
    current.value = value
    current.callback = done || noop
    current.errorHandler = errorHandler

    if (_running >= _concurrency || self.paused) {
      if (queueTail) {
        queueTail.next = current
        queueTail = current
      } else {
        queueHead = current
        queueTail = current
        self.saturated()
      }
    } else {
      _running++
      worker.call(context, current.value, current.worked)
    }
  }

  function unshift (value, done) {
    var current = cache.get()

    current.context = context
    current.release = release
    current.value = value
    current.callback = done || noop
    current.errorHandler = errorHandler

    if (_running >= _concurrency || self.paused) {
      if (queueHead) {
        current.next = queueHead
        queueHead = current
      } else {
        queueHead = current
        queueTail = current
        self.saturated()
      }
    } else {
      _running++
      worker.call(context, current.value, current.worked)
    }
  }

  function release (holder) {
    if (holder) {
      cache.release(holder)
    }
    var next = queueHead
    if (next && _running <= _concurrency) {
      if (!self.paused) {
        if (queueTail === queueHead) {
          queueTail = null
        }
        queueHead = next.next
        next.next = null
        worker.call(context, next.value, next.worked)
        if (queueTail === null) {
          self.empty()
        }
      } else {
        _running--
      }
    } else if (--_running === 0) {
      self.drain()
    }
  }

  function kill () {
    queueHead = null
    queueTail = null
    self.drain = noop
  }

  function killAndDrain () {
    queueHead = null
    queueTail = null
    self.drain()
    self.drain = noop
  }

  function abort () {
    var current = queueHead
    queueHead = null
    queueTail = null

    while (current) {
      var next = current.next
      var callback = current.callback
      var errorHandler = current.errorHandler
      var val = current.value
      var context = current.context

      // Reset the task state
      current.value = null
      current.callback = noop
      current.errorHandler = null
      current.next = null

      // Call error handler if present
      if (errorHandler) {
        errorHandler(new Error('abort'), val)
      }

      // Call callback with error
      callback.call(context, new Error('abort'))

      // This task was queued, so return it to the pool without updating
      // the running worker count.
      cache.release(current)

      current = next
    }

    self.drain = noop
  }

  function error (handler) {
    errorHandler = handler
  }
}

function noop () {}

function Task () {
  this.value = null
  this.callback = noop
  this.next = null
  this.release = noop
  this.context = null
  this.errorHandler = null

  var self = this

  this.worked = function worked (err, result) {
    var callback = self.callback
    var errorHandler = self.errorHandler
    var val = self.value
    self.value = null
    self.callback = noop
    if (self.errorHandler) {
      errorHandler(err, val)
    }
    callback.call(self.context, err, result)
    self.release(self)
  }
}

function queueAsPromised (context, worker, _concurrency) {
  if (typeof context === 'function') {
    _concurrency = worker
    worker = context
    context = null
  }

  function asyncWrapper (arg, cb) {
    worker.call(this, arg)
      .then(function (res) {
        cb(null, res)
      }, cb)
  }

  var queue = fastqueue(context, asyncWrapper, _concurrency)

  var pushCb = queue.push
  var unshiftCb = queue.unshift

  queue.push = push
  queue.unshift = unshift
  queue.drained = drained

  return queue

  function push (value) {
    var p = new Promise(function (resolve, reject) {
      pushCb(value, function (err, result) {
        if (err) {
          reject(err)
          return
        }
        resolve(result)
      })
    })

    // Let's fork the promise chain to
    // make the error bubble up to the user but
    // not lead to a unhandledRejection
    p.catch(noop)

    return p
  }

  function unshift (value) {
    var p = new Promise(function (resolve, reject) {
      unshiftCb(value, function (err, result) {
        if (err) {
          reject(err)
          return
        }
        resolve(result)
      })
    })

    // Let's fork the promise chain to
    // make the error bubble up to the user but
    // not lead to a unhandledRejection
    p.catch(noop)

    return p
  }

  function drained () {
    var p = new Promise(function (resolve) {
      process.nextTick(function () {
        if (queue.idle()) {
          resolve()
        } else {
          var previousDrain = queue.drain
          queue.drain = function () {
            if (typeof previousDrain === 'function') previousDrain()
            resolve()
            queue.drain = previousDrain
          }
        }
      })
    })

    return p
  }
}

module.exports = fastqueue
module.exports.promise = queueAsPromised


/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
__webpack_unused_export__ = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
// EXTERNAL MODULE: ./node_modules/fast-glob/out/index.js
var out = __nccwpck_require__(5648);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./build/golden/expectations.js

/**
 * Expectation (golden) files: `<capture file name>.expected.yaml`, next to the capture.
 *
 * A finding is identified by its rule id and its line: rewording a message, or changing a
 * severity, does not make an expectation stale. Several findings of one rule on one line are
 * counted. Messages are kept in the file for the reader of a PR diff, and not compared.
 */
const EXPECTATION_SUFFIX = '.expected.yaml';
function expectationPathFor(capturePath) {
    return `${capturePath}${EXPECTATION_SUFFIX}`;
}
function isExpectationFile(path) {
    return path.endsWith(EXPECTATION_SUFFIX);
}
/** Identity of a finding for the diff. */
function findingKey(finding) {
    return `${finding.line}\u0000${finding.rule}`;
}
function parseExpectations(text) {
    const data = (parse(text) ?? {});
    const findings = Array.isArray(data.findings) ? data.findings : [];
    return {
        revision: typeof data.revision === 'string' ? data.revision : undefined,
        findings: findings.map((f) => ({
            line: Number(f.line),
            rule: String(f.rule),
            severity: f.severity ?? 'error',
            message: typeof f.message === 'string' ? f.message : undefined,
        })),
    };
}
/** Deterministic text: sorted findings, no timestamps, no absolute paths. */
function formatExpectations(captureName, revision, findings) {
    const sorted = [...findings].sort((a, b) => a.line - b.line || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    const body = {
        revision: revision ?? 'unknown',
        findings: sorted.map((f) => ({ line: f.line, rule: f.rule, severity: f.severity, message: f.message })),
    };
    const header = `# Findings expected in ${captureName}, checked by mcp-capture-lint.\n# Regenerate with: npx mcp-capture-lint check --update <capture>\n`;
    return header + stringify(body, { lineWidth: 0 });
}

;// CONCATENATED MODULE: ./build/app/discover.js




/**
 * PLACEHOLDER first version: expands paths, directories and globs into capture files, sorted.
 * (To do: .gitignore, symlinks that leave cwd, patterns outside cwd.)
 */
async function discoverCaptures(options) {
    const found = new Set();
    const ignore = ['**/node_modules/**', '**/*.expected.yaml', ...(options.exclude ?? [])];
    for (const pattern of options.patterns) {
        const absolute = (0,external_node_path_namespaceObject.resolve)(options.cwd, pattern);
        const info = await (0,promises_namespaceObject.stat)(absolute).catch(() => undefined);
        if (info?.isFile())
            found.add(absolute);
        else {
            const glob = info?.isDirectory() ? `${out.convertPathToPattern(absolute)}/**/*` : out.convertPathToPattern(options.cwd) + '/' + pattern;
            for (const file of await out(glob, { ignore, onlyFiles: true, absolute: true }))
                found.add(file);
        }
    }
    return [...found]
        .filter((file) => !isExpectationFile(file) && !file.endsWith('.md'))
        .sort()
        .map((absolute) => ({ absolute, path: (0,external_node_path_namespaceObject.relative)(options.cwd, absolute).split(external_node_path_namespaceObject.sep).join('/') }));
}

;// CONCATENATED MODULE: ./build/core/capture/json-scan.js
/** Deeper nesting than this is reported as an error rather than tracked. */
const MAX_SCAN_DEPTH = 10_000;
/** Longest value captured whole; a longer one is reported and dropped. */
const MAX_CAPTURE_CHARS = 64 * 1024 * 1024;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
function positionIn(line, index) {
    return { line: line.line, column: index + 1, offset: line.offset + Buffer.byteLength(line.text.slice(0, index), 'utf8') };
}
class JsonScanner {
    handlers;
    stack = [];
    expect = 'value';
    capture;
    failed = false;
    started = false;
    stopped = false;
    constructor(handlers) {
        this.handlers = handlers;
    }
    /** Whether the scanner stands between values (nothing open, not failed). */
    get idle() {
        return !this.failed && this.stack.length === 0 && this.expect === 'value';
    }
    /** Whether a value was started and not finished (at end of input: truncated). */
    get open() {
        return !this.failed && this.stack.length > 0;
    }
    get hasFailed() {
        return this.failed;
    }
    /** Whether any value has begun since the last reset. */
    get sawValue() {
        return this.started;
    }
    reset() {
        this.stack = [];
        this.expect = 'value';
        this.capture = undefined;
        this.failed = false;
        this.started = false;
    }
    /** Scans one line (from `from`); returns the index where scanning stopped (text.length unless failed). */
    push(line, from = 0) {
        if (this.failed)
            return from;
        const text = line.text;
        if (this.capture)
            this.capture.from = from;
        let i = from;
        while (i < text.length) {
            const c = text.charCodeAt(i);
            // whitespace: space, tab, CR
            if (c === 0x20 || c === 0x09 || c === 0x0d) {
                i += 1;
                continue;
            }
            switch (this.expect) {
                case 'value':
                case 'value-or-close': {
                    if (c === 0x5d /* ] */ && this.expect === 'value-or-close') {
                        i = this.close(line, i, 'array');
                        break;
                    }
                    i = this.value(line, i);
                    break;
                }
                case 'key':
                case 'key-or-close': {
                    if (c === 0x7d /* } */ && this.expect === 'key-or-close') {
                        i = this.close(line, i, 'object');
                        break;
                    }
                    if (c !== 0x22)
                        return this.fail(line, i, `expected a property name in double quotes, found ${describe(text, i)}`);
                    const end = stringEnd(text, i);
                    if (end < 0)
                        return this.fail(line, i, 'unterminated string (a JSON string cannot span lines)');
                    let key;
                    try {
                        key = JSON.parse(text.slice(i, end + 1));
                    }
                    catch {
                        return this.fail(line, i, 'invalid escape in a property name');
                    }
                    this.stack[this.stack.length - 1].key = key;
                    this.expect = 'colon';
                    i = end + 1;
                    break;
                }
                case 'colon':
                    if (c !== 0x3a)
                        return this.fail(line, i, `expected ':' after a property name, found ${describe(text, i)}`);
                    this.expect = 'value';
                    i += 1;
                    break;
                case 'comma': {
                    const top = this.stack[this.stack.length - 1];
                    if (c === 0x2c) {
                        if (top.kind === 'array') {
                            top.index += 1;
                            this.expect = 'value';
                        }
                        else {
                            this.expect = 'key';
                        }
                        i += 1;
                    }
                    else if ((c === 0x7d && top.kind === 'object') || (c === 0x5d && top.kind === 'array')) {
                        i = this.close(line, i, top.kind);
                    }
                    else {
                        return this.fail(line, i, `expected ',' or '${top.kind === 'object' ? '}' : ']'}', found ${describe(text, i)}`);
                    }
                    break;
                }
            }
            if (this.failed || this.stopped) {
                this.stopped = false;
                return i;
            }
        }
        if (this.capture) {
            const part = text.slice(this.capture.from) + '\n';
            this.capture.parts.push(part);
            this.capture.chars += part.length;
            if (this.capture.chars > MAX_CAPTURE_CHARS) {
                const start = this.capture.start;
                this.capture = undefined;
                this.failed = true;
                this.handlers.error?.(`a value longer than ${MAX_CAPTURE_CHARS} characters starts here; it was not read`, start);
            }
        }
        return i;
    }
    path() {
        const path = [];
        for (const container of this.stack)
            path.push(container.kind === 'array' ? container.index : (container.key ?? ''));
        return path;
    }
    value(line, i) {
        const text = line.text;
        const c = text.charCodeAt(i);
        let scalarEnd = -1;
        if (c === 0x7b || c === 0x5b) {
            // checked below
        }
        else if (c === 0x22) {
            scalarEnd = stringEnd(text, i);
            if (scalarEnd < 0)
                return this.fail(line, i, 'unterminated string (a JSON string cannot span lines)');
            scalarEnd += 1;
        }
        else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
            NUMBER.lastIndex = i;
            if (!NUMBER.test(text))
                return this.fail(line, i, `invalid number ${describe(text, i)}`);
            scalarEnd = NUMBER.lastIndex;
        }
        else if (text.startsWith('true', i))
            scalarEnd = i + 4;
        else if (text.startsWith('false', i))
            scalarEnd = i + 5;
        else if (text.startsWith('null', i))
            scalarEnd = i + 4;
        else
            return this.fail(line, i, `expected a JSON value, found ${describe(text, i)}`);
        this.started = true;
        const wanted = this.handlers.valueStart ? this.handlers.valueStart(this.path(), positionIn(line, i)) === true && !this.capture : false;
        if (scalarEnd >= 0) {
            if (wanted) {
                const path = this.path();
                this.handlers.captured?.(path, text.slice(i, scalarEnd), positionIn(line, i), positionIn(line, scalarEnd));
            }
            this.afterValue(line, scalarEnd);
            return scalarEnd;
        }
        if (wanted)
            this.capture = { depth: this.stack.length, path: this.path(), start: positionIn(line, i), parts: [], chars: 0, from: i };
        if (this.stack.length >= MAX_SCAN_DEPTH)
            return this.fail(line, i, `values nested deeper than ${MAX_SCAN_DEPTH} levels`);
        this.stack.push({ kind: c === 0x7b ? 'object' : 'array', key: undefined, index: 0 });
        this.expect = c === 0x7b ? 'key-or-close' : 'value-or-close';
        return i + 1;
    }
    close(line, i, kind) {
        this.stack.pop();
        void kind;
        const end = i + 1;
        if (this.handlers.containerEnd)
            this.handlers.containerEnd(this.path(), positionIn(line, end));
        const capture = this.capture;
        if (capture && capture.depth === this.stack.length) {
            capture.parts.push(line.text.slice(capture.from, end));
            this.capture = undefined;
            this.handlers.captured?.(capture.path, capture.parts.join(''), capture.start, positionIn(line, end));
        }
        this.afterValue(line, end);
        return end;
    }
    afterValue(line, end) {
        if (this.stack.length === 0) {
            this.expect = 'value';
            if (this.handlers.topLevelEnd?.(positionIn(line, end)) === true)
                this.stopped = true;
        }
        else {
            this.expect = 'comma';
        }
    }
    fail(line, i, message) {
        this.failed = true;
        this.capture = undefined;
        this.handlers.error?.(message, positionIn(line, i));
        return i;
    }
    /** At end of input: reports a value left open. Returns whether one was. */
    finish(at) {
        if (this.failed || this.stack.length === 0)
            return false;
        this.failed = true;
        this.capture = undefined;
        this.handlers.error?.('the text ends inside a value (truncated)', at);
        return true;
    }
}
/** Index of the closing quote of the string that opens at `start`, or -1 when the line ends first. */
function stringEnd(text, start) {
    let j = start + 1;
    for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0)
            return -1;
        let backslashes = 0;
        for (let k = q - 1; k > start && text.charCodeAt(k) === 0x5c; k -= 1)
            backslashes += 1;
        if (backslashes % 2 === 0)
            return q;
        j = q + 1;
    }
}
function describe(text, i) {
    const shown = text.slice(i, i + 12);
    return shown.length === 0 ? 'the end of the line' : JSON.stringify(shown);
}
/**
 * The end (exclusive) of the JSON value that starts at `start` within one line, or -1 when the
 * line ends before the value does or the text there is not JSON. Used to split a log line's
 * message from what follows it (` { metadata: ... }`).
 */
function valueEndInLine(text, start) {
    let end = -1;
    const scanner = new JsonScanner({
        topLevelEnd(at) {
            end = at.column - 1;
            return true;
        },
    });
    scanner.push({ text, line: 1, offset: 0 }, start);
    return end;
}

;// CONCATENATED MODULE: ./build/core/capture/json-document.js

/**
 * Drives a `JsonScanner` over a whole JSON document (HAR, cassette) line by line, and turns
 * broken JSON into one clear finding at the place it breaks. The document is never held whole:
 * the handlers keep only the values they capture.
 */
function jsonDocumentReader(sink, kind, handlers) {
    let last;
    let reported = false;
    let trailing = false;
    const report = (message, at) => {
        if (reported)
            return;
        reported = true;
        sink.issue({
            rule: 'invalid-json-document',
            severity: 'error',
            message: `This ${kind} is not valid JSON: ${message} (line ${at.line}, column ${at.column}). Nothing after that point was read; repair or re-export the file.`,
            line: at.line,
            column: at.column,
        });
    };
    const scanner = new JsonScanner({
        ...handlers,
        topLevelEnd(end) {
            trailing = true;
            handlers.topLevelEnd?.(end);
            return true;
        },
        error(message, at) {
            report(message, at);
            handlers.error?.(message, at);
        },
    });
    return {
        push(line) {
            last = line;
            if (reported)
                return;
            if (trailing) {
                const extra = line.text.search(/\S/);
                if (extra >= 0)
                    report('more text follows the document', { line: line.line, column: extra + 1, offset: line.offset });
                return;
            }
            const stop = scanner.push(line);
            if (trailing && !scanner.hasFailed && stop < line.text.length) {
                const extra = line.text.slice(stop).search(/\S/);
                if (extra >= 0)
                    report('more text follows the document', { line: line.line, column: stop + extra + 1, offset: line.offset });
            }
        },
        end() {
            if (reported)
                return;
            const at = last ? { line: last.line, column: last.text.length + 1, offset: last.offset } : { line: 1, column: 1, offset: 0 };
            if (!scanner.sawValue)
                report('the file holds no JSON value', at);
            else
                scanner.finish(at);
        },
    };
}

;// CONCATENATED MODULE: ./build/core/capture/parse.js
/**
 * Deepest nesting of arrays and objects a frame may have. JSON.parse copes with far deeper
 * values, but every later recursive walk (shape checks, schema validation, redaction) would
 * overflow the stack on them; real MCP messages stay far below this.
 */
const MAX_NESTING_DEPTH = 1000;
/** The start of `parseError` on frames whose value was dropped for nesting too deep. */
const NESTING_TOO_DEEP = 'nested deeper than';
/**
 * Parses `frame.raw` into `frame.value`, or records why it did not parse in `frame.parseError`
 * (in place: readers build the frame object once). A value nested deeper than
 * MAX_NESTING_DEPTH is dropped and the frame carries a NESTING_TOO_DEEP parse error instead.
 */
function parseInto(frame) {
    const raw = frame.raw;
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (error) {
        frame.parseError = error.message;
        return frame;
    }
    // Each level of nesting needs an opening and a closing bracket, so only a frame longer than
    // twice the limit can exceed it: short frames (nearly all of them) skip the scan.
    if (raw.length > 2 * MAX_NESTING_DEPTH) {
        const at = depthExceededAt(raw, MAX_NESTING_DEPTH);
        if (at !== -1) {
            frame.parseError = `${NESTING_TOO_DEEP} ${MAX_NESTING_DEPTH} levels (arrays and objects inside each other; the limit is passed at character ${at + 1})`;
            return frame;
        }
    }
    frame.value = value;
    return frame;
}
/** Parses a frame's raw text; on failure, records JSON.parse's reason in `parseError`. */
function parseFrame(frame) {
    return parseInto({ ...frame });
}
/** Whether the frame's value was dropped because it nests deeper than MAX_NESTING_DEPTH. */
function isTooDeep(frame) {
    return frame.parseError !== undefined && frame.parseError.startsWith(NESTING_TOO_DEEP);
}
/** Index of the bracket that takes the nesting past `limit` (strings skipped), or -1. */
function depthExceededAt(text, limit) {
    let depth = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            i = parse_stringEnd(text, i + 1);
            if (i === -1)
                return -1;
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            depth += 1;
            if (depth > limit)
                return i;
        }
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            depth -= 1;
        }
    }
    return -1;
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/**
 * Index of the quote that closes a JSON string whose content starts at `from`, or -1 when the
 * string does not close in `text`. Jumps quote to quote with indexOf instead of walking chars.
 */
function parse_stringEnd(text, from) {
    let i = from;
    for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1)
            return -1;
        let backslashes = 0;
        for (let k = q - 1; k >= from && text.charCodeAt(k) === BACKSLASH; k--)
            backslashes++;
        if ((backslashes & 1) === 0)
            return q;
        i = q + 1;
    }
}
/**
 * Advances `state` over one line of JSON text. Returns the index just past the bracket that
 * brings the depth back to 0 (the end of a value), or -1 when the line ends with the value open.
 * A depth that goes negative (a stray closing bracket) also ends the value.
 */
function advanceBrackets(text, from, state) {
    const n = text.length;
    let i = from;
    if (state.inString) {
        const q = parse_stringEnd(text, i);
        if (q === -1)
            return -1;
        state.inString = false;
        i = q + 1;
    }
    for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const q = parse_stringEnd(text, i + 1);
            if (q === -1) {
                state.inString = true;
                return -1;
            }
            i = q;
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            state.depth += 1;
        }
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            state.depth -= 1;
            if (state.depth <= 0)
                return i + 1;
        }
    }
    return -1;
}
/** The span from `start` to `end` (end exclusive: the column and byte just past the frame). */
function spanBetween(start, end) {
    return {
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        offset: start.offset,
        length: end.offset - start.offset,
    };
}
/** Byte length of the first `chars` UTF-16 units of `text` (fast for ASCII text). */
function byteLengthOf(text, chars) {
    if (chars === 0)
        return 0;
    const prefix = chars >= text.length ? text : text.slice(0, chars);
    return Buffer.byteLength(prefix, 'utf8');
}
/** The span of a text that starts at (line, column, offset) in the file. */
function spanOf(raw, line, column, offset) {
    let endLine = line;
    let lastBreak = -1;
    for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) {
        endLine += 1;
        lastBreak = i;
    }
    const endColumn = lastBreak === -1 ? column + raw.length : raw.length - lastBreak;
    return { line, column, endLine, endColumn, offset, length: Buffer.byteLength(raw, 'utf8') };
}
/** The first `max` characters of a line, for messages. */
function excerpt(text, max = 60) {
    const trimmed = text.trim();
    return JSON.stringify(trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed);
}

;// CONCATENATED MODULE: ./build/core/capture/cassette.js


/**
 * mcp-recorder cassettes: a JSON document whose `interactions` each hold the client's `request`
 * message, the server's `response` message (either may be null: notifications get no response,
 * lifecycle entries have neither) and HTTP metadata (`response_status`, `response_is_sse`,
 * `http_method`, `http_path`). Each message object is a frame placed where it starts in the
 * file, with its text as found. Streamed interaction by interaction.
 */
const cassetteFormat = {
    name: 'cassette',
    description: 'mcp-recorder cassettes: a JSON document of recorded HTTP interactions.',
    sniff(input) {
        const head = input.lines.join('\n');
        if (!/^\s*\{/.test(head) || !/"interactions"\s*:/.test(head))
            return 0;
        if (/"(response_is_sse|response_status|recorded_at|jsonrpc_request)"/.test(head))
            return 0.97;
        return 0.85;
    },
    create(sink) {
        let index = 0;
        let held = [];
        let meta = {};
        const inInteraction = (path) => path.length === 3 && path[0] === 'interactions' && typeof path[1] === 'number';
        const emitHeld = () => {
            for (const message of held) {
                const transport = { kind: 'http' };
                if (typeof meta.http_method === 'string')
                    transport.httpMethod = meta.http_method;
                if (typeof meta.http_path === 'string')
                    transport.url = meta.http_path;
                if (message.sender === 'server') {
                    if (typeof meta.response_status === 'number')
                        transport.status = meta.response_status;
                    if (meta.response_is_sse === true)
                        transport.headers = { 'content-type': 'text/event-stream' };
                }
                const frame = {
                    index: index++,
                    raw: message.raw,
                    span: {
                        line: message.start.line,
                        column: message.start.column,
                        endLine: message.end.line,
                        endColumn: message.end.column,
                        offset: message.start.offset,
                        length: message.end.offset - message.start.offset,
                    },
                    sender: message.sender,
                    senderSource: 'http',
                    transport,
                };
                sink.frame(parseFrame(frame));
            }
            held = [];
        };
        const document = jsonDocumentReader(sink, 'cassette', {
            valueStart(path) {
                if (path.length === 2 && path[0] === 'interactions') {
                    held = [];
                    meta = {};
                    return false;
                }
                return inInteraction(path) && typeof path[2] === 'string';
            },
            captured(path, raw, start, end) {
                const key = path[2];
                if (key === 'request' || key === 'response') {
                    if (raw.trimStart().startsWith('null'))
                        return;
                    held.push({ raw, start, end, sender: key === 'request' ? 'client' : 'server' });
                    return;
                }
                // Only small scalars are kept as metadata.
                if (typeof key === 'string' && raw.length < 1024 && !raw.startsWith('{') && !raw.startsWith('[')) {
                    try {
                        meta[key] = JSON.parse(raw);
                    }
                    catch {
                        // broken JSON is reported by the document reader
                    }
                }
            },
            containerEnd(path) {
                // An interaction's metadata may follow its messages: they are emitted when it closes.
                if (path.length === 2 && path[0] === 'interactions')
                    emitHeld();
            },
        });
        return {
            push: (line) => document.push(line),
            end() {
                document.end();
                // A truncated cassette: the messages of the unfinished interaction are still checked.
                emitHeld();
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/capture/claude-log.js


/**
 * Claude Desktop logs: the per-server `mcp-server-<name>.log` files and the main `mcp.log`.
 *
 * A line of the client's own starts with a timestamp and one or two bracketed tags, the server
 * name and the level, in either order (`[name] [info]` in older builds, `[info] [name]` in the
 * main log of newer ones); newer builds append ` { metadata: ... }` after the text, and dump
 * objects over several lines (`%o`). `Message from client: {...}` / `Message from server: {...}`
 * lines carry the frames. Every other line (the client's own notes, the server's stderr that the
 * client copies into the log: stack traces, npm notices, `[38956] ...` lines) is output set aside.
 *
 * Sessions. Each "Initializing server..." line starts a new process of that server; its frames
 * get the session key `<server>#<n>`. When two processes of one server run at once (Claude
 * Desktop spawned every server twice at startup in early 2025), their lines interleave under the
 * same tag, so each frame is assigned by what it is:
 * - a client `initialize` request goes to the oldest open process that has not had one yet
 *   (each process is initialized once, in start order); when none is left, to the newest one
 *   (so a real second initialize on one process stays visible to the session rules);
 * - a response, or a `notifications/cancelled`, goes to the oldest process that has a request
 *   with that id pending from the other peer;
 * - the client's `notifications/initialized` goes to the oldest process whose initialize was
 *   answered and that has not been told yet;
 * - anything else goes to the newest open process that has been initialized, else the newest
 *   open one.
 * A "Server transport closed" line closes the oldest open process (which of two twins died first
 * cannot be told from the log; closing only steers later initialize requests to the live one).
 * A log that starts mid-session, without an "Initializing server..." line, opens process 1 itself.
 */
const PREFIX = /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?) \[([^\]\n]*)\](?: \[([^\]\n]*)\])?(?: |$)/;
const LEVEL = /^(?:info|warn|warning|error|debug|trace|verbose|fatal|log|notice)$/i;
const MESSAGE = /^Message from (client|server): ?/;
const METADATA_SUFFIX = /\s+\{\s*(?:metadata:.*)?$|\s+\{"context":.*$/;
/** The client's own report that it could not parse what the server wrote on stdout. */
const PARSE_FAILURE = /is not valid JSON|Unexpected token|Unexpected non-whitespace character after JSON|Unexpected end of JSON input|Failed to parse (?:message|JSON)|JSON Parse error|Unterminated string in JSON|Bad control character in string literal/i;
function parseLogPrefix(line) {
    const match = PREFIX.exec(line);
    if (!match)
        return undefined;
    const [whole, timestamp, first, second] = match;
    let server;
    let level;
    if (second === undefined) {
        if (LEVEL.test(first))
            level = first;
        else
            server = first;
    }
    else if (LEVEL.test(first) && !LEVEL.test(second)) {
        level = first;
        server = second;
    }
    else {
        server = first;
        level = second;
    }
    return { timestamp, server, level, text: line.slice(whole.length), textStart: whole.length };
}
const claudeLogFormat = {
    name: 'claude-log',
    description: 'Claude Desktop mcp*.log files (Message from client/server lines).',
    sniff(input) {
        let prefixed = 0;
        let messages = 0;
        let nonBlank = 0;
        for (const line of input.lines) {
            if (line.trim() === '')
                continue;
            nonBlank += 1;
            const parsed = parseLogPrefix(line);
            if (!parsed)
                continue;
            prefixed += 1;
            if (MESSAGE.test(parsed.text))
                messages += 1;
        }
        if (messages > 0)
            return 0.95;
        const named = /(^|[\\/])mcp[^\\/]*\.log$/i.test(input.fileName);
        if (prefixed >= 2 && (prefixed / nonBlank >= 0.3 || named))
            return 0.8;
        if (prefixed >= 1 && named)
            return 0.6;
        return 0;
    },
    create(sink) {
        return new ClaudeLogReader(sink);
    },
};
class ClaudeLogReader {
    sink;
    index = 0;
    servers = new Map();
    constructor(sink) {
        this.sink = sink;
    }
    push(record) {
        const parsed = parseLogPrefix(record.text);
        if (!parsed)
            return; // stderr copied into the log, or a continuation of a multi-line dump
        const server = parsed.server ?? '';
        const message = MESSAGE.exec(parsed.text);
        if (message) {
            this.message(record, parsed, server, message[1], parsed.textStart + message[0].length);
            return;
        }
        const text = parsed.text.replace(METADATA_SUFFIX, '');
        if (/^Initializing server\.\.\./.test(text)) {
            this.start(server);
            return;
        }
        if (/^Server transport closed(?! unexpectedly)/.test(text)) {
            const open = this.processes(server).find((p) => !p.closed);
            if (open)
                open.closed = true;
            return;
        }
        if (PARSE_FAILURE.test(text))
            this.parseFailure(record, parsed, server, text);
    }
    end() { }
    processes(server) {
        let list = this.servers.get(server);
        if (!list) {
            list = [];
            this.servers.set(server, list);
        }
        return list;
    }
    start(server) {
        const list = this.processes(server);
        const process = {
            // the main mcp.log of some builds tags a line with the level only
            key: `${server === '' ? 'unnamed' : server}#${list.length + 1}`,
            closed: false,
            initializeSent: false,
            initializeAnswered: false,
            initializedNotified: false,
            pending: new Set(),
        };
        list.push(process);
        return process;
    }
    fallback(server) {
        const list = this.processes(server);
        const open = list.filter((p) => !p.closed);
        return open.filter((p) => p.initializeSent).at(-1) ?? open.at(-1) ?? list.at(-1) ?? this.start(server);
    }
    route(server, sender, value) {
        const list = this.processes(server);
        if (!isObject(value))
            return this.fallback(server);
        const method = typeof value.method === 'string' ? value.method : undefined;
        const id = idKey(value.id);
        const other = sender === 'client' ? 'server' : 'client';
        if (method === 'initialize' && sender === 'client') {
            return list.find((p) => !p.closed && !p.initializeSent) ?? list.at(-1) ?? this.start(server);
        }
        if (method === undefined && id !== undefined) {
            return list.find((p) => p.pending.has(`${other}:${id}`)) ?? this.fallback(server);
        }
        if (method === 'notifications/cancelled' && isObject(value.params)) {
            const target = idKey(value.params.requestId);
            const found = target === undefined ? undefined : list.find((p) => p.pending.has(`${other}:${target}`));
            if (found)
                return found;
        }
        if (method === 'notifications/initialized' && sender === 'client') {
            const found = list.find((p) => p.initializeAnswered && !p.initializedNotified);
            if (found)
                return found;
        }
        return this.fallback(server);
    }
    message(record, parsed, server, sender, jsonStart) {
        const text = record.text;
        const build = (end) => {
            const raw = text.slice(jsonStart, end);
            return parseFrame({
                index: this.index,
                raw,
                span: {
                    line: record.line,
                    column: jsonStart + 1,
                    endLine: record.line,
                    endColumn: end + 1,
                    offset: record.offset + Buffer.byteLength(text.slice(0, jsonStart), 'utf8'),
                    length: Buffer.byteLength(raw, 'utf8'),
                },
                sender,
                senderSource: 'log',
                transport: { kind: 'stdio' },
                timestamp: parsed.timestamp,
            });
        };
        // Fast path: the message is the rest of the line, less the metadata suffix newer builds add.
        const end = jsonStart + text.slice(jsonStart).replace(METADATA_SUFFIX, '').trimEnd().length;
        let frame = build(end);
        if (frame.parseError !== undefined) {
            // Slow path: find where the JSON value really ends (a suffix of another shape follows it).
            const valueEnd = valueEndInLine(text, jsonStart);
            if (valueEnd > 0 && valueEnd !== end)
                frame = build(valueEnd);
        }
        this.index += 1;
        const process = this.route(server, sender, frame.value);
        this.observe(process, sender, frame.value);
        frame.session = process.key;
        this.sink.frame(frame);
    }
    /** Keeps what routing needs: pending ids and the handshake's progress. */
    observe(process, sender, value) {
        if (!isObject(value))
            return;
        const method = typeof value.method === 'string' ? value.method : undefined;
        const id = idKey(value.id);
        const other = sender === 'client' ? 'server' : 'client';
        if (method !== undefined) {
            if (id !== undefined)
                process.pending.add(`${sender}:${id}`);
            if (method === 'initialize' && sender === 'client') {
                process.initializeSent = true;
                process.initializeId = id;
            }
            if (method === 'notifications/initialized' && sender === 'client')
                process.initializedNotified = true;
            if (method === 'notifications/cancelled' && isObject(value.params)) {
                const target = idKey(value.params.requestId);
                if (target !== undefined)
                    process.pending.delete(`${other}:${target}`);
            }
            return;
        }
        if (id !== undefined && process.pending.delete(`${other}:${id}`) && sender === 'server' && id === process.initializeId) {
            process.initializeAnswered = true;
        }
    }
    parseFailure(record, parsed, server, text) {
        const named = server !== '' ? server : /server (\S+?):/.exec(text)?.[1];
        const process = named !== undefined && this.servers.has(named) ? this.fallback(named) : undefined;
        const what = /("(?:[^"\\]|\\.)*")(?:\.\.\.)? is not valid JSON/.exec(text)?.[1];
        const shown = text.length > 160 ? `${text.slice(0, 160)}…` : text;
        this.sink.issue({
            rule: 'client-parse-failure',
            severity: 'error',
            message: `The client could not parse a line that the server${named ? ` "${named}"` : ''} wrote to stdout` +
                (what ? ` (it began ${what})` : '') +
                `: "${shown}". On stdio, everything a server writes to stdout must be a JSON-RPC message; this is stray output (a banner, a log line, console.log), which the client drops or which breaks the connection. Send logs and banners to stderr.`,
            line: record.line,
            column: parsed.textStart + 1,
            session: process?.key,
        });
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function idKey(id) {
    if (typeof id === 'string')
        return `s${id}`;
    if (typeof id === 'number')
        return `n${id}`;
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/capture/jsonl.js

const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const GT = 0x3e;
const LT = 0x3c;
const ARROW_RIGHT = 0x2192;
const ARROW_LEFT = 0x2190;
/** The direction mark at the start of `text`, or undefined. Only marks followed by JSON count. */
function directionMark(text) {
    const c = text.charCodeAt(0);
    let sender;
    let width;
    if (c === GT || c === ARROW_RIGHT) {
        sender = 'client';
        width = 1;
    }
    else if (c === ARROW_LEFT) {
        sender = 'server';
        width = 1;
    }
    else if (c === LT) {
        sender = 'server';
        width = text.charCodeAt(1) === DASH && text.charCodeAt(2) === DASH ? 3 : 1;
    }
    else if (c === DASH && text.charCodeAt(1) === DASH && text.charCodeAt(2) === GT) {
        sender = 'client';
        width = 3;
    }
    else {
        return undefined;
    }
    while (width < text.length && isBlank(text.charCodeAt(width)))
        width++;
    const next = text.charCodeAt(width);
    if (next !== OPEN_BRACE && next !== OPEN_BRACKET)
        return undefined;
    return { sender, width };
}
function isBlank(c) {
    return c === SPACE || c === TAB;
}
/**
 * Whether a line that did not parse still begins the way a JSON-RPC message or batch begins
 * (`{"`, `{}`, `[{`, `[]`, spaces allowed). Log lines such as `[INFO] started` or
 * `[2025-05-02 10:00] ...` start with a bracket too, but are stray output, not broken messages.
 */
function looksLikeMessageStart(text, from) {
    const open = text.charCodeAt(from);
    let i = from + 1;
    while (i < text.length && isBlank(text.charCodeAt(i)))
        i++;
    if (i >= text.length)
        return true; // a lone `{` or `[`: a pretty-printed message begins
    const next = text.charCodeAt(i);
    if (open === OPEN_BRACE)
        return next === QUOTE || next === CLOSE_BRACE;
    return next === OPEN_BRACE || next === CLOSE_BRACKET || next === OPEN_BRACKET;
}
/**
 * The transport of every JSONL frame: one shared, frozen object rather than one per frame (the
 * hot path allocates as little as it can; nothing may change a frame's transport in place).
 */
const STDIO = Object.freeze({ kind: 'stdio' });
/** Lines a message cut by embedded newlines may spread over before reading gives up on it. */
const MAX_CONTINUATION_LINES = 10_000;
/**
 * JSONL: one JSON-RPC message (or batch: a one-line array) per line, as the stdio transport
 * writes it; raw stdout with stray non-protocol lines; lines with direction marks.
 *
 * A line that starts like a message but does not parse and leaves a string or a bracket open is
 * taken as a message cut by embedded newlines: the lines after it that do not start a message of
 * their own are its continuation, and it yields one parse-error frame spanning all of them.
 * Reading resynchronises at the next line that starts a message.
 */
class JsonlReader {
    sink;
    options;
    index = 0;
    pending;
    straySeverity;
    constructor(sink, options) {
        this.sink = sink;
        this.options = options;
        this.straySeverity = options.mixedOutput ? 'info' : 'error';
    }
    push(record) {
        const text = record.text;
        if (text.length === 0)
            return;
        const c = text.charCodeAt(0);
        // Hot path: an unmarked line that starts with the message itself.
        if ((c === OPEN_BRACE || c === OPEN_BRACKET) && this.pending === undefined) {
            this.lineFrame(record, 0, undefined);
            return;
        }
        this.slowLine(record, c);
    }
    end() {
        const pending = this.pending;
        if (!pending)
            return;
        this.pending = undefined;
        if (pending.lines === 1 && pending.state.depth > 0) {
            // The file stops in the middle of its last message: the recording was cut off.
            const frame = pending.frame;
            this.sink.issue({
                rule: 'truncated-frame',
                severity: 'warning',
                message: `The capture ends in the middle of a message (line ${frame.span.line}: ${excerpt(frame.raw)}): it was cut off before the message closed, so it was not checked. Record the session until the peer has written its last line.`,
                line: frame.span.line,
                column: frame.span.column,
            });
            return;
        }
        this.finishCut(pending);
    }
    slowLine(record, first) {
        const text = record.text;
        let start = 0;
        let sender;
        const mark = directionMark(text);
        if (mark) {
            start = mark.width;
            sender = mark.sender;
        }
        else {
            let i = 0;
            if (isBlank(first) || first === 0x0d) {
                while (i < text.length && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 0x0d))
                    i++;
                if (i === text.length)
                    return; // a blank line
            }
            start = i;
        }
        const c = text.charCodeAt(start);
        const startsMessage = (c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, start);
        if (this.pending) {
            if (startsMessage) {
                this.finishCut(this.pending);
                this.pending = undefined;
            }
            else {
                this.continueCut(this.pending, record);
                return;
            }
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            this.lineFrame(record, start, sender);
            return;
        }
        this.stray(record, start);
    }
    /** One message on one line, from `start` (past any mark or indentation) to the line's end. */
    lineFrame(record, start, sender) {
        const text = record.text;
        let end = text.length;
        while (end > start && isTrailingBlank(text.charCodeAt(end - 1)))
            end--;
        const whole = start === 0 && end === text.length;
        const raw = whole ? text : text.slice(start, end);
        const offset = record.offset + start; // marks and indentation are ASCII
        const frame = {
            index: this.index,
            raw,
            span: {
                line: record.line,
                column: start + 1,
                endLine: record.line,
                endColumn: end + 1,
                offset,
                length: whole && record.bytes !== undefined ? record.bytes : Buffer.byteLength(raw, 'utf8'),
            },
            transport: STDIO,
        };
        if (sender) {
            frame.sender = sender;
            frame.senderSource = 'mark';
        }
        parseInto(frame);
        if (frame.parseError !== undefined && !looksLikeMessageStart(text, start)) {
            // `[INFO] ...`, `{foo}`: a log line that happens to begin with a bracket.
            this.stray(record, start);
            return;
        }
        if (frame.parseError !== undefined) {
            const state = { depth: 0, inString: false };
            if (advanceBrackets(raw, 0, state) === -1 && (state.depth > 0 || state.inString)) {
                // Left open: the message goes on in the lines below (an embedded newline).
                this.pending = {
                    frame,
                    parts: [raw],
                    state,
                    end: { line: record.line, column: end + 1, offset: offset + frame.span.length },
                    lines: 1,
                };
                return;
            }
        }
        this.index += 1;
        this.sink.frame(frame);
    }
    continueCut(pending, record) {
        const text = record.text;
        pending.parts.push(text);
        pending.lines += 1;
        pending.end = { line: record.line, column: text.length + 1, offset: record.offset + byteLengthOf(text, text.length) };
        const closedAt = advanceBrackets(text, 0, pending.state);
        if (closedAt !== -1 || pending.lines >= MAX_CONTINUATION_LINES) {
            if (closedAt !== -1 && closedAt < text.length) {
                pending.end = { line: record.line, column: closedAt + 1, offset: record.offset + byteLengthOf(text, closedAt) };
                pending.parts[pending.parts.length - 1] = text.slice(0, closedAt);
            }
            this.pending = undefined;
            this.finishCut(pending);
        }
    }
    /** Emits a message cut by embedded newlines as one parse-error frame over all its lines. */
    finishCut(pending) {
        const frame = pending.frame;
        frame.index = this.index++;
        if (pending.lines > 1) {
            frame.raw = pending.parts.join('\n');
            frame.span = spanBetween({ line: frame.span.line, column: frame.span.column, offset: frame.span.offset }, pending.end);
            delete frame.value;
            let joinedParses = false;
            try {
                JSON.parse(frame.raw);
                joinedParses = true;
            }
            catch {
                // the usual case: a newline inside a string
            }
            const more = pending.lines - 1;
            frame.parseError = joinedParses
                ? `the message is spread over ${pending.lines} lines; on stdio each line is read as a message of its own, and a message MUST NOT contain embedded newlines`
                : `${frame.parseError}; the message goes on over the next ${more} line${more === 1 ? '' : 's'}: it is cut by an embedded newline, which the stdio transport forbids (MUST NOT)`;
        }
        this.sink.frame(frame);
    }
    stray(record, column0) {
        const text = record.text;
        this.sink.issue({
            rule: 'stray-output',
            severity: this.straySeverity,
            message: this.options.mixedOutput
                ? `Line ${record.line} is not a JSON-RPC message (${excerpt(text)}); it was set aside as output (the capture is declared as mixed stdout and stderr).`
                : `Line ${record.line} is not a JSON-RPC message (${excerpt(text)}): on stdio, stdout carries only protocol messages (MUST), and a client's parser fails on such a line. Write logs and banners to stderr.`,
            line: record.line,
            column: column0 + 1,
        });
    }
}
function isTrailingBlank(c) {
    return c === SPACE || c === TAB || c === 0x0d;
}
/** Whether a line holds one complete JSON object or array (after any direction mark). */
function isOneLineJson(line) {
    let start = 0;
    const mark = directionMark(line);
    if (mark)
        start = mark.width;
    else
        while (start < line.length && isBlank(line.charCodeAt(start)))
            start++;
    const c = line.charCodeAt(start);
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET)
        return false;
    let end = line.length;
    while (end > start && isTrailingBlank(line.charCodeAt(end - 1)))
        end--;
    const last = line.charCodeAt(end - 1);
    return end - start > 1 && (last === CLOSE_BRACE || last === CLOSE_BRACKET) && looksLikeMessageStart(line, start);
}
const jsonlFormat = {
    name: 'jsonl',
    description: 'One JSON-RPC message per line (stdio traffic, raw stdout with stray lines, lines marked > / < or --> / <--).',
    sniff(input) {
        let nonBlank = 0;
        let oneLine = 0;
        let prettyLines = 0;
        let marked = 0;
        let arrayLines = 0;
        for (const line of input.lines) {
            const trimmed = line.trim();
            if (trimmed === '')
                continue;
            nonBlank++;
            // `{...},` / `[{...},`: the elements of a JSON array written one per line (json, not JSONL)
            if (trimmed.endsWith('},') || trimmed.endsWith('],'))
                arrayLines++;
            if (isOneLineJson(line)) {
                oneLine++;
                if (directionMark(line))
                    marked++;
            }
            else if (trimmed === '{' || trimmed === '[' || trimmed === '}' || trimmed === ']' || trimmed === '},' || /^\s+"[^"]*"\s*:/.test(line)) {
                prettyLines++;
            }
        }
        if (nonBlank === 0)
            return 0.1;
        if (oneLine === 0)
            return 0.05;
        if (prettyLines > oneLine || (arrayLines > 0 && arrayLines * 2 >= oneLine))
            return 0.15;
        const ratio = oneLine / nonBlank;
        let score = 0.35 + 0.5 * ratio + (marked > 0 ? 0.05 : 0);
        if (/\.(jsonl|ndjson)$/i.test(input.fileName))
            score += 0.05;
        return Math.min(score, 0.92);
    },
    create(sink, options) {
        return new JsonlReader(sink, options);
    },
};

;// CONCATENATED MODULE: ./build/core/capture/content-length.js


const HEADER = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;
const CONTENT_LENGTH = /content-length[ \t]*:/gi;
function content_length_positionIn(record, index) {
    return { line: record.line, column: index + 1, offset: record.offset + byteLengthOf(record.text, index) };
}
/** Index in `text` just past `bytes` UTF-8 bytes counted from `from` (clamped to the line). */
function indexAfterBytes(text, from, bytes) {
    let i = from;
    let left = bytes;
    while (left > 0 && i < text.length) {
        const c = text.charCodeAt(i);
        if (c < 0x80)
            left -= 1;
        else if (c < 0x800)
            left -= 2;
        else if (c >= 0xd800 && c <= 0xdbff) {
            left -= 4;
            i++;
        }
        else
            left -= 3;
        i++;
    }
    return i;
}
/** Where the next `Content-Length:` header starts in text[from, to), or -1. */
function headerIndex(text, from, to) {
    CONTENT_LENGTH.lastIndex = from;
    const match = CONTENT_LENGTH.exec(text);
    return match && match.index < to ? match.index : -1;
}
function parses(raw) {
    try {
        JSON.parse(raw);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Content-Length framed streams (the framing LSP uses, and that some MCP logs and older stdio
 * bridges record): a header block with `Content-Length: N` (other headers allowed), a blank
 * line, then a body of exactly N bytes. The next header may follow the body directly, on the
 * same line. A body whose size differs from N, a block without Content-Length, a bad value, each
 * gets a `content-length-framing` finding; when the real body can be found (it parses as JSON),
 * the frame is read from it and reading goes on.
 */
class ContentLengthReader {
    sink;
    options;
    index = 0;
    mode = 'headers';
    headers = {};
    headerStart;
    declared;
    bodyParts = [];
    bodyBytes = 0;
    bodyStart;
    /** The body went on past the end of the previous line: its line break belongs to the body. */
    awaitingBreak = false;
    previousLineEnd = 0;
    previousEnd = { line: 1, column: 1, offset: 0 };
    constructor(sink, options) {
        this.sink = sink;
        this.options = options;
    }
    push(record) {
        if (this.awaitingBreak) {
            this.awaitingBreak = false;
            const breakBytes = record.offset - this.previousLineEnd;
            this.bodyParts.push(breakBytes === 2 ? '\r\n' : '\n');
            this.bodyBytes += breakBytes;
            if (this.declared !== undefined && this.bodyBytes >= this.declared) {
                this.emitBody(this.previousEnd, this.declared);
            }
        }
        this.scan(record, 0);
    }
    end() {
        if (this.mode === 'body' && this.bodyParts.length > 0) {
            const raw = this.bodyParts.join('').replace(/\r?\n$/, '');
            if (parses(raw)) {
                this.framingIssue(this.headerStart, `This frame declares Content-Length: ${this.declared}, but the capture ends after a ${Buffer.byteLength(raw)}-byte message: a reader waits for bytes that never come. Write the body's exact size in bytes (UTF-8).`);
                this.bodyParts = [raw];
                this.emitBody(this.previousEnd, undefined);
            }
            else {
                this.sink.issue({
                    rule: 'truncated-frame',
                    severity: 'warning',
                    message: `The capture ends in the middle of a message (${excerpt(raw)}): ${this.bodyBytes} of the ${this.declared} bytes its Content-Length declares are there, so it was not checked. Record the session until the last message is complete.`,
                    line: this.bodyStart?.line ?? this.headerStart?.line ?? 1,
                    column: this.bodyStart?.column ?? 1,
                });
            }
        }
        else if (this.headerStart) {
            this.sink.issue({
                rule: 'truncated-frame',
                severity: 'warning',
                message: 'The capture ends after a header block, before its message body. Record the session until the last message is complete.',
                line: this.headerStart.line,
                column: this.headerStart.column,
            });
        }
        this.reset();
    }
    scan(record, from) {
        const text = record.text;
        let i = from;
        while (this.mode === 'body' || i < text.length || (i === 0 && text.length === 0)) {
            if (this.mode === 'headers') {
                this.headerLine(record, i);
                return;
            }
            const next = this.bodyLine(record, i);
            if (next === -1)
                return;
            i = next;
            if (i >= text.length)
                return;
        }
    }
    headerLine(record, from) {
        const text = from === 0 ? record.text : record.text.slice(from);
        if (text.trim() === '') {
            if (!this.headerStart)
                return; // blank lines between frames
            if (this.declared === undefined) {
                this.framingIssue(this.headerStart, 'This header block has no Content-Length header, so a reader cannot tell where the message ends. Send `Content-Length: <bytes>` before the blank line.');
                this.reset();
                return;
            }
            this.mode = 'body';
            this.bodyStart = undefined;
            return;
        }
        const header = HEADER.exec(text);
        if (header) {
            this.headerStart ??= content_length_positionIn(record, from);
            const name = header[1].toLowerCase();
            this.headers[name] = header[2];
            if (name === 'content-length') {
                if (/^\d+$/.test(header[2]))
                    this.declared = Number(header[2]);
                else
                    this.framingIssue(content_length_positionIn(record, from), `Content-Length must be a number of bytes, but it is ${JSON.stringify(header[2])}.`);
            }
            return;
        }
        const first = text.search(/\S/);
        if (this.headerStart && this.declared !== undefined && looksLikeMessageStart(text, first)) {
            // The blank line between headers and body is missing: read the body anyway.
            this.framingIssue(this.headerStart, 'The blank line between the headers and the body is missing: a reader takes the body for another header. End the header block with an empty line (CRLF CRLF).');
            this.mode = 'body';
            this.bodyStart = undefined;
            this.scan(record, from + first);
            return;
        }
        this.sink.issue({
            rule: 'stray-output',
            severity: this.options.mixedOutput ? 'info' : 'error',
            message: looksLikeMessageStart(text, first)
                ? `Line ${record.line} holds a message without a Content-Length header (${excerpt(text)}): in a Content-Length framed stream a reader cannot find where it ends. Frame every message with its header block.`
                : `Line ${record.line} is neither a header nor a message (${excerpt(text)}): stray output in a framed stream corrupts the reader. Write logs to stderr.`,
            line: record.line,
            column: from + first + 1,
        });
    }
    /** Takes body bytes from this line; returns where reading goes on in the line, or -1. */
    bodyLine(record, from) {
        const text = record.text;
        const declared = this.declared ?? 0;
        if (this.bodyStart === undefined)
            this.bodyStart = content_length_positionIn(record, from);
        // The next frame's header while the body still waits for bytes: the declared length is too long.
        if (from === 0 && this.bodyParts.length > 0 && headerIndex(text, 0, 1) === 0) {
            const raw = this.bodyParts.join('').replace(/\r?\n$/, '');
            this.framingIssue(this.headerStart, `This frame declares Content-Length: ${declared}, but its message is ${Buffer.byteLength(raw)} bytes and the next header follows: a reader would swallow the next frame into this one. Write the body's exact size in bytes (UTF-8).`);
            this.bodyParts = [raw];
            this.emitBody(this.previousEnd, undefined);
            return 0;
        }
        const remaining = declared - this.bodyBytes;
        const lineBytes = Buffer.byteLength(text) - byteLengthOf(text, from);
        const endIndex = remaining <= lineBytes ? indexAfterBytes(text, from, remaining) : text.length;
        // A header inside what the declared length takes in: the length is too long.
        const inner = headerIndex(text, from + 1, endIndex);
        if (inner !== -1 && parses(this.bodyParts.join('') + text.slice(from, inner))) {
            this.bodyParts.push(text.slice(from, inner));
            const size = Buffer.byteLength(this.bodyParts.join(''));
            this.framingIssue(this.headerStart, `This frame declares Content-Length: ${declared}, but its message is ${size} bytes and the next header follows: a reader would swallow the next frame into this one. Write the body's exact size in bytes (UTF-8).`);
            this.emitBody(content_length_positionIn(record, inner), undefined);
            return inner;
        }
        if (remaining > lineBytes) {
            this.bodyParts.push(from === 0 ? text : text.slice(from));
            this.bodyBytes += lineBytes;
            this.awaitingBreak = true;
            this.previousLineEnd = record.offset + Buffer.byteLength(text);
            this.previousEnd = content_length_positionIn(record, text.length);
            return -1;
        }
        this.bodyParts.push(text.slice(from, endIndex));
        this.bodyBytes += remaining;
        const body = this.bodyParts.join('');
        const rest = text.slice(endIndex);
        if (!parses(body) && rest.trim() !== '' && headerIndex(text, endIndex, endIndex + 1) !== endIndex) {
            // The declared length is too short: look for the real end before the next header.
            const nextHeader = headerIndex(text, endIndex, text.length);
            const until = nextHeader === -1 ? text.length : nextHeader;
            const longer = body + text.slice(endIndex, until);
            if (parses(longer.trimEnd())) {
                const cut = until - (longer.length - longer.trimEnd().length);
                this.framingIssue(this.headerStart, `This frame declares Content-Length: ${declared}, but its message is ${Buffer.byteLength(longer.trimEnd())} bytes: a reader stops ${plural(Buffer.byteLength(longer.trimEnd()) - declared, "byte")} short and takes the rest for the next header. Write the body's exact size in bytes (UTF-8).`);
                this.bodyParts = [longer.trimEnd()];
                this.emitBody(content_length_positionIn(record, cut), undefined);
                return until;
            }
        }
        this.emitBody(content_length_positionIn(record, endIndex), declared);
        return endIndex;
    }
    emitBody(end, declared) {
        const raw = this.bodyParts.join('');
        const start = this.bodyStart ?? end;
        const frame = {
            index: this.index++,
            raw,
            span: spanBetween(start, end),
            transport: { kind: 'stdio', headers: this.headers },
        };
        if (declared !== undefined)
            frame.span.length = declared;
        this.sink.frame(parseInto(frame));
        this.reset();
    }
    framingIssue(at, message) {
        this.sink.issue({ rule: 'content-length-framing', severity: 'error', message, line: at?.line ?? 1, column: at?.column ?? 1 });
    }
    reset() {
        this.mode = 'headers';
        this.headers = {};
        this.headerStart = undefined;
        this.declared = undefined;
        this.bodyParts = [];
        this.bodyBytes = 0;
        this.bodyStart = undefined;
        this.awaitingBreak = false;
    }
}
const contentLengthFormat = {
    name: 'content-length',
    description: 'Content-Length framed streams (header block, blank line, body).',
    sniff(input) {
        let headers = 0;
        for (const line of input.lines) {
            // A request or status line means an HTTP trace, whose headers include Content-Length too.
            if (/^(?:[<>*] )?(?:HTTP\/\d(?:\.\d)? \d{3}|(?:GET|POST|PUT|DELETE|PATCH|OPTIONS|HEAD) \S+ HTTP\/\d)/.test(line))
                return 0.1;
            if (/^content-length[ \t]*:[ \t]*\d+[ \t]*$/i.test(line))
                headers++;
        }
        return headers > 0 ? 0.9 : 0;
    },
    create(sink, options) {
        return new ContentLengthReader(sink, options);
    },
};
function plural(count, unit) {
    return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./build/core/capture/sse-parser.js
/** Largest event data kept (characters); a larger event is reported and dropped, so memory stays bounded. */
const MAX_EVENT_CHARS = 64 * 1024 * 1024;
class SseParser {
    callbacks;
    maxEventChars;
    eventType = '';
    data = [];
    id;
    firstLine = 0;
    dataLine = 0;
    dataColumn = 0;
    dataOffset = 0;
    endLine = 0;
    endColumn = 0;
    endOffset = 0;
    dataChars = 0;
    oversized = false;
    constructor(callbacks, maxEventChars = MAX_EVENT_CHARS) {
        this.callbacks = callbacks;
        this.maxEventChars = maxEventChars;
    }
    push(record) {
        const text = record.text;
        if (text.length === 0) {
            this.dispatch();
            return;
        }
        if (this.firstLine === 0)
            this.firstLine = record.line;
        if (text.charCodeAt(0) === 0x3a /* : */)
            return;
        if (text.startsWith('data:')) {
            this.addData(record, text.charCodeAt(5) === 0x20 ? 6 : 5);
            return;
        }
        const colon = text.indexOf(':');
        const field = colon < 0 ? text : text.slice(0, colon);
        let valueStart = colon < 0 ? text.length : colon + 1;
        if (colon >= 0 && text.charCodeAt(valueStart) === 0x20)
            valueStart += 1;
        const value = text.slice(valueStart);
        switch (field) {
            case 'event':
                this.eventType = value;
                break;
            case 'data':
                this.addData(record, valueStart);
                break;
            case 'id':
                if (!value.includes('\u0000'))
                    this.id = value;
                break;
            case 'retry':
                break;
            default: {
                const first = text.trimStart().charAt(0);
                if (first === '{' || first === '[') {
                    this.callbacks.issue({
                        rule: 'sse-unprefixed-json',
                        severity: 'warning',
                        message: `Line ${record.line} holds JSON outside a "data:" field; an SSE client reads it as an unknown field "${field.slice(0, 20)}" and ignores it, so this message is never delivered. Prefix each line of the message with "data: ".`,
                        line: record.line,
                        column: 1,
                    });
                }
            }
        }
    }
    addData(record, valueStart) {
        const text = record.text;
        if (this.dataChars === 0) {
            this.dataLine = record.line;
            this.dataColumn = valueStart + 1;
            // the field name and its space are ASCII: byte count = character count
            this.dataOffset = record.offset + valueStart;
        }
        this.endLine = record.line;
        this.dataChars += text.length - valueStart + 1;
        if (this.dataChars > this.maxEventChars) {
            if (!this.oversized) {
                this.oversized = true;
                this.data = [];
                this.callbacks.issue({
                    rule: 'frame-too-large',
                    severity: 'error',
                    message: `The SSE event whose data starts on line ${this.dataLine} holds more than ${this.maxEventChars} characters of data; it was not read. A message this large is almost certainly a runaway stream (an event never closed by a blank line).`,
                    line: this.dataLine,
                    column: this.dataColumn,
                });
            }
            return;
        }
        this.data.push(text.slice(valueStart));
        this.endColumn = text.length + 1;
        this.endOffset = record.offset + Buffer.byteLength(text, 'utf8');
    }
    /** End of the stream: an event not closed by a blank line is still delivered, with a note. */
    end() {
        if (this.data.length > 0 && !this.oversized) {
            this.callbacks.issue({
                rule: 'sse-unterminated-event',
                severity: 'info',
                message: `The SSE event whose data starts on line ${this.dataLine} is not followed by a blank line; a client dispatches an event only at the blank line, so a live client would not have received it yet. It is checked anyway; if the stream really ended here, end every event with a blank line.`,
                line: this.dataLine,
                column: this.dataColumn,
            });
        }
        this.dispatch();
    }
    dispatch() {
        if (this.data.length > 0 && !this.oversized) {
            this.callbacks.event({
                event: this.eventType === '' ? 'message' : this.eventType,
                data: this.data.join('\n'),
                id: this.id,
                firstLine: this.firstLine,
                dataLine: this.dataLine,
                dataColumn: this.dataColumn,
                dataOffset: this.dataOffset,
                endLine: this.endLine,
                endColumn: this.endColumn,
                endOffset: this.endOffset,
            });
        }
        this.eventType = '';
        this.data = [];
        this.dataChars = 0;
        this.oversized = false;
        this.id = undefined;
        this.firstLine = 0;
    }
}
/**
 * The frame an SSE event carries (the caller parses it with `parseFrame`). `transport` becomes
 * the frame's own: pass a fresh object per event.
 */
function sseFrameBase(event, index, sender, senderSource, transport) {
    const t = transport;
    t.sseEvent = event.event;
    if (event.id !== undefined)
        t.sseId = event.id;
    return {
        index,
        raw: event.data,
        span: {
            line: event.dataLine,
            column: event.dataColumn,
            endLine: event.endLine,
            endColumn: event.endColumn,
            offset: event.dataOffset,
            length: event.endOffset - event.dataOffset,
        },
        sender,
        senderSource,
        transport: t,
    };
}

;// CONCATENATED MODULE: ./build/core/capture/har.js



const MCP_PATH = /\/(mcp|sse|messages?)(\/|\?|$)/i;
/**
 * HAR 1.2 exports (browser devtools, proxies). Entry by entry, the request's `postData.text`
 * (sender client) and the response's `content.text` (sender server; JSON, or an event stream
 * whose events each become a frame; base64 when `content.encoding` says so) become frames with
 * the entry's headers, status, method and URL. A frame's position is that of the body string in
 * the file. The file is streamed: only the entry being read is kept, so memory is bounded by the
 * largest entry, not the file. Entries whose bodies are not JSON-RPC (pages, scripts, other APIs
 * of a browser session) are skipped: a body is taken when it mentions "jsonrpc" or the URL's
 * path looks like an MCP endpoint (/mcp, /sse, /message).
 */
const harFormat = {
    name: 'har',
    description: 'HAR 1.2 exports (browser or proxy): request and response bodies of each entry.',
    sniff(input) {
        const head = input.lines.join('\n');
        const startsAsObject = /^\s*\{/.test(head);
        if (startsAsObject && /"log"\s*:/.test(head) && /"entries"\s*:/.test(head))
            return 0.97;
        if (startsAsObject && /"log"\s*:\s*\{/.test(head) && /"creator"\s*:/.test(head))
            return 0.9;
        if (/\.har$/i.test(input.fileName))
            return 0.5;
        return 0;
    },
    create(sink) {
        let index = 0;
        let entry;
        const newEntry = () => ({ requestHeaders: {}, responseHeaders: {}, headerNames: new Map() });
        const emit = (raw, at, sender, transport, timestamp) => {
            const frame = {
                index: index++,
                raw,
                span: { line: at.start.line, column: at.start.column, endLine: at.end.line, endColumn: at.end.column, offset: at.start.offset, length: at.end.offset - at.start.offset },
                sender,
                senderSource: 'har',
                transport,
            };
            if (timestamp)
                frame.timestamp = timestamp;
            sink.frame(parseFrame(frame));
        };
        const body = (e, scalar, mime, sender, transport) => {
            if (typeof scalar.value !== 'string')
                return;
            let text = scalar.value;
            if (sender === 'server' && e.encoding === 'base64')
                text = Buffer.from(text, 'base64').toString('utf8');
            if (text.trim() === '')
                return;
            const type = (mime ?? '').toLowerCase();
            const mcpLike = text.includes('"jsonrpc"') || MCP_PATH.test(pathOf(e.url));
            if (!mcpLike)
                return;
            if (type.includes('text/event-stream') || (!type.includes('json') && /^(event|data|id|retry):/m.test(text))) {
                const parser = new SseParser({
                    issue: (issue) => sink.issue({ ...issue, line: scalar.start.line, column: scalar.start.column }),
                    event(event) {
                        if (event.event === 'endpoint') {
                            transport.endpoint = event.data;
                            return;
                        }
                        const t = { ...transport, sseEvent: event.event };
                        if (event.id !== undefined)
                            t.sseId = event.id;
                        emit(event.data, scalar, sender, t, e.started);
                    },
                });
                let n = 0;
                for (const lineText of text.split(/\r\n|\n|\r/))
                    parser.push({ text: lineText, line: ++n, offset: 0 });
                parser.end();
                return;
            }
            const trimmed = text.trimStart();
            if (!type.includes('json') && !trimmed.startsWith('{') && !trimmed.startsWith('['))
                return;
            emit(text, scalar, sender, transport, e.started);
        };
        const finishEntry = (e) => {
            const request = { kind: 'http', headers: e.requestHeaders };
            if (e.method)
                request.httpMethod = e.method;
            if (e.url)
                request.url = e.url;
            if (e.requestText)
                body(e, e.requestText, e.requestMime, 'client', request);
            const response = { kind: 'http', headers: e.responseHeaders };
            if (e.method)
                response.httpMethod = e.method;
            if (e.url)
                response.url = e.url;
            if (e.status !== undefined)
                response.status = e.status;
            if (e.responseText)
                body(e, e.responseText, e.responseMime, 'server', response);
        };
        const document = jsonDocumentReader(sink, 'HAR file', {
            valueStart(path) {
                if (path.length === 3 && path[0] === 'log' && path[1] === 'entries') {
                    entry = newEntry();
                    return false;
                }
                // Only the scalars the frames need are kept.
                return entry !== undefined && path.length >= 4 && path[0] === 'log' && path[1] === 'entries' && wanted(path.slice(3));
            },
            captured(path, raw, start, end) {
                if (!entry)
                    return;
                let value;
                try {
                    value = JSON.parse(raw);
                }
                catch {
                    return;
                }
                const scalar = { value, start, end };
                const rest = path.slice(3).join('/');
                const header = /^(request|response)\/headers\/(\d+)\/(name|value)$/.exec(rest);
                if (header) {
                    const slot = `${header[1]}/${header[2]}`;
                    const headers = header[1] === 'request' ? entry.requestHeaders : entry.responseHeaders;
                    if (header[3] === 'name') {
                        const name = String(value).toLowerCase();
                        const pendingValue = entry.headerNames.get(`${slot}/value`);
                        if (pendingValue !== undefined)
                            addHeader(headers, name, pendingValue);
                        else
                            entry.headerNames.set(`${slot}/name`, name);
                    }
                    else {
                        const name = entry.headerNames.get(`${slot}/name`);
                        if (name !== undefined)
                            addHeader(headers, name, String(value));
                        else
                            entry.headerNames.set(`${slot}/value`, String(value));
                    }
                    return;
                }
                switch (rest) {
                    case 'startedDateTime':
                        entry.started = String(value);
                        break;
                    case 'request/method':
                        entry.method = String(value);
                        break;
                    case 'request/url':
                        entry.url = String(value);
                        break;
                    case 'request/postData/mimeType':
                        entry.requestMime = String(value);
                        break;
                    case 'request/postData/text':
                        entry.requestText = scalar;
                        break;
                    case 'response/status':
                        if (typeof value === 'number')
                            entry.status = value;
                        break;
                    case 'response/content/mimeType':
                        entry.responseMime = String(value);
                        break;
                    case 'response/content/text':
                        entry.responseText = scalar;
                        break;
                    case 'response/content/encoding':
                        entry.encoding = String(value);
                        break;
                }
            },
            containerEnd(path) {
                if (entry && path.length === 3 && path[0] === 'log' && path[1] === 'entries') {
                    const done = entry;
                    entry = undefined;
                    finishEntry(done);
                }
            },
        });
        return {
            push: (line) => document.push(line),
            end() {
                document.end();
                // A truncated export: the bodies of the unfinished entry read so far are still checked.
                if (entry)
                    finishEntry(entry);
                entry = undefined;
            },
        };
    },
};
const WANTED = /^(startedDateTime|request\/(method|url|postData\/(mimeType|text)|headers\/\d+\/(name|value))|response\/(status|content\/(mimeType|text|encoding)|headers\/\d+\/(name|value)))$/;
function wanted(rest) {
    return WANTED.test(rest.join('/'));
}
function addHeader(headers, name, value) {
    // HTTP/2 exports list pseudo-headers (:method, :path): they are not headers of the message.
    if (name.startsWith(':'))
        return;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
}
function pathOf(url) {
    if (!url)
        return '';
    const match = /^[a-z]+:\/\/[^/]*(\/[^#]*)?/i.exec(url);
    return match?.[1] ?? url;
}

;// CONCATENATED MODULE: ./build/core/capture/curl-command.js

const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json']);
/** Options of curl that take an argument (so the argument is not read as the URL). */
const WITH_ARGUMENT = new Set([
    '-H', '--header', '-X', '--request', '-o', '--output', '-u', '--user', '-A', '--user-agent', '-e', '--referer',
    '-b', '--cookie', '-c', '--cookie-jar', '-m', '--max-time', '--connect-timeout', '-x', '--proxy', '-w', '--write-out',
    '--cacert', '--cert', '--key', '-T', '--upload-file', '-F', '--form', '--resolve', '--retry', '--url',
]);
/**
 * Splits the command (its lines, joined at trailing backslashes) into shell words the way a
 * POSIX shell quotes them: '...' literal, "..." with \" \\ \$ \` escapes, $'...' with C escapes,
 * a backslash outside quotes escapes the next character. Each word knows where its text starts
 * (after an opening quote) and ends in the file.
 */
function words(lines) {
    const result = [];
    let current;
    let quote = '';
    const finish = () => {
        if (current && current.start && current.end)
            result.push({ text: current.chars.join(''), start: current.start, end: current.end });
        current = undefined;
    };
    for (let n = 0; n < lines.length; n += 1) {
        const line = lines[n];
        let text = line.text;
        const continued = n < lines.length - 1 && /\\\s*$/.test(text) && quote === '';
        if (continued)
            text = text.replace(/\\\s*$/, '');
        for (let i = 0; i < text.length; i += 1) {
            const c = text[i];
            const add = (ch, at) => {
                current ??= { chars: [] };
                current.start ??= positionIn(line, at);
                current.chars.push(ch);
                current.end = positionIn(line, at + 1);
            };
            if (quote === "'") {
                if (c === "'")
                    quote = '';
                else
                    add(c, i);
                continue;
            }
            if (quote === '"') {
                if (c === '"')
                    quote = '';
                else if (c === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1])) {
                    add(text[i + 1], i + 1);
                    i += 1;
                }
                else
                    add(c, i);
                continue;
            }
            if (quote === "$'") {
                if (c === "'")
                    quote = '';
                else if (c === '\\' && i + 1 < text.length) {
                    const e = text[i + 1];
                    add(e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e, i + 1);
                    i += 1;
                }
                else
                    add(c, i);
                continue;
            }
            if (c === ' ' || c === '\t') {
                finish();
                continue;
            }
            current ??= { chars: [] };
            if (c === "'")
                quote = "'";
            else if (c === '"')
                quote = '"';
            else if (c === '$' && text[i + 1] === "'") {
                quote = "$'";
                i += 1;
            }
            else if (c === '\\' && i + 1 < text.length) {
                add(text[i + 1], i + 1);
                i += 1;
            }
            else
                add(c, i);
        }
        // A quoted word goes on across the line break (the newline is part of it).
        if (quote !== '' && current)
            current.chars.push('\n');
        else if (!continued)
            finish();
        else
            finish();
    }
    finish();
    return result;
}
/** Reads a curl command (first line starts with `curl` or `$ curl`). */
function parseCurlCommand(lines) {
    const all = words(lines);
    const start = all.findIndex((w) => w.text === 'curl');
    const list = start >= 0 ? all.slice(start + 1) : all;
    const command = { headers: {}, firstLine: lines[0]?.line ?? 1 };
    for (let i = 0; i < list.length; i += 1) {
        const word = list[i];
        let option = word.text;
        let argument;
        // -d'{...}' / -XPOST / -H'...' written without a space
        const glued = /^(-[dXH])(.+)$/s.exec(option);
        if (glued) {
            option = glued[1];
            argument = { text: glued[2], start: { ...word.start, column: word.start.column + 2, offset: word.start.offset + 2 }, end: word.end };
        }
        else if (DATA_OPTIONS.has(option) || WITH_ARGUMENT.has(option)) {
            argument = list[i + 1];
            i += 1;
        }
        if (DATA_OPTIONS.has(option) && argument) {
            if (argument.text.startsWith('@'))
                command.dataFromFile = argument.text.slice(1);
            else if (!command.data)
                command.data = { text: argument.text, start: argument.start, end: argument.end };
            if (option === '--json') {
                command.headers['content-type'] ??= 'application/json';
                command.headers.accept ??= 'application/json';
            }
        }
        else if ((option === '-H' || option === '--header') && argument) {
            const colon = argument.text.indexOf(':');
            if (colon > 0)
                command.headers[argument.text.slice(0, colon).trim().toLowerCase()] = argument.text.slice(colon + 1).trim();
        }
        else if ((option === '-X' || option === '--request') && argument) {
            command.method = argument.text;
        }
        else if (option === '--url' && argument) {
            command.url = argument.text;
        }
        else if (!option.startsWith('-') && /^(https?:\/\/|localhost|127\.|\[)/i.test(option) && !command.url) {
            command.url = option;
        }
    }
    if (!command.method)
        command.method = command.data ? 'POST' : 'GET';
    return command;
}

;// CONCATENATED MODULE: ./build/core/capture/http.js




const METHODS = 'GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS';
const REQUEST_LINE = new RegExp(`^(${METHODS}) (\\S+) HTTP/\\d(?:\\.\\d)?$`);
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? (\d{3})(?: .*)?$/;
const CURL_START = /^\s*(?:\$\s*)?curl(?:\s|$)/;
const CURL_PROGRESS = /^[{}] \[\d+ bytes data\]$/;
const SSE_FIELD = /^(event|data|id|retry):/;
const CHUNK_SIZE = /^[0-9a-fA-F]{1,8}(?:;.*)?$/;
/** Body text kept for a body that does not parse, to show in the finding; the rest is dropped. */
const MAX_BAD_BODY_CHARS = 1024 * 1024;
/**
 * curl -v transcripts and raw HTTP/1.1 traces of Streamable HTTP (and of the legacy HTTP+SSE
 * transport). Request bodies are the client's frames, response bodies the server's; a body is
 * JSON (one or more values, possibly pretty-printed) or an event stream. Bodies are framed by
 * their JSON syntax, never by Content-Length (traces are often re-printed, so it does not match).
 * curl -v does not echo the request body: when the transcript holds the curl command, its
 * `-d` / `--data*` / `--json` argument is the request's frame.
 */
const httpFormat = {
    name: 'http',
    description: 'curl -v transcripts and raw HTTP request/response traces of Streamable HTTP (JSON or SSE bodies).',
    sniff(input) {
        let curlRequest = 0;
        let curlResponse = 0;
        let rawRequest = 0;
        let rawStatus = 0;
        let command = 0;
        for (const line of input.lines) {
            if (line.startsWith('> ') && REQUEST_LINE.test(line.slice(2)))
                curlRequest += 1;
            else if (line.startsWith('< ') && STATUS_LINE.test(line.slice(2)))
                curlResponse += 1;
            else if (REQUEST_LINE.test(line))
                rawRequest += 1;
            else if (STATUS_LINE.test(line))
                rawStatus += 1;
            else if (CURL_START.test(line))
                command += 1;
        }
        if (curlRequest > 0 || curlResponse > 0)
            return 0.95;
        if (rawRequest > 0 && rawStatus > 0)
            return 0.9;
        if (rawRequest > 0 || rawStatus > 0)
            return 0.7;
        // A curl command followed by the body it printed (no -v): JSON or an event stream.
        if (command > 0)
            return 0.75;
        return 0;
    },
    create(sink) {
        return new HttpReader(sink);
    },
};
class HttpReader {
    sink;
    index = 0;
    mode = 'idle';
    message;
    /** The last request line seen, for the responses that follow it. */
    lastRequest = {};
    commandLines;
    pendingCommand;
    // body state
    bodyKind = 'undecided';
    sse;
    json;
    valueStart;
    badBody;
    constructor(sink) {
        this.sink = sink;
    }
    push(line) {
        const text = line.text;
        if (this.commandLines) {
            // A quote left open by a pasted command must not swallow the transcript that follows it.
            const runaway = this.commandQuote !== '' && (CURL_START.test(text) || /^[<>] /.test(text) || STATUS_LINE.test(text));
            if (!runaway) {
                this.commandLine(line);
                return;
            }
            this.finishCommand();
        }
        if (CURL_START.test(text)) {
            this.endMessage();
            this.flushCommand();
            this.commandLines = [];
            this.commandQuote = '';
            this.commandLine(line);
            return;
        }
        if (text === '>' || text.startsWith('> ')) {
            this.curlRequestLine(text.slice(2));
            return;
        }
        if (text === '<' || text.startsWith('< ')) {
            this.curlResponseLine(text.slice(2));
            return;
        }
        if (text === '*' || text.startsWith('* ') || CURL_PROGRESS.test(text))
            return;
        // Markdown fences around pasted blocks (```http, ```json, ```)
        if (text.startsWith('```'))
            return;
        const request = REQUEST_LINE.exec(text);
        if (request) {
            this.startMessage({ side: 'request', curl: false, method: request[1], url: request[2], headers: {} });
            return;
        }
        const status = STATUS_LINE.exec(text);
        if (status) {
            this.startMessage({ side: 'response', curl: false, status: Number(status[1]), headers: {} });
            return;
        }
        if (this.mode === 'headers' && this.message && !this.message.curl) {
            if (text.trim() === '') {
                this.startBody();
                return;
            }
            if (this.addHeader(text))
                return;
            this.startBody();
        }
        if (this.mode === 'body')
            this.bodyLine(line);
        // idle: text outside any HTTP message (notes, prompts) is set aside
    }
    end() {
        if (this.commandLines)
            this.finishCommand();
        this.endMessage();
        this.flushCommand();
    }
    // --- curl command -----------------------------------------------------------------------
    /** The quote left open at the end of the command lines so far (a -d argument spanning lines). */
    commandQuote = '';
    commandLine(line) {
        this.commandLines?.push(line);
        const text = line.text;
        let quote = this.commandQuote;
        for (let i = 0; i < text.length; i += 1) {
            const c = text[i];
            if (quote === "'") {
                if (c === "'")
                    quote = '';
            }
            else if (quote === '"') {
                if (c === '\\')
                    i += 1;
                else if (c === '"')
                    quote = '';
            }
            else if (c === '\\')
                i += 1;
            else if (c === "'" || c === '"')
                quote = c;
        }
        this.commandQuote = quote;
        if (quote === '' && !/\\\s*$/.test(text))
            this.finishCommand();
    }
    finishCommand() {
        const lines = this.commandLines ?? [];
        this.commandLines = undefined;
        const command = parseCurlCommand(lines);
        this.pendingCommand = command;
        this.lastRequest = { method: command.method, url: command.url };
        // Without -v, curl prints the response body right after the command.
        this.message = { side: 'response', curl: true, headers: {} };
        this.mode = 'body';
        this.resetBody();
    }
    /** Emits the request frame the pending curl command holds, with the headers known by now. */
    flushCommand(echo) {
        const command = this.pendingCommand;
        if (!command)
            return;
        this.pendingCommand = undefined;
        if (!command.data)
            return;
        const { text, start, end } = command.data;
        const transport = { kind: 'http', headers: echo?.headers ?? command.headers };
        const method = echo?.method ?? command.method;
        const url = echo?.url ?? command.url;
        if (method)
            transport.httpMethod = method;
        if (url)
            transport.url = url;
        this.emit(text, start, end, 'client', transport);
    }
    // --- curl -v ----------------------------------------------------------------------------
    curlRequestLine(content) {
        const request = REQUEST_LINE.exec(content);
        if (request) {
            this.startMessage({ side: 'request', curl: true, method: request[1], url: request[2], headers: {} });
            return;
        }
        if (!this.message || this.message.side !== 'request' || this.mode !== 'headers')
            return;
        if (content.trim() === '') {
            // curl -v never echoes the request body: the command's -d argument stands for it.
            this.flushCommand(this.message);
            this.mode = 'idle';
            return;
        }
        this.addHeader(content);
    }
    curlResponseLine(content) {
        const status = STATUS_LINE.exec(content);
        if (status) {
            this.startMessage({ side: 'response', curl: true, status: Number(status[1]), headers: {} });
            return;
        }
        if (!this.message || this.message.side !== 'response' || this.mode !== 'headers')
            return;
        if (content.trim() === '')
            this.startBody();
        else
            this.addHeader(content);
    }
    // --- messages ---------------------------------------------------------------------------
    startMessage(message) {
        this.endMessage();
        if (message.side === 'request') {
            // curl -v echoes the command's request next: its `>` block brings the real headers.
            if (!message.curl)
                this.flushCommand();
            this.lastRequest = { method: message.method, url: message.url };
        }
        else {
            this.flushCommand();
            message.method = this.lastRequest.method;
            message.url = this.lastRequest.url;
        }
        this.message = message;
        this.mode = 'headers';
    }
    addHeader(text) {
        const colon = text.indexOf(':');
        if (colon <= 0 || !this.message)
            return false;
        const name = text.slice(0, colon).trim().toLowerCase();
        if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name))
            return false;
        const value = text.slice(colon + 1).trim();
        const headers = this.message.headers;
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
        return true;
    }
    startBody() {
        this.mode = 'body';
        this.resetBody();
        const type = this.message?.headers['content-type']?.toLowerCase();
        if (type === undefined)
            return;
        if (type.includes('text/event-stream'))
            this.beginSse();
        else if (type.includes('json'))
            this.beginJson();
        else
            this.bodyKind = 'ignored';
    }
    valuesInBody = 0;
    resetBody() {
        this.valuesInBody = 0;
        this.pendingText = [];
        this.pendingChars = 0;
        this.bodyKind = 'undecided';
        this.sse = undefined;
        this.json = undefined;
        this.valueStart = undefined;
        this.badBody = undefined;
    }
    endMessage() {
        if (this.mode === 'body') {
            this.sse?.end();
            if (this.json && !this.badBody && this.json.open && this.valueStart) {
                // The body ends inside a value: a truncated message, shown as the frame that does not parse.
                this.badBody = { start: this.valueStart, parts: [], chars: 0, endLine: Math.max(this.pendingEndLine, this.valueStart.line) };
                for (const part of this.pendingText)
                    this.addBad(part);
            }
            this.flushBadBody();
        }
        this.resetBody();
        this.mode = 'idle';
        this.message = undefined;
    }
    // --- bodies -----------------------------------------------------------------------------
    bodyLine(line) {
        if (this.bodyKind === 'ignored')
            return;
        if (this.bodyKind === 'undecided') {
            const trimmed = line.text.trimStart();
            if (trimmed === '' || (this.chunked() && CHUNK_SIZE.test(line.text)))
                return;
            if (SSE_FIELD.test(line.text) || line.text.startsWith(':'))
                this.beginSse();
            else if (trimmed.startsWith('{') || trimmed.startsWith('['))
                this.beginJson();
            else {
                // Neither JSON nor an event stream, and no content type says it should be: not MCP.
                this.bodyKind = 'ignored';
                return;
            }
        }
        if (this.sse) {
            this.sse.push(line);
            return;
        }
        if (!this.json)
            return;
        if (this.badBody) {
            this.keepBad(line, 0);
            return;
        }
        const json = this.json;
        // A trace of the wire (tcpflow, a proxy dump) keeps chunked framing: a hex size before each chunk.
        if (json.idle && this.chunked() && CHUNK_SIZE.test(line.text))
            return;
        let from = 0;
        // Scan the line; after each complete value, go on with what follows it on the same line.
        for (;;) {
            const stop = json.push(line, from);
            if (json.hasFailed) {
                if (this.valueStart === undefined && this.valuesInBody > 0) {
                    // Text after a complete body ("Response:", a note): the body has ended; set it aside.
                    this.bodyKind = 'ignored';
                    return;
                }
                const start = this.valueStart ?? firstTextAt(line, from);
                const startsHere = start.line === line.line;
                this.badBody = { start, parts: [], chars: 0, endLine: line.line };
                for (const part of startsHere ? [] : this.pendingText)
                    this.addBad(part);
                this.keepBad(line, startsHere ? start.column - 1 : 0);
                this.pendingText = [];
                return;
            }
            if (stop >= line.text.length)
                break;
            from = stop;
        }
        // Keep the open value's lines, so that one that turns out truncated can be shown whole.
        if (json.idle) {
            this.pendingText = [];
            this.pendingChars = 0;
        }
        else if (this.valueStart) {
            this.pendingEndLine = line.line;
            // Only enough to show the value in a finding is kept; the scanner itself keeps the whole value.
            if (this.pendingChars < MAX_BAD_BODY_CHARS) {
                const from = this.valueStart.line === line.line ? this.valueStart.column - 1 : 0;
                const part = line.text.slice(from) + '\n';
                this.pendingText.push(part);
                this.pendingChars += part.length;
            }
        }
    }
    pendingChars = 0;
    pendingEndLine = 0;
    /** Lines of the value being scanned (from its first character on). */
    pendingText = [];
    chunked() {
        return this.message?.headers['transfer-encoding']?.toLowerCase().includes('chunked') === true;
    }
    beginSse() {
        this.bodyKind = 'sse';
        const message = this.message;
        this.sse = new SseParser({
            issue: (issue) => this.sink.issue(issue),
            event: (event) => {
                if (!message)
                    return;
                this.flushCommand();
                const transport = this.transportOf(message);
                if (event.event === 'endpoint') {
                    this.endpoint = event.data;
                    return;
                }
                if (this.endpoint !== undefined)
                    transport.endpoint = this.endpoint;
                this.sink.frame(parseFrame(sseFrameBase(event, this.index++, this.senderOf(message), 'http', transport)));
            },
        });
    }
    endpoint;
    beginJson() {
        this.bodyKind = 'json';
        const message = this.message;
        this.pendingText = [];
        this.json = new JsonScanner({
            valueStart: (path, at) => {
                if (path.length !== 0)
                    return false;
                this.valueStart = at;
                return true;
            },
            captured: (_path, raw, start, end) => {
                this.valueStart = undefined;
                this.valuesInBody += 1;
                this.pendingText = [];
                if (!message)
                    return;
                this.flushCommand();
                this.emit(raw, start, end, this.senderOf(message), this.transportOf(message));
            },
            error: () => {
                // handled in bodyLine / endMessage: the text becomes a frame that does not parse
            },
        });
    }
    keepBad(line, from) {
        if (!this.badBody)
            return;
        this.addBad(line.text.slice(from) + '\n');
        if (line.text.trim() !== '')
            this.badBody.endLine = line.line;
    }
    addBad(part) {
        const bad = this.badBody;
        if (!bad || bad.chars >= MAX_BAD_BODY_CHARS)
            return;
        bad.parts.push(part);
        bad.chars += part.length;
    }
    flushBadBody() {
        const bad = this.badBody;
        this.badBody = undefined;
        if (!bad || !this.message)
            return;
        const raw = bad.parts.join('').replace(/\s+$/, '');
        if (raw === '')
            return;
        this.flushCommand();
        const lines = raw.split('\n');
        let end;
        if (bad.chars < MAX_BAD_BODY_CHARS) {
            const endColumn = lines.length === 1 ? bad.start.column + raw.length : lines[lines.length - 1].length + 1;
            end = { line: bad.start.line + lines.length - 1, column: endColumn, offset: bad.start.offset + Buffer.byteLength(raw, 'utf8') };
        }
        else {
            // the text shown was cut: the span still ends where the body's text does
            end = { line: bad.endLine, column: 1, offset: bad.start.offset + Buffer.byteLength(raw, 'utf8') };
        }
        this.emit(raw, bad.start, end, this.senderOf(this.message), this.transportOf(this.message));
    }
    // --- frames -----------------------------------------------------------------------------
    senderOf(message) {
        return message.side === 'request' ? 'client' : 'server';
    }
    transportOf(message) {
        const transport = { kind: 'http', headers: message.headers };
        if (message.method)
            transport.httpMethod = message.method;
        if (message.url)
            transport.url = message.url;
        if (message.status !== undefined)
            transport.status = message.status;
        return transport;
    }
    emit(raw, start, end, sender, transport) {
        const frame = {
            index: this.index++,
            raw,
            span: { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, offset: start.offset, length: Math.max(0, end.offset - start.offset) },
            sender,
            senderSource: 'http',
            transport,
        };
        this.sink.frame(parseFrame(frame));
    }
}
function firstTextAt(line, from) {
    let i = from;
    while (i < line.text.length && /\s/.test(line.text[i]))
        i += 1;
    return { line: line.line, column: i + 1, offset: line.offset + Buffer.byteLength(line.text.slice(0, i), 'utf8') };
}

;// CONCATENATED MODULE: ./build/core/capture/json.js


const COMMA = 0x2c;
function json_isBlank(c) {
    return c === 0x20 || c === 0x09 || c === 0x0d;
}
function firstNonBlank(text) {
    let i = 0;
    while (i < text.length && json_isBlank(text.charCodeAt(i)))
        i++;
    return i;
}
/** Index of the next `{` or `[` in `text` from `from` that begins like a message, or -1. */
function nextMessageStart(text, from) {
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if ((c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, i))
            return i;
    }
    return -1;
}
function json_positionIn(record, index) {
    return { line: record.line, column: index + 1, offset: record.offset + byteLengthOf(record.text, index) };
}
/**
 * Finds JSON values in text fed line by line: values written one after another (pretty-printed or
 * not), and the elements of a top-level array that spans several lines (each element its own
 * value, so a file that is one big array of messages never has to be held whole). A top-level
 * array that opens and closes on one line is one value (a batch).
 *
 * Brackets are counted outside strings only; a string is skipped with indexOf, so memory and time
 * stay linear and bounded by the largest value. When a value never closes (a bracket missing), a
 * line that opens a new message at the column where the open value started ends it, so one broken
 * message does not swallow the rest of the file.
 */
class JsonStreamScanner {
    events;
    mode = 'top';
    inArray = false;
    arrayStart;
    state = { depth: 0, inString: false };
    parts = [];
    start = { line: 1, column: 1, offset: 0 };
    /** Column (0-based) of the value's opening bracket when it was the first thing on its line. */
    startIndent = -1;
    lastEnd = { line: 1, column: 1, offset: 0 };
    // Top-level `[` on its opening line: a one-line batch, or the start of an array of messages.
    maybeArray = false;
    elements = [];
    elementFrom = -1;
    constructor(events) {
        this.events = events;
    }
    push(record) {
        const text = record.text;
        let i = 0;
        if (this.mode === 'value') {
            if (this.startIndent >= 0 && !this.maybeArray) {
                const first = firstNonBlank(text);
                const c = text.charCodeAt(first);
                if (first === this.startIndent && (c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, first)) {
                    this.emit(this.lastEnd); // never closed: hand it on as it is (it will not parse)
                }
            }
        }
        if (this.mode === 'value') {
            const end = this.scanValue(text, 0);
            if (end === -1) {
                this.parts.push(text);
                this.lastEnd = json_positionIn(record, text.length);
                return;
            }
            this.parts.push(text.slice(0, end));
            this.emit(json_positionIn(record, end));
            i = end;
        }
        this.scanOutside(record, i);
    }
    /** Ends the input (or a section of it): reports a value or array left open. */
    end() {
        if (this.mode === 'value') {
            const raw = this.parts.join('\n');
            this.events.unclosed(this.start, 'value', raw);
            if (this.inArray && this.arrayStart)
                this.events.unclosed(this.arrayStart, 'array', '');
        }
        else if (this.mode === 'array' && this.arrayStart) {
            this.events.unclosed(this.arrayStart, 'array', '');
        }
        this.mode = 'top';
        this.inArray = false;
        this.arrayStart = undefined;
        this.parts = [];
        this.maybeArray = false;
    }
    scanOutside(record, from) {
        const text = record.text;
        const n = text.length;
        let i = from;
        while (i < n) {
            const c = text.charCodeAt(i);
            if (json_isBlank(c)) {
                i++;
                continue;
            }
            if (this.mode === 'array') {
                if (c === COMMA) {
                    i++;
                    continue;
                }
                if (c === CLOSE_BRACKET) {
                    this.mode = 'top';
                    this.inArray = false;
                    this.arrayStart = undefined;
                    i++;
                    continue;
                }
            }
            else if (c === COMMA && i === firstNonBlank(text)) {
                // `},` / `,` between messages pasted without their enclosing array
                i++;
                continue;
            }
            if ((c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, i)) {
                this.inArray = this.mode === 'array';
                this.mode = 'value';
                this.start = json_positionIn(record, i);
                this.startIndent = i === firstNonBlank(text) ? i : -1;
                this.state.depth = 0;
                this.state.inString = false;
                this.maybeArray = !this.inArray && c === OPEN_BRACKET;
                this.elements = [];
                this.elementFrom = -1;
                const end = this.scanValue(text, i);
                if (end === -1) {
                    this.parts = [text.slice(i)];
                    this.lastEnd = json_positionIn(record, n);
                    if (this.maybeArray)
                        this.becomeArray(record);
                    return;
                }
                this.parts = [text.slice(i, end)];
                this.maybeArray = false;
                this.emit(json_positionIn(record, end));
                i = end;
                continue;
            }
            // Text (`Response: {...}`): set aside up to a message that starts later on the line.
            this.events.text(record, i);
            const next = nextMessageStart(text, i + 1);
            if (next === -1)
                return;
            i = next;
        }
    }
    /** A top-level `[` still open at the end of its line: its elements are the values. */
    becomeArray(record) {
        const text = record.text;
        this.maybeArray = false;
        this.arrayStart = this.start;
        this.inArray = true;
        for (const element of this.elements) {
            this.events.value({
                raw: text.slice(element.from, element.to),
                start: json_positionIn(record, element.from),
                end: json_positionIn(record, element.to),
                inArray: true,
            });
        }
        this.elements = [];
        if (this.state.depth >= 2 && this.elementFrom !== -1) {
            this.start = json_positionIn(record, this.elementFrom);
            this.startIndent = this.elementFrom === firstNonBlank(text) ? this.elementFrom : -1;
            this.parts = [text.slice(this.elementFrom)];
            this.state.depth -= 1;
            this.elementFrom = -1;
            this.mode = 'value';
        }
        else {
            this.parts = [];
            this.state.depth = 0;
            this.state.inString = false;
            this.mode = 'array';
        }
    }
    emit(end) {
        const raw = this.parts.length === 1 ? this.parts[0] : this.parts.join('\n');
        this.parts = [];
        this.mode = this.inArray ? 'array' : 'top';
        this.maybeArray = false;
        this.events.value({ raw, start: this.start, end, inArray: this.inArray });
    }
    /** Scans value text from `from`; returns the index just past the value's end, or -1. */
    scanValue(text, from) {
        const s = this.state;
        const n = text.length;
        let i = from;
        if (s.inString) {
            const q = parse_stringEnd(text, i);
            if (q === -1)
                return -1;
            s.inString = false;
            i = q + 1;
        }
        for (; i < n; i++) {
            const c = text.charCodeAt(i);
            if (c === QUOTE) {
                const q = parse_stringEnd(text, i + 1);
                if (q === -1) {
                    s.inString = true;
                    return -1;
                }
                i = q;
            }
            else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
                s.depth += 1;
                if (this.maybeArray && s.depth === 2)
                    this.elementFrom = i;
            }
            else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                s.depth -= 1;
                if (this.maybeArray && s.depth === 1 && this.elementFrom !== -1) {
                    this.elements.push({ from: this.elementFrom, to: i + 1 });
                    this.elementFrom = -1;
                }
                if (s.depth <= 0)
                    return i + 1;
            }
        }
        return -1;
    }
}
const STREAM_LABEL = /^(STDIN|STDOUT|STDERR)\s*:\s?/i;
const ARROW_LABEL = /^(client|server)\s*(?:->|→|=>)\s*(client|server)\s*:?\s*/i;
function directionLabel(text) {
    const stream = STREAM_LABEL.exec(text);
    if (stream) {
        const name = stream[1].toLowerCase();
        const sender = name === 'stdin' ? 'client' : name === 'stdout' ? 'server' : undefined;
        return { stream: name, sender, rest: text.slice(stream[0].length) };
    }
    const arrow = ARROW_LABEL.exec(text);
    if (arrow && arrow[1].toLowerCase() !== arrow[2].toLowerCase()) {
        return { sender: arrow[1].toLowerCase(), rest: text.slice(arrow[0].length) };
    }
    return undefined;
}
/**
 * Turns scanned values into frames and scanner events into reader issues. Shared by the json
 * and txtar readers; `sender` says who wrote the values fed from now on (txtar sections).
 * With `labels`, direction label lines (see directionLabel) set the sender of the next value.
 */
class ValueFrames {
    sink;
    textMessage;
    labels;
    index = 0;
    sender;
    senderSource;
    labelled;
    constructor(sink, textMessage, labels) {
        this.sink = sink;
        this.textMessage = textMessage;
        this.labels = labels;
    }
    value(value) {
        const frame = { index: this.index++, raw: value.raw, span: spanBetween(value.start, value.end) };
        if (this.labelled) {
            frame.sender = this.labelled;
            frame.senderSource = 'mark';
            this.labelled = undefined;
        }
        else if (this.sender) {
            frame.sender = this.sender;
            frame.senderSource = this.senderSource;
        }
        this.sink.frame(parseInto(frame));
    }
    text(record, column0) {
        const label = this.labels ? directionLabel(record.text.slice(column0)) : undefined;
        if (label) {
            const rest = label.rest.trim();
            if (label.stream === 'stderr')
                return; // logs on stderr are where they belong
            if (rest === '' || rest.startsWith('{') || rest.startsWith('[')) {
                this.labelled = label.sender;
                return;
            }
            if (label.stream) {
                // Text the recorder saw on the protocol stream itself: stray output, as in JSONL.
                this.sink.issue({
                    rule: 'stray-output',
                    severity: this.labels?.mixedOutput ? 'info' : 'error',
                    message: `Line ${record.line} records ${excerpt(rest)} on ${label.stream}, which is not a JSON-RPC message: on stdio, ${label.stream} carries only protocol messages (MUST), and the peer's parser fails on it. Write logs to stderr.`,
                    line: record.line,
                    column: column0 + 1,
                });
                return;
            }
        }
        this.sink.issue({
            rule: 'stray-output',
            severity: 'info',
            message: this.textMessage(record),
            line: record.line,
            column: column0 + 1,
        });
    }
    unclosed(start, what, raw) {
        this.sink.issue({
            rule: 'truncated-frame',
            severity: 'warning',
            message: what === 'value'
                ? `The message that starts here (${excerpt(raw)}) never closes: the capture ends before its last bracket, so it was not checked. Record the whole message, or remove the cut one.`
                : `The JSON array of messages that starts here is not closed: the capture ends before its \`]\`. The messages in it were checked; close the array.`,
            line: start.line,
            column: start.column,
        });
    }
}
class JsonReader {
    scanner;
    constructor(sink, options) {
        const frames = new ValueFrames(sink, (record) => `Line ${record.line} is text between messages, not JSON (${excerpt(record.text)}); it was set aside.`, { mixedOutput: options.mixedOutput });
        this.scanner = new JsonStreamScanner(frames);
    }
    push(record) {
        this.scanner.push(record);
    }
    end() {
        this.scanner.end();
    }
}
const jsonFormat = {
    name: 'json',
    description: 'A JSON array of messages, a single JSON document, or pretty-printed messages one after another (as pasted in issues).',
    sniff(input) {
        let first;
        let prettyLines = 0;
        let oneLine = 0;
        let nonBlank = 0;
        for (const line of input.lines) {
            const trimmed = line.trim();
            if (trimmed === '')
                continue;
            nonBlank++;
            first ??= trimmed;
            if (trimmed === '{' || trimmed === '[' || trimmed === '}' || trimmed === ']' || trimmed === '},' || /^\s+"[^"]*"\s*:/.test(line))
                prettyLines++;
            else if (/^[[{].*[\]}]$/.test(trimmed))
                oneLine++;
        }
        if (first === undefined)
            return 0;
        // A stdio session recorder's log: `STDIN:` / `STDOUT:` label lines before pretty messages.
        if (prettyLines > 0 && input.lines.some((line) => /^(STDIN|STDOUT):\s*$/.test(line)))
            return 0.8;
        const startsJson = first.startsWith('{') || first.startsWith('[');
        const jsonrpc = input.lines.some((line) => line.includes('"jsonrpc"'));
        const opensArray = first.startsWith('[') && !/[\]}]$/.test(first);
        let score;
        if (opensArray)
            score = 0.75; // an array of messages over several lines
        else if (prettyLines > 0 && prettyLines >= oneLine)
            score = startsJson ? 0.75 : 0.4; // text first: a paste, or another format's log
        else if (startsJson && nonBlank === 1)
            score = 0.3; // one line: JSONL reads it the same, as a batch if an array
        else
            score = startsJson ? 0.25 : 0.02;
        if (jsonrpc && score > 0.2)
            score += 0.1;
        if (/\.json$/i.test(input.fileName) && score > 0.2)
            score += 0.05;
        // Capped below the readers of JSON documents with a known layout (HAR, cassettes), which
        // are pretty-printed JSON too and say so with more certainty.
        return Math.min(score, 0.8);
    },
    create(sink, options) {
        return new JsonReader(sink, options);
    },
};

;// CONCATENATED MODULE: ./build/core/capture/sse.js


const sse_SSE_FIELD = /^(event|data|id|retry):/;
/** Lines that say the stream sits inside an HTTP transcript, which the http reader reads whole. */
const HTTP_EVIDENCE = /^(?:[<>] |(?:GET|POST|DELETE) \S+ HTTP\/|HTTP\/\d(?:\.\d)? \d{3}|\s*(?:\$\s*)?curl\s)/;
/**
 * Server-Sent Events streams: every event's joined `data:` lines are one frame sent by the
 * server. The legacy (2024-11-05 HTTP+SSE) `endpoint` event is not a frame: its data (the URI the
 * client POSTs to) is kept in `transport.endpoint` of the frames that follow.
 */
const sseFormat = {
    name: 'sse',
    description: 'Server-Sent Events streams (event:/data:/id: lines), including the 2024-11-05 HTTP+SSE GET stream.',
    sniff(input) {
        let fields = 0;
        let data = 0;
        let other = 0;
        for (const line of input.lines) {
            if (line.trim() === '')
                continue;
            if (HTTP_EVIDENCE.test(line))
                return 0.3;
            if (sse_SSE_FIELD.test(line)) {
                fields += 1;
                if (line.startsWith('data:'))
                    data += 1;
            }
            else if (line.startsWith(':'))
                fields += 1;
            else
                other += 1;
        }
        if (data === 0)
            return 0;
        const share = fields / (fields + other);
        if (share >= 0.8)
            return 0.9;
        if (share >= 0.5)
            return 0.6;
        return 0.2;
    },
    create(sink) {
        let index = 0;
        let endpoint;
        const parser = new SseParser({
            issue: (issue) => sink.issue(issue),
            event(event) {
                if (event.event === 'endpoint') {
                    endpoint = event.data;
                    return;
                }
                const transport = { kind: 'sse' };
                if (endpoint !== undefined)
                    transport.endpoint = endpoint;
                sink.frame(parseFrame(sseFrameBase(event, index++, 'server', 'sse', transport)));
            },
        });
        return {
            push: (line) => parser.push(line),
            end: () => parser.end(),
        };
    },
};

;// CONCATENATED MODULE: ./build/core/capture/txtar.js


/** `-- name --`: a txtar file marker line; returns the name, or undefined. */
function txtarMarker(text) {
    if (text.length < 7 || !text.startsWith('-- '))
        return undefined;
    const end = text.trimEnd();
    if (!end.endsWith(' --'))
        return undefined;
    const name = end.slice(3, -3).trim();
    return name === '' ? undefined : name;
}
/** Which peer wrote the messages of a txtar section, by the section's name. */
function sectionSender(name) {
    const lower = name.toLowerCase();
    if (lower === 'client' || lower.startsWith('client.') || lower.startsWith('client/'))
        return 'client';
    if (lower === 'server' || lower.startsWith('server.') || lower.startsWith('server/'))
        return 'server';
    return undefined;
}
/**
 * txtar archives as the Go SDK's conformance tests write them: a header comment, then sections
 * opened by `-- name --` lines. `-- client --` holds what the client sends and `-- server --` what
 * the server answers, as JSON values one after another (often pretty-printed). The header, the
 * markers and other sections (`-- tools --`, `-- prompts --` name lists) are harness text: no
 * frames, no findings. Note that these fixtures list every client message before every server
 * message, so pairing must go by id, not by order.
 */
class TxtarReader {
    frames;
    scanner;
    inTraffic = false;
    section = '';
    constructor(sink, _options) {
        this.frames = new ValueFrames(sink, (record) => `Line ${record.line} in the -- ${this.section} -- section is not JSON (${excerpt(record.text)}); it was set aside.`);
        this.scanner = new JsonStreamScanner(this.frames);
    }
    push(record) {
        const name = record.text.charCodeAt(0) === 0x2d ? txtarMarker(record.text) : undefined;
        if (name !== undefined) {
            if (this.inTraffic)
                this.scanner.end();
            const sender = sectionSender(name);
            this.section = name;
            this.inTraffic = sender !== undefined;
            this.frames.sender = sender;
            this.frames.senderSource = sender ? 'section' : undefined;
            return;
        }
        if (this.inTraffic)
            this.scanner.push(record);
    }
    end() {
        if (this.inTraffic)
            this.scanner.end();
    }
}
const txtarFormat = {
    name: 'txtar',
    description: 'Go SDK conformance fixtures (txtar): -- client -- / -- server -- sections of messages.',
    sniff(input) {
        let markers = 0;
        let traffic = 0;
        for (const line of input.lines) {
            const name = line.startsWith('-- ') ? txtarMarker(line) : undefined;
            if (name === undefined)
                continue;
            markers++;
            if (sectionSender(name))
                traffic++;
        }
        if (traffic > 0)
            return 0.95;
        if (markers > 0 && /\.txtar$/i.test(input.fileName))
            return 0.6;
        return markers > 0 ? 0.3 : 0;
    },
    create(sink, options) {
        return new TxtarReader(sink, options);
    },
};

;// CONCATENATED MODULE: ./build/core/capture/formats.js









/** Every reader, in the order ties are broken (first wins). */
const FORMATS = [
    jsonlFormat,
    jsonFormat,
    txtarFormat,
    contentLengthFormat,
    sseFormat,
    httpFormat,
    harFormat,
    claudeLogFormat,
    cassetteFormat,
];
function formatByName(name) {
    return FORMATS.find((format) => format.name === name);
}
/**
 * Picks the reader whose sniffer is most confident about the file's beginning (content first,
 * the file name only as a nudge); `options.format` in the engine skips this. How the
 * line-oriented formats tell themselves apart:
 * - JSONL wins when most non-blank lines each hold one complete object or array (after an optional
 *   `>`/`<`/`-->`/`<--` mark); stray text lines lower its confidence but do not lose it the file.
 *   A file of one line that is an array is JSONL too: one batch frame.
 * - json wins when messages are pretty-printed (lines that are only `{`, `}` or `"key": ...`), or
 *   the file opens an array that does not close on its first line (an array of messages, one
 *   element per line or pretty-printed): each element is then a frame.
 * - txtar wins on `-- client --` / `-- server --` marker lines; Content-Length on a
 *   `Content-Length: N` header line, unless an HTTP request or status line says it is an HTTP trace.
 * - Ties go to the earlier reader in FORMATS. With nothing recognisable, JSONL reads the file and
 *   reports its lines as stray output, which is the most useful answer for a broken stdout dump.
 */
function detectFormat(input) {
    let best = FORMATS[0];
    let bestScore = -1;
    for (const format of FORMATS) {
        const score = format.sniff(input);
        if (score > bestScore) {
            best = format;
            bestScore = score;
        }
    }
    return best;
}

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: ./build/core/capture/lines.js


/** Longest line read whole; a longer one is reported and skipped so memory stays bounded. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const fatalDecoder = new TextDecoder('utf-8', { fatal: true });
/**
 * Splits bytes into lines (LF or CRLF; a lone CR stays inside the line), decoding each line as
 * UTF-8 and tracking 1-based line numbers and byte offsets. A leading UTF-8 BOM is skipped.
 * Invalid UTF-8 is reported once per line and decoded with replacement characters.
 */
class LineSplitter {
    callbacks;
    maxLineBytes;
    carry = [];
    carryBytes = 0;
    lineNo = 1;
    offset = 0;
    skippingLongLine = false;
    first = true;
    /** Bytes [validFrom, validTo) of the current chunk are known to be valid UTF-8. */
    validFrom = 0;
    validTo = -1;
    constructor(callbacks, maxLineBytes = MAX_LINE_BYTES) {
        this.callbacks = callbacks;
        this.maxLineBytes = maxLineBytes;
    }
    push(chunk) {
        let start = 0;
        if (this.first) {
            this.first = false;
            if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
                start = 3;
                this.offset = 3;
            }
        }
        // One native validity check for the chunk's whole lines spares a per-line scan for U+FFFD
        // on valid text (nearly always); lines outside that range are checked one by one.
        const firstNl = chunk.indexOf(0x0a, start);
        const lastNl = firstNl === -1 ? -1 : chunk.lastIndexOf(0x0a);
        this.validFrom = firstNl + 1;
        this.validTo = lastNl > firstNl && (0,external_node_buffer_namespaceObject.isUtf8)(chunk.subarray(firstNl + 1, lastNl)) ? lastNl : -1;
        for (;;) {
            const nl = chunk.indexOf(0x0a, start);
            if (nl === -1) {
                if (start < chunk.length)
                    this.keep(chunk.subarray(start));
                return;
            }
            if (this.carry.length === 0 && !this.skippingLongLine && nl - start > this.maxLineBytes) {
                this.skippingLongLine = true;
                this.carryBytes = nl - start;
                this.flushCarry();
            }
            else if (this.carry.length === 0 && !this.skippingLongLine) {
                this.emit(chunk, start, nl, start >= this.validFrom && nl <= this.validTo);
            }
            else {
                this.keep(chunk.subarray(start, nl));
                this.flushCarry();
            }
            this.offset += 1;
            this.lineNo += 1;
            start = nl + 1;
        }
    }
    end() {
        if (this.carry.length > 0 || this.skippingLongLine)
            this.flushCarry();
    }
    keep(part) {
        if (this.skippingLongLine) {
            this.carryBytes += part.length;
            return;
        }
        // A copy: the caller reuses its chunk buffer once push() returns.
        this.carry.push(Buffer.from(part));
        this.carryBytes += part.length;
        if (this.carryBytes > this.maxLineBytes) {
            this.skippingLongLine = true;
            this.carry = [];
        }
    }
    flushCarry() {
        if (this.skippingLongLine) {
            this.callbacks.issue({
                rule: 'line-too-long',
                severity: 'error',
                message: `Line ${this.lineNo} is ${this.carryBytes} bytes long, over the ${this.maxLineBytes}-byte limit for one line; it was skipped unread. Split the capture or check that it is text.`,
                line: this.lineNo,
                column: 1,
            });
            this.offset += this.carryBytes;
            this.skippingLongLine = false;
            this.carryBytes = 0;
            return;
        }
        const bytes = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry);
        this.carry = [];
        this.carryBytes = 0;
        this.emit(bytes, 0, bytes.length, false);
    }
    emit(buffer, start, end, knownValid) {
        const lineStart = this.offset;
        let stop = end;
        if (stop > start && buffer[stop - 1] === 0x0d)
            stop -= 1;
        let text = buffer.toString('utf8', start, stop);
        if (!knownValid && text.includes('\uFFFD')) {
            try {
                fatalDecoder.decode(buffer.subarray(start, stop));
            }
            catch {
                const column = text.indexOf('\uFFFD') + 1;
                this.callbacks.issue({
                    rule: 'invalid-utf8',
                    severity: 'error',
                    message: `Line ${this.lineNo} holds bytes that are not valid UTF-8 (first at column ${column}); MCP messages must be UTF-8. They were read as U+FFFD.`,
                    line: this.lineNo,
                    column,
                });
            }
        }
        if (text.length > 0 && text.charCodeAt(0) === 0xfeff && lineStart === 0)
            text = text.slice(1);
        this.callbacks.line({ text, line: this.lineNo, offset: lineStart, bytes: stop - start });
        this.offset += end - start;
    }
}
/** Splits a whole string (tests, `explain` on pasted text) into line records. */
function splitText(text, callbacks) {
    const splitter = new LineSplitter(callbacks);
    splitter.push(Buffer.from(text, 'utf8'));
    splitter.end();
}
/** Reads a file in chunks and feeds its lines; never holds more than one line and one chunk. */
async function readFileLines(path, callbacks, onChunk) {
    const handle = await (0,promises_namespaceObject.open)(path, 'r');
    try {
        const splitter = new LineSplitter(callbacks);
        let total = 0;
        // One buffer for the whole file: the splitter copies what it keeps of a chunk.
        const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
            if (bytesRead === 0)
                break;
            splitter.push(buffer.subarray(0, bytesRead));
            total += bytesRead;
            onChunk?.(total);
        }
        splitter.end();
    }
    finally {
        await handle.close();
    }
}
/**
 * Why the beginning of a file says it is not a text capture (UTF-16 text, or binary data), or
 * undefined when it reads as text. Invalid UTF-8 here and there is text with bad bytes (the
 * reader reports each line); NUL bytes or mostly control bytes are not.
 */
function describeNonText(head) {
    if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
        return 'UTF-16 text (it starts with a UTF-16 byte order mark), not UTF-8: re-save it as UTF-8 (PowerShell\'s `>` writes UTF-16; use `| Out-File -Encoding utf8`)';
    }
    let nul = 0;
    let control = 0;
    for (let i = 0; i < head.length; i++) {
        const b = head[i];
        if (b === 0)
            nul++;
        else if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b)
            control++;
    }
    if (nul > 0) {
        let evenNul = 0;
        for (let i = 0; i < head.length; i += 2)
            if (head[i] === 0)
                evenNul++;
        const pairs = Math.floor(head.length / 2);
        if (pairs >= 2 && (nul - evenNul >= 0.9 * pairs || evenNul >= 0.9 * pairs)) {
            return 'UTF-16 text (every other byte is NUL), not UTF-8: re-save it as UTF-8';
        }
        return `binary data (it holds NUL bytes, the first at byte ${head.indexOf(0)}): not a capture`;
    }
    if (head.length >= 64 && control / head.length > 0.1)
        return 'binary data (control bytes throughout): not a capture';
    if (head.length >= 64 && !(0,external_node_buffer_namespaceObject.isUtf8)(head)) {
        // Text in another encoding has a few bad bytes (each reported on its line); binary data is mostly bad bytes.
        const decoded = Buffer.from(head.buffer, head.byteOffset, head.length).toString('utf8');
        let replaced = 0;
        for (let i = decoded.indexOf('\uFFFD'); i !== -1; i = decoded.indexOf('\uFFFD', i + 1))
            replaced++;
        if (replaced / decoded.length > 0.2)
            return 'binary data (mostly bytes that are not UTF-8 text): not a capture';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/findings/finding.js
const SEVERITY_RANK = { error: 3, warning: 2, info: 1 };
/** Stable order: by line, then column, then rule id, then message. */
function compareFindings(a, b) {
    return (a.line - b.line ||
        a.column - b.column ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}

;// CONCATENATED MODULE: ./build/core/message.js
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function classifyMessage(frame, value, batch) {
    const message = { frame, value, kind: 'invalid', hasId: false, batch };
    if (frame.sender) {
        message.sender = frame.sender;
        // A reader that guessed the side says so; rules that judge direction trust only known sides.
        if (frame.senderSource === 'inferred')
            message.senderInferred = true;
    }
    if (!isPlainObject(value))
        return message;
    message.hasId = 'id' in value;
    const id = value.id;
    if (typeof id === 'string' || typeof id === 'number')
        message.id = id;
    if (typeof value.method === 'string') {
        message.method = value.method;
        message.params = value.params;
        message.kind = message.hasId && id !== null ? 'request' : 'notification';
    }
    else if ('method' in value) {
        message.kind = 'invalid';
    }
    else if ('error' in value) {
        message.kind = 'error';
    }
    else if ('result' in value) {
        message.kind = 'result';
    }
    return message;
}
/** `"abc"` or `7`, as the id is written in JSON, for messages. */
function formatId(id) {
    return id === undefined ? 'none' : JSON.stringify(id);
}

;// CONCATENATED MODULE: ./build/core/revisions.js
/** The dated MCP protocol revisions this tool knows, oldest first. */
const revisions_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LATEST_REVISION = revisions_REVISIONS[revisions_REVISIONS.length - 1];
function isRevision(value) {
    return typeof value === 'string' && revisions_REVISIONS.includes(value);
}
/** Negative when a is older than b, zero when equal, positive when newer. */
function compareRevisions(a, b) {
    return revisions_REVISIONS.indexOf(a) - revisions_REVISIONS.indexOf(b);
}
/** The revisions from `from` to `to`, both included (`to` defaults to the latest). */
function revisionsBetween(from, to = LATEST_REVISION) {
    return revisions_REVISIONS.slice(revisions_REVISIONS.indexOf(from), revisions_REVISIONS.indexOf(to) + 1);
}
/** Revisions with the initialize handshake (2024-11-05 through 2025-11-25). */
function isLegacyRevision(revision) {
    return compareRevisions(revision, '2026-07-28') < 0;
}

;// CONCATENATED MODULE: ./build/core/protocol/delta.js
const EMPTY_MODEL = (revision) => ({
    revision,
    methods: new Map(),
    errorCodes: new Map(),
    batches: false,
    embedded: new Map(),
    extensionMethods: new Map(),
    removed: new Map(),
    retiredErrorCodes: new Map(),
    errorRanges: [],
    meta: { syntax: false, reservedPrefix: 'none', definedKeys: new Set() },
    requiredRequestMeta: [],
    inputRequiredMethods: new Set(),
    serverRequests: true,
    clientResponses: true,
    changes: [],
});
/** Builds a revision's model from the previous revision's model and the delta. */
function applyDelta(previous, delta) {
    const base = previous ?? EMPTY_MODEL(delta.revision);
    const methods = new Map(base.methods);
    const embedded = new Map(base.embedded);
    const removed = new Map(base.removed);
    const errorCodes = new Map(base.errorCodes);
    const retired = new Map(base.retiredErrorCodes);
    for (const definition of delta.addMethods ?? []) {
        if (methods.has(definition.method))
            throw new Error(`${delta.revision}: ${definition.method} is already defined`);
        methods.set(definition.method, { ...definition, addedIn: delta.revision });
        removed.delete(definition.method);
    }
    for (const change of delta.changeMethods ?? []) {
        const current = methods.get(change.method);
        if (!current)
            throw new Error(`${delta.revision}: cannot change unknown method ${change.method}`);
        methods.set(change.method, { ...current, ...change, addedIn: current.addedIn });
    }
    const lastIn = previous?.revision ?? delta.revision;
    for (const { method, instead } of delta.removeMethods ?? []) {
        const current = methods.get(method) ?? embedded.get(method);
        if (!current)
            throw new Error(`${delta.revision}: cannot remove unknown method ${method}`);
        methods.delete(method);
        embedded.delete(method);
        removed.set(method, { method, kind: current.kind, removedIn: delta.revision, lastIn, instead });
    }
    for (const { method, note } of delta.embedMethods ?? []) {
        const current = methods.get(method);
        if (!current)
            throw new Error(`${delta.revision}: cannot embed unknown method ${method}`);
        methods.delete(method);
        embedded.set(method, { ...current, note, addedIn: delta.revision });
    }
    for (const code of delta.addErrorCodes ?? [])
        errorCodes.set(code.code, { ...code, addedIn: delta.revision });
    for (const { code, instead } of delta.retireErrorCodes ?? []) {
        const current = errorCodes.get(code);
        if (!current)
            throw new Error(`${delta.revision}: cannot retire unknown error code ${code}`);
        errorCodes.delete(code);
        retired.set(code, { code, name: current.name, retiredIn: delta.revision, instead });
    }
    return {
        revision: delta.revision,
        methods,
        errorCodes,
        batches: delta.batches ?? base.batches,
        embedded,
        extensionMethods: delta.extensionMethods ? new Map(delta.extensionMethods.map((m) => [m.method, m])) : base.extensionMethods,
        removed,
        retiredErrorCodes: retired,
        errorRanges: delta.errorRanges ?? base.errorRanges,
        meta: { ...base.meta, ...delta.meta },
        requiredRequestMeta: delta.requiredRequestMeta ?? base.requiredRequestMeta,
        resultTypes: delta.resultTypes ? new Set(delta.resultTypes) : base.resultTypes,
        inputRequiredMethods: delta.inputRequiredMethods ? new Set(delta.inputRequiredMethods) : base.inputRequiredMethods,
        serverRequests: delta.serverRequests ?? base.serverRequests,
        clientResponses: delta.clientResponses ?? base.clientResponses,
        changes: delta.changes,
    };
}

;// CONCATENATED MODULE: ./build/core/protocol/revisions/2024-11-05.js
const C = ['client'];
const S = ['server'];
const BOTH = ['client', 'server'];
/**
 * 2024-11-05, the first dated revision: the whole protocol, written from scratch. Later revisions
 * are deltas on this one.
 */
const revision20241105 = {
    revision: '2024-11-05',
    changes: ['First dated revision: initialize handshake, tools, resources, prompts, logging, sampling, roots, completion; HTTP+SSE and stdio transports.'],
    addMethods: [
        // Lifecycle and utilities.
        { method: 'initialize', kind: 'request', senders: C, paramsRequired: true, result: 'InitializeResult', description: 'Opens the session: the client proposes a protocol version and declares its capabilities and identity.' },
        { method: 'ping', kind: 'request', senders: BOTH, paramsRequired: false, result: 'EmptyResult', description: 'Checks that the other side is alive; the answer is an empty result.' },
        { method: 'notifications/initialized', kind: 'notification', senders: C, paramsRequired: false, description: 'The client says the handshake is complete and normal operation may start.' },
        { method: 'notifications/cancelled', kind: 'notification', senders: BOTH, paramsRequired: true, description: 'Asks the other side to stop work on a request the sender issued earlier.' },
        { method: 'notifications/progress', kind: 'notification', senders: BOTH, paramsRequired: true, description: 'Reports progress on a request that carried a progress token.' },
        // Resources.
        { method: 'resources/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListResourcesResult', capability: { side: 'server', path: ['resources'] }, description: 'Lists the resources the server offers, a page at a time.' },
        { method: 'resources/templates/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListResourceTemplatesResult', capability: { side: 'server', path: ['resources'] }, description: 'Lists the URI templates for parameterised resources.' },
        { method: 'resources/read', kind: 'request', senders: C, paramsRequired: true, result: 'ReadResourceResult', capability: { side: 'server', path: ['resources'] }, description: 'Reads the contents of one resource by URI.' },
        { method: 'resources/subscribe', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'Asks to be told when one resource changes.' },
        { method: 'resources/unsubscribe', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'Cancels an earlier resources/subscribe.' },
        { method: 'notifications/resources/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['resources', 'listChanged'] }, description: 'The server says its list of resources changed.' },
        { method: 'notifications/resources/updated', kind: 'notification', senders: S, paramsRequired: true, capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'The server says a subscribed resource changed.' },
        // Prompts.
        { method: 'prompts/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListPromptsResult', capability: { side: 'server', path: ['prompts'] }, description: 'Lists the prompt templates the server offers.' },
        { method: 'prompts/get', kind: 'request', senders: C, paramsRequired: true, result: 'GetPromptResult', capability: { side: 'server', path: ['prompts'] }, description: 'Fills in one prompt template with arguments and returns its messages.' },
        { method: 'notifications/prompts/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['prompts', 'listChanged'] }, description: 'The server says its list of prompts changed.' },
        // Tools.
        { method: 'tools/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListToolsResult', capability: { side: 'server', path: ['tools'] }, description: 'Lists the tools the server offers, with their input schemas.' },
        { method: 'tools/call', kind: 'request', senders: C, paramsRequired: true, result: 'CallToolResult', capability: { side: 'server', path: ['tools'] }, description: 'Runs one tool with arguments; tool failures come back as a result with isError true.' },
        { method: 'notifications/tools/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['tools', 'listChanged'] }, description: 'The server says its list of tools changed.' },
        // Logging.
        { method: 'logging/setLevel', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['logging'] }, description: 'Sets the lowest level of log messages the server should send.' },
        { method: 'notifications/message', kind: 'notification', senders: S, paramsRequired: true, capability: { side: 'server', path: ['logging'] }, description: 'A log message from the server.' },
        // Completion (no capability gates it in this revision).
        { method: 'completion/complete', kind: 'request', senders: C, paramsRequired: true, result: 'CompleteResult', description: 'Asks for completions of a prompt or resource-template argument.' },
        // Client features the server calls.
        { method: 'sampling/createMessage', kind: 'request', senders: S, paramsRequired: true, result: 'CreateMessageResult', capability: { side: 'client', path: ['sampling'] }, description: 'The server asks the client to run a model completion for it.' },
        { method: 'roots/list', kind: 'request', senders: S, paramsRequired: false, result: 'ListRootsResult', capability: { side: 'client', path: ['roots'] }, description: 'The server asks which filesystem roots the client exposes.' },
        { method: 'notifications/roots/list_changed', kind: 'notification', senders: C, paramsRequired: false, capability: { side: 'client', path: ['roots', 'listChanged'] }, description: 'The client says its list of roots changed.' },
    ],
    addErrorCodes: [
        { code: -32700, name: 'Parse error', origin: 'json-rpc', meaning: 'The receiver could not parse what it got as JSON. From a peer this most often means stray output (a banner, a console.log, a stack trace) corrupted the stream, or a message was cut by an embedded newline.' },
        { code: -32600, name: 'Invalid Request', origin: 'json-rpc', meaning: 'The JSON was not a valid request object: a missing or wrong jsonrpc, id or method, or (where batches are not allowed) an array.' },
        { code: -32601, name: 'Method not found', origin: 'json-rpc', meaning: 'The receiver does not handle that method. After a spelling or case slip (tools/List) it reads like a missing feature; it is also what a peer answers for a capability it never declared.' },
        { code: -32602, name: 'Invalid params', origin: 'json-rpc', meaning: 'The params were wrong: an unknown tool or prompt name, arguments that break the tool\'s input schema, a bad cursor, a missing required field.' },
        { code: -32603, name: 'Internal error', origin: 'json-rpc', meaning: 'The receiver failed while handling the request: an exception in a handler. For tools/call, a failure of the tool itself belongs in a result with isError true.' },
        { code: -32002, name: 'Resource not found', origin: 'mcp', meaning: 'resources/read named a URI the server does not have.' },
    ],
    errorRanges: [
        { from: -32099, to: -32000, kind: 'implementation-defined' },
        { from: -32768, to: -32100, kind: 'reserved-json-rpc' },
    ],
    batches: false,
    meta: { syntax: false, reservedPrefix: 'none', definedKeys: new Set(['progressToken']) },
    serverRequests: true,
    clientResponses: true,
};

;// CONCATENATED MODULE: ./build/core/protocol/revisions/2025-03-26.js
/** 2025-03-26: no method added or removed; JSON-RPC batches arrive, completion gets its capability. */
const revision20250326 = {
    revision: '2025-03-26',
    changes: [
        'JSON-RPC batches: implementations MUST accept arrays of messages (initialize MUST NOT be in one).',
        'Streamable HTTP replaces HTTP+SSE.',
        'completion/complete is gated by the server\'s completions capability.',
        'Tool annotations, audio content, a message on progress notifications, OAuth authorization.',
    ],
    changeMethods: [{ method: 'completion/complete', capability: { side: 'server', path: ['completions'] } }],
    batches: true,
};

;// CONCATENATED MODULE: ./build/core/protocol/revisions/2025-06-18.js
/** 2025-06-18: elicitation arrives, batches go, `_meta` keys get naming rules. */
const revision20250618 = {
    revision: '2025-06-18',
    changes: [
        '+ elicitation/create (server to client), gated by the client\'s elicitation capability.',
        'JSON-RPC batches removed: every message stands alone again.',
        '_meta key names follow a prefix/name syntax; prefixes naming modelcontextprotocol or mcp are reserved.',
        'Structured tool output (structuredContent, outputSchema), resource_link content, title fields.',
        'MCP-Protocol-Version header on HTTP; using only negotiated capabilities becomes a MUST.',
    ],
    addMethods: [
        { method: 'elicitation/create', kind: 'request', senders: ['server'], paramsRequired: true, result: 'ElicitResult', capability: { side: 'client', path: ['elicitation'] }, description: 'The server asks the user, through the client, for structured input.' },
    ],
    batches: false,
    meta: { syntax: true, reservedPrefix: 'any-label' },
};

;// CONCATENATED MODULE: ./build/core/protocol/revisions/2025-11-25.js
const _2025_11_25_BOTH = ['client', 'server'];
/** 2025-11-25: experimental tasks, URL-mode elicitation and its error code. */
const revision20251125 = {
    revision: '2025-11-25',
    changes: [
        '+ tasks/get, tasks/result, tasks/cancel, tasks/list and notifications/tasks/status (either side; experimental).',
        '+ notifications/elicitation/complete (server to client) for URL-mode elicitation.',
        '+ error -32042 URL elicitation required.',
        'The id of an error response may be omitted when the request\'s id could not be read.',
        'Reserved _meta prefixes: the second label is modelcontextprotocol or mcp (io.modelcontextprotocol/).',
        'Sampling with tools, icons, JSON Schema 2020-12 as the default dialect.',
    ],
    addMethods: [
        { method: 'tasks/get', kind: 'request', senders: _2025_11_25_BOTH, paramsRequired: true, result: 'GetTaskResult', capability: { side: 'receiver', path: ['tasks'] }, description: 'Asks for the status of a task started by a task-augmented request.' },
        { method: 'tasks/result', kind: 'request', senders: _2025_11_25_BOTH, paramsRequired: true, result: 'GetTaskPayloadResult', capability: { side: 'receiver', path: ['tasks'] }, description: 'Waits for and fetches the final result of a task.' },
        { method: 'tasks/cancel', kind: 'request', senders: _2025_11_25_BOTH, paramsRequired: true, result: 'CancelTaskResult', capability: { side: 'receiver', path: ['tasks', 'cancel'] }, description: 'Cancels a running task.' },
        { method: 'tasks/list', kind: 'request', senders: _2025_11_25_BOTH, paramsRequired: false, result: 'ListTasksResult', capability: { side: 'receiver', path: ['tasks', 'list'] }, description: 'Lists the tasks the receiver holds for the sender.' },
        { method: 'notifications/tasks/status', kind: 'notification', senders: _2025_11_25_BOTH, paramsRequired: true, description: 'Says that a task changed status.' },
        { method: 'notifications/elicitation/complete', kind: 'notification', senders: ['server'], paramsRequired: true, capability: { side: 'client', path: ['elicitation', 'url'] }, description: 'The server says a URL-mode elicitation finished out of band.' },
    ],
    addErrorCodes: [
        { code: -32042, name: 'URL elicitation required', origin: 'mcp', meaning: 'The request needs the user to complete a URL-mode elicitation first; data.elicitations lists them.' },
    ],
    meta: {
        reservedPrefix: 'second-label',
        definedKeys: new Set(['progressToken', 'io.modelcontextprotocol/related-task', 'io.modelcontextprotocol/model-immediate-response']),
    },
};

;// CONCATENATED MODULE: ./build/core/protocol/revisions/2026-07-28.js
const TASKS_EXTENSION = 'tasks moved out of the core protocol into the io.modelcontextprotocol/tasks extension (negotiated through capabilities.extensions)';
const LISTEN_ONLY = 'Sent only on a subscriptions/listen stream the client opened with the matching filter.';
const EMBEDDED = 'No longer a JSON-RPC request: the server asks for it as an entry of InputRequiredResult.inputRequests, and the client answers in inputResponses when it retries the original request.';
/**
 * 2026-07-28: the stateless protocol. No handshake, no server-to-client requests, every request
 * carries its own version and capabilities in `_meta`, every result says its `resultType`.
 */
const revision20260728 = {
    revision: '2026-07-28',
    changes: [
        'Stateless: no initialize handshake; every request carries io.modelcontextprotocol/protocolVersion and clientCapabilities in params._meta.',
        '+ server/discover, subscriptions/listen, notifications/subscriptions/acknowledged.',
        '- initialize, notifications/initialized, ping, logging/setLevel, resources/subscribe, resources/unsubscribe, notifications/roots/list_changed, notifications/elicitation/complete.',
        '- tasks/* and notifications/tasks/status (now the io.modelcontextprotocol/tasks extension).',
        'Servers send no JSON-RPC requests and clients send no responses: sampling, elicitation and roots travel inside input_required results (MRTR).',
        'Every result carries resultType ("complete" or "input_required").',
        '+ errors -32020, -32021, -32022; -32002 and -32042 retired; -32020..-32099 reserved for the spec.',
    ],
    addMethods: [
        { method: 'server/discover', kind: 'request', senders: ['client'], paramsRequired: true, result: 'DiscoverResult', description: 'Asks the server which protocol versions and capabilities it supports; servers must implement it.' },
        { method: 'subscriptions/listen', kind: 'request', senders: ['client'], paramsRequired: true, result: 'SubscriptionsListenResult', description: 'Opens a long-lived stream on which the server sends the change notifications the client asked for.' },
        { method: 'notifications/subscriptions/acknowledged', kind: 'notification', senders: ['server'], paramsRequired: true, description: 'The server confirms a subscriptions/listen stream and says which notifications it will send on it.' },
    ],
    changeMethods: [
        { method: 'resources/list', paramsRequired: true },
        { method: 'resources/templates/list', paramsRequired: true },
        { method: 'prompts/list', paramsRequired: true },
        { method: 'tools/list', paramsRequired: true },
        { method: 'notifications/progress', senders: ['server'], note: 'Only the server reports progress now.' },
        { method: 'notifications/cancelled', note: 'Sent by the client to cancel a request; the server sends it only to end a subscriptions/listen stream on stdio.' },
        { method: 'notifications/resources/list_changed', note: LISTEN_ONLY },
        { method: 'notifications/resources/updated', note: LISTEN_ONLY },
        { method: 'notifications/prompts/list_changed', note: LISTEN_ONLY },
        { method: 'notifications/tools/list_changed', note: LISTEN_ONLY },
        { method: 'notifications/message', note: 'Request-scoped: only for a request whose _meta sets io.modelcontextprotocol/logLevel, on that request\'s response stream.' },
    ],
    removeMethods: [
        { method: 'initialize', instead: 'there is no handshake: put io.modelcontextprotocol/protocolVersion and clientCapabilities in every request\'s params._meta, and call server/discover to learn the server\'s versions and capabilities' },
        { method: 'notifications/initialized', instead: 'there is no handshake to complete; send requests directly' },
        { method: 'ping', instead: 'there is no liveness request in the stateless protocol; any request (server/discover is cheap) shows the server answers' },
        { method: 'logging/setLevel', instead: 'set io.modelcontextprotocol/logLevel in the _meta of each request whose logs you want' },
        { method: 'resources/subscribe', instead: 'open a subscriptions/listen stream with notifications.resourceSubscriptions' },
        { method: 'resources/unsubscribe', instead: 'cancel the subscriptions/listen request (notifications/cancelled on stdio, close the stream on HTTP)' },
        { method: 'notifications/roots/list_changed', instead: 'roots are asked for per request through input_required results; there is nothing to announce' },
        { method: 'notifications/elicitation/complete', instead: 'a URL-mode elicitation completes when the client retries the original request with inputResponses' },
        { method: 'tasks/get', instead: TASKS_EXTENSION },
        { method: 'tasks/result', instead: `${TASKS_EXTENSION}, which polls with tasks/get` },
        { method: 'tasks/cancel', instead: TASKS_EXTENSION },
        { method: 'tasks/list', instead: `${TASKS_EXTENSION}, which has no tasks/list` },
        { method: 'notifications/tasks/status', instead: TASKS_EXTENSION },
    ],
    embedMethods: [
        { method: 'sampling/createMessage', note: EMBEDDED },
        { method: 'roots/list', note: EMBEDDED },
        { method: 'elicitation/create', note: EMBEDDED },
    ],
    // From the changelog: the tasks extension polls with tasks/get, adds tasks/update and drops tasks/result and tasks/list.
    extensionMethods: [
        { method: 'tasks/get', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Polls a task started by a task-augmented request, and fetches its result when done.' },
        { method: 'tasks/update', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Updates a running task (a request the tasks extension adds).' },
        { method: 'tasks/cancel', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Cancels a running task.' },
        { method: 'notifications/tasks/status', kind: 'notification', extension: 'io.modelcontextprotocol/tasks', description: 'Says that a task changed status.' },
    ],
    addErrorCodes: [
        { code: -32020, name: 'Header mismatch', origin: 'mcp', meaning: 'An HTTP header (MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Param-*) is missing or disagrees with the body; the request came with HTTP 400.' },
        { code: -32021, name: 'Missing required client capability', origin: 'mcp', meaning: 'The server needs a client capability (elicitation, sampling, roots) this request\'s _meta did not declare; data.requiredCapabilities says which.' },
        { code: -32022, name: 'Unsupported protocol version', origin: 'mcp', meaning: 'The server does not speak the version in the request\'s _meta; data.supported lists the ones it does, and the client should retry with one of them.' },
    ],
    retireErrorCodes: [
        { code: -32002, instead: 'report a missing resource with -32602 (Invalid params), the URI in data' },
        { code: -32042, instead: 'ask for URL-mode elicitation with an input_required result' },
    ],
    errorRanges: [
        { from: -32019, to: -32000, kind: 'legacy-mcp' },
        { from: -32099, to: -32020, kind: 'reserved-mcp' },
        { from: -32768, to: -32100, kind: 'reserved-json-rpc' },
    ],
    meta: {
        definedKeys: new Set([
            'progressToken',
            'io.modelcontextprotocol/protocolVersion',
            'io.modelcontextprotocol/clientInfo',
            'io.modelcontextprotocol/clientCapabilities',
            'io.modelcontextprotocol/logLevel',
            'io.modelcontextprotocol/subscriptionId',
            'io.modelcontextprotocol/serverInfo',
            // The tasks extension keeps the 2025-11-25 key that ties messages to a task.
            'io.modelcontextprotocol/related-task',
            'traceparent',
            'tracestate',
            'baggage',
        ]),
    },
    requiredRequestMeta: [
        { key: 'io.modelcontextprotocol/protocolVersion', type: 'string', description: 'the protocol version this request speaks' },
        { key: 'io.modelcontextprotocol/clientCapabilities', type: 'object', description: 'the client capabilities for this request ({} for none)' },
    ],
    resultTypes: ['complete', 'input_required'],
    inputRequiredMethods: ['tools/call', 'prompts/get', 'resources/read'],
    serverRequests: false,
    clientResponses: false,
};

;// CONCATENATED MODULE: ./build/core/protocol/index.js







/** The revision deltas, oldest first; each is applied to the model of the one before. */
const REVISION_DELTAS = [revision20241105, revision20250326, revision20250618, revision20251125, revision20260728];
const models = new Map();
{
    let previous;
    for (const delta of REVISION_DELTAS) {
        previous = applyDelta(previous, delta);
        models.set(delta.revision, previous);
    }
    for (const revision of revisions_REVISIONS)
        if (!models.has(revision))
            throw new Error(`no protocol model for ${revision}`);
}
/** The protocol model of a revision. */
function getModel(revision) {
    return models.get(revision);
}
const histories = new Map();
for (const revision of revisions_REVISIONS) {
    const model = getModel(revision);
    for (const method of model.methods.keys())
        historyOf(method).defined.push(revision);
    for (const method of model.embedded.keys())
        historyOf(method).embedded.push(revision);
    for (const method of model.extensionMethods.keys())
        historyOf(method).extension.push(revision);
}
function historyOf(method) {
    let history = histories.get(method);
    if (!history) {
        history = { defined: [], embedded: [], extension: [] };
        histories.set(method, history);
    }
    return history;
}
/** The revisions that define `method`, or undefined when no revision knows it. */
function methodHistory(method) {
    return histories.get(method);
}
/** Every method name any revision defines, as a JSON-RPC message or embedded. */
const ALL_METHOD_NAMES = [...histories.keys()].sort();
/** The method's definition in the latest revision that has it (as a message or embedded). */
function latestDefinition(method) {
    for (let i = REVISIONS.length - 1; i >= 0; i--) {
        const model = getModel(REVISIONS[i]);
        const info = model.methods.get(method) ?? model.embedded.get(method);
        if (info)
            return { revision: REVISIONS[i], info };
    }
    return undefined;
}
/** The first segments of method names the spec uses (`tools`, `notifications`): its namespaces. */
const SPEC_NAMESPACES = new Set(ALL_METHOD_NAMES.map((name) => name.split('/')[0]));
/** Whether `method` sits in a namespace the spec uses, or is a bare spec-style name (`initialize`). */
function inSpecNamespace(method) {
    const slash = method.indexOf('/');
    return SPEC_NAMESPACES.has(slash === -1 ? method : method.slice(0, slash));
}
const looseKey = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const byLooseKey = new Map();
for (const name of ALL_METHOD_NAMES)
    byLooseKey.set(looseKey(name), name);
const suggestionCache = new Map();
const SUGGESTION_CACHE_LIMIT = 1000;
/**
 * The spec method `method` most likely meant to name, for "did you mean": the same name up to
 * case and separators (`tools/List`, `tools.call`), the name without its `notifications/` prefix
 * (`initialized`), or a name one or two edits away (`tool/call`, `notifications/initialised`).
 * Undefined when nothing is close; never the name itself.
 */
function suggestMethod(method) {
    const cached = suggestionCache.get(method);
    if (cached !== undefined)
        return cached ?? undefined;
    const found = findSuggestion(method);
    if (suggestionCache.size >= SUGGESTION_CACHE_LIMIT)
        suggestionCache.clear();
    suggestionCache.set(method, found ?? null);
    return found;
}
function findSuggestion(method) {
    if (histories.has(method))
        return undefined;
    const loose = looseKey(method);
    const exact = byLooseKey.get(loose) ?? byLooseKey.get(`notifications${loose}`);
    if (exact)
        return exact;
    if (method.length > 60)
        return undefined;
    let best;
    let bestDistance = Infinity;
    // Short names are too easily one edit from a spec name (`pong`, `pin`): only case and separator slips count there.
    const limit = method.length <= 5 ? 0 : method.length <= 10 ? 1 : 2;
    if (limit === 0)
        return undefined;
    for (const name of ALL_METHOD_NAMES) {
        const distance = editDistance(method.toLowerCase(), name.toLowerCase(), limit);
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
/** Optimal string alignment distance (edits and adjacent swaps), giving up above `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let previous2 = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, previous2[j - 2] + 1);
            current.push(value);
            if (value < rowMin)
                rowMin = value;
        }
        if (rowMin > limit)
            return limit + 1;
        previous2 = previous;
        previous = current;
    }
    return previous[b.length];
}

;// CONCATENATED MODULE: ./build/core/rules/capture/client-parse-failure.js
/** Raised by the Claude Desktop log reader; the rule itself checks nothing. */
const clientParseFailure = {
    meta: {
        id: 'client-parse-failure',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'The client logged that it could not parse something the server wrote to stdout.',
        why: `On the stdio transport the server MUST NOT write anything to stdout that is not a valid MCP message. Lines such as Unexpected token 'M', "MCP server"... is not valid JSON are the client rejecting a banner, a log line or console.log output; the line is lost, and depending on the client the connection fails.`,
        instead: 'Send logs, banners and debug output to stderr (console.error, print(..., file=sys.stderr), a logger bound to stderr); keep stdout for JSON-RPC messages only.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
        examples: {
            bad: '2025-09-11T23:28:52.407Z [my-server] [error] Unexpected token \'d\', "[dotenv@17."... is not valid JSON { metadata: undefined }',
            good: '2025-09-11T23:28:52.407Z [my-server] [info] Message from server: {"jsonrpc":"2.0","id":0,"result":{}} { metadata: undefined }',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/content-length-framing.js
/** Raised by the Content-Length reader; the rule itself checks nothing. */
const contentLengthFraming = {
    meta: {
        id: 'content-length-framing',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A Content-Length framed message is framed wrongly: the declared length differs from the body, the header is missing or not a number, or the blank line is missing.',
        why: 'A reader of a Content-Length framed stream takes exactly the declared number of bytes: too few cuts the message, too many swallows the start of the next frame, and either corrupts every frame after it.',
        instead: 'Declare the body length in UTF-8 bytes (not characters), and end each header block with an empty line.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#custom-transports',
        examples: {
            bad: 'Content-Length: 10\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
            good: 'Content-Length: 54\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/empty-capture.js
/** Raised by the engine when a file yields no frames; the rule itself checks nothing. */
const emptyCapture = {
    meta: {
        id: 'empty-capture',
        family: 'capture',
        severity: 'warning',
        revisions: 'all',
        summary: 'The file holds no MCP messages at all (it is empty, blank, or only other text).',
        why: 'A capture that checks nothing passes silently: usually the recording failed, the file was truncated to nothing, or the captures glob picks up a file that is not a capture.',
        instead: 'Record the session again, or narrow the captures glob (or exclude the file).',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/frame-too-large.js
/** Raised by the readers when one frame is larger than they read whole; the rule itself checks nothing. */
const frameTooLarge = {
    meta: {
        id: 'frame-too-large',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'One frame is larger than the reader holds in memory (64 Mi characters); it was skipped unread.',
        why: 'Reading stays bounded by the largest frame; a frame this large is almost always a stream whose event or message never ended (a missing blank line after an SSE event), and no real peer would accept it either.',
        instead: 'End each SSE event with a blank line; split huge payloads (resources, tool results) into smaller ones or links.',
        spec: 'https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation',
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/invalid-json-document.js
/** Raised by the readers of JSON-document captures (HAR, cassette); the rule itself checks nothing. */
const invalidJsonDocument = {
    meta: {
        id: 'invalid-json-document',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A capture that must be one JSON document (a HAR export, a recorder cassette) is not valid JSON.',
        why: 'The frames of such a capture live inside the document; past the point where the JSON breaks nothing can be read reliably, so the rest of the capture goes unchecked. It is usually a truncated export or a hand edit.',
        instead: 'Re-export the file (HAR: "Save all as HAR with content"), or repair the JSON at the line named.',
        spec: 'https://www.rfc-editor.org/rfc/rfc8259',
        examples: {
            bad: '{"log": {"version": "1.2", "entries": [ {"request": {"method": "POST"',
            good: '{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": []}}',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/invalid-utf8.js
/** Raised by the line reader; the rule itself checks nothing. */
const invalidUtf8 = {
    meta: {
        id: 'invalid-utf8',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A line holds bytes that are not valid UTF-8.',
        why: 'JSON-RPC messages in MCP MUST be UTF-8 encoded (stated from 2025-03-26 on; JSON text exchanged between systems is UTF-8 by RFC 8259). A peer decodes such bytes as U+FFFD or rejects the message; often the capture was written in another encoding (Latin-1, UTF-16) or a binary blob landed in it.',
        instead: 'Write the stream, and save the capture, as UTF-8; send binary data base64-encoded inside the message.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/line-too-long.js
/** Raised by the line reader; the rule itself checks nothing. */
const lineTooLong = {
    meta: {
        id: 'line-too-long',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A line is longer than the reader holds in memory at once (64 MiB); it was skipped unread.',
        why: 'Reading stays within bounded memory; a line this long is almost always a binary blob or a file that is not a capture, and most peers cap one message far below this size too.',
        instead: 'Keep messages small (send large content as resource links), or leave such files out of the captures glob.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/nesting-too-deep.js

const nestingTooDeep = {
    meta: {
        id: 'nesting-too-deep',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: `A message nests arrays and objects more than ${MAX_NESTING_DEPTH} levels deep; its value was not checked.`,
        why: 'Peers walk messages recursively (validation, serialisation) and run out of stack on values this deep, so such a message crashes or is rejected; it is also a known denial-of-service pattern. No MCP message needs this depth.',
        instead: 'Flatten the data, or send it as a text or resource instead of nested JSON.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic',
    },
    create(context) {
        return {
            frame(frame) {
                if (!isTooDeep(frame))
                    return;
                context.report({
                    at: frame,
                    message: `This frame's JSON is ${frame.parseError}: a peer that walks it recursively runs out of stack. It was not checked further; flatten the data.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/parse-error.js

const parseError = {
    meta: {
        id: 'parse-error',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A frame that should hold a JSON-RPC message is not valid JSON.',
        why: 'A peer that receives it answers -32700 Parse error or drops the connection; on stdio it is most often a message cut in two by an embedded newline, or stray output mixed into the stream.',
        instead: 'Write each message as one complete JSON text (on stdio: one line, no embedded newlines) and send logs to stderr.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    },
    create(context) {
        return {
            frame(frame) {
                if (frame.parseError === undefined || isTooDeep(frame))
                    return; // nesting-too-deep says it
                const shown = frame.raw.length > 60 ? `${frame.raw.slice(0, 60)}…` : frame.raw;
                context.report({
                    at: frame,
                    message: `This frame is not valid JSON (${frame.parseError}): ${JSON.stringify(shown)}. A peer answers -32700 or drops it; write each message as one complete JSON text.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/sse-unprefixed-json.js
/** Raised by the SSE readers; the rule itself checks nothing. */
const sseUnprefixedJson = {
    meta: {
        id: 'sse-unprefixed-json',
        family: 'capture',
        severity: 'warning',
        revisions: 'all',
        summary: 'A JSON message stands in an SSE stream without a "data:" field name.',
        why: 'An SSE client reads every line as "field: value"; a line starting with "{" is an unknown field and is ignored, so the message never reaches the client, which then waits for a response that never comes.',
        instead: 'Write each line of the message as "data: <text>" and end the event with a blank line.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http',
        examples: {
            bad: 'event: message\n{"jsonrpc":"2.0","id":1,"result":{}}\n\n',
            good: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/sse-unterminated-event.js
/** Raised by the SSE readers (sse, http, har) at the end of a stream; the rule itself checks nothing. */
const sseUnterminatedEvent = {
    meta: {
        id: 'sse-unterminated-event',
        family: 'capture',
        severity: 'info',
        revisions: 'all',
        summary: 'The last event of an SSE stream is not closed by a blank line.',
        why: 'An SSE client dispatches an event only when it reads the blank line after it; at the end of the stream an unfinished event is discarded. In a capture this is most often a stream that was cut off (still open when copied), so the event is checked anyway.',
        instead: 'End every event, the last one included, with a blank line; when pasting a live stream, note that it was cut.',
        spec: 'https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation',
        examples: {
            bad: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}',
            good: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/stray-output.js
/** Raised by the readers (JSONL, Content-Length, json, txtar); the rule itself checks nothing. */
const strayOutput = {
    meta: {
        id: 'stray-output',
        family: 'capture',
        severity: 'error',
        revisions: 'all',
        summary: 'A line in the protocol stream is not a JSON-RPC message (a banner, console.log output, a stack trace).',
        why: 'On stdio the server MUST NOT write anything to stdout that is not a valid MCP message: the client parses every line as JSON-RPC, fails on this one ("Unexpected token ... is not valid JSON") and may drop the connection. In captures declared as mixed stdout and stderr, and in pasted documents, such lines are only set aside (info).',
        instead: 'Write logs, banners and diagnostics to stderr (console.error, a logger bound to stderr); keep stdout for protocol messages only.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
        examples: {
            bad: 'Starting MCP server...\n{"jsonrpc":"2.0","id":1,"result":{}}',
            good: '{"jsonrpc":"2.0","id":1,"result":{}}',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/truncated-frame.js
/** Raised by the readers when the input ends inside a message; the rule itself checks nothing. */
const truncatedFrame = {
    meta: {
        id: 'truncated-frame',
        family: 'capture',
        severity: 'warning',
        revisions: 'all',
        summary: 'The capture ends in the middle of a message (a cut-off recording).',
        why: 'The last message was not recorded whole, so it cannot be checked, and whatever it was answering looks unanswered. Usually the recorder stopped (or the process was killed) while the message was being written.',
        instead: 'Record until the session ends, or cut the capture at a message boundary.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"res',
            good: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{}}',
        },
    },
    create() {
        return {};
    },
};

;// CONCATENATED MODULE: ./build/core/rules/capture/index.js













/** The capture rules; each lives in its own file in this folder. */
const captureRules = [
    parseError,
    strayOutput,
    invalidUtf8,
    lineTooLong,
    truncatedFrame,
    nestingTooDeep,
    contentLengthFraming,
    emptyCapture,
    sseUnterminatedEvent,
    sseUnprefixedJson,
    invalidJsonDocument,
    clientParseFailure,
    frameTooLarge,
];

;// CONCATENATED MODULE: ./build/core/rules/message/describe.js


/** The revisions as a list, for rules that need a known revision (and its model) to judge. */
const EVERY_REVISION = revisions_REVISIONS;
const SPEC_BASE = 'https://modelcontextprotocol.io/specification';
/** A link to a page of the spec for one revision: `specUrl('2025-11-25', 'basic#requests')`. */
function specUrl(revision, page) {
    return `${SPEC_BASE}/${revision}/${page}`;
}
/**
 * What the message is, for the start of a finding: `The client's tools/call request (id 7)`,
 * `The notifications/initialized notification`, `The error response (id 3) to tools/call`.
 */
function describeMessage(message) {
    const who = message.sender && !message.senderInferred ? `The ${message.sender}'s ` : 'The ';
    const id = message.hasId && message.id !== undefined ? ` (id ${formatId(message.id)})` : '';
    switch (message.kind) {
        case 'request':
            return `${who}${message.method} request${id}`;
        case 'notification':
            return `${who}${message.method} notification`;
        case 'result':
        case 'error': {
            const what = message.kind === 'result' ? 'result' : 'error response';
            const to = message.answers?.method ? ` to ${message.answers.method}` : '';
            return `${who}${what}${id}${to}`;
        }
        default:
            return isPlainObject(message.value) ? `${who}message` : 'This frame';
    }
}
/** A short JSON rendering of a value for a finding (`1.5`, `null`, `{…}`). */
function showValue(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return value.length === 0 ? '[]' : '[…]';
    if (isPlainObject(value))
        return Object.keys(value).length === 0 ? '{}' : '{…}';
    const text = JSON.stringify(value);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** `a string`, `an array`, `null`: the JSON type of a value, with its article. */
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            return Number.isInteger(value) ? 'an integer' : 'a fractional number';
        case 'boolean':
            return 'a boolean';
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
function isInteger(value) {
    return typeof value === 'number' && Number.isInteger(value);
}

;// CONCATENATED MODULE: ./build/core/rules/message/batch-empty.js

const batchEmpty = {
    meta: {
        id: 'batch-empty',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'An empty array `[]` where a message is expected.',
        why: 'JSON-RPC 2.0 calls an empty batch an invalid request (the answer is one -32600 error); no MCP revision gives it a meaning, not even 2025-03-26, which allows batches.',
        instead: 'Send nothing when there is nothing to send.',
        spec: specUrl('2025-03-26', 'basic#batching'),
        examples: {
            bad: '[]',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-03-26',
        },
    },
    create(context) {
        return {
            frame(frame) {
                if (!Array.isArray(frame.value) || frame.value.length !== 0)
                    return;
                context.report({
                    at: frame,
                    message: 'This frame is an empty array: JSON-RPC reads an empty batch as an invalid request (-32600) in every revision. Send nothing instead.',
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/batch-initialize.js


const batchInitialize = {
    meta: {
        id: 'batch-initialize',
        family: 'envelope',
        severity: 'error',
        revisions: ['2025-03-26'],
        summary: '`initialize` inside a JSON-RPC batch (2025-03-26).',
        why: '2025-03-26 allows batches but says the initialize request "MUST NOT be part of a JSON-RPC batch": the handshake must finish before anything else, and in a batch the other messages race it.',
        instead: 'Send initialize alone, wait for its result, send notifications/initialized, then batch later messages if you like.',
        spec: specUrl('2025-03-26', 'basic/lifecycle#initialization'),
        examples: {
            bad: '[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"c","version":"1"}}},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]',
            good: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
            revision: '2025-03-26',
        },
    },
    create(context) {
        return {
            frame(frame) {
                if (!Array.isArray(frame.value))
                    return;
                const index = frame.value.findIndex((member) => isPlainObject(member) && member.method === 'initialize');
                if (index === -1)
                    return;
                context.report({
                    at: frame,
                    path: `[${index}]`,
                    message: `This batch carries the initialize request (member ${index + 1} of ${frame.value.length}); 2025-03-26 says initialize MUST NOT be part of a batch. Send initialize on its own and wait for its result first.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/batch-mixed.js


const batchMixed = {
    meta: {
        id: 'batch-mixed',
        family: 'envelope',
        severity: 'error',
        revisions: ['2025-03-26'],
        summary: 'A 2025-03-26 batch that mixes requests or notifications with responses.',
        why: 'The 2025-03-26 schema has two kinds of batch: one of requests and notifications, one of responses. An array mixing them matches neither, and an HTTP POST body must be one kind or the other.',
        instead: 'Batch requests and notifications together, and responses together, in separate arrays.',
        spec: specUrl('2025-03-26', 'basic/transports#sending-messages-to-the-server'),
        examples: {
            bad: '[{"jsonrpc":"2.0","id":7,"result":{}},{"jsonrpc":"2.0","id":1,"method":"tools/list"}]',
            good: '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","method":"notifications/initialized"}]',
            revision: '2025-03-26',
        },
    },
    create(context) {
        return {
            frame(frame) {
                if (!Array.isArray(frame.value))
                    return;
                let calls = 0;
                let responses = 0;
                for (const member of frame.value) {
                    if (!isPlainObject(member))
                        continue;
                    if (typeof member.method === 'string')
                        calls++;
                    else if ('result' in member || 'error' in member)
                        responses++;
                }
                if (calls === 0 || responses === 0)
                    return;
                context.report({
                    at: frame,
                    message: `This batch mixes ${calls} request(s)/notification(s) with ${responses} response(s); a 2025-03-26 batch holds either requests and notifications or responses, not both. Split it into two batches.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/batch-not-allowed.js

const batchNotAllowed = {
    meta: {
        id: 'batch-not-allowed',
        family: 'envelope',
        severity: 'error',
        revisions: ['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'],
        summary: 'A JSON-RPC batch (an array of messages) under a revision that has no batches.',
        why: 'Only 2025-03-26 has JSON-RPC batches: 2024-11-05 never defined them, 2025-06-18 removed them, and later revisions kept them out. A peer of those revisions reads the array as one invalid message (-32600) or fails to parse it, and none of the messages in it is handled.',
        instead: 'Send each message on its own (its own line on stdio, its own POST on HTTP).',
        spec: specUrl('2025-06-18', 'changelog'),
        examples: {
            bad: '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":2,"method":"prompts/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const revision = context.revision;
        const history = revision === '2024-11-05'
            ? '2024-11-05 does not define batches (they arrived in 2025-03-26 and were removed again in 2025-06-18)'
            : `batches existed only in 2025-03-26 and were removed in 2025-06-18, so a ${revision} peer reads the array as an invalid request (-32600)`;
        return {
            frame(frame) {
                if (!Array.isArray(frame.value) || frame.value.length === 0)
                    return;
                context.report({
                    at: frame,
                    message: `This frame is a JSON-RPC batch of ${frame.value.length} messages: ${history}; none of them gets handled. Send each message on its own.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/method-status.js


const caches = new WeakMap();
const CACHE_LIMIT = 2000;
// Every rule asks about the same model, message after message: remember the last one's cache.
let lastModel;
let lastCache = new Map();
/** The status of `method` under `model`; cached per model (defined methods too), so rules can all ask without allocating. */
function methodStatus(model, method) {
    if (model !== lastModel) {
        let cache = caches.get(model);
        if (!cache) {
            cache = new Map();
            caches.set(model, cache);
        }
        lastModel = model;
        lastCache = cache;
    }
    let status = lastCache.get(method);
    if (!status) {
        status = computeStatus(model, method);
        if (lastCache.size >= CACHE_LIMIT)
            lastCache.clear();
        lastCache.set(method, status);
    }
    return status;
}
function computeStatus(model, method) {
    const info = model.methods.get(method);
    if (info)
        return { kind: 'defined', info };
    const embedded = model.embedded.get(method);
    if (embedded)
        return { kind: 'embedded', info: embedded };
    const extension = model.extensionMethods.get(method);
    if (extension)
        return { kind: 'extension', extension };
    const removed = model.removed.get(method);
    if (removed)
        return { kind: 'removed', removed };
    const history = methodHistory(method);
    if (history) {
        const firstIn = [...history.defined, ...history.embedded, ...history.extension].sort(compareRevisions).find((r) => compareRevisions(r, model.revision) > 0);
        if (firstIn)
            return { kind: 'later', firstIn };
    }
    const suggestion = suggestMethod(method);
    if (suggestion)
        return { kind: 'typo', suggestion };
    return inSpecNamespace(method) ? { kind: 'unknown-spec' } : { kind: 'custom' };
}

;// CONCATENATED MODULE: ./build/core/rules/message/custom-method.js


const MAX_NAMES_PER_SESSION = 200;
const customMethod = {
    meta: {
        id: 'custom-method',
        family: 'catalog',
        severity: 'info',
        revisions: EVERY_REVISION,
        summary: 'A method outside the spec\'s namespaces (`com.example/reindex`): a custom extension, noted once per name per session.',
        why: 'JSON-RPC lets peers agree on methods of their own, and MCP does not forbid them. They are not errors: only their JSON-RPC envelope is checked. A peer that does not know one answers -32601 (or ignores a notification), so the finding says where they are used.',
        instead: 'Nothing, if both peers know the method. Otherwise prefer the spec\'s own methods or an extension negotiated through capabilities.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"com.example/reindex","params":{}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        const seen = new Set();
        return {
            message(message) {
                if (message.method === undefined || seen.has(message.method))
                    return;
                if (methodStatus(model, message.method).kind !== 'custom')
                    return;
                if (seen.size < MAX_NAMES_PER_SESSION)
                    seen.add(message.method);
                context.report({
                    at: message,
                    path: 'method',
                    message: `"${message.method}" is not an MCP method: a custom extension, checked only as JSON-RPC (its first use in this session is noted; later uses are not). A peer that does not know it answers -32601 or ignores it.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/error-code-info.js



/** The integer code of an error response, when it has one. */
function errorCodeOf(message) {
    if (message.kind !== 'error')
        return undefined;
    const error = message.value.error;
    if (!isPlainObject(error))
        return undefined;
    const code = error.code;
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}
/** The error message text of an error response, shortened for a finding. */
function errorTextOf(message) {
    const error = message.value.error;
    const text = isPlainObject(error) && typeof error.message === 'string' ? error.message : '';
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
/** The range a code not defined by the revision falls in, if any. */
function rangeOf(model, code) {
    for (const range of model.errorRanges)
        if (code >= range.from && code <= range.to)
            return range;
    return undefined;
}
/** What other revisions (or common SDKs) mean by a code, for codes a revision leaves undefined. */
function meaningElsewhere(code) {
    for (const revision of revisions_REVISIONS) {
        const info = getModel(revision).errorCodes.get(code);
        if (info && info.origin === 'mcp')
            return `${revision} defines ${code} as "${info.name}"`;
    }
    return SDK_CODES.get(code);
}
const SDK_CODES = new Map([
    [-32000, 'the TypeScript SDK uses -32000 for "Connection closed"'],
    [-32001, 'the TypeScript SDK uses -32001 for "Request timeout"'],
]);

;// CONCATENATED MODULE: ./build/core/rules/message/error-code-hint.js




function hasArguments(params) {
    return isPlainObject(params) && isPlainObject(params.arguments) && Object.keys(params.arguments).length > 0;
}
const errorCodeHint = {
    meta: {
        id: 'error-code-hint',
        family: 'errors',
        severity: 'info',
        revisions: EVERY_REVISION,
        summary: 'What an error response most likely means in practice: -32700 from a peer (stray output), -32601 after a misnamed or out-of-revision method, -32602 on tools/call or prompts/get.',
        why: 'The codes are terse and mislead: a -32700 is rarely a bug in the JSON the sender meant to write, it is usually a banner or a log line on stdout; a -32601 after `tools/List` reads like a missing feature; a -32602 on tools/call is about the arguments, not the transport.',
        instead: 'Follow the hint in the finding: move logs to stderr, fix the method name, check the arguments against the tool\'s inputSchema.',
        spec: specUrl('2025-11-25', 'basic/transports#stdio'),
        examples: {
            bad: '{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
            good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                const code = errorCodeOf(message);
                if (code === undefined)
                    return;
                const what = describeMessage(message);
                if (code === -32700) {
                    context.report({
                        at: message,
                        message: `${what} is -32700 Parse error: the peer could not parse something it received. Most often stray output (a banner, console.log, a stack trace) was written to the protocol stream, or a message held an embedded newline; write logs to stderr and one message per line.`,
                    });
                    return;
                }
                const request = message.answers;
                const method = request?.method;
                if (method === undefined)
                    return;
                if (code === -32601) {
                    const status = methodStatus(model, method);
                    let cause;
                    if (status.kind === 'typo')
                        cause = `"${method}" is a slip of "${status.suggestion}": the feature may well exist, the name is wrong`;
                    else if (status.kind === 'removed')
                        cause = `"${method}" is not in ${model.revision} (removed in ${status.removed.removedIn})`;
                    else if (status.kind === 'later')
                        cause = `"${method}" exists only from ${status.firstIn}`;
                    else if (status.kind === 'embedded')
                        cause = `"${method}" is not a JSON-RPC request in ${model.revision}`;
                    else if (status.kind === 'defined')
                        cause = `the peer does not implement ${method}; check that it declared the capability the method needs`;
                    if (!cause)
                        return;
                    context.report({ at: message, message: `${what} is -32601 Method not found: ${cause}.` });
                }
                else if (code === -32602 && (method === 'tools/call' || method === 'prompts/get') && hasArguments(request.params)) {
                    const subject = method === 'tools/call' ? 'tool' : 'prompt';
                    const meta = model.requiredRequestMeta.length > 0 ? ', or a required _meta key missing from the request' : '';
                    context.report({
                        at: message,
                        message: `${what} is -32602 Invalid params: with arguments sent, it usually means they break the ${subject}'s declared ${method === 'tools/call' ? 'inputSchema' : 'arguments'} (or name an unknown ${subject})${meta}; compare the call with the ${method === 'tools/call' ? 'tools/list' : 'prompts/list'} result.`,
                    });
                }
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/error-code-implementation-defined.js


const errorCodeImplementationDefined = {
    meta: {
        id: 'error-code-implementation-defined',
        family: 'errors',
        severity: 'info',
        revisions: EVERY_REVISION,
        summary: 'An error code from JSON-RPC\'s implementation-defined server-error range (-32000..-32099) that the revision does not define.',
        why: 'Up to 2025-11-25 this range is free for implementations, so the code is legal, but its meaning is private to the implementation: a client cannot act on it, and some numbers mean something else in another revision (-32042 in 2025-11-25, -32020..-32022 in 2026-07-28).',
        instead: 'Nothing required. For portable handling, prefer the predefined codes, and put details in `data`.',
        spec: specUrl('2025-11-25', 'basic#responses'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"Request timed out"}}',
            good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Request timed out"}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                const code = errorCodeOf(message);
                if (code === undefined || model.errorCodes.has(code))
                    return;
                if (rangeOf(model, code)?.kind !== 'implementation-defined')
                    return;
                const elsewhere = meaningElsewhere(code);
                const text = errorTextOf(message);
                context.report({
                    at: message,
                    path: 'error.code',
                    message: `${describeMessage(message)} uses code ${code}${text ? ` ("${text}")` : ''}, an implementation-defined server error that ${model.revision} gives no meaning${elsewhere ? `; ${elsewhere}` : ''}. Clients can only show the message; prefer a predefined code with details in data.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/error-code-reserved.js


const errorCodeReserved = {
    meta: {
        id: 'error-code-reserved',
        family: 'errors',
        severity: 'warning',
        revisions: EVERY_REVISION,
        summary: 'An error code from a reserved range that the revision does not define: JSON-RPC\'s -32768..-32100 (warning), 2026-07-28\'s spec range -32020..-32099 (error) and its legacy range -32000..-32019 (warning).',
        why: 'JSON-RPC keeps -32768..-32000 for predefined errors, so a made-up code there can collide with a future meaning. 2026-07-28 reserves -32020..-32099 for the spec ("MUST NOT emit" undefined codes) and says -32000..-32019 SHOULD NOT be used, and receivers must not read meanings into them.',
        instead: 'Use the predefined code that fits (-32602 for bad params, -32603 for internal failures), or an application code outside -32768..-32000, with details in `data`.',
        spec: specUrl('2026-07-28', 'basic#error-codes'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32050,"message":"Quota exceeded"}}',
            good: '{"jsonrpc":"2.0","id":1,"error":{"code":-31050,"message":"Quota exceeded"}}',
            revision: '2026-07-28',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                const code = errorCodeOf(message);
                if (code === undefined || model.errorCodes.has(code) || model.retiredErrorCodes.has(code))
                    return;
                const range = rangeOf(model, code);
                if (!range || range.kind === 'implementation-defined')
                    return;
                const elsewhere = meaningElsewhere(code);
                const note = elsewhere ? ` (${elsewhere})` : '';
                let text;
                let severity = 'warning';
                if (range.kind === 'reserved-mcp') {
                    severity = 'error';
                    text = `${model.revision} reserves -32020..-32099 for codes the spec defines and says implementations MUST NOT emit others${note}`;
                }
                else if (range.kind === 'legacy-mcp') {
                    text = `${model.revision} says -32000..-32019 SHOULD NOT be used and receivers must not assume a meaning${note}`;
                }
                else {
                    text = `JSON-RPC reserves -32768..-32100 for predefined errors, and this one is not defined${note}`;
                }
                context.report({
                    at: message,
                    path: 'error.code',
                    severity,
                    message: `${describeMessage(message)} uses code ${code}: ${text}. Use a predefined code that fits (-32602, -32603) or an application code outside -32768..-32000.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/error-code-retired.js


const errorCodeRetired = {
    meta: {
        id: 'error-code-retired',
        family: 'errors',
        severity: 'error',
        revisions: ['2026-07-28'],
        summary: 'An error code the revision retired: -32002 (resource not found) or -32042 (URL elicitation required) in 2026-07-28.',
        why: '2026-07-28 says implementations "MUST NOT emit" -32002 and -32042: a missing resource is now -32602, and URL elicitation goes through input_required results. Clients keep accepting the old codes from older servers, so a new server sending them looks like a legacy one.',
        instead: 'Use the code the revision gives for the case (the finding says which).',
        spec: specUrl('2026-07-28', 'basic#error-codes'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Resource not found"}}',
            good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"file:///missing.txt"}}}',
            revision: '2026-07-28',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                const code = errorCodeOf(message);
                if (code === undefined)
                    return;
                const retired = model.retiredErrorCodes.get(code);
                if (!retired)
                    return;
                context.report({
                    at: message,
                    path: 'error.code',
                    message: `${describeMessage(message)} uses ${code} (${retired.name}), which ${retired.retiredIn} says implementations MUST NOT emit. Instead: ${retired.instead}.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/error-object.js


const errorObject = {
    meta: {
        id: 'error-object',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'An `error` that is not an object with an integer `code` and a string `message`.',
        why: '"Error codes MUST be integers" and every schema requires `code` and `message`; a peer that gets `"code": "404"`, a missing message or a bare string cannot report the failure and may drop the response, leaving the request hanging.',
        instead: 'Send `"error": {"code": <integer>, "message": "<one sentence>"}`, with anything else in `data`.',
        spec: specUrl('2025-11-25', 'basic#responses'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"error":{"code":"not_found","message":"no such tool"}}',
            good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Unknown tool: get_wether"}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (message.kind !== 'error')
                    return;
                const error = message.value.error;
                let problem;
                if (!isPlainObject(error)) {
                    problem = `an "error" that is ${jsonType(error)}, not an object with code and message`;
                }
                else {
                    const problems = [];
                    if (!('code' in error))
                        problems.push('no "code"');
                    else if (typeof error.code !== 'number' || !Number.isInteger(error.code))
                        problems.push(`a "code" that is ${jsonType(error.code)} (codes MUST be integers)`);
                    if (!('message' in error))
                        problems.push('no "message"');
                    else if (typeof error.message !== 'string')
                        problems.push(`a "message" that is ${jsonType(error.message)}`);
                    if (problems.length === 0)
                        return;
                    problem = `an error object with ${problems.join(' and ')}`;
                }
                context.report({
                    at: message,
                    path: 'error',
                    message: `${describeMessage(message)} has ${problem}; the peer cannot report the failure. Send "error": {"code": <integer>, "message": "<text>"}.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/id-null.js


const idNull = {
    meta: {
        id: 'id-null',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A message with `"id": null`: forbidden on requests and responses in every MCP revision.',
        why: 'Plain JSON-RPC 2.0 allows a null id in an error answering an unreadable request, so generic JSON-RPC validators and libraries pass it; MCP does not ("MUST NOT be null"). A request with a null id is read by common server parsers as a notification and is never answered; a response with a null id pairs with nothing.',
        instead: 'Give every request a string or integer id and echo it in the response. For an error whose request id could not be read, omit `id` (allowed from 2025-11-25) instead of sending null.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":null,"method":"tools/list"}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (!message.hasId || !isPlainObject(message.value) || message.value.id !== null)
                    return;
                let text;
                if (message.kind === 'notification') {
                    text = `${describeMessage(message).replace(/ notification$/, ' message')} has "id": null. MCP forbids null ids in every revision (generic JSON-RPC validators accept it), and common server parsers read this as a notification that carries a forbidden id: it is never answered. Give the request a string or integer id, or drop the id key if it is meant as a notification.`;
                }
                else if (message.kind === 'error') {
                    text = `${describeMessage(message)} has "id": null. JSON-RPC allows null for errors about unreadable requests, but MCP forbids a null id in every revision, so the error pairs with nothing. Echo the request's id; if it could not be read, omit "id" (2025-11-25 and later).`;
                }
                else if (message.kind === 'result') {
                    text = `${describeMessage(message)} has "id": null. A result must carry the id of the request it answers; MCP forbids null ids, so this result pairs with nothing. Echo the request's id.`;
                }
                else {
                    return;
                }
                context.report({ at: message, path: 'id', message: text });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/id-type.js


const idType = {
    meta: {
        id: 'id-type',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'An `id` that is neither a string nor an integer: a fractional number, an object, an array or a boolean.',
        why: 'MCP requests "MUST include a string or integer ID" and responses echo it; the schema types `RequestId` as string or integer, so a peer rejects `1.5` or `{"n":1}` and cannot pair the answer.',
        instead: 'Use a string or an integer id (`7`, `"req-7"`), and echo it unchanged in the response.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}',
            good: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (!message.hasId || message.kind === 'invalid' || !isPlainObject(message.value))
                    return;
                const id = message.value.id;
                if (id === null || typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)))
                    return;
                context.report({
                    at: message,
                    path: 'id',
                    message: `${describeMessage(message)} has "id": ${showValue(id)}, ${jsonType(id)}; MCP ids are strings or integers, so a peer rejects it and cannot pair its answer. Use an integer or a string id.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/jsonrpc-version.js


const jsonrpcVersion = {
    meta: {
        id: 'jsonrpc-version',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A message whose `jsonrpc` member is missing or is not the string "2.0".',
        why: 'Every MCP message is a JSON-RPC 2.0 message and every revision\'s schema fixes `jsonrpc` to the string "2.0"; strict peers (the official SDKs among them) reject anything else before looking at the method.',
        instead: 'Write `"jsonrpc": "2.0"` (a string, not the number 2.0) in every request, notification and response.',
        spec: specUrl('2025-11-25', 'basic#messages'),
        examples: {
            bad: '{"id":1,"method":"tools/list"}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                const value = message.value;
                if (!isPlainObject(value) || value.jsonrpc === '2.0')
                    return;
                const found = 'jsonrpc' in value ? `has "jsonrpc": ${showValue(value.jsonrpc)}` : 'has no "jsonrpc" member';
                context.report({
                    at: message,
                    path: 'jsonrpc',
                    message: `${describeMessage(message)} ${found}; JSON-RPC 2.0 requires the string "2.0" and MCP peers reject the message. Add "jsonrpc": "2.0".`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/meta-keys.js

const LABEL = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const KEY_SYNTAX = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*/)?(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$`);
const RESERVED_LABELS = new Set(['modelcontextprotocol', 'mcp']);
/** Members whose content is the user's data (tool arguments, schemas, log data): a `_meta` key in them is not MCP's. */
const USER_DATA = new Set(['arguments', 'structuredContent', 'inputSchema', 'outputSchema', 'requestedSchema', 'experimental', 'extensions', 'data']);
const MAX_DEPTH = 64;
const MAX_PROBLEMS = 20;
const NO_PROBLEMS = Object.freeze([]);
// The two rules that report these ask about the same message one after the other: one entry is the whole cache.
let lastMessage;
let lastPolicy;
let lastProblems = NO_PROBLEMS;
// Reused by every walk, so a message without problems allocates nothing.
const SCRATCH_PROBLEMS = [];
const SCRATCH_PATH = [];
/**
 * The `_meta` key problems of one message, found in one walk of its params or result and shared by
 * the two rules that report them (the walk allocates only when it finds a problem).
 */
function metaKeyProblems(message, policy) {
    if (message === lastMessage && policy === lastPolicy)
        return lastProblems;
    // Most messages carry no _meta at all: a search of the raw text for the rare `_` (far cheaper than a
    // walk of the parsed value) settles them. A key spelt with JSON escapes ("\u005fmeta") is missed.
    lastMessage = message;
    lastPolicy = policy;
    if (message.frame.raw.indexOf('_meta') === -1)
        return (lastProblems = NO_PROBLEMS);
    const value = message.value;
    const problems = SCRATCH_PROBLEMS;
    const path = SCRATCH_PATH;
    if (isPlainObject(value)) {
        if (message.kind === 'request' || message.kind === 'notification') {
            if (isPlainObject(value.params)) {
                path.push('params');
                walk(value.params, path, 0, policy, problems);
            }
        }
        else if (message.kind === 'result' && isPlainObject(value.result)) {
            path.push('result');
            walk(value.result, path, 0, policy, problems);
        }
    }
    path.length = 0;
    lastProblems = problems.length === 0 ? NO_PROBLEMS : problems.splice(0);
    return lastProblems;
}
function walk(node, path, depth, policy, problems) {
    if (depth > MAX_DEPTH || problems.length >= MAX_PROBLEMS)
        return;
    if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
            const item = node[i];
            if (typeof item !== 'object' || item === null)
                continue;
            path.push(i);
            walk(item, path, depth + 1, policy, problems);
            path.pop();
        }
        return;
    }
    const object = node;
    for (const key in object) {
        const child = object[key];
        if (typeof child !== 'object' || child === null)
            continue;
        if (key === '_meta') {
            if (!Array.isArray(child))
                checkMeta(child, path, policy, problems);
            continue;
        }
        if (USER_DATA.has(key))
            continue;
        path.push(key);
        walk(child, path, depth + 1, policy, problems);
        path.pop();
    }
}
function checkMeta(meta, path, policy, problems) {
    for (const key in meta) {
        if (policy.definedKeys.has(key))
            continue;
        if (!KEY_SYNTAX.test(key))
            problems.push({ path: formatPath(path), key, kind: 'syntax' });
        else if (hasReservedPrefix(key, policy))
            problems.push({ path: formatPath(path), key, kind: 'reserved' });
    }
}
/** Whether the key's prefix is one the policy keeps for MCP itself. */
function hasReservedPrefix(key, policy) {
    const slash = key.indexOf('/');
    if (slash === -1 || policy.reservedPrefix === 'none')
        return false;
    const labels = key.slice(0, slash).split('.');
    if (policy.reservedPrefix === 'second-label')
        return labels.length >= 2 && RESERVED_LABELS.has(labels[1]);
    for (let i = 0; i < labels.length - 1; i++)
        if (RESERVED_LABELS.has(labels[i]))
            return true;
    return false;
}
function isValidMetaKey(key) {
    return KEY_SYNTAX.test(key);
}
function formatPath(path) {
    let text = '';
    for (const part of path)
        text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
    return `${text}._meta`;
}

;// CONCATENATED MODULE: ./build/core/rules/message/meta-key-name.js


const metaKeyName = {
    meta: {
        id: 'meta-key-name',
        family: 'meta',
        severity: 'error',
        revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
        summary: 'A `_meta` key that breaks the naming rules of 2025-06-18 on (`_fastmcp`, `my key`, `a/b/c`).',
        why: 'From 2025-06-18 a `_meta` key is an optional prefix (dot-separated labels, then `/`) and a name that "MUST begin and end with an alphanumeric character". Keys like `_fastmcp` break it, and strict peers and validators reject the message.',
        instead: 'Name keys `prefix/name` with a reverse-DNS prefix you own (`com.example/trace-id`), starting and ending with a letter or digit.',
        spec: specUrl('2025-11-25', 'basic#meta'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"echo","inputSchema":{"type":"object"},"_meta":{"_fastmcp":{"tags":[]}}}]}}',
            good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"echo","inputSchema":{"type":"object"},"_meta":{"com.example/fastmcp":{"tags":[]}}}]}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (!model.meta.syntax || message.kind === 'invalid' || message.kind === 'error')
                    return;
                const problems = metaKeyProblems(message, model.meta);
                if (problems.length === 0)
                    return;
                const bad = problems.filter((p) => p.kind === 'syntax');
                if (bad.length === 0)
                    return;
                const listed = bad.slice(0, 3).map((p) => `"${p.key}" in ${p.path}`).join(', ');
                const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
                context.report({
                    at: message,
                    path: bad[0].path,
                    message: `${describeMessage(message)} has _meta key ${listed}${more}, which ${bad.length === 1 ? 'breaks' : 'break'} the ${model.revision} naming rules (an optional "labels/" prefix, then a name that begins and ends with a letter or digit). Rename them, e.g. "com.example/${bad[0].key.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '') || 'key'}".`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/meta-key-reserved.js


const metaKeyReserved = {
    meta: {
        id: 'meta-key-reserved',
        family: 'meta',
        severity: 'warning',
        revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
        summary: 'A `_meta` key with a prefix MCP reserves for itself (`io.modelcontextprotocol/`, `dev.mcp/`) that the revision does not define.',
        why: 'Prefixes naming `modelcontextprotocol` or `mcp` are reserved for the spec (in 2025-06-18 any label before another; from 2025-11-25 the second label). A key of your own there may clash with a key a later revision defines, and peers may read meaning into it.',
        instead: 'Use a prefix you own (`com.example/`), or the key the spec defines if you meant one (the finding checks spelling against the revision\'s keys).',
        spec: specUrl('2025-11-25', 'basic#meta'),
        examples: {
            bad: '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"_meta":{"io.modelcontextprotocol/trace":"abc"}}}',
            good: '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"_meta":{"com.example/trace":"abc"}}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (model.meta.reservedPrefix === 'none' || message.kind === 'invalid' || message.kind === 'error')
                    return;
                const problems = metaKeyProblems(message, model.meta);
                if (problems.length === 0)
                    return;
                const reserved = problems.filter((p) => p.kind === 'reserved');
                if (reserved.length === 0)
                    return;
                const first = reserved[0];
                const listed = reserved.slice(0, 3).map((p) => `"${p.key}" in ${p.path}`).join(', ');
                context.report({
                    at: message,
                    path: first.path,
                    message: `${describeMessage(message)} has _meta key ${listed} under a prefix MCP reserves for the spec, and ${model.revision} defines no such key. Use a prefix you own (com.example/...), or the spec's key if you meant one.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/method-not-in-revision.js



const methodNotInRevision = {
    meta: {
        id: 'method-not-in-revision',
        family: 'catalog',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A spec method the target revision does not have: removed by it or an earlier one (`ping` in 2026-07-28), only added later (`elicitation/create` in 2025-03-26), only embedded (2026-07-28 sampling), or left to an extension (2026-07-28 tasks: a warning unless the request declares the extension).',
        why: 'A peer that speaks the target revision does not know the method: it answers -32601 or ignores it. Usually the capture mixes revisions (a client built for one, a server for another) or the code predates a removal.',
        instead: 'Use what the target revision offers instead (the finding says what), or negotiate the revision that has the method.',
        spec: specUrl('2026-07-28', 'changelog'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
            revision: '2026-07-28',
        },
    },
    create(context) {
        const model = context.model;
        const revision = model.revision;
        return {
            message(message) {
                if (message.method === undefined)
                    return;
                const status = methodStatus(model, message.method);
                let text;
                if (status.kind === 'removed') {
                    const { removedIn, lastIn, instead } = status.removed;
                    const when = removedIn === revision ? `was removed in ${revision}` : `was removed in ${removedIn}, before ${revision}`;
                    text = `"${message.method}" ${when} (last defined in ${lastIn}); a ${revision} peer answers -32601 or ignores it. Instead: ${instead}.`;
                }
                else if (status.kind === 'embedded') {
                    text = `in ${revision} "${message.method}" is not a JSON-RPC message: ${status.info.note ?? 'it is only embedded in other messages.'}`;
                }
                else if (status.kind === 'extension') {
                    const { extension } = status.extension;
                    if (declaresExtension(message.params, extension))
                        return;
                    context.report({
                        at: message,
                        path: 'method',
                        severity: 'warning',
                        message: `${describeMessage(message)}: "${message.method}" is not part of core ${revision}; the ${extension} extension defines it, and it is legal only when both sides negotiated that extension (capabilities.extensions), which this message does not show. Declare the extension, or leave the method out.`,
                    });
                    return;
                }
                else if (status.kind === 'later') {
                    text = `"${message.method}" is defined only from ${status.firstIn}; a ${revision} peer answers -32601 or ignores it. Negotiate ${status.firstIn} or later to use it, or leave it out.`;
                }
                else {
                    return;
                }
                context.report({ at: message, path: 'method', message: `${describeMessage(message)}: ${text}` });
            },
        };
    },
};
/** Whether a 2026-07-28 request's own `_meta` client capabilities declare the extension. */
function declaresExtension(params, extension) {
    if (!isPlainObject(params) || !isPlainObject(params._meta))
        return false;
    const capabilities = params._meta['io.modelcontextprotocol/clientCapabilities'];
    return isPlainObject(capabilities) && isPlainObject(capabilities.extensions) && extension in capabilities.extensions;
}

;// CONCATENATED MODULE: ./build/core/rules/message/method-type.js


const methodType = {
    meta: {
        id: 'method-type',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A `method` member that is not a string.',
        why: 'JSON-RPC names the method with a string; a peer cannot dispatch a number, null or object and answers -32600 Invalid Request (or drops a notification).',
        instead: 'Write the method name as a string, exactly as the spec spells it (`"tools/list"`).',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":["tools","list"]}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                const value = message.value;
                if (!isPlainObject(value) || !('method' in value) || typeof value.method === 'string')
                    return;
                context.report({
                    at: message,
                    path: 'method',
                    message: `This message has "method": ${showValue(value.method)}, ${jsonType(value.method)}; a method name must be a string, so the peer cannot tell what is asked and answers -32600. Write the name as a string ("tools/list").`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/method-typo.js


const methodTypo = {
    meta: {
        id: 'method-typo',
        family: 'catalog',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A method name that is a slip of a spec method: wrong case, wrong separator, a letter off (`tools/List`, `tool/call`).',
        why: 'Method names are case-sensitive and matched exactly. The peer answers -32601 Method not found, which reads like a missing feature (the server "has no tools") while the feature is there; a misspelt notification is silently ignored.',
        instead: 'Use the exact name the spec gives (the finding names it).',
        spec: specUrl('2025-11-25', 'server/tools#protocol-messages'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/List"}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (message.method === undefined)
                    return;
                const status = methodStatus(model, message.method);
                if (status.kind !== 'typo')
                    return;
                const suggestion = status.suggestion;
                const there = methodStatus(model, suggestion);
                const caveat = there.kind === 'defined' ? '' : ` (note that ${suggestion} itself is not a ${model.revision} message either)`;
                const effect = message.kind === 'request'
                    ? 'the peer answers -32601 Method not found, which reads like a missing feature'
                    : 'the peer silently ignores the notification';
                context.report({
                    at: message,
                    path: 'method',
                    message: `${describeMessage(message)}: "${message.method}" is not an MCP method (names are case-sensitive and exact); did you mean "${suggestion}"${caveat}? As sent, ${effect}.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/notification-with-id.js


const notificationWithId = {
    meta: {
        id: 'notification-with-id',
        family: 'envelope',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A method the revision defines as a notification (`notifications/initialized`, ...) sent with an `id`.',
        why: 'Notifications "MUST NOT include an ID". With an id the message is a request for a method that is not one: the peer either rejects it or treats it as a notification and never answers, and a sender that waits for the answer hangs.',
        instead: 'Send notifications without an `id` member, and do not wait for an answer.',
        spec: specUrl('2025-11-25', 'basic#notifications'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":2,"method":"notifications/initialized"}',
            good: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (message.kind !== 'request')
                    return;
                const method = message.method;
                const info = model.methods.get(method);
                const looksLikeNotification = info === undefined && method.startsWith('notifications/');
                if (info?.kind !== 'notification' && !looksLikeNotification)
                    return;
                const what = info ? `${method} is a notification in ${model.revision}` : `${method} is named like a notification`;
                context.report({
                    at: message,
                    path: 'id',
                    severity: info ? 'error' : 'warning',
                    message: `${what}, but this message carries "id": ${formatId(message.id)}: a request for something that never answers (the receiver must not respond to a notification), or a message the peer rejects. Remove the id.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/params-type.js


const paramsType = {
    meta: {
        id: 'params-type',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: '`params` present but not an object: positional (array) params, null, a string or a number.',
        why: 'JSON-RPC allows positional params as an array, but every MCP schema types `params` as an object of named members: a peer rejects an array with -32602 or -32600, and `"params": null` fails the same way.',
        instead: 'Send named params as an object (`"params": {"name": "echo"}`), or leave `params` out when the method takes none.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["echo",{"text":"hi"}]}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi"}}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (message.kind !== 'request' && message.kind !== 'notification')
                    return;
                const value = message.value;
                if (!('params' in value) || isPlainObject(value.params))
                    return;
                const params = value.params;
                const what = Array.isArray(params)
                    ? 'positional params (an array): JSON-RPC allows them, MCP does not, every method takes named params in an object'
                    : params === null
                        ? '"params": null; params must be an object when present'
                        : `params of type ${typeof params}; params must be an object when present`;
                context.report({
                    at: message,
                    path: 'params',
                    message: `${describeMessage(message)} has ${what}. A peer rejects it (-32602 or -32600). Send an object of named params, or omit params.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/request-meta-required.js


function hasAll(meta, required) {
    for (let i = 0; i < required.length; i++) {
        const { key, type } = required[i];
        if (type === 'object' ? !isPlainObject(meta[key]) : typeof meta[key] !== type)
            return false;
    }
    return true;
}
const requestMetaRequired = {
    meta: {
        id: 'request-meta-required',
        family: 'meta',
        severity: 'error',
        revisions: ['2026-07-28'],
        summary: 'A 2026-07-28 request without `params._meta` carrying `io.modelcontextprotocol/protocolVersion` (a string) and `io.modelcontextprotocol/clientCapabilities` (an object).',
        why: 'There is no handshake in 2026-07-28: each request says which version it speaks and what the client can do. A server "MUST reject" a request lacking either key with -32602 (HTTP 400), and must not fill them in from earlier requests.',
        instead: 'Put both keys in every request\'s `params._meta` (`{}` for no optional capabilities), and `io.modelcontextprotocol/clientInfo` too.',
        spec: specUrl('2026-07-28', 'basic#meta'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
            revision: '2026-07-28',
        },
    },
    create(context) {
        const model = context.model;
        const required = model.requiredRequestMeta;
        return {
            message(message) {
                if (message.kind !== 'request' || required.length === 0 || message.sender === 'server')
                    return;
                if (!model.methods.has(message.method))
                    return;
                const params = message.params;
                // Positional (array) or scalar params are params-type's finding; one problem, one finding.
                if (params !== undefined && !isPlainObject(params))
                    return;
                const meta = isPlainObject(params) && isPlainObject(params._meta) ? params._meta : undefined;
                if (meta !== undefined && hasAll(meta, required))
                    return;
                const problems = [];
                for (const { key, type } of required) {
                    const value = meta?.[key];
                    if (value === undefined)
                        problems.push(`no "${key}"`);
                    else if (type === 'object' ? !isPlainObject(value) : typeof value !== type)
                        problems.push(`"${key}" as ${jsonType(value)} (expected ${type === 'object' ? 'an object' : 'a string'})`);
                }
                if (problems.length === 0)
                    return;
                const where = meta ? 'its params._meta has ' : isPlainObject(params) ? 'its params have no _meta, so ' : 'it has no params, so ';
                context.report({
                    at: message,
                    path: 'params._meta',
                    message: `${describeMessage(message)}: ${where}${problems.join(' and ')}; a ${model.revision} server MUST reject it with -32602 (HTTP 400). Put the protocol version and the client capabilities ({} for none) in every request's params._meta.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/request-without-id.js

const requestWithoutId = {
    meta: {
        id: 'request-without-id',
        family: 'envelope',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A method the revision defines as a request, sent without an `id`.',
        why: 'Without an id the message is a notification: the peer must not answer it, so the sender waits forever for the result of `initialize`, `ping` or `tools/call` (or the peer rejects it, because the method is not a notification).',
        instead: 'Give every request a string or integer id that the sender has not used before in the session.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","method":"ping"}',
            good: '{"jsonrpc":"2.0","id":5,"method":"ping"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (message.kind !== 'notification' || message.hasId)
                    return;
                const info = model.methods.get(message.method);
                if (info?.kind !== 'request')
                    return;
                context.report({
                    at: message,
                    message: `${message.method} is a request in ${model.revision}, but this message has no "id", so it reads as a notification: the peer must not answer it (or rejects it) and the sender waits for a result that never comes. Add a string or integer id.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/response-result-and-error.js

const responseResultAndError = {
    meta: {
        id: 'response-result-and-error',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A response that carries both `result` and `error`.',
        why: 'A response is either a success or a failure: "A response MUST NOT set both". The schemas of 2025-11-25 and 2026-07-28 do not forbid the extra key, so schema validators pass it, but peers take one and drop the other unpredictably.',
        instead: 'Send `result` for a success or `error` for a failure, never both.',
        spec: specUrl('2025-06-18', 'basic#responses'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":-32603,"message":"failed"}}',
            good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed"}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (message.kind !== 'error' && message.kind !== 'result')
                    return;
                const value = message.value;
                if (!('result' in value) || !('error' in value))
                    return;
                context.report({
                    at: message,
                    message: `${describeMessage(message).replace('error response', 'response')} has both "result" and "error"; a response MUST carry exactly one, and a peer may read either. Keep "result" for a success or "error" for a failure.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/response-without-id.js


const responseWithoutId = {
    meta: {
        id: 'response-without-id',
        family: 'envelope',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A result without an `id`, or (before 2025-11-25) an error response without one.',
        why: 'A response "MUST include the same ID as the request it corresponds to": without it the requester cannot pair it and keeps waiting. From 2025-11-25 an error may omit the id only when the request\'s id could not be read; 2025-03-26 and 2025-06-18 require it in the schema while their HTTP transport allows an id-less error body for a rejected POST (a warning there).',
        instead: 'Echo the request\'s id in every response.',
        spec: specUrl('2025-11-25', 'basic#responses'),
        examples: {
            bad: '{"jsonrpc":"2.0","result":{"tools":[]}}',
            good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const revision = context.revision;
        return {
            message(message) {
                if (message.hasId)
                    return;
                if (message.kind === 'result') {
                    context.report({
                        at: message,
                        message: `${describeMessage(message)} has no "id", so the requester cannot tell which request it answers and keeps waiting. Echo the request's id.`,
                    });
                }
                else if (message.kind === 'error' && compareRevisions(revision, '2025-11-25') < 0) {
                    const lenient = revision !== '2024-11-05';
                    context.report({
                        at: message,
                        severity: lenient ? 'warning' : 'error',
                        message: `${describeMessage(message)} has no "id"; the ${revision} schema requires the id of the request it answers${lenient ? ' (its Streamable HTTP text allows an id-less error body only for a rejected POST)' : ''}, and the requester cannot pair it. Echo the request's id.`,
                    });
                }
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/result-not-object.js


const resultNotObject = {
    meta: {
        id: 'result-not-object',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A `result` that is not a JSON object (null, a string, an array, true).',
        why: 'JSON-RPC allows any result value, but MCP types every result as an object (with optional `_meta`): `"result": null` or `"result": "ok"` fails the peer\'s result parsing. Even an empty answer (ping) is `{}`.',
        instead: 'Answer with an object; for a method with nothing to return, send `"result": {}`.',
        spec: specUrl('2025-11-25', 'basic#responses'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"result":null}',
            good: '{"jsonrpc":"2.0","id":1,"result":{}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (message.kind !== 'result')
                    return;
                const result = message.value.result;
                if (isPlainObject(result))
                    return;
                context.report({
                    at: message,
                    path: 'result',
                    message: `${describeMessage(message)} is ${jsonType(result)}, not an object; MCP results are objects, so the peer fails to read it. Send an object (\`{}\` when there is nothing to return).`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/result-type.js


const resultType = {
    meta: {
        id: 'result-type',
        family: 'meta',
        severity: 'error',
        revisions: ['2026-07-28'],
        summary: 'A 2026-07-28 result without `resultType`, with a value outside "complete" / "input_required", or `input_required` for a method that cannot ask for input.',
        why: 'Every 2026-07-28 result "MUST include" `resultType`, which tells the client whether the request is done or the server needs input first (MRTR). A client must treat an unrecognised value as invalid; only tools/call, prompts/get and resources/read may answer input_required.',
        instead: 'Add `"resultType": "complete"` to every finished result, and `"input_required"` only to tools/call, prompts/get or resources/read results that carry inputRequests or requestState.',
        spec: specUrl('2026-07-28', 'basic#resulttype'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
            good: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[],"ttlMs":0,"cacheScope":"private"}}',
            revision: '2026-07-28',
        },
    },
    create(context) {
        const model = context.model;
        const allowed = model.resultTypes;
        return {
            message(message) {
                if (message.kind !== 'result' || !allowed)
                    return;
                const result = message.value.result;
                if (!isPlainObject(result))
                    return;
                const what = describeMessage(message);
                const value = result.resultType;
                if (value === undefined) {
                    context.report({
                        at: message,
                        path: 'result.resultType',
                        message: `${what} has no resultType; every ${model.revision} result MUST carry one. Add "resultType": "complete" (or "input_required" when the server needs input first).`,
                    });
                }
                else if (typeof value !== 'string') {
                    context.report({
                        at: message,
                        path: 'result.resultType',
                        message: `${what} has resultType ${showValue(value)}, ${jsonType(value)}; it must be a string such as "complete" or "input_required".`,
                    });
                }
                else if (!allowed.has(value)) {
                    context.report({
                        at: message,
                        path: 'result.resultType',
                        severity: 'warning',
                        message: `${what} has resultType "${value}", which is not a core value ("complete", "input_required"); a client MUST treat it as invalid unless an extension it advertised defines it. Use "complete" or "input_required".`,
                    });
                }
                else if (value === 'input_required' && message.answers?.method && !model.inputRequiredMethods.has(message.answers.method)) {
                    context.report({
                        at: message,
                        path: 'result.resultType',
                        message: `${what} is input_required, but servers MUST NOT answer ${message.answers.method} that way: only ${[...model.inputRequiredMethods].join(', ')} may ask for input. Return a complete result or an error.`,
                    });
                }
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/tool-error-as-protocol-error.js


/** Codes that say the call itself was wrong (not the tool's work): these belong in JSON-RPC errors. */
const PROTOCOL_CODES = new Set([-32700, -32600, -32601, -32602]);
const toolErrorAsProtocolError = {
    meta: {
        id: 'tool-error-as-protocol-error',
        family: 'errors',
        severity: 'warning',
        revisions: EVERY_REVISION,
        summary: 'A tools/call answered with a JSON-RPC error for what looks like the tool\'s own failure (-32603 "file not found", an application code).',
        why: 'Errors that come from running the tool "SHOULD be reported inside the result object" with `isError: true`, so the model sees them and can recover. A JSON-RPC error is for protocol failures (unknown tool, malformed request); most clients show it to the user or abort the turn, and the model never learns why the call failed.',
        instead: 'Answer `{"content": [{"type": "text", "text": "file not found: a.txt"}], "isError": true}` as the result.',
        spec: specUrl('2025-11-25', 'server/tools#error-handling'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}\n{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"file not found: a.txt"}}',
            good: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}\n{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"file not found: a.txt"}],"isError":true}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (message.answers?.method !== 'tools/call')
                    return;
                const code = errorCodeOf(message);
                if (code === undefined || PROTOCOL_CODES.has(code))
                    return;
                if (model.errorCodes.get(code)?.origin === 'mcp')
                    return;
                const text = errorTextOf(message);
                context.report({
                    at: message,
                    path: 'error',
                    message: `${describeMessage(message)} reports ${code}${text ? ` "${text}"` : ''} as a JSON-RPC error; a failure of the tool itself should be a result with isError: true and the message in content, so the model sees it. Keep JSON-RPC errors for protocol failures (unknown tool, malformed request).`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/unknown-method.js


const unknownMethod = {
    meta: {
        id: 'unknown-method',
        family: 'catalog',
        severity: 'warning',
        revisions: EVERY_REVISION,
        summary: 'A method inside a namespace the spec uses (`tools/`, `resources/`, `notifications/`, ...) that no revision defines.',
        why: 'Names in the spec\'s namespaces look official, so readers and peers assume they are; a conforming peer answers -32601 Method not found for a request (this finding is a warning) and ignores a notification (info). Often it is a draft method, a vendor extension in the wrong place, or a name misremembered.',
        instead: 'Use a method the target revision defines; put your own methods under a name of your own (a reverse-DNS style prefix such as `com.example/reindex`), outside the spec\'s namespaces.',
        spec: specUrl('2025-11-25', 'basic#requests'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/delete","params":{"name":"echo"}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                if (message.method === undefined)
                    return;
                if (methodStatus(model, message.method).kind !== 'unknown-spec')
                    return;
                const request = message.kind === 'request';
                context.report({
                    at: message,
                    path: 'method',
                    severity: request ? 'warning' : 'info',
                    message: `${describeMessage(message)}: "${message.method}" sits in the spec's namespace but no MCP revision defines it; a conforming peer ${request ? 'answers -32601 Method not found' : 'ignores the notification'}. Use a method ${model.revision} defines, or give your own method a name outside the spec's namespaces.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/unrecognized-message.js


const unrecognizedMessage = {
    meta: {
        id: 'unrecognized-message',
        family: 'envelope',
        severity: 'error',
        revisions: 'all',
        summary: 'A JSON value that is none of request, notification, result or error.',
        why: 'Every MCP message is one of the four JSON-RPC kinds: an object with `method` (request or notification) or with `result`/`error` (response). Anything else (a bare string, a number, an object with neither) is rejected with -32600 or breaks the peer\'s reader.',
        instead: 'Send only JSON-RPC messages on the protocol stream; write logs and other output to stderr.',
        spec: specUrl('2025-11-25', 'basic#messages'),
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"status":"ok"}',
            good: '{"jsonrpc":"2.0","id":1,"result":{}}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        return {
            message(message) {
                if (message.kind !== 'invalid')
                    return;
                const value = message.value;
                // An object with a method that is not a string is method-type's finding.
                if (isPlainObject(value) && 'method' in value)
                    return;
                const inBatch = message.batch ? ` (member ${message.batch.index + 1} of a batch)` : '';
                const text = isPlainObject(value)
                    ? `This message${inBatch} has no "method", "result" or "error", so it is none of request, notification, result or error; a peer answers -32600 or drops it. Add the member that says what it is.`
                    : `This frame${inBatch} holds ${jsonType(value)}, not a JSON-RPC message object; a peer answers -32600 or its reader fails. Send only JSON-RPC message objects on the protocol stream${Array.isArray(value) ? ' (batches do not nest)' : ''}.`;
                context.report({ at: message, message: text });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/wrong-direction.js

const other = (side) => (side === 'client' ? 'server' : 'client');
const wrongDirection = {
    meta: {
        id: 'wrong-direction',
        family: 'catalog',
        severity: 'error',
        revisions: EVERY_REVISION,
        summary: 'A message sent by the wrong side, where the capture says who sent it: a server-to-client method sent by the client, or the reverse; in 2026-07-28 any request from the server and any response from the client.',
        why: 'Each method has a direction (the client calls tools/call, the server calls sampling/createMessage); the receiving side has no handler for the other direction and answers -32601. 2026-07-28 goes further: servers MUST NOT send JSON-RPC requests and clients MUST NOT send responses.',
        instead: 'Send the method from the side that owns it. In 2026-07-28, a server that needs sampling, elicitation or roots answers with an input_required result instead of sending a request.',
        spec: specUrl('2026-07-28', 'basic/transports#messages'),
        examples: {
            bad: '< {"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}',
            revision: '2025-06-18',
        },
    },
    create(context) {
        const model = context.model;
        return {
            message(message) {
                const sender = message.sender;
                if (!sender || message.senderInferred)
                    return;
                if (message.kind === 'request' || message.kind === 'notification') {
                    const info = model.methods.get(message.method);
                    if (message.kind === 'request' && sender === 'server' && !model.serverRequests) {
                        context.report({
                            at: message,
                            message: `${describeMessage(message)}: in ${model.revision} servers MUST NOT send JSON-RPC requests. To ask the client for sampling, elicitation or roots, answer the client's request with an input_required result.`,
                        });
                        return;
                    }
                    if (!info || info.senders.includes(sender))
                        return;
                    context.report({
                        at: message,
                        message: `${describeMessage(message)}: in ${model.revision} only the ${other(sender)} sends ${message.method}; the ${other(sender)} has no handler for it${message.kind === 'request' ? ' and answers -32601' : ''}. Send it from the ${other(sender)}, or check the capture's direction marks.`,
                    });
                }
                else if ((message.kind === 'result' || message.kind === 'error') && sender === 'client' && !model.clientResponses) {
                    context.report({
                        at: message,
                        message: `${describeMessage(message)}: in ${model.revision} clients MUST NOT send JSON-RPC responses (servers send no requests to answer). Answers to a server's input requests go in inputResponses when the client retries its own request.`,
                    });
                }
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/message/index.js






























/** The message rules; each lives in its own file in this folder. */
const messageRules = [
    // The JSON-RPC envelope as MCP restricts it.
    jsonrpcVersion,
    idType,
    idNull,
    methodType,
    paramsType,
    responseResultAndError,
    resultNotObject,
    errorObject,
    unrecognizedMessage,
    requestWithoutId,
    notificationWithId,
    responseWithoutId,
    batchNotAllowed,
    batchEmpty,
    batchInitialize,
    batchMixed,
    // The method catalog and direction.
    methodTypo,
    methodNotInRevision,
    unknownMethod,
    customMethod,
    wrongDirection,
    // Error responses.
    errorCodeRetired,
    errorCodeReserved,
    errorCodeImplementationDefined,
    errorCodeHint,
    toolErrorAsProtocolError,
    // _meta and 2026-07-28 per-message requirements.
    requestMetaRequired,
    resultType,
    metaKeyName,
    metaKeyReserved,
];

;// CONCATENATED MODULE: ./build/core/rules/session/index.js
/** The session rules; each lives in its own file in this folder. */
const sessionRules = [];

;// CONCATENATED MODULE: ./build/core/rules/shape/describe.js

/** Issues listed in one finding before the rest are summed up. */
const MAX_ISSUES_PER_FINDING = 5;
/** `tools/call request (id 3)`, `notifications/progress notification`, `response to tools/call (id 3)`. */
function describe_describeMessage(message) {
    if (message.kind === 'request')
        return `${message.method} request (id ${formatId(message.id)})`;
    if (message.kind === 'notification')
        return `${message.method} notification`;
    return `response to ${message.answers?.method ?? 'a request'} (id ${formatId(message.id)})`;
}
/** One issue in words: where, what was expected, what is there. */
function describeIssue(issue) {
    if (issue.found === undefined) {
        const misspelt = issue.misspelt ? ` (\`${issue.misspelt}\` is there instead: a misspelling?)` : '';
        return `\`${issue.path}\` is missing${misspelt}; expected ${issue.expected}`;
    }
    const hint = issue.suggestion ? ` (did you mean ${JSON.stringify(issue.suggestion)}?)` : '';
    return `\`${issue.path}\` is ${issue.found}${hint}; expected ${issue.expected}`;
}
function listIssues(issues) {
    const shown = issues.slice(0, MAX_ISSUES_PER_FINDING).map(describeIssue);
    const more = issues.length > MAX_ISSUES_PER_FINDING ? `; and ${issues.length - MAX_ISSUES_PER_FINDING} more` : '';
    return shown.join('; ') + more;
}

;// CONCATENATED MODULE: ./build/core/protocol/shapes/codegen.js
function generateTests(definitions, objectIndex, helpers) {
    const functions = [];
    const names = new Map();
    let counter = 0;
    const q = (value) => JSON.stringify(value);
    const notObject = (v) => `(typeof ${v} !== "object" || ${v} === null || Array.isArray(${v}))`;
    const fnOfDefinition = (name) => {
        let fn = names.get(name);
        if (!fn) {
            fn = `d${counter++}`;
            names.set(name, fn);
            const shape = definitions[name];
            if (!shape)
                throw new Error(`shape ${name} is not defined`);
            functions.push(`function ${fn}(v) { return ${expression(shape, 'v')}; } // ${name}`);
        }
        return fn;
    };
    /** A JS expression that is true when the value in variable `x` passes `shape`. */
    const expression = (shape, x) => {
        switch (shape.kind) {
            case 'any':
                return 'true';
            case 'string':
                return shape.format === 'uri' || shape.format === 'byte'
                    ? `(typeof ${x} === "string" && H.format(${q(shape.format)}, ${x}))`
                    : `typeof ${x} === "string"`;
            case 'integer':
                return `(typeof ${x} === "number" && Number.isInteger(${x})${shape.minimum !== undefined ? ` && ${x} >= ${shape.minimum}` : ''})`;
            case 'number': {
                const bounds = `${shape.minimum !== undefined ? ` && ${x} >= ${shape.minimum}` : ''}${shape.maximum !== undefined ? ` && ${x} <= ${shape.maximum}` : ''}`;
                return `(typeof ${x} === "number"${bounds})`;
            }
            case 'boolean':
                return `typeof ${x} === "boolean"`;
            case 'null':
                return `${x} === null`;
            case 'literal':
                return `${x} === ${q(shape.value)}`;
            case 'enum':
                return `(${shape.values.map((value) => `${x} === ${q(value)}`).join(' || ')})`;
            case 'union':
                return `(${shape.members.map((member) => expression(member, x)).join(' || ')})`;
            case 'ref':
                return `${fnOfDefinition(shape.name)}(${x})`;
            default:
                return `${nodeFunction(shape)}(${x})`;
        }
    };
    /** A named function for a structured node (object, array, record, tagged union). */
    const nodeFunction = (shape) => {
        const fn = `n${counter++}`;
        const body = [];
        switch (shape.kind) {
            case 'array':
                body.push('if (!Array.isArray(v)) return false;');
                body.push(`for (let i = 0; i < v.length; i++) { const x = v[i]; if (!(${expression(shape.items, 'x')})) return false; }`);
                break;
            case 'record':
                body.push(`if ${notObject('v')} return false;`);
                if (shape.values.kind !== 'any')
                    body.push(`for (const k in v) { const x = v[k]; if (!(${expression(shape.values, 'x')})) return false; }`);
                break;
            case 'object': {
                body.push(`if ${notObject('v')} return false;`);
                body.push('let x;');
                const keys = Object.keys(shape.properties);
                for (const key of keys) {
                    const property = shape.properties[key];
                    const check = expression(property.shape, 'x');
                    body.push(property.optional
                        ? `x = v[${q(key)}]; if (x !== undefined && !(${check})) return false;`
                        : `x = v[${q(key)}]; if (x === undefined || !(${check})) return false;`);
                }
                if (shape.atLeastOne)
                    body.push(`if (${shape.atLeastOne.map((key) => `v[${q(key)}] === undefined`).join(' && ')}) return false;`);
                if (shape.slips && keys.length > 0) {
                    const index = objectIndex(shape);
                    body.push(`for (const k in v) { switch (k) { ${keys.map((key) => `case ${q(key)}:`).join(' ')} continue; } if (H.slip(${index}, k, v)) return false; }`);
                }
                break;
            }
            case 'tagged': {
                body.push(`if ${notObject('v')} return false;`);
                body.push(`const t = v[${q(shape.tag)}];`);
                body.push(`switch (t) { ${Object.entries(shape.members).map(([value, member]) => `case ${q(value)}: return ${expression(member, 'v')};`).join(' ')} }`);
                if (shape.fallback) {
                    const fallback = expression(shape.fallback.shape, 'v');
                    body.push(shape.fallback.when === 'absent' ? `if (t === undefined) return ${fallback};` : `return ${fallback};`);
                }
                body.push('return false;');
                break;
            }
            default:
                throw new Error(`codegen: unexpected ${shape.kind}`);
        }
        body.push('return true;');
        functions.push(`function ${fn}(v) { ${body.join(' ')} }`);
        return fn;
    };
    const cache = new Map();
    return {
        get(name) {
            let test = cache.get(name);
            if (!test) {
                const fn = fnOfDefinition(name);
                // Each root compiles every function generated so far (a few hundred small functions per
                // revision at most), once.
                const source = `"use strict"; ${functions.join('\n')}\nreturn ${fn};`;
                test = new Function('H', source)(helpers);
                cache.set(name, test);
            }
            return test;
        },
    };
}

;// CONCATENATED MODULE: ./build/core/protocol/shapes/lang.js

// ---------------------------------------------------------------------------------------------
// Builders
const str = (format) => (format ? { kind: 'string', format } : { kind: 'string' });
const lang_int = (minimum) => (minimum === undefined ? { kind: 'integer' } : { kind: 'integer', minimum });
/** A TypeScript `number`: any JSON number, integral or not. */
const num = (minimum, maximum) => {
    const shape = { kind: 'number' };
    if (minimum !== undefined)
        shape.minimum = minimum;
    if (maximum !== undefined)
        shape.maximum = maximum;
    return shape;
};
const bool = () => ({ kind: 'boolean' });
const nul = () => ({ kind: 'null' });
const any = () => ({ kind: 'any' });
const lit = (value) => ({ kind: 'literal', value });
const oneOf = (...values) => ({ kind: 'enum', values });
const arr = (items) => ({ kind: 'array', items });
const rec = (values = any()) => ({ kind: 'record', values });
const union = (...members) => ({ kind: 'union', members });
const ref = (name) => ({ kind: 'ref', name });
const OPTIONAL = Symbol('optional');
/** Marks a property as optional in `obj({...})`. */
const opt = (shape) => ({ [OPTIONAL]: true, shape });
const isOptional = (value) => OPTIONAL in value;
function toProperties(spec) {
    const properties = {};
    for (const [key, value] of Object.entries(spec)) {
        properties[key] = isOptional(value) ? { shape: value.shape, optional: true } : { shape: value, optional: false };
    }
    return properties;
}
/** An open object: extra keys are allowed, misspellings of known keys are reported. */
const obj = (spec, options = {}) => {
    const shape = { kind: 'object', properties: toProperties(spec), slips: options.slips ?? true };
    if (options.atLeastOne)
        shape.atLeastOne = options.atLeastOne;
    return shape;
};
const tagged = (tag, members, fallback) => fallback ? { kind: 'tagged', tag, members, fallback } : { kind: 'tagged', tag, members };
/** The object `base` with properties added or replaced (`undefined` removes one): for revision deltas. */
function extend(base, spec, options) {
    if (base.kind !== 'object')
        throw new Error(`extend: not an object shape (${base.kind})`);
    const properties = { ...base.properties };
    for (const [key, value] of Object.entries(spec)) {
        if (value === undefined)
            delete properties[key];
        else
            properties[key] = isOptional(value) ? { shape: value.shape, optional: true } : { shape: value, optional: false };
    }
    const shape = { kind: 'object', properties, slips: base.slips };
    const atLeastOne = options?.atLeastOne ?? base.atLeastOne;
    if (atLeastOne)
        shape.atLeastOne = atLeastOne;
    return shape;
}
/** Says what a JSON value is, briefly: `string "txt"`, `array of 2`, `object`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `an array of ${value.length}`;
    switch (typeof value) {
        case 'string':
            return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
        case 'number':
            return Number.isInteger(value) ? `integer ${value}` : `number ${value}`;
        case 'boolean':
            return `boolean ${value}`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
const childPath = (path, key) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
/** A short human description of what a shape accepts, for `expected`. */
function describeShape(shape, definitions, depth = 0) {
    switch (shape.kind) {
        case 'string':
            return shape.format === 'uri' ? 'a URI string' : shape.format === 'byte' ? 'a base64 string' : 'a string';
        case 'integer':
            return shape.minimum !== undefined ? `an integer >= ${shape.minimum}` : 'an integer';
        case 'number':
            return shape.minimum !== undefined && shape.maximum !== undefined
                ? `a number from ${shape.minimum} to ${shape.maximum}`
                : 'a number';
        case 'boolean':
            return 'a boolean';
        case 'null':
            return 'null';
        case 'any':
            return 'any JSON value';
        case 'literal':
            return JSON.stringify(shape.value);
        case 'enum':
            return `one of ${shape.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'array':
            return depth > 1 ? 'an array' : `an array of ${lang_plural(describeShape(shape.items, definitions, depth + 1))}`;
        case 'record':
        case 'object':
            return 'an object';
        case 'tagged':
            return 'an object';
        case 'union':
            return shape.members.map((m) => describeShape(m, definitions, depth + 1)).join(' or ');
        case 'ref': {
            const target = definitions[shape.name];
            if (target && (target.kind === 'object' || target.kind === 'tagged'))
                return `a ${shape.name} object`;
            return target ? describeShape(target, definitions, depth) : shape.name;
        }
    }
}
function lang_plural(description) {
    const named = /^an? (\w+) object$/.exec(description);
    if (named)
        return `${named[1]} objects`;
    return description.replace(/^an? (\w+)/, (_, word) => `${word}s`);
}
// ---------------------------------------------------------------------------------------------
// Misspelt keys
const normalizeKey = (key) => key.toLowerCase().replace(/[-_]/g, '');
function editDistanceAtMost(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return false;
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    let beforePrevious = [];
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, beforePrevious[j - 2] + 1);
            current.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > limit)
            return false;
        beforePrevious = previous;
        previous = current;
    }
    return previous[b.length] <= limit;
}
/** `args` for `arguments`: an abbreviation that keeps the first three letters and the order of the rest. */
function isAbbreviation(short, long) {
    if (short.length < 3 || short.length >= long.length || short.slice(0, 3) !== long.slice(0, 3))
        return false;
    let j = 3;
    for (let i = 3; i < short.length; i++) {
        j = long.indexOf(short[i], j);
        if (j < 0)
            return false;
        j++;
    }
    return true;
}
/** The known key `key` most likely stands for, if it is almost certainly a slip. */
function likelyIntended(key, known) {
    const k = normalizeKey(key);
    if (k.length < 3)
        return undefined;
    for (const candidate of known)
        if (normalizeKey(candidate) === k)
            return candidate;
    for (const candidate of known) {
        const c = normalizeKey(candidate);
        // Three letters allow one change (`url` for `uri`); longer keys one, from eight letters two.
        if (c.length < 3 || (c.length === 3 && k.length !== 3))
            continue;
        const limit = c.length >= 8 ? 2 : 1;
        if (editDistanceAtMost(k, c, limit))
            return candidate;
    }
    for (const candidate of known)
        if (isAbbreviation(k, normalizeKey(candidate)))
            return candidate;
    return undefined;
}
// ---------------------------------------------------------------------------------------------
// Compiler
const lang_isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function formatOk(format, value) {
    if (format === 'uri')
        return URI_SCHEME.test(value);
    if (format === 'byte')
        return BASE64.test(value);
    return true;
}
const ANY = { test: () => true, explain: () => { } };
/** Per object shape: judges an unknown key once (memoized), as the hot and the cold path both need. */
function slipJudge(keys) {
    // Keys repeat a lot across messages, so each is judged once. Bounded so odd traffic cannot grow it forever.
    const cache = new Map();
    return (key) => {
        let intended = cache.get(key);
        if (intended === undefined) {
            intended = likelyIntended(key, keys) ?? null;
            if (cache.size < 1000)
                cache.set(key, intended);
        }
        return intended;
    };
}
function compileShapes(definitions, options = {}) {
    const named = new Map();
    const pending = [];
    const judges = new Map();
    const judgeOf = (shape) => {
        let judge = judges.get(shape);
        if (!judge) {
            judge = slipJudge(Object.keys(shape.properties));
            judges.set(shape, judge);
        }
        return judge;
    };
    const slipFunctions = [];
    const slipIndex = new Map();
    const generated = options.codegen === false
        ? undefined
        : generateTests(definitions, (shape) => {
            let index = slipIndex.get(shape);
            if (index === undefined) {
                const judge = judgeOf(shape);
                index = slipFunctions.length;
                slipFunctions.push((key, value) => {
                    const intended = judge(key);
                    return intended !== null && value[intended] === undefined;
                });
                slipIndex.set(shape, index);
            }
            return index;
        }, {
            format: (format, value) => formatOk(format, value),
            slip: (index, key, value) => slipFunctions[index](key, value),
        });
    const refCheck = (name) => {
        let holder = named.get(name);
        if (!holder) {
            const shape = definitions[name];
            if (!shape)
                throw new Error(`shape ${name} is not defined`);
            holder = { test: () => true, explain: () => { } };
            named.set(name, holder);
            pending.push([holder, shape]);
        }
        return holder;
    };
    const compile = (shape) => {
        switch (shape.kind) {
            case 'any':
                return ANY;
            case 'string': {
                const format = shape.format === 'uri' || shape.format === 'byte' ? shape.format : undefined;
                const expected = describeShape(shape, definitions);
                return {
                    test: format ? (v) => typeof v === 'string' && formatOk(format, v) : (v) => typeof v === 'string',
                    explain(v, path, out) {
                        if (typeof v !== 'string')
                            out.push({ kind: 'shape', path, expected, found: describeValue(v) });
                        else if (!formatOk(format, v))
                            out.push({ kind: 'shape', path, expected, found: describeValue(v) });
                    },
                };
            }
            case 'integer': {
                const min = shape.minimum ?? -Infinity;
                const expected = describeShape(shape, definitions);
                const test = (v) => typeof v === 'number' && Number.isInteger(v) && v >= min;
                return { test, explain: (v, path, out) => void (test(v) || out.push({ kind: 'shape', path, expected, found: describeValue(v) })) };
            }
            case 'number': {
                const min = shape.minimum ?? -Infinity;
                const max = shape.maximum ?? Infinity;
                const expected = describeShape(shape, definitions);
                const test = (v) => typeof v === 'number' && v >= min && v <= max;
                return { test, explain: (v, path, out) => void (test(v) || out.push({ kind: 'shape', path, expected, found: describeValue(v) })) };
            }
            case 'boolean':
                return simple((v) => typeof v === 'boolean', 'a boolean');
            case 'null':
                return simple((v) => v === null, 'null');
            case 'literal': {
                const value = shape.value;
                return simple((v) => v === value, JSON.stringify(value));
            }
            case 'enum': {
                const values = new Set(shape.values);
                return simple((v) => typeof v === 'string' && values.has(v), describeShape(shape, definitions));
            }
            case 'array': {
                const items = compile(shape.items);
                const expected = describeShape(shape, definitions);
                return {
                    test(v) {
                        if (!Array.isArray(v))
                            return false;
                        for (let i = 0; i < v.length; i++)
                            if (!items.test(v[i]))
                                return false;
                        return true;
                    },
                    explain(v, path, out) {
                        if (!Array.isArray(v)) {
                            out.push({ kind: 'shape', path, expected, found: describeValue(v) });
                            return;
                        }
                        for (let i = 0; i < v.length; i++)
                            if (!items.test(v[i]))
                                items.explain(v[i], `${path}[${i}]`, out);
                    },
                };
            }
            case 'record': {
                const values = compile(shape.values);
                const everything = shape.values.kind === 'any';
                return {
                    test(v) {
                        if (!lang_isObject(v))
                            return false;
                        if (everything)
                            return true;
                        for (const key in v)
                            if (!values.test(v[key]))
                                return false;
                        return true;
                    },
                    explain(v, path, out) {
                        if (!lang_isObject(v)) {
                            out.push({ kind: 'shape', path, expected: 'an object', found: describeValue(v) });
                            return;
                        }
                        for (const key in v)
                            if (!values.test(v[key]))
                                values.explain(v[key], childPath(path, key), out);
                    },
                };
            }
            case 'object':
                return compileObject(shape);
            case 'union': {
                const members = shape.members.map(compile);
                const expected = describeShape(shape, definitions);
                return {
                    test(v) {
                        for (let i = 0; i < members.length; i++)
                            if (members[i].test(v))
                                return true;
                        return false;
                    },
                    explain(v, path, out) {
                        // Report the member that comes closest (fewest issues); a value of the wrong JSON
                        // type altogether gets one issue naming every alternative.
                        let best;
                        for (const member of members) {
                            const issues = [];
                            member.explain(v, path, issues);
                            if (issues.length === 0)
                                return;
                            const wrongType = issues.length === 1 && issues[0].path === path;
                            if (!wrongType && (!best || issues.length < best.length))
                                best = issues;
                        }
                        if (best)
                            out.push(...best);
                        else
                            out.push({ kind: 'shape', path, expected, found: describeValue(v) });
                    },
                };
            }
            case 'tagged':
                return compileTagged(shape);
            case 'ref':
                return refCheck(shape.name);
        }
    };
    function simple(test, expected) {
        return { test, explain: (v, path, out) => void (test(v) || out.push({ kind: 'shape', path, expected, found: describeValue(v) })) };
    }
    function compileObject(shape) {
        const keys = Object.keys(shape.properties);
        const checks = keys.map((key) => compile(shape.properties[key].shape));
        const optional = keys.map((key) => shape.properties[key].optional);
        const known = Object.create(null);
        for (const key of keys)
            known[key] = true;
        const slips = shape.slips && keys.length > 0;
        const atLeastOne = shape.atLeastOne;
        const slipOf = judgeOf(shape);
        const expected = 'an object';
        const n = keys.length;
        return {
            test(v) {
                if (!lang_isObject(v))
                    return false;
                for (let i = 0; i < n; i++) {
                    const value = v[keys[i]];
                    if (value === undefined) {
                        if (!optional[i])
                            return false;
                    }
                    else if (!checks[i].test(value))
                        return false;
                }
                if (atLeastOne && !atLeastOne.some((key) => v[key] !== undefined))
                    return false;
                if (slips) {
                    for (const key in v) {
                        if (known[key] === true)
                            continue;
                        const intended = slipOf(key);
                        if (intended !== null && v[intended] === undefined)
                            return false;
                    }
                }
                return true;
            },
            explain(v, path, out) {
                if (!lang_isObject(v)) {
                    out.push({ kind: 'shape', path, expected, found: describeValue(v) });
                    return;
                }
                const slipped = new Map();
                if (slips) {
                    for (const key in v) {
                        if (known[key] === true)
                            continue;
                        const intended = slipOf(key);
                        if (intended !== null && v[intended] === undefined)
                            slipped.set(intended, key);
                    }
                }
                for (let i = 0; i < n; i++) {
                    const key = keys[i];
                    const value = v[key];
                    const at = childPath(path, key);
                    if (value === undefined) {
                        const actual = slipped.get(key);
                        if (actual !== undefined && !optional[i]) {
                            // A required key spelt wrong: one shape issue that names the misspelling.
                            out.push({ kind: 'shape', path: at, expected: describeShape(shape.properties[key].shape, definitions), misspelt: actual });
                        }
                        else if (actual !== undefined) {
                            out.push({ kind: 'slip', path: childPath(path, actual), expected: `\`${key}\``, found: `\`${actual}\``, suggestion: key });
                        }
                        else if (!optional[i]) {
                            out.push({ kind: 'shape', path: at, expected: describeShape(shape.properties[key].shape, definitions) });
                        }
                    }
                    else if (!checks[i].test(value)) {
                        checks[i].explain(value, at, out);
                    }
                }
                if (atLeastOne && !atLeastOne.some((key) => v[key] !== undefined)) {
                    out.push({ kind: 'shape', path, expected: `at least one of ${atLeastOne.map((k) => `\`${k}\``).join(', ')}`, found: 'an object with none of them' });
                }
            },
        };
    }
    function compileTagged(shape) {
        const tag = shape.tag;
        const members = new Map();
        for (const [value, member] of Object.entries(shape.members))
            members.set(value, compile(member));
        const fallback = shape.fallback ? compile(shape.fallback.shape) : undefined;
        const fallbackOnOther = shape.fallback?.when === 'other';
        const tags = Object.keys(shape.members);
        const pick = (v) => {
            const value = v[tag];
            if (value === undefined)
                return fallback;
            const member = typeof value === 'string' ? members.get(value) : undefined;
            return member ?? (fallbackOnOther ? fallback : undefined);
        };
        return {
            test(v) {
                if (!lang_isObject(v))
                    return false;
                const member = pick(v);
                return member !== undefined && member.test(v);
            },
            explain(v, path, out) {
                if (!lang_isObject(v)) {
                    out.push({ kind: 'shape', path, expected: 'an object', found: describeValue(v) });
                    return;
                }
                const member = pick(v);
                if (member) {
                    member.explain(v, path, out);
                    return;
                }
                const value = v[tag];
                const choices = tags.map((t) => JSON.stringify(t)).join(', ');
                const intended = typeof value === 'string' ? likelyIntended(value, tags) : undefined;
                const issue = { kind: 'shape', path: childPath(path, tag), expected: `one of ${choices}`, found: value === undefined ? undefined : describeValue(value) };
                if (intended)
                    issue.suggestion = intended;
                out.push(issue);
            },
        };
    }
    const drain = () => {
        while (pending.length > 0) {
            const [holder, shape] = pending.shift();
            const check = compile(shape);
            if (shape.kind === 'ref') {
                // An alias: its target may still be pending, so delegate instead of copying its functions.
                holder.test = (v) => check.test(v);
                holder.explain = (v, path, out) => check.explain(v, path, out);
            }
            else {
                holder.test = check.test;
                holder.explain = check.explain;
            }
        }
    };
    return {
        definitions,
        get(name) {
            const check = refCheck(name);
            drain();
            if (!generated)
                return check;
            return { test: generated.get(name), explain: check.explain };
        },
        compile(shape) {
            const check = compile(shape);
            drain();
            return check;
        },
    };
}

;// CONCATENATED MODULE: ./build/core/protocol/shapes/2024-11-05.js

/**
 * 2024-11-05: the first dated revision, written out in full. Every later revision is a delta on
 * this one (see the files next to it).
 */
const requestMeta = ref('RequestMeta');
const freeMeta = ref('NotificationMeta');
/** Params of a request that takes no arguments of its own (ping, roots/list). */
const bareRequestParams = obj({ _meta: opt(requestMeta) });
const bareNotificationParams = obj({ _meta: opt(freeMeta) });
const result = (spec = {}) => obj({ _meta: opt(ref('ResultMeta')), ...spec });
const paginated = (spec) => result({ nextCursor: opt(str()), ...spec });
const annotated = (spec) => obj({ annotations: opt(ref('Annotations')), ...spec });
const definitions = {
    RequestId: union(str(), lang_int()),
    ProgressToken: union(str(), lang_int()),
    Cursor: str(),
    /** `_meta` of request params: only `progressToken` has a meaning; other keys are free. */
    RequestMeta: obj({ progressToken: opt(ref('ProgressToken')) }, { slips: false }),
    /** `_meta` of notification params and of results: free-form. */
    NotificationMeta: rec(),
    ResultMeta: rec(),
    Role: oneOf('assistant', 'user'),
    LoggingLevel: oneOf('alert', 'critical', 'debug', 'emergency', 'error', 'info', 'notice', 'warning'),
    /** Inline in 2024-11-05 (`Annotated`); named from 2025-03-26 on. */
    Annotations: obj({ audience: opt(arr(ref('Role'))), priority: opt(num(0, 1)) }),
    Implementation: obj({ name: str(), version: str() }),
    ClientCapabilities: obj({
        experimental: opt(rec(rec())),
        roots: opt(obj({ listChanged: opt(bool()) })),
        sampling: opt(rec()),
    }),
    ServerCapabilities: obj({
        experimental: opt(rec(rec())),
        logging: opt(rec()),
        prompts: opt(obj({ listChanged: opt(bool()) })),
        resources: opt(obj({ listChanged: opt(bool()), subscribe: opt(bool()) })),
        tools: opt(obj({ listChanged: opt(bool()) })),
    }),
    // Content
    TextContent: annotated({ type: lit('text'), text: str() }),
    ImageContent: annotated({ type: lit('image'), data: str('byte'), mimeType: str() }),
    EmbeddedResource: annotated({ type: lit('resource'), resource: ref('ResourceContentsUnion') }),
    TextResourceContents: obj({ uri: str('uri'), mimeType: opt(str()), text: str() }),
    BlobResourceContents: obj({ uri: str('uri'), mimeType: opt(str()), blob: str('byte') }),
    /** Text when `text` is there, else blob: the spec's union has no tag. */
    ResourceContentsUnion: union(ref('TextResourceContents'), ref('BlobResourceContents')),
    /** Content of tool results and prompt messages. */
    ContentBlock: tagged('type', { text: ref('TextContent'), image: ref('ImageContent'), resource: ref('EmbeddedResource') }),
    /** Content of sampling messages. */
    SamplingContent: tagged('type', { text: ref('TextContent'), image: ref('ImageContent') }),
    // Resources
    Resource: annotated({ uri: str('uri'), name: str(), description: opt(str()), mimeType: opt(str()), size: opt(lang_int()) }),
    ResourceTemplate: annotated({ uriTemplate: str(), name: str(), description: opt(str()), mimeType: opt(str()) }),
    ListResourcesResult: paginated({ resources: arr(ref('Resource')) }),
    ListResourceTemplatesResult: paginated({ resourceTemplates: arr(ref('ResourceTemplate')) }),
    ReadResourceResult: result({ contents: arr(ref('ResourceContentsUnion')) }),
    // Prompts
    PromptArgument: obj({ name: str(), description: opt(str()), required: opt(bool()) }),
    Prompt: obj({ name: str(), description: opt(str()), arguments: opt(arr(ref('PromptArgument'))) }),
    PromptMessage: obj({ role: ref('Role'), content: ref('ContentBlock') }),
    ListPromptsResult: paginated({ prompts: arr(ref('Prompt')) }),
    GetPromptResult: result({ description: opt(str()), messages: arr(ref('PromptMessage')) }),
    PromptReference: obj({ type: lit('ref/prompt'), name: str() }),
    ResourceReference: obj({ type: lit('ref/resource'), uri: str() }),
    CompletionReference: tagged('type', { 'ref/prompt': ref('PromptReference'), 'ref/resource': ref('ResourceReference') }),
    // Tools
    ToolInputSchema: obj({ type: lit('object'), properties: opt(rec(rec())), required: opt(arr(str())) }, { slips: false }),
    Tool: obj({ name: str(), description: opt(str()), inputSchema: ref('ToolInputSchema') }),
    ListToolsResult: paginated({ tools: arr(ref('Tool')) }),
    CallToolResult: result({ content: arr(ref('ContentBlock')), isError: opt(bool()) }),
    // Sampling and roots
    ModelHint: obj({ name: opt(str()) }),
    ModelPreferences: obj({
        hints: opt(arr(ref('ModelHint'))),
        costPriority: opt(num(0, 1)),
        speedPriority: opt(num(0, 1)),
        intelligencePriority: opt(num(0, 1)),
    }),
    SamplingMessage: obj({ role: ref('Role'), content: ref('SamplingContent') }),
    CreateMessageResult: result({ role: ref('Role'), content: ref('SamplingContent'), model: str(), stopReason: opt(str()) }),
    Root: obj({ uri: str('uri'), name: opt(str()) }),
    ListRootsResult: result({ roots: arr(ref('Root')) }),
    // Lifecycle, logging, completion
    InitializeResult: result({
        protocolVersion: str(),
        capabilities: ref('ServerCapabilities'),
        serverInfo: ref('Implementation'),
        instructions: opt(str()),
    }),
    CompleteResult: result({ completion: obj({ values: arr(str()), total: opt(lang_int()), hasMore: opt(bool()) }) }),
    EmptyResult: result(),
    // Params of requests
    RequestParams: bareRequestParams,
    NotificationParams: bareNotificationParams,
    PaginatedRequestParams: obj({ _meta: opt(requestMeta), cursor: opt(str()) }),
    InitializeRequestParams: obj({
        _meta: opt(requestMeta),
        protocolVersion: str(),
        capabilities: ref('ClientCapabilities'),
        clientInfo: ref('Implementation'),
    }),
    ReadResourceRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
    SubscribeRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
    UnsubscribeRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
    GetPromptRequestParams: obj({ _meta: opt(requestMeta), name: str(), arguments: opt(rec(str())) }),
    CallToolRequestParams: obj({ _meta: opt(requestMeta), name: str(), arguments: opt(rec()) }),
    SetLevelRequestParams: obj({ _meta: opt(requestMeta), level: ref('LoggingLevel') }),
    CompleteRequestParams: obj({
        _meta: opt(requestMeta),
        ref: ref('CompletionReference'),
        argument: obj({ name: str(), value: str() }),
    }),
    CreateMessageRequestParams: obj({
        _meta: opt(requestMeta),
        messages: arr(ref('SamplingMessage')),
        modelPreferences: opt(ref('ModelPreferences')),
        systemPrompt: opt(str()),
        includeContext: opt(oneOf('allServers', 'none', 'thisServer')),
        temperature: opt(num()),
        maxTokens: lang_int(),
        stopSequences: opt(arr(str())),
        metadata: opt(rec()),
    }),
    // Params of notifications
    CancelledNotificationParams: obj({ _meta: opt(freeMeta), requestId: ref('RequestId'), reason: opt(str()) }),
    ProgressNotificationParams: obj({ _meta: opt(freeMeta), progressToken: ref('ProgressToken'), progress: num(), total: opt(num()) }),
    ResourceUpdatedNotificationParams: obj({ _meta: opt(freeMeta), uri: str('uri') }),
    LoggingMessageNotificationParams: obj({ _meta: opt(freeMeta), level: ref('LoggingLevel'), logger: opt(str()), data: any() }),
};
const methods = {
    requests: {
        initialize: { request: 'InitializeRequest', params: 'InitializeRequestParams', paramsRequired: true, result: 'InitializeResult' },
        ping: { request: 'PingRequest', params: 'RequestParams', paramsRequired: false, result: 'EmptyResult' },
        'resources/list': { request: 'ListResourcesRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListResourcesResult' },
        'resources/templates/list': {
            request: 'ListResourceTemplatesRequest',
            params: 'PaginatedRequestParams',
            paramsRequired: false,
            result: 'ListResourceTemplatesResult',
        },
        'resources/read': { request: 'ReadResourceRequest', params: 'ReadResourceRequestParams', paramsRequired: true, result: 'ReadResourceResult' },
        'resources/subscribe': { request: 'SubscribeRequest', params: 'SubscribeRequestParams', paramsRequired: true, result: 'EmptyResult' },
        'resources/unsubscribe': { request: 'UnsubscribeRequest', params: 'UnsubscribeRequestParams', paramsRequired: true, result: 'EmptyResult' },
        'prompts/list': { request: 'ListPromptsRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListPromptsResult' },
        'prompts/get': { request: 'GetPromptRequest', params: 'GetPromptRequestParams', paramsRequired: true, result: 'GetPromptResult' },
        'tools/list': { request: 'ListToolsRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListToolsResult' },
        'tools/call': { request: 'CallToolRequest', params: 'CallToolRequestParams', paramsRequired: true, result: 'CallToolResult' },
        'logging/setLevel': { request: 'SetLevelRequest', params: 'SetLevelRequestParams', paramsRequired: true, result: 'EmptyResult' },
        'completion/complete': { request: 'CompleteRequest', params: 'CompleteRequestParams', paramsRequired: true, result: 'CompleteResult' },
        'sampling/createMessage': {
            request: 'CreateMessageRequest',
            params: 'CreateMessageRequestParams',
            paramsRequired: true,
            result: 'CreateMessageResult',
        },
        'roots/list': { request: 'ListRootsRequest', params: 'RequestParams', paramsRequired: false, result: 'ListRootsResult' },
    },
    notifications: {
        'notifications/initialized': { notification: 'InitializedNotification', params: 'NotificationParams', paramsRequired: false },
        'notifications/cancelled': { notification: 'CancelledNotification', params: 'CancelledNotificationParams', paramsRequired: true },
        'notifications/progress': { notification: 'ProgressNotification', params: 'ProgressNotificationParams', paramsRequired: true },
        'notifications/roots/list_changed': { notification: 'RootsListChangedNotification', params: 'NotificationParams', paramsRequired: false },
        'notifications/resources/list_changed': {
            notification: 'ResourceListChangedNotification',
            params: 'NotificationParams',
            paramsRequired: false,
        },
        'notifications/resources/updated': {
            notification: 'ResourceUpdatedNotification',
            params: 'ResourceUpdatedNotificationParams',
            paramsRequired: true,
        },
        'notifications/prompts/list_changed': { notification: 'PromptListChangedNotification', params: 'NotificationParams', paramsRequired: false },
        'notifications/tools/list_changed': { notification: 'ToolListChangedNotification', params: 'NotificationParams', paramsRequired: false },
        'notifications/message': { notification: 'LoggingMessageNotification', params: 'LoggingMessageNotificationParams', paramsRequired: true },
    },
};
const shapes = { definitions, methods };

;// CONCATENATED MODULE: ./build/core/protocol/shapes/table.js
function applyRecord(base, changes) {
    const next = { ...base };
    for (const [key, value] of Object.entries(changes ?? {})) {
        if (value === null)
            delete next[key];
        else
            next[key] = value;
    }
    return next;
}
function table_applyDelta(base, delta) {
    return {
        definitions: applyRecord(base.definitions, delta.definitions),
        methods: {
            requests: applyRecord(base.methods.requests, delta.requests),
            notifications: applyRecord(base.methods.notifications, delta.notifications),
        },
    };
}

;// CONCATENATED MODULE: ./build/core/protocol/shapes/2025-03-26.js



/**
 * 2025-03-26 on 2024-11-05: audio content, tool annotations, a `message` on progress
 * notifications, the `completions` server capability. No method added or removed.
 */
const base = shapes.definitions;
const delta = {
    definitions: {
        AudioContent: obj({ annotations: opt(ref('Annotations')), type: lit('audio'), data: str('byte'), mimeType: str() }),
        ContentBlock: tagged('type', {
            text: ref('TextContent'),
            image: ref('ImageContent'),
            audio: ref('AudioContent'),
            resource: ref('EmbeddedResource'),
        }),
        SamplingContent: tagged('type', { text: ref('TextContent'), image: ref('ImageContent'), audio: ref('AudioContent') }),
        ToolAnnotations: obj({
            title: opt(str()),
            readOnlyHint: opt(bool()),
            destructiveHint: opt(bool()),
            idempotentHint: opt(bool()),
            openWorldHint: opt(bool()),
        }),
        Tool: extend(base.Tool, { annotations: opt(ref('ToolAnnotations')) }),
        ServerCapabilities: extend(base.ServerCapabilities, { completions: opt(rec()) }),
        ProgressNotificationParams: extend(base.ProgressNotificationParams, { message: opt(str()) }),
    },
};
const _2025_03_26_shapes = table_applyDelta(shapes, delta);

;// CONCATENATED MODULE: ./build/core/protocol/shapes/2025-06-18.js



/**
 * 2025-06-18 on 2025-03-26: `elicitation/create` (flat primitive schemas), structured tool output
 * (`structuredContent`, `outputSchema`), `resource_link` content, `title` on named things,
 * `_meta` on nested types, `lastModified` on annotations, completion `context`.
 */
const _2025_06_18_base = _2025_03_26_shapes.definitions;
const meta = opt(rec());
const _2025_06_18_delta = {
    definitions: {
        Annotations: extend(_2025_06_18_base.Annotations, { lastModified: opt(str()) }),
        Implementation: extend(_2025_06_18_base.Implementation, { title: opt(str()) }),
        ClientCapabilities: extend(_2025_06_18_base.ClientCapabilities, { elicitation: opt(rec()) }),
        TextContent: extend(_2025_06_18_base.TextContent, { _meta: meta }),
        ImageContent: extend(_2025_06_18_base.ImageContent, { _meta: meta }),
        AudioContent: extend(_2025_06_18_base.AudioContent, { _meta: meta }),
        EmbeddedResource: extend(_2025_06_18_base.EmbeddedResource, { _meta: meta }),
        TextResourceContents: extend(_2025_06_18_base.TextResourceContents, { _meta: meta }),
        BlobResourceContents: extend(_2025_06_18_base.BlobResourceContents, { _meta: meta }),
        ResourceLink: extend(_2025_06_18_base.Resource, { type: lit('resource_link'), _meta: meta, title: opt(str()) }),
        ContentBlock: tagged('type', {
            text: ref('TextContent'),
            image: ref('ImageContent'),
            audio: ref('AudioContent'),
            resource_link: ref('ResourceLink'),
            resource: ref('EmbeddedResource'),
        }),
        Resource: extend(_2025_06_18_base.Resource, { _meta: meta, title: opt(str()) }),
        ResourceTemplate: extend(_2025_06_18_base.ResourceTemplate, { _meta: meta, title: opt(str()) }),
        Root: extend(_2025_06_18_base.Root, { _meta: meta }),
        Prompt: extend(_2025_06_18_base.Prompt, { _meta: meta, title: opt(str()) }),
        PromptArgument: extend(_2025_06_18_base.PromptArgument, { title: opt(str()) }),
        PromptReference: extend(_2025_06_18_base.PromptReference, { title: opt(str()) }),
        ToolOutputSchema: obj({ type: lit('object'), properties: opt(rec(rec())), required: opt(arr(str())) }, { slips: false }),
        Tool: extend(_2025_06_18_base.Tool, { _meta: meta, title: opt(str()), outputSchema: opt(ref('ToolOutputSchema')) }),
        CallToolResult: extend(_2025_06_18_base.CallToolResult, { structuredContent: opt(rec()) }),
        CompleteRequestParams: extend(_2025_06_18_base.CompleteRequestParams, { context: opt(obj({ arguments: opt(rec(str())) })) }),
        // Elicitation: a flat object of primitive properties.
        StringSchema: obj({
            type: lit('string'),
            title: opt(str()),
            description: opt(str()),
            minLength: opt(lang_int()),
            maxLength: opt(lang_int()),
            format: opt(oneOf('date', 'date-time', 'email', 'uri')),
        }),
        NumberSchema: obj({
            type: oneOf('integer', 'number'),
            title: opt(str()),
            description: opt(str()),
            minimum: opt(num()),
            maximum: opt(num()),
        }),
        BooleanSchema: obj({ type: lit('boolean'), title: opt(str()), description: opt(str()), default: opt(bool()) }),
        EnumSchema: obj({ type: lit('string'), title: opt(str()), description: opt(str()), enum: arr(str()), enumNames: opt(arr(str())) }),
        PrimitiveSchemaDefinition: tagged('type', {
            // A string property with `enum` is an enum; both are open objects, so either may match.
            string: union(ref('StringSchema'), ref('EnumSchema')),
            number: ref('NumberSchema'),
            integer: ref('NumberSchema'),
            boolean: ref('BooleanSchema'),
        }),
        ElicitRequestedSchema: obj({ type: lit('object'), properties: rec(ref('PrimitiveSchemaDefinition')), required: opt(arr(str())) }),
        ElicitRequestParams: obj({ _meta: opt(ref('RequestMeta')), message: str(), requestedSchema: ref('ElicitRequestedSchema') }),
        // The spec's TypeScript says `string | number | boolean`: 3.5 is a valid answer.
        ElicitResult: obj({
            _meta: meta,
            action: oneOf('accept', 'cancel', 'decline'),
            content: opt(rec(union(str(), num(), bool()))),
        }),
    },
    requests: {
        'elicitation/create': { request: 'ElicitRequest', params: 'ElicitRequestParams', paramsRequired: true, result: 'ElicitResult' },
    },
};
const _2025_06_18_shapes = table_applyDelta(_2025_03_26_shapes, _2025_06_18_delta);

;// CONCATENATED MODULE: ./build/core/protocol/shapes/2025-11-25.js



/**
 * 2025-11-25 on 2025-06-18: tasks (`tasks/*`, task-augmented requests, `CreateTaskResult`),
 * URL-mode elicitation and titled/multi-select enums, sampling with tools (`tool_use` /
 * `tool_result` content, arrays of content), icons, richer `Implementation`, sub-capabilities,
 * `$schema` on tool schemas, optional `requestId` on cancellation.
 */
const _2025_11_25_base = _2025_06_18_shapes.definitions;
const _2025_11_25_meta = opt(rec());
const icons = opt(arr(ref('Icon')));
const task = opt(ref('TaskMetadata'));
const _2025_11_25_delta = {
    definitions: {
        Icon: obj({ src: str('uri'), mimeType: opt(str()), sizes: opt(arr(str())), theme: opt(oneOf('dark', 'light')) }),
        Implementation: extend(_2025_11_25_base.Implementation, { icons, description: opt(str()), websiteUrl: opt(str('uri')) }),
        Resource: extend(_2025_11_25_base.Resource, { icons }),
        ResourceTemplate: extend(_2025_11_25_base.ResourceTemplate, { icons }),
        ResourceLink: extend(_2025_11_25_base.ResourceLink, { icons }),
        Prompt: extend(_2025_11_25_base.Prompt, { icons }),
        ToolInputSchema: extend(_2025_11_25_base.ToolInputSchema, { $schema: opt(str()) }),
        ToolOutputSchema: extend(_2025_11_25_base.ToolOutputSchema, { $schema: opt(str()) }),
        ToolExecution: obj({ taskSupport: opt(oneOf('forbidden', 'optional', 'required')) }),
        Tool: extend(_2025_11_25_base.Tool, { icons, execution: opt(ref('ToolExecution')) }),
        ClientCapabilities: extend(_2025_11_25_base.ClientCapabilities, {
            elicitation: opt(obj({ form: opt(rec()), url: opt(rec()) })),
            sampling: opt(obj({ context: opt(rec()), tools: opt(rec()) })),
            tasks: opt(obj({
                cancel: opt(rec()),
                list: opt(rec()),
                requests: opt(obj({
                    elicitation: opt(obj({ create: opt(rec()) })),
                    sampling: opt(obj({ createMessage: opt(rec()) })),
                })),
            })),
        }),
        ServerCapabilities: extend(_2025_11_25_base.ServerCapabilities, {
            tasks: opt(obj({ cancel: opt(rec()), list: opt(rec()), requests: opt(obj({ tools: opt(obj({ call: opt(rec()) })) })) })),
        }),
        // Tasks
        TaskMetadata: obj({ ttl: opt(lang_int()) }),
        TaskStatus: oneOf('cancelled', 'completed', 'failed', 'input_required', 'working'),
        Task: obj({
            taskId: str(),
            status: ref('TaskStatus'),
            statusMessage: opt(str()),
            createdAt: str(),
            lastUpdatedAt: str(),
            ttl: union(lang_int(), nul()),
            pollInterval: opt(lang_int()),
        }),
        TaskResult: obj({
            _meta: opt(ref('ResultMeta')),
            taskId: str(),
            status: ref('TaskStatus'),
            statusMessage: opt(str()),
            createdAt: str(),
            lastUpdatedAt: str(),
            ttl: union(lang_int(), nul()),
            pollInterval: opt(lang_int()),
        }),
        GetTaskResult: ref('TaskResult'),
        CancelTaskResult: ref('TaskResult'),
        CreateTaskResult: obj({ _meta: opt(ref('ResultMeta')), task: ref('Task') }),
        /** The result of the task's original request: any result. */
        GetTaskPayloadResult: obj({ _meta: opt(ref('ResultMeta')) }),
        ListTasksResult: obj({ _meta: opt(ref('ResultMeta')), nextCursor: opt(str()), tasks: arr(ref('Task')) }),
        TaskIdRequestParams: obj({ _meta: opt(ref('RequestMeta')), taskId: str() }),
        TaskStatusNotificationParams: extend(_2025_11_25_base.NotificationParams, {
            taskId: str(),
            status: ref('TaskStatus'),
            statusMessage: opt(str()),
            createdAt: str(),
            lastUpdatedAt: str(),
            ttl: union(lang_int(), nul()),
            pollInterval: opt(lang_int()),
        }),
        CallToolRequestParams: extend(_2025_11_25_base.CallToolRequestParams, { task }),
        CancelledNotificationParams: extend(_2025_11_25_base.CancelledNotificationParams, { requestId: opt(ref('RequestId')) }),
        // Sampling with tools
        ToolUseContent: obj({ _meta: _2025_11_25_meta, type: lit('tool_use'), id: str(), name: str(), input: rec() }),
        ToolResultContent: obj({
            _meta: _2025_11_25_meta,
            type: lit('tool_result'),
            toolUseId: str(),
            content: arr(ref('ContentBlock')),
            structuredContent: opt(rec()),
            isError: opt(bool()),
        }),
        SamplingMessageContentBlock: tagged('type', {
            text: ref('TextContent'),
            image: ref('ImageContent'),
            audio: ref('AudioContent'),
            tool_use: ref('ToolUseContent'),
            tool_result: ref('ToolResultContent'),
        }),
        SamplingContent: union(ref('SamplingMessageContentBlock'), arr(ref('SamplingMessageContentBlock'))),
        SamplingMessage: extend(_2025_11_25_base.SamplingMessage, { _meta: _2025_11_25_meta }),
        ToolChoice: obj({ mode: opt(oneOf('auto', 'none', 'required')) }),
        CreateMessageRequestParams: extend(_2025_11_25_base.CreateMessageRequestParams, {
            task,
            tools: opt(arr(ref('Tool'))),
            toolChoice: opt(ref('ToolChoice')),
        }),
        // Elicitation: form or URL mode; enums with titles and multi-select.
        StringSchema: extend(_2025_11_25_base.StringSchema, { default: opt(str()) }),
        NumberSchema: extend(_2025_11_25_base.NumberSchema, { default: opt(num()) }),
        UntitledSingleSelectEnumSchema: obj({
            type: lit('string'),
            title: opt(str()),
            description: opt(str()),
            enum: arr(str()),
            default: opt(str()),
        }),
        TitledSingleSelectEnumSchema: obj({
            type: lit('string'),
            title: opt(str()),
            description: opt(str()),
            oneOf: arr(obj({ const: str(), title: str() })),
            default: opt(str()),
        }),
        LegacyTitledEnumSchema: extend(_2025_11_25_base.EnumSchema, { default: opt(str()) }),
        UntitledMultiSelectEnumSchema: obj({
            type: lit('array'),
            title: opt(str()),
            description: opt(str()),
            minItems: opt(lang_int()),
            maxItems: opt(lang_int()),
            items: obj({ type: lit('string'), enum: arr(str()) }),
            default: opt(arr(str())),
        }),
        TitledMultiSelectEnumSchema: obj({
            type: lit('array'),
            title: opt(str()),
            description: opt(str()),
            minItems: opt(lang_int()),
            maxItems: opt(lang_int()),
            items: obj({ anyOf: arr(obj({ const: str(), title: str() })) }),
            default: opt(arr(str())),
        }),
        EnumSchema: null,
        PrimitiveSchemaDefinition: tagged('type', {
            string: union(ref('StringSchema'), ref('UntitledSingleSelectEnumSchema'), ref('TitledSingleSelectEnumSchema'), ref('LegacyTitledEnumSchema')),
            number: ref('NumberSchema'),
            integer: ref('NumberSchema'),
            boolean: ref('BooleanSchema'),
            array: union(ref('UntitledMultiSelectEnumSchema'), ref('TitledMultiSelectEnumSchema')),
        }),
        ElicitRequestedSchema: extend(_2025_11_25_base.ElicitRequestedSchema, { $schema: opt(str()) }),
        ElicitRequestFormParams: obj({
            _meta: opt(ref('RequestMeta')),
            task,
            mode: opt(lit('form')),
            message: str(),
            requestedSchema: ref('ElicitRequestedSchema'),
        }),
        ElicitRequestURLParams: obj({
            _meta: opt(ref('RequestMeta')),
            task,
            mode: lit('url'),
            message: str(),
            elicitationId: str(),
            url: str('uri'),
        }),
        ElicitRequestParams: tagged('mode', { form: ref('ElicitRequestFormParams'), url: ref('ElicitRequestURLParams') }, {
            shape: ref('ElicitRequestFormParams'),
            when: 'absent',
        }),
        ElicitResult: extend(_2025_11_25_base.ElicitResult, { content: opt(rec(union(str(), num(), bool(), arr(str())))) }),
        ElicitationCompleteNotificationParams: obj({ _meta: opt(ref('NotificationMeta')), elicitationId: str() }),
    },
    requests: {
        'tools/call': { ..._2025_06_18_shapes.methods.requests['tools/call'], taskResult: 'CreateTaskResult' },
        'sampling/createMessage': { ..._2025_06_18_shapes.methods.requests['sampling/createMessage'], taskResult: 'CreateTaskResult' },
        'elicitation/create': { ..._2025_06_18_shapes.methods.requests['elicitation/create'], taskResult: 'CreateTaskResult' },
        'tasks/get': { request: 'GetTaskRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'GetTaskResult' },
        'tasks/result': { request: 'GetTaskPayloadRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'GetTaskPayloadResult' },
        'tasks/cancel': { request: 'CancelTaskRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'CancelTaskResult' },
        'tasks/list': { request: 'ListTasksRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListTasksResult' },
    },
    notifications: {
        'notifications/tasks/status': { notification: 'TaskStatusNotification', params: 'TaskStatusNotificationParams', paramsRequired: true },
        'notifications/elicitation/complete': {
            notification: 'ElicitationCompleteNotification',
            params: 'ElicitationCompleteNotificationParams',
            paramsRequired: true,
        },
    },
};
const _2025_11_25_shapes = table_applyDelta(_2025_06_18_shapes, _2025_11_25_delta);

;// CONCATENATED MODULE: ./build/core/protocol/shapes/2026-07-28.js



/**
 * 2026-07-28 on 2025-11-25: stateless. Every request's params carry a required `_meta` (protocol
 * version, client capabilities); every result carries `resultType`; list, read and discover
 * results carry cache hints (`ttlMs`, `cacheScope`); `tools/call`, `prompts/get` and
 * `resources/read` may answer `input_required` with `inputRequests` / `requestState`, and their
 * retries carry `inputResponses`. Sampling, elicitation and roots survive only as embedded input
 * requests. New: `server/discover`, `subscriptions/listen` and its acknowledgement. Gone:
 * initialize, ping, logging/setLevel, resources/(un)subscribe, tasks.
 */
const _2026_07_28_base = _2025_11_25_shapes.definitions;
const _2026_07_28_requestMeta = ref('RequestMeta');
const resultMeta = opt(ref('ResultMeta'));
const metaObject = opt(rec());
const _2026_07_28_resultType = str();
const cacheHints = { ttlMs: lang_int(0), cacheScope: oneOf('private', 'public') };
const mrtr = { inputResponses: opt(ref('InputResponses')), requestState: opt(str()) };
/** A legacy params definition with `_meta` now required (and other properties changed). */
const withRequiredMeta = (name, spec = {}) => extend(_2026_07_28_base[name], { _meta: _2026_07_28_requestMeta, ...spec });
/** A legacy result definition with the 2026 `_meta` and the required `resultType`. */
const withResultType = (name, spec = {}) => extend(_2026_07_28_base[name], { _meta: resultMeta, resultType: _2026_07_28_resultType, ...spec });
/** A nested type whose `_meta` is a plain `MetaObject`. */
const withMetaObject = (name, spec = {}) => extend(_2026_07_28_base[name], { _meta: metaObject, ...spec });
/** The complete result, or `input_required` (MRTR). */
const orInputRequired = (complete) => tagged('resultType', { input_required: ref('InputRequiredResult') }, { shape: ref(complete), when: 'other' });
const _2026_07_28_definitions = {
    // JSON values: the spec's TypeScript allows any number and null; see the agreement test.
    JSONObject: rec(),
    RequestMeta: obj({
        'io.modelcontextprotocol/protocolVersion': str(),
        'io.modelcontextprotocol/clientCapabilities': ref('ClientCapabilities'),
        'io.modelcontextprotocol/clientInfo': opt(ref('Implementation')),
        'io.modelcontextprotocol/logLevel': opt(ref('LoggingLevel')),
        progressToken: opt(ref('ProgressToken')),
    }, { slips: false }),
    NotificationMeta: obj({ 'io.modelcontextprotocol/subscriptionId': opt(ref('RequestId')) }, { slips: false }),
    ResultMeta: obj({ 'io.modelcontextprotocol/serverInfo': opt(ref('Implementation')) }, { slips: false }),
    SubscriptionsListenResultMeta: obj({
        'io.modelcontextprotocol/serverInfo': opt(ref('Implementation')),
        'io.modelcontextprotocol/subscriptionId': ref('RequestId'),
    }, { slips: false }),
    ClientCapabilities: obj({
        elicitation: opt(obj({ form: opt(ref('JSONObject')), url: opt(ref('JSONObject')) })),
        experimental: opt(rec(ref('JSONObject'))),
        extensions: opt(rec(ref('JSONObject'))),
        roots: opt(obj({})),
        sampling: opt(obj({ context: opt(ref('JSONObject')), tools: opt(ref('JSONObject')) })),
    }),
    ServerCapabilities: obj({
        completions: opt(ref('JSONObject')),
        experimental: opt(rec(ref('JSONObject'))),
        extensions: opt(rec(ref('JSONObject'))),
        logging: opt(ref('JSONObject')),
        prompts: opt(obj({ listChanged: opt(bool()) })),
        resources: opt(obj({ listChanged: opt(bool()), subscribe: opt(bool()) })),
        tools: opt(obj({ listChanged: opt(bool()) })),
    }),
    // Nested types: `_meta` is a MetaObject.
    TextContent: withMetaObject('TextContent'),
    ImageContent: withMetaObject('ImageContent'),
    AudioContent: withMetaObject('AudioContent'),
    EmbeddedResource: withMetaObject('EmbeddedResource'),
    ResourceLink: withMetaObject('ResourceLink'),
    TextResourceContents: withMetaObject('TextResourceContents'),
    BlobResourceContents: withMetaObject('BlobResourceContents'),
    Resource: withMetaObject('Resource'),
    ResourceTemplate: withMetaObject('ResourceTemplate'),
    Prompt: withMetaObject('Prompt'),
    Root: withMetaObject('Root'),
    SamplingMessage: withMetaObject('SamplingMessage'),
    ToolUseContent: withMetaObject('ToolUseContent'),
    ToolResultContent: withMetaObject('ToolResultContent', { structuredContent: opt(any()) }),
    // Any 2020-12 schema with `type: "object"` at the root; an output schema may be any schema.
    ToolInputSchema: obj({ $schema: opt(str()), type: lit('object') }, { slips: false }),
    ToolOutputSchema: obj({ $schema: opt(str()) }, { slips: false }),
    Tool: withMetaObject('Tool', { execution: undefined }),
    // Request params: `_meta` required everywhere.
    RequestParams: obj({ _meta: _2026_07_28_requestMeta }),
    PaginatedRequestParams: withRequiredMeta('PaginatedRequestParams'),
    ReadResourceRequestParams: withRequiredMeta('ReadResourceRequestParams', mrtr),
    GetPromptRequestParams: withRequiredMeta('GetPromptRequestParams', mrtr),
    CallToolRequestParams: withRequiredMeta('CallToolRequestParams', { ...mrtr, task: undefined }),
    CompleteRequestParams: withRequiredMeta('CompleteRequestParams'),
    SubscriptionFilter: obj({
        toolsListChanged: opt(bool()),
        promptsListChanged: opt(bool()),
        resourcesListChanged: opt(bool()),
        resourceSubscriptions: opt(arr(str())),
    }),
    SubscriptionsListenRequestParams: obj({ _meta: _2026_07_28_requestMeta, notifications: ref('SubscriptionFilter') }),
    // Results: `resultType` everywhere, cache hints on lists, reads and discover.
    EmptyResult: obj({ _meta: resultMeta, resultType: _2026_07_28_resultType }),
    DiscoverResult: obj({
        _meta: resultMeta,
        resultType: _2026_07_28_resultType,
        supportedVersions: arr(str()),
        capabilities: ref('ServerCapabilities'),
        instructions: opt(str()),
        ...cacheHints,
    }),
    ListResourcesResult: withResultType('ListResourcesResult', cacheHints),
    ListResourceTemplatesResult: withResultType('ListResourceTemplatesResult', cacheHints),
    ReadResourceResult: withResultType('ReadResourceResult', cacheHints),
    ListPromptsResult: withResultType('ListPromptsResult', cacheHints),
    ListToolsResult: withResultType('ListToolsResult', cacheHints),
    GetPromptResult: withResultType('GetPromptResult'),
    CallToolResult: withResultType('CallToolResult', { structuredContent: opt(any()) }),
    CompleteResult: withResultType('CompleteResult'),
    SubscriptionsListenResult: obj({ _meta: ref('SubscriptionsListenResultMeta'), resultType: _2026_07_28_resultType }),
    CallToolResultOrInputRequired: orInputRequired('CallToolResult'),
    GetPromptResultOrInputRequired: orInputRequired('GetPromptResult'),
    ReadResourceResultOrInputRequired: orInputRequired('ReadResourceResult'),
    // Multi round-trip requests (MRTR): input requests embedded in results, answers in the retry.
    InputRequiredResult: obj({ _meta: resultMeta, resultType: _2026_07_28_resultType, inputRequests: opt(ref('InputRequests')), requestState: opt(str()) }, { atLeastOne: ['inputRequests', 'requestState'] }),
    CreateMessageRequestParams: extend(_2026_07_28_base.CreateMessageRequestParams, { _meta: undefined, task: undefined, metadata: opt(ref('JSONObject')) }),
    CreateMessageRequest: obj({ method: lit('sampling/createMessage'), params: ref('CreateMessageRequestParams') }),
    ListRootsRequest: obj({ method: lit('roots/list'), params: opt(obj({ _meta: metaObject })) }),
    ElicitRequestFormParams: extend(_2026_07_28_base.ElicitRequestFormParams, { _meta: undefined, task: undefined }),
    ElicitRequestURLParams: extend(_2026_07_28_base.ElicitRequestURLParams, { _meta: undefined, task: undefined, elicitationId: undefined }),
    ElicitRequest: obj({ method: lit('elicitation/create'), params: ref('ElicitRequestParams') }),
    InputRequest: tagged('method', {
        'sampling/createMessage': ref('CreateMessageRequest'),
        'roots/list': ref('ListRootsRequest'),
        'elicitation/create': ref('ElicitRequest'),
    }),
    InputRequests: rec(ref('InputRequest')),
    CreateMessageResult: withMetaObject('CreateMessageResult'),
    ListRootsResult: obj({ roots: arr(ref('Root')) }),
    ElicitResult: extend(_2026_07_28_base.ElicitResult, { _meta: undefined }),
    InputResponse: union(ref('CreateMessageResult'), ref('ListRootsResult'), ref('ElicitResult')),
    InputResponses: rec(ref('InputResponse')),
    // Notifications
    CancelledNotificationParams: extend(_2026_07_28_base.CancelledNotificationParams, { _meta: opt(ref('NotificationMeta')), requestId: ref('RequestId') }),
    SubscriptionsAcknowledgedNotificationParams: obj({ _meta: opt(ref('NotificationMeta')), notifications: ref('SubscriptionFilter') }),
    // Gone with the legacy lifecycle and tasks.
    InitializeRequestParams: null,
    InitializeResult: null,
    SubscribeRequestParams: null,
    UnsubscribeRequestParams: null,
    SetLevelRequestParams: null,
    TaskMetadata: null,
    Task: null,
    TaskResult: null,
    TaskStatus: null,
    GetTaskResult: null,
    CancelTaskResult: null,
    CreateTaskResult: null,
    GetTaskPayloadResult: null,
    ListTasksResult: null,
    TaskIdRequestParams: null,
    TaskStatusNotificationParams: null,
    ToolExecution: null,
    ElicitationCompleteNotificationParams: null,
};
const legacy = _2025_11_25_shapes.methods.requests;
const stateless = (method, change = {}) => {
    const { taskResult: _dropped, ...rest } = legacy[method];
    return { ...rest, paramsRequired: true, ...change };
};
const _2026_07_28_delta = {
    definitions: _2026_07_28_definitions,
    requests: {
        initialize: null,
        ping: null,
        'resources/subscribe': null,
        'resources/unsubscribe': null,
        'logging/setLevel': null,
        'tasks/get': null,
        'tasks/result': null,
        'tasks/cancel': null,
        'tasks/list': null,
        // Server-to-client requests live on only inside `inputRequests`.
        'sampling/createMessage': null,
        'roots/list': null,
        'elicitation/create': null,
        'server/discover': { request: 'DiscoverRequest', params: 'RequestParams', paramsRequired: true, result: 'DiscoverResult' },
        'subscriptions/listen': {
            request: 'SubscriptionsListenRequest',
            params: 'SubscriptionsListenRequestParams',
            paramsRequired: true,
            result: 'SubscriptionsListenResult',
        },
        'resources/list': stateless('resources/list'),
        'resources/templates/list': stateless('resources/templates/list'),
        'resources/read': stateless('resources/read', { result: 'ReadResourceResultOrInputRequired' }),
        'prompts/list': stateless('prompts/list'),
        'prompts/get': stateless('prompts/get', { result: 'GetPromptResultOrInputRequired' }),
        'tools/list': stateless('tools/list'),
        'tools/call': stateless('tools/call', { result: 'CallToolResultOrInputRequired' }),
        'completion/complete': stateless('completion/complete'),
    },
    notifications: {
        'notifications/initialized': null,
        'notifications/roots/list_changed': null,
        'notifications/tasks/status': null,
        'notifications/elicitation/complete': null,
        'notifications/subscriptions/acknowledged': {
            notification: 'SubscriptionsAcknowledgedNotification',
            params: 'SubscriptionsAcknowledgedNotificationParams',
            paramsRequired: true,
        },
    },
};
const _2026_07_28_shapes = table_applyDelta(_2025_11_25_shapes, _2026_07_28_delta);

;// CONCATENATED MODULE: ./build/core/protocol/shapes/messages.js

/**
 * Whole-message definitions built from a revision's method table: `CallToolRequest`,
 * `CancelledNotification`, `CallToolResultResponse`, and (2026-07-28) the error responses and
 * error objects the spec names. The rules check params and results only (the envelope rules
 * own `jsonrpc`, `id` and friends); these serve `explain`, tests and the official examples.
 */
function messageDefinitions(revision, shapes) {
    const out = {};
    const jsonrpc = lit('2.0');
    for (const [method, info] of Object.entries(shapes.methods.requests)) {
        const params = info.paramsRequired ? ref(info.params) : opt(ref(info.params));
        out[info.request] = obj({ jsonrpc, id: ref('RequestId'), method: lit(method), params });
        const responseName = `${info.result.replace(/OrInputRequired$/, '')}Response`;
        out[responseName] = obj({ jsonrpc, id: ref('RequestId'), result: ref(info.result) });
    }
    for (const [method, info] of Object.entries(shapes.methods.notifications)) {
        const params = info.paramsRequired ? ref(info.params) : opt(ref(info.params));
        out[info.notification] = obj({ jsonrpc, method: lit(method), params });
    }
    const errorObject = (code, data) => obj({ code: code === undefined ? lang_int() : lit(code), message: str(), ...(data ? { data } : {}) });
    out.Error = errorObject();
    if (revision === '2026-07-28') {
        const errorResponse = (error) => obj({ jsonrpc, id: opt(ref('RequestId')), error });
        out.ParseError = errorObject(-32700);
        out.InvalidRequestError = errorObject(-32600);
        out.MethodNotFoundError = errorObject(-32601);
        out.InvalidParamsError = errorObject(-32602);
        out.InternalError = errorObject(-32603);
        out.HeaderMismatchError = errorResponse(errorObject(-32020));
        out.MissingRequiredClientCapabilityError = errorResponse(errorObject(-32021, obj({ requiredCapabilities: ref('ClientCapabilities') })));
        out.UnsupportedProtocolVersionError = errorResponse(errorObject(-32022, obj({ requested: str(), supported: { kind: 'array', items: str() } })));
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/protocol/shapes/index.js








/** The shapes of every revision, as data (each one a delta on the one before). */
const REVISION_SHAPES = {
    '2024-11-05': shapes,
    '2025-03-26': _2025_03_26_shapes,
    '2025-06-18': _2025_06_18_shapes,
    '2025-11-25': _2025_11_25_shapes,
    '2026-07-28': _2026_07_28_shapes,
};
/** One revision's shapes, compiled into check functions (once, on first use). */
class ShapeModel {
    revision;
    shapes;
    compiled;
    paramsChecks = new Map();
    resultChecks = new Map();
    constructor(revision, shapes) {
        this.revision = revision;
        this.shapes = shapes;
        this.compiled = compileShapes({ ...messageDefinitions(revision, shapes), ...shapes.definitions });
    }
    request(method) {
        return Object.hasOwn(this.shapes.methods.requests, method) ? this.shapes.methods.requests[method] : undefined;
    }
    notification(method) {
        return Object.hasOwn(this.shapes.methods.notifications, method) ? this.shapes.methods.notifications[method] : undefined;
    }
    /** The check of a named definition (`CallToolResult`, `Tool`, `CallToolRequest`). */
    definition(name) {
        return this.compiled.definitions[name] ? this.compiled.get(name) : undefined;
    }
    cached(cache, name) {
        let check = cache.get(name);
        if (!check) {
            check = this.compiled.get(name);
            cache.set(name, check);
        }
        return check;
    }
    /**
     * Problems with the params of a request or notification, `undefined` when the method is not
     * one this revision defines for that kind of message (the catalog rules say so). A params
     * value that is not an object is left to the envelope rules.
     */
    checkParams(kind, method, params) {
        const info = kind === 'request' ? this.request(method) : this.notification(method);
        if (!info)
            return undefined;
        if (params === undefined) {
            if (!info.paramsRequired)
                return NO_ISSUES;
            return [{ kind: 'shape', path: 'params', expected: `a ${info.params} object` }];
        }
        if (!isPlainObject(params)) {
            // Not an object at all is the envelope rules' finding, except where the method needs params:
            // then the missing params object is this method's problem too (`"params": null` for setLevel).
            if (!info.paramsRequired)
                return NO_ISSUES;
            return [{ kind: 'shape', path: 'params', expected: `a ${info.params} object`, found: describeValue(params) }];
        }
        const check = this.cached(this.paramsChecks, info.params);
        if (check.test(params))
            return NO_ISSUES;
        const issues = [];
        check.explain(params, 'params', issues);
        return issues;
    }
    /** The result definition a response to this request must match. */
    resultDefinition(method, requestParams) {
        const info = this.request(method);
        if (!info)
            return undefined;
        if (info.taskResult && isPlainObject(requestParams) && isPlainObject(requestParams.task))
            return info.taskResult;
        return info.result;
    }
    /** Problems with the result of a response to `method`; `undefined` when the method is unknown. */
    checkResult(method, requestParams, result) {
        const name = this.resultDefinition(method, requestParams);
        if (!name)
            return undefined;
        if (!isPlainObject(result))
            return NO_ISSUES;
        const check = this.cached(this.resultChecks, name);
        if (check.test(result))
            return NO_ISSUES;
        const issues = [];
        check.explain(result, 'result', issues);
        return issues;
    }
}
const NO_ISSUES = [];
Object.freeze(NO_ISSUES);
const shapes_models = new Map();
function getShapeModel(revision) {
    let model = shapes_models.get(revision);
    if (!model) {
        model = new ShapeModel(revision, REVISION_SHAPES[revision]);
        shapes_models.set(revision, model);
    }
    return model;
}

;// CONCATENATED MODULE: ./build/core/rules/shape/issues.js


// Several rules read the same issues (params-shape, result-shape, unknown-key-slip), one after
// the other on the same message: the check runs once, and only the last message is remembered.
let issues_lastMessage;
let lastRevision;
let lastFound;
/** The shape issues of a message's params (requests, notifications) or result (paired responses). */
function shapeIssuesOf(message, revision) {
    if (message === issues_lastMessage && revision === lastRevision)
        return lastFound;
    lastFound = compute(message, revision);
    issues_lastMessage = message;
    lastRevision = revision;
    return lastFound;
}
/**
 * Issues that a message rule already reports with more about the cause: positional params
 * (params-type), the 2026-07-28 per-request `_meta` (request-meta-required) and `resultType`
 * (result-type). Leaving them out here keeps one finding per problem.
 */
function reportedByMessageRules(issue, message, revision) {
    if (issue.path === 'params' && issue.found !== undefined && !isPlainObject(message.params))
        return true;
    if (issue.path === 'result.resultType')
        return true;
    if (revision === '2026-07-28' && message.kind === 'request') {
        if (issue.path === 'params' && message.params === undefined)
            return true;
        if (issue.path.startsWith('params._meta'))
            return true;
    }
    return false;
}
function compute(message, revision) {
    const found = computeAll(message, revision);
    if (!found)
        return undefined;
    const issues = found.issues.filter((issue) => !reportedByMessageRules(issue, message, revision));
    return issues.length === 0 ? undefined : { ...found, issues };
}
function computeAll(message, revision) {
    const model = getShapeModel(revision);
    if ((message.kind === 'request' || message.kind === 'notification') && message.method !== undefined) {
        const issues = model.checkParams(message.kind, message.method, message.params);
        if (!issues)
            return undefined;
        const info = message.kind === 'request' ? model.request(message.method) : model.notification(message.method);
        return { part: 'params', definition: info?.params ?? '', issues };
    }
    if (message.kind === 'result' && message.answers?.method !== undefined && isPlainObject(message.value)) {
        const request = message.answers;
        const method = request.method;
        const issues = model.checkResult(method, request.params, message.value.result);
        if (!issues)
            return undefined;
        let definition = model.resultDefinition(method, request.params) ?? '';
        // Name the member the result was held to, not the union.
        if (definition.endsWith('OrInputRequired')) {
            const result = message.value.result;
            definition = isPlainObject(result) && result.resultType === 'input_required' ? 'InputRequiredResult' : definition.replace(/OrInputRequired$/, '');
        }
        return { part: 'result', definition, issues };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/rules/shape/params-shape.js


const paramsShape = {
    meta: {
        id: 'params-shape',
        family: 'shape',
        severity: 'error',
        revisions: 'all',
        summary: 'The params of a request or notification do not have the shape the method defines in this revision.',
        why: 'A receiver that validates params answers -32602 Invalid params; one that does not acts on half a message: a tool runs without its arguments, a resource read has no uri, a progress update has no token.',
        instead: 'Send every required property with the JSON type the revision gives it (the finding names the path, what is expected and what was found).',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":7,"arguments":["Paris"]}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"city":"Paris"}}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const revision = context.revision;
        if (!revision)
            return {};
        return {
            message(message) {
                if (message.kind !== 'request' && message.kind !== 'notification')
                    return;
                const found = shapeIssuesOf(message, revision);
                if (!found)
                    return;
                const issues = found.issues.filter((issue) => issue.kind === 'shape');
                if (issues.length === 0)
                    return;
                const what = describe_describeMessage(message);
                const missingParams = issues.length === 1 && issues[0].path === 'params' && issues[0].found === undefined;
                const text = missingParams
                    ? `${what} has no \`params\`, but ${message.method} requires them in ${revision} (${found.definition}). Add a params object with its required properties.`
                    : `${what} does not match ${found.definition} in ${revision}: ${listIssues(issues)}. ${message.kind === 'request'
                        ? 'A validating peer answers -32602 Invalid params'
                        : 'The receiver drops it or acts on half of it (a notification gets no error reply)'}; fix the params as described.`;
                context.report({ at: message, path: issues[0].path, message: text });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/shape/result-shape.js


const resultShape = {
    meta: {
        id: 'result-shape',
        family: 'shape',
        severity: 'error',
        revisions: 'all',
        summary: 'The result of a response does not have the shape the method of the request it answers defines.',
        why: 'Clients parse results by the method they asked for: a tools/list result whose `tools` is not an array, or a content block with an unknown `type`, makes the client drop the answer or fail the call.',
        instead: 'Return the result type of the method (ListToolsResult for tools/list, CallToolResult for tools/call, ...) with every required property and the JSON types the revision gives them.',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":1,"result":{"tools":{"get_weather":{}}}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"get_weather","inputSchema":{"type":"object"}}]}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const revision = context.revision;
        if (!revision)
            return {};
        return {
            message(message) {
                // Only a response paired with its request can be judged: its method says what to expect.
                if (message.kind !== 'result' || !message.answers)
                    return;
                const found = shapeIssuesOf(message, revision);
                if (!found)
                    return;
                const issues = found.issues.filter((issue) => issue.kind === 'shape');
                if (issues.length === 0)
                    return;
                context.report({
                    at: message,
                    path: issues[0].path,
                    message: `${describe_describeMessage(message)} does not match ${found.definition} in ${revision}: ${listIssues(issues)}. The requester cannot rely on this result; return it as described.`,
                });
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/shape/unknown-key-slip.js


const unknownKeySlip = {
    meta: {
        id: 'unknown-key-slip',
        family: 'shape',
        severity: 'warning',
        revisions: 'all',
        summary: 'An unknown key that is almost certainly a misspelling of a known optional key the message lacks (`args` for `arguments`).',
        why: 'Extra keys are allowed, so the peer silently ignores the misspelt one: the tool runs with no arguments, the cursor is never sent, and the failure surfaces far from its cause.',
        instead: 'Spell the key as the spec does (the finding names it).',
        spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
        examples: {
            bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","args":{"city":"Paris"}}}',
            good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"city":"Paris"}}}',
            revision: '2025-11-25',
        },
    },
    create(context) {
        const revision = context.revision;
        if (!revision)
            return {};
        return {
            message(message) {
                if (message.kind === 'result' && !message.answers)
                    return;
                const found = shapeIssuesOf(message, revision);
                if (!found)
                    return;
                for (const issue of found.issues) {
                    if (issue.kind !== 'slip' || !issue.suggestion)
                        continue;
                    context.report({
                        at: message,
                        path: issue.path,
                        message: `${describe_describeMessage(message)}: \`${issue.path}\` is not a key of ${found.definition}; it looks like a misspelling of \`${issue.suggestion}\`, which is absent, so the peer ignores it. Rename it to \`${issue.suggestion}\`.`,
                    });
                }
            },
        };
    },
};

;// CONCATENATED MODULE: ./build/core/rules/shape/index.js



/** The shape rules; each lives in its own file in this folder. */
const shapeRules = [paramsShape, resultShape, unknownKeySlip];

;// CONCATENATED MODULE: ./build/core/rules/index.js




/** The rule catalog. Every rule id a reader issue or a finding names is listed here. */
const RULES = [...captureRules, ...messageRules, ...shapeRules, ...sessionRules];
function ruleById(id) {
    return RULES.find((rule) => rule.meta.id === id);
}

;// CONCATENATED MODULE: ./build/core/rules/rule.js
function appliesTo(meta, revision) {
    if (meta.revisions === 'all')
        return true;
    return revision !== undefined && meta.revisions.includes(revision);
}

;// CONCATENATED MODULE: ./build/core/session/revision.js


const META_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
/** What one frame says about the protocol revision in use, if anything. */
function revisionClue(frame) {
    const value = frame.value;
    if (isPlainObject(value)) {
        const result = value.result;
        if (isPlainObject(result) && typeof result.protocolVersion === 'string' && ('serverInfo' in result || 'capabilities' in result)) {
            if (isRevision(result.protocolVersion))
                return { revision: result.protocolVersion, source: 'initialize', strong: true };
        }
        const params = value.params;
        if (isPlainObject(params)) {
            const meta = params._meta;
            if (isPlainObject(meta) && isRevision(meta[META_VERSION_KEY])) {
                return { revision: meta[META_VERSION_KEY], source: 'meta', strong: true };
            }
            if (value.method === 'initialize' && isRevision(params.protocolVersion)) {
                return { revision: params.protocolVersion, source: 'initialize-request', strong: false };
            }
        }
    }
    const header = frame.transport?.headers?.['mcp-protocol-version'];
    if (isRevision(header))
        return { revision: header, source: 'header', strong: true };
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/session/tracker.js

const tracker_other = (sender) => (sender === 'client' ? 'server' : 'client');
const key = (id) => (typeof id === 'number' ? `n:${id}` : `s:${id}`);
/**
 * Minimal session state: pairs responses with pending requests by id and remembers what
 * initialize declared. The session engine proper extends this.
 */
class SessionTracker {
    clientCapabilities;
    serverCapabilities;
    clientInfo;
    serverInfo;
    requestedVersion;
    negotiatedVersion;
    open = { client: new Map(), server: new Map() };
    pending(sender, id) {
        return this.open[sender].get(key(id));
    }
    /** Updates the state with one message and sets `answers` on responses it can pair. */
    observe(message) {
        if (message.kind === 'request' && message.id !== undefined) {
            const sender = message.sender ?? 'client';
            this.open[sender].set(key(message.id), message);
            if (message.method === 'initialize' && isPlainObject(message.params)) {
                const params = message.params;
                if (isPlainObject(params.capabilities))
                    this.clientCapabilities = params.capabilities;
                this.clientInfo = params.clientInfo;
                if (typeof params.protocolVersion === 'string')
                    this.requestedVersion = params.protocolVersion;
            }
            return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
            const requester = message.sender ? tracker_other(message.sender) : undefined;
            const candidates = requester ? [requester] : ['client', 'server'];
            for (const side of candidates) {
                const request = this.open[side].get(key(message.id));
                if (request) {
                    message.answers = request;
                    this.open[side].delete(key(message.id));
                    break;
                }
            }
            const request = message.answers;
            if (request?.method === 'initialize' && message.kind === 'result' && isPlainObject(message.value)) {
                const result = message.value.result;
                if (isPlainObject(result)) {
                    if (isPlainObject(result.capabilities))
                        this.serverCapabilities = result.capabilities;
                    this.serverInfo = result.serverInfo;
                    if (typeof result.protocolVersion === 'string')
                        this.negotiatedVersion = result.protocolVersion;
                }
            }
        }
    }
    /** Requests still waiting for an answer, in the order they were sent. */
    unanswered() {
        return [...this.open.client.values(), ...this.open.server.values()].sort((a, b) => a.frame.index - b.frame.index);
    }
}

;// CONCATENATED MODULE: ./build/core/engine.js










/** Findings of one rule in one file beyond this count are summed up in one last finding. */
const MAX_FINDINGS_PER_RULE = 500;
/** Frames held back while `--revision auto` looks for the capture's revision. */
const REVISION_LOOKAHEAD_FRAMES = 2000;
const SNIFF_BYTES = 64 * 1024;
const SNIFF_LINES = 400;
/** Checks one capture: reads it, runs every rule, returns its findings in stable order. */
async function checkCapture(source, options) {
    let headBytes;
    try {
        headBytes = 'text' in source ? Buffer.from(source.text.slice(0, SNIFF_BYTES), 'utf8') : await readHead(source.file);
    }
    catch (error) {
        return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `cannot read: ${error.message}` };
    }
    const nonText = describeNonText(headBytes);
    if (nonText) {
        return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `line 1: ${nonText}` };
    }
    const head = headBytes.toString('utf8');
    const sniff = { fileName: source.path, lines: head.replace(/^\uFEFF/, '').split(/\r?\n/).slice(0, SNIFF_LINES) };
    const format = options.format ? formatByName(options.format) : detectFormat(sniff);
    if (!format) {
        return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `unknown format ${options.format}` };
    }
    const run = new CaptureRun(source.path, options);
    const reader = format.create(run, { fileName: source.path, mixedOutput: options.mixedOutput });
    let lastLine = 0;
    const callbacks = {
        line: (record) => {
            lastLine = record.line;
            reader.push(record);
        },
        issue: (issue) => run.issue(issue),
    };
    try {
        if ('text' in source)
            splitText(source.text, callbacks);
        else
            await readFileLines(source.file, callbacks);
        reader.end();
    }
    catch (error) {
        run.fail(error, lastLine);
    }
    if (run.frameCount === 0)
        run.issue(emptyCaptureIssue(head));
    return run.finish(format.name);
}
/** The finding for a file that yielded no frame: empty, blank, or holding only other text. */
function emptyCaptureIssue(head) {
    const what = head.length === 0 ? 'The file is empty' : head.trim() === '' || head === '\uFEFF' ? 'The file holds only blank lines' : 'The file holds no MCP message';
    return {
        rule: 'empty-capture',
        severity: 'warning',
        message: `${what}: there is nothing to check, and without this finding it would pass unnoticed. Record the session again, or leave the file out of the captures glob.`,
        line: 1,
        column: 1,
    };
}
async function readHead(file) {
    const handle = await (0,promises_namespaceObject.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
/** The state of checking one file: buffers frames until the revision is known, then runs the rules. */
class CaptureRun {
    path;
    options;
    findings = [];
    perRule = new Map();
    held = [];
    sessions = new Map();
    revision;
    revisionSource = 'none';
    weakClue;
    decided;
    frameCount = 0;
    failure;
    rules;
    constructor(path, options) {
        this.path = path;
        this.options = options;
        this.rules = (options.ruleSet ?? RULES).filter((rule) => this.settingOf(rule.meta.id) !== 'off');
        this.decided = options.revision !== 'auto';
        if (options.revision !== 'auto') {
            this.revision = options.revision;
            this.revisionSource = 'pinned';
        }
    }
    frame(frame) {
        this.frameCount += 1;
        if (this.decided) {
            this.process(frame);
            return;
        }
        this.held.push(frame);
        const clue = revisionClue(frame);
        if (clue?.strong)
            this.decide(clue);
        else if (clue && !this.weakClue)
            this.weakClue = clue;
        if (!this.decided && this.held.length >= REVISION_LOOKAHEAD_FRAMES)
            this.decide(this.weakClue);
    }
    issue(issue) {
        if (this.settingOf(issue.rule) === 'off')
            return;
        this.add({
            rule: issue.rule,
            severity: this.severityOf(issue.rule, issue.severity),
            message: issue.message,
            line: issue.line,
            column: issue.column,
            endLine: issue.endLine ?? issue.line,
        });
    }
    fail(error, line) {
        this.failure = `internal error while reading${line > 0 ? ` line ${line}` : ''}: ${error.message}`;
    }
    finish(format) {
        if (!this.decided)
            this.decide(this.weakClue);
        for (const run of this.sessions.values())
            for (const listener of run.listeners)
                listener.end?.();
        for (const [rule, count] of this.perRule) {
            if (count > MAX_FINDINGS_PER_RULE) {
                const last = this.findings.filter((f) => f.rule === rule).at(-1);
                this.findings.push({
                    rule,
                    severity: last?.severity ?? 'info',
                    message: `${count - MAX_FINDINGS_PER_RULE} more findings of ${rule} in this file are not listed (the first ${MAX_FINDINGS_PER_RULE} are).`,
                    line: last?.line ?? 1,
                    column: 1,
                    endLine: last?.line ?? 1,
                });
            }
        }
        this.findings.sort(compareFindings);
        const result = {
            path: this.path,
            format,
            revision: this.revision,
            revisionSource: this.revisionSource,
            frames: this.frameCount,
            findings: this.findings,
        };
        if (this.failure)
            result.error = this.failure;
        return result;
    }
    decide(clue) {
        this.decided = true;
        if (clue) {
            this.revision = clue.revision;
            this.revisionSource = clue.source;
        }
        for (const frame of this.held.splice(0))
            this.process(frame);
    }
    session(key) {
        let run = this.sessions.get(key);
        if (!run) {
            const tracker = new SessionTracker();
            const revision = this.revision;
            const model = revision ? getModel(revision) : undefined;
            const listeners = [];
            for (const rule of this.rules) {
                if (!appliesTo(rule.meta, revision))
                    continue;
                listeners.push(rule.create({
                    revision,
                    model,
                    session: tracker,
                    report: (report) => this.report(rule, report),
                }));
            }
            run = { tracker, listeners };
            this.sessions.set(key, run);
        }
        return run;
    }
    process(frame) {
        const run = this.session(frame.session ?? '');
        for (const listener of run.listeners)
            listener.frame?.(frame);
        if (frame.parseError !== undefined)
            return;
        const messages = Array.isArray(frame.value)
            ? frame.value.map((member, index, all) => classifyMessage(frame, member, { index, size: all.length }))
            : [classifyMessage(frame, frame.value)];
        for (const message of messages) {
            run.tracker.observe(message);
            for (const listener of run.listeners)
                listener.message?.(message);
        }
    }
    report(rule, report) {
        const at = report.at;
        const span = at ? ('span' in at ? at.span : at.frame.span) : undefined;
        const frameIndex = at ? ('span' in at ? at.index : at.frame.index) : undefined;
        const finding = {
            rule: rule.meta.id,
            severity: this.severityOf(rule.meta.id, report.severity ?? rule.meta.severity),
            message: report.message,
            line: report.line ?? span?.line ?? 1,
            column: report.column ?? span?.column ?? 1,
            endLine: report.endLine ?? span?.endLine ?? report.line ?? 1,
        };
        if (frameIndex !== undefined)
            finding.frame = frameIndex;
        if (report.path)
            finding.path = report.path;
        this.add(finding);
    }
    add(finding) {
        const count = (this.perRule.get(finding.rule) ?? 0) + 1;
        this.perRule.set(finding.rule, count);
        if (count <= MAX_FINDINGS_PER_RULE)
            this.findings.push(finding);
    }
    settingOf(id) {
        return this.options.rules?.[id];
    }
    severityOf(id, fallback) {
        const setting = this.settingOf(id);
        return setting && setting !== 'off' ? setting : fallback;
    }
}

;// CONCATENATED MODULE: ./build/report/json-report.js
const TOOL_NAME = 'mcp-capture-lint';
/** Builds the report from checked files (every finding counted as new until expectations apply). */
function buildJsonReport(results, version) {
    const files = results.map((result) => {
        const file = {
            path: result.path,
            format: result.format ?? null,
            revision: result.revision ?? null,
            revisionSource: result.revisionSource,
            frames: result.frames,
            findings: result.findings.map((f) => ({
                rule: f.rule,
                severity: f.severity,
                line: f.line,
                column: f.column,
                endLine: f.endLine,
                message: f.message,
                expectation: 'new',
            })),
            expectations: { path: null, new: result.findings.length, expected: 0, stale: 0 },
        };
        if (result.error)
            file.error = result.error;
        return file;
    });
    const all = files.flatMap((f) => f.findings);
    return {
        tool: { name: TOOL_NAME, version },
        files,
        summary: {
            files: files.length,
            frames: files.reduce((n, f) => n + f.frames, 0),
            errors: all.filter((f) => f.severity === 'error').length,
            warnings: all.filter((f) => f.severity === 'warning').length,
            new: all.filter((f) => f.expectation === 'new').length,
            stale: files.reduce((n, f) => n + f.expectations.stale, 0),
        },
    };
}

;// CONCATENATED MODULE: ./build/version.js
/** The tool's version, as released (kept in step with package.json by a test). */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./build/cli/main.js







/** Minimal first CLI: `check [paths]` with --revision and --format text|json. Returns the exit code. */
async function main(argv, io) {
    const args = [...argv];
    if (args[0] === 'check')
        args.shift();
    let revision = 'auto';
    let format = 'text';
    const paths = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--revision') {
            const value = args[++i];
            if (value !== 'auto' && !isRevision(value)) {
                io.stderr(`mcp-capture-lint: --revision must be auto or a dated revision, not ${value}\n`);
                return 2;
            }
            revision = value;
        }
        else if (arg === '--format')
            format = args[++i];
        else if (arg === '--version') {
            io.stdout(`${VERSION}\n`);
            return 0;
        }
        else
            paths.push(arg);
    }
    if (paths.length === 0)
        paths.push('.');
    for (const path of paths) {
        if (!/[*?{[]/.test(path) && !(await (0,promises_namespaceObject.stat)((0,external_node_path_namespaceObject.resolve)(io.cwd, path)).catch(() => undefined))) {
            io.stderr(`mcp-capture-lint: ${path}: no such file or directory\n`);
            return 2;
        }
    }
    const results = [];
    for (const capture of await discoverCaptures({ cwd: io.cwd, patterns: paths })) {
        results.push(await checkCapture({ path: capture.path, file: capture.absolute }, { revision }));
    }
    const report = buildJsonReport(results, VERSION);
    if (format === 'json')
        io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    else {
        for (const file of report.files) {
            if (file.error)
                io.stdout(`${file.path}: ${file.error}\n`);
            for (const f of file.findings)
                io.stdout(`${file.path}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.rule}\n`);
        }
        io.stdout(`${report.summary.files} files, ${report.summary.frames} frames: ${report.summary.errors} errors, ${report.summary.warnings} warnings\n`);
    }
    return report.summary.errors > 0 || report.files.some((f) => f.error) ? 1 : 0;
}

;// CONCATENATED MODULE: ./build/cli/index.js

main(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
}).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`mcp-capture-lint: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 2;
});

