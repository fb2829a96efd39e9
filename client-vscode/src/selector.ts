/** The documents hflint serves: Python files (saved or not) and the Python cells of notebooks. */

export const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'python' },
  { scheme: 'untitled', language: 'python' },
  { scheme: 'vscode-notebook-cell', language: 'python' },
];
