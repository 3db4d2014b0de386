/** Public face of the line haul feature: its hand-written pages (docs/line-haul.md). */
export { AllocatorPage } from './allocator-page';
export { BuilderPage } from './builder-page';
export { AcceptancePage } from './acceptance-page';
export { ScoreboardPage } from './scoreboard-page';
