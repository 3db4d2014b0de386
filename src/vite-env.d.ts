/// <reference types="vite/client" />
declare const __OFFLINE_ENABLED__: boolean;
declare const __APP_VERSION__: string;
