/** Builds menu items with defaults: legacy domain, same old/new icon, uriRegex derived from the uri. */
import type { IconKey } from './menu-icons';
import type { AppDomain, MenuItem, Pair, Rule } from './menu-types';

export interface LinkOptions {
  regex?: readonly string[];
  /** icon of the old label set when it differs */
  oldIcon?: IconKey;
  beta?: Partial<Pair<boolean>>;
  domain?: AppDomain;
  tooltip?: string;
  contractor?: boolean;
  counter?: MenuItem['counter'];
  submenu?: MenuItem['submenu'];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * '/d/deliveries/all' also matches any other filter in place of 'all'; '{date}', '{x}' and the
 * like match one segment; '{clientId/}' is an optional numeric segment; a query is ignored.
 */
export function regexForUri(uri: string): string {
  const path = uri.split('?')[0] ?? uri;
  const parts = path.split(/(\{clientId\/\}|\{[^}]+\})/).filter((p) => p !== '');
  let source = parts
    .map((part) => {
      if (part === '{clientId/}') return '(?:-?\\d+/)?';
      if (part.startsWith('{')) return '[^/]+';
      return escape(part);
    })
    .join('');
  if (source.endsWith('/all')) source = `${source.slice(0, -'all'.length)}[^/]+`;
  return `^${source}/?$`;
}

/** Renamed items take [old, new] labels and get the 'Was titled ...' tooltip for free. */
export function link(
  id: string,
  uri: string,
  label: string | readonly [string, string],
  icon: IconKey,
  visible: Rule,
  options: LinkOptions = {},
): MenuItem {
  const [oldLabel, newLabel] = typeof label === 'string' ? [label, label] : label;
  const renamed = oldLabel !== newLabel;
  return {
    kind: 'item',
    id,
    appDomain: options.domain ?? 'legacy',
    uri,
    uriRegex: options.regex ?? [regexForUri(uri)],
    label: { old: oldLabel, new: newLabel },
    icon: { old: options.oldIcon ?? icon, new: icon },
    beta: { old: options.beta?.old ?? false, new: options.beta?.new ?? false },
    tooltip: options.tooltip ?? (renamed ? `Was titled '${oldLabel}'` : undefined),
    contractor: options.contractor,
    counter: options.counter,
    submenu: options.submenu,
    visible,
  };
}
