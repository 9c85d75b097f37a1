// The runtime configuration: taken from the page when the shell's server wrote it there, asked for otherwise.
import { CONFIG_ELEMENT, getConfig, loadConfig, setConfig } from './index';

const config = { apiBase: 'http://api.example', siteRoot: 'http://site.example', remotes: { mf_funds: 'http://f.example/mf-manifest.json' } };

describe('loadConfig', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    document.getElementById(CONFIG_ELEMENT)?.remove();
    global.fetch = realFetch;
    setConfig(null as never); // forget it between tests
  });

  it("takes the page's own copy without asking for config.json", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONFIG_ELEMENT;
    block.textContent = JSON.stringify(config);
    document.body.appendChild(block);
    const asked = jest.fn();
    global.fetch = asked;
    await expect(loadConfig()).resolves.toEqual(config);
    expect(getConfig().apiBase).toBe('http://api.example');
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks for config.json when the page has none, or one it cannot read', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONFIG_ELEMENT;
    block.textContent = '{not json';
    document.body.appendChild(block);
    const asked = jest.fn(async () => ({ ok: true, json: async () => config }));
    global.fetch = asked as unknown as typeof fetch;
    await expect(loadConfig()).resolves.toEqual(config);
    expect(asked).toHaveBeenCalledWith('/config.json');
  });
});
