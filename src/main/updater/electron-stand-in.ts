// For tests: stands in for the `electron` module that electron-updater requires lazily, so its
// real updater runs in Node — `app` (version, paths, quit events) and `net.request` (answered by
// Node's http client, whose request and response events electron's net module mirrors). Only
// what electron-updater touches on the check, download and verify path is here.
import { EventEmitter } from 'node:events';
import http, { type ClientRequest, type OutgoingHttpHeaders } from 'node:http';
import { createRequire, Module } from 'node:module';

const require = createRequire(import.meta.url);

export interface ElectronStandInOptions {
  version: string;
  /** app.getAppPath(): where an unpackaged app's dev-app-update.yml lives. */
  appPath: string;
  userDataPath: string;
}

export interface ElectronStandIn {
  /** Listeners the updater added for app 'quit' (an install on quit). */
  quitListenerCount(): number;
  restore(): void;
}

interface NetRequestOptions {
  method?: string;
  protocol?: string;
  hostname?: string;
  port?: number | string;
  path?: string;
  headers?: OutgoingHttpHeaders;
}

function netRequest(options: NetRequestOptions): ClientRequest {
  return http.request({
    method: options.method ?? 'GET',
    protocol: options.protocol,
    hostname: options.hostname,
    port: options.port,
    path: options.path,
    headers: options.headers,
    // A connection per request, as electron's own network stack would not share Node's sockets.
    agent: false,
  });
}

/** Puts the stand-in into Node's module cache under electron's own path until restore(). */
export function installElectronStandIn(options: ElectronStandInOptions): ElectronStandIn {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    getVersion: () => options.version,
    getName: () => 'Zyno Desktop',
    getAppPath: () => options.appPath,
    getPath: () => options.userDataPath,
    whenReady: () => Promise.resolve(),
    quit: () => undefined,
    relaunch: () => undefined,
  });
  const id = require.resolve('electron');
  const previous = require.cache[id];
  const standIn = new Module(id);
  standIn.filename = id;
  standIn.loaded = true;
  standIn.exports = {
    app,
    net: { request: netRequest },
    session: { fromPartition: () => ({}) },
  };
  require.cache[id] = standIn;
  return {
    quitListenerCount: () => app.listenerCount('quit'),
    restore: () => {
      if (previous === undefined) Reflect.deleteProperty(require.cache, id);
      else require.cache[id] = previous;
    },
  };
}
