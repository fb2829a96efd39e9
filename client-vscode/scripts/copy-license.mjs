// The repository's LICENSE (Apache-2.0) goes into the .vsix beside the manifest: vsce packages
// the extension folder, and the Marketplace shows the file it finds there. The copy is not
// committed (.gitignore); the repository's LICENSE stays the one source.

import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
copyFileSync(join(here, '..', 'LICENSE'), join(here, 'LICENSE'));
