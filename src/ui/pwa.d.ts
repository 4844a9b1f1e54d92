// Types of the service worker registration module vite-plugin-pwa provides.
/// <reference types="vite-plugin-pwa/client" />
