import { describe, expect, it } from 'vitest';
import { manifestForTheShell } from './manifest-for-the-shell.ts';

/** A manifest as the federation build plugin writes it. */
const written = {
  id: 'tm',
  name: 'tm',
  metaData: {
    name: 'tm',
    globalName: 'tm',
    buildInfo: { buildVersion: '0.1.0', buildName: '@tessera/remote-tm' },
    publicPath: '',
    remoteEntry: { name: 'remoteEntry.0f1fbe30.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [{ id: 'tm:react', name: 'react', version: '19.3.1', assets: { js: { sync: ['react.js'], async: [] } } }],
  remotes: [],
  exposes: [
    {
      id: 'tm:Screen',
      name: 'Screen',
      path: './Screen',
      assets: {
        js: { sync: ['575.js', '__federation_expose_Screen.js'], async: ['101.js'] },
        css: { sync: ['__federation_expose_Screen.css'], async: ['101.css'] },
      },
    },
  ],
};

describe("a remote's manifest", () => {
  it('keeps its entry, its global and the files each exposed module loads first, and nothing else', () => {
    expect(manifestForTheShell(written)).toStrictEqual({
      name: 'tm',
      metaData: {
        globalName: 'tm',
        publicPath: '',
        remoteEntry: { name: 'remoteEntry.0f1fbe30.js', path: '', type: 'global' },
      },
      exposes: [
        {
          name: 'Screen',
          assets: {
            js: { sync: ['575.js', '__federation_expose_Screen.js'] },
            css: { sync: ['__federation_expose_Screen.css'] },
          },
        },
      ],
    });
  });
});
