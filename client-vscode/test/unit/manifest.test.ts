import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { DOCUMENT_SELECTOR } from '../../src/selector';
import { DEFAULT_SETTINGS, readSettings } from '../../src/settings';

interface Property {
  type: string | string[];
  default: unknown;
  description?: string;
  markdownDescription?: string;
}

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const properties: Record<string, Property> = manifest.contributes.configuration.properties;

describe('package.json', () => {
  it('documents every setting the issue asks for, each with a description', () => {
    assert.deepEqual(Object.keys(properties).sort(), [
      'hflint.enable',
      'hflint.ignore',
      'hflint.importStrategy',
      'hflint.inlayHints',
      'hflint.interpreter',
      'hflint.select',
      'hflint.trace.server',
      'hflint.transformersVersion',
    ]);
    for (const [key, property] of Object.entries(properties)) {
      const text = property.markdownDescription ?? property.description ?? '';
      assert.ok(text.length > 40, `${key} needs a description`);
    }
  });

  it('declares the defaults the extension assumes when a setting is unset', () => {
    const fromManifest = readSettings((key) => properties[`hflint.${key}`]?.default);
    assert.deepEqual(fromManifest, DEFAULT_SETTINGS);
  });

  it('contributes the four commands', () => {
    const titles = manifest.contributes.commands.map((c: { category: string; title: string }) => `${c.category}: ${c.title}`);
    assert.deepEqual(titles.sort(), [
      'hflint: Explain Error',
      'hflint: Explain Error Code',
      'hflint: Restart Server',
      'hflint: Show Output',
    ]);
  });

  it('activates on Python files and notebooks and serves notebook cells', () => {
    assert.ok(manifest.activationEvents.includes('onLanguage:python'));
    assert.ok(manifest.activationEvents.includes('onNotebook:jupyter-notebook'));
    assert.ok(DOCUMENT_SELECTOR.some((f) => f.scheme === 'vscode-notebook-cell' && f.language === 'python'));
    assert.ok(DOCUMENT_SELECTOR.some((f) => f.scheme === 'file' && f.language === 'python'));
  });

  it('keeps the interpreter and import strategy out of untrusted workspaces', () => {
    assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations.sort(), [
      'hflint.importStrategy',
      'hflint.interpreter',
    ]);
  });

  it('has what the Marketplace shows: icon, links, licence, a user README and a CHANGELOG', () => {
    // The icon: a square PNG of at least 128 px (the Marketplace's minimum), listed in .vscodeignore.
    const icon = readFileSync(join(root, manifest.icon));
    assert.equal(icon.subarray(1, 4).toString('ascii'), 'PNG');
    const [width, height] = [icon.readUInt32BE(16), icon.readUInt32BE(20)];
    assert.ok(width === height && width >= 128, `icon is ${width}x${height}`);
    assert.match(readFileSync(join(root, '.vscodeignore'), 'utf8'), new RegExp(`^!${manifest.icon}$`, 'm'));

    assert.match(manifest.repository.url, /^https:\/\/github\.com\/.+\.git$/);
    assert.match(manifest.bugs.url, /^https:\/\/github\.com\/.+\/issues$/);
    assert.match(manifest.homepage, /^https:\/\//);
    assert.equal(manifest.license, 'Apache-2.0');
    assert.ok(existsSync(join(root, '..', 'LICENSE')), 'the repository LICENSE that scripts/copy-license.mjs packages');

    // The Marketplace README is for users: building and testing live in CONTRIBUTING.md.
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    assert.doesNotMatch(readme, /npm (ci|run|test)|## Build/);
    assert.match(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'), /npm ci && npm run package/);
    // The CHANGELOG has an entry for the version being packaged.
    assert.match(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), new RegExp(`^## ${manifest.version.replace(/\./g, '\\.')}\\b`, 'm'));
  });
});
