import { register } from 'node:module';
register(new URL('./ts-hooks.mjs', import.meta.url));
