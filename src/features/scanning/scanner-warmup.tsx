/**
 * Mounted once beside the signed-in shell by src/app/router.tsx (lazily, its own small chunk): in
 * the first idle moment it keeps the zxing binary on devices that will need it for the camera
 * (wasm-warmup.ts), so a tablet without BarcodeDetector scans offline after sign-in, not only
 * after one visit to a scanner page.
 */
import { useEffect } from 'react';
import { scans } from '../../resources';
import { can } from '../../resources/access';
import { mayOpen, screenById } from '../../screens';
import { useCurrentUser } from '../auth';
import { useMenuContext } from '../menu';
import { warmScannerWasm } from './wasm-warmup';

/** The screens that show the camera scanner to whoever may open them. */
const SCANNER_SCREENS = ['d.box-load-check', 'run.cleanup', 'o.return-to-depot'];

export default function ScannerWarmup() {
  const user = useCurrentUser();
  const context = useMenuContext();
  const lookUpScanner = screenById('o.scan-report');
  const mayScan =
    SCANNER_SCREENS.some((id) => {
      const screen = screenById(id);
      return screen !== undefined && mayOpen(screen, user, context);
    }) || (lookUpScanner !== undefined && mayOpen(lookUpScanner, user, context) && can(user, scans, 'create', context));
  useEffect(() => {
    if (!mayScan) return;
    const idle = window.requestIdleCallback as ((cb: () => void, opts?: { timeout: number }) => number) | undefined;
    const start = () => void warmScannerWasm(true).catch(() => undefined);
    let id: number | null = null;
    const schedule = () => {
      id = idle ? idle(start, { timeout: 10_000 }) : window.setTimeout(start, 5000);
    };
    // On the first visit the worker takes control only after installing: the fetch must go through it.
    const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (sw && !sw.controller) sw.addEventListener('controllerchange', schedule, { once: true });
    else schedule();
    return () => {
      sw?.removeEventListener('controllerchange', schedule);
      if (id === null) return;
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [mayScan]);
  return null;
}
