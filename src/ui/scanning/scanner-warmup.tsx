/**
 * Mounted once beside the signed-in shell by src/app/router.tsx (lazily, its own small chunk): in
 * the first idle moment it keeps the zxing binary on devices that will need it for the camera
 * (wasm-warmup.ts), so a tablet without BarcodeDetector scans offline after sign-in, not only
 * after one visit to a scanner page. Signed in offline, or cut off mid-fetch, it tries again at the
 * next 'online' event.
 */
import { useEffect } from 'react';
import { scans } from '../../resources';
import { can } from '../../resources/access';
import { mayOpen, screenById } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { warmInIdleTime, warmScannerWasm } from './wasm-warmup';

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
    }) ||
    (lookUpScanner !== undefined && mayOpen(lookUpScanner, user, context) && can(user, scans, 'create', context));
  useEffect(() => {
    if (!mayScan) return;
    return warmInIdleTime(() => warmScannerWasm(true));
  }, [mayScan]);
  return null;
}
