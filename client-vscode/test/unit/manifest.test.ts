import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
});
