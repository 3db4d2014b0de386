/**
 * Where our copy of the zxing binary is served (a hashed file under /assets). Only the URL: the
 * scanner warms the worker's cache with it without loading any zxing code.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const ZXING_WASM_URL: string = wasmUrl;
