/**
 * `npm run boot-registry`: writes src/resources/boot-registry.ts, the boot's face of the resource
 * registry, from the declarations (src/resources/boot-registry.build.ts says how). Run it after
 * changing a declaration's name, path, labels, offline mode, indexes, screens or the rules of the
 * actions its screens perform; src/resources/boot-registry.test.ts fails until it is run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resources } from '../src/resources/index';
import { format, resolveConfig } from 'prettier';
import { BOOT_REGISTRY_FILE, bootRegistryModule } from '../src/resources/boot-registry.build';

const file = new URL(`../${BOOT_REGISTRY_FILE}`, import.meta.url);
// formatted as the house formats every file, so the test run's Prettier check passes it
const next = await format(bootRegistryModule(resources), {
  ...(await resolveConfig(BOOT_REGISTRY_FILE)),
  filepath: BOOT_REGISTRY_FILE,
});
if (existsSync(file) && readFileSync(file, 'utf8') === next) console.info('Boot registry unchanged');
else {
  writeFileSync(file, next);
  console.info(`Boot registry written: ${BOOT_REGISTRY_FILE}`);
}
