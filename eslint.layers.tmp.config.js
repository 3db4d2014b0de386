import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';
export default tseslint.config({ files: ['src/**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, plugins: { depot: layers }, rules: { 'depot/layers': 'error' } });
