/**
 * The basemap style to use: GET /api/maps/config (MAP_STYLE_URL on the server), remembered on
 * the device so a map opened offline asks for the same style (its tiles come from the service
 * worker's cache). null means the built-in land-and-sea style.
 */
import { http } from '../../lib/api';
import { safeStorage } from '../../lib/safe-storage';

const KEY = 'map-style-url';
const storage = safeStorage();

export async function mapStyleUrl(): Promise<string | null> {
  const remembered = storage.getItem(KEY);
  try {
    const res = await http.get('maps/config', { timeout: 5000 }).json<{ data: { styleUrl: string | null } }>();
    const url = res.data.styleUrl;
    if (url) storage.setItem(KEY, url);
    else storage.removeItem(KEY);
    return url;
  } catch {
    return remembered;
  }
}
