// The game's service worker: it keeps every file of one build in a cache, so the page installs and plays with the
// network gone. gomoku.site.StaticSite writes this file into the build with the build's version and file list.
'use strict';
const VERSION = '@VERSION@';
const FILES = @FILES@;
const CACHE = 'gomoku-' + VERSION;

self.addEventListener('install', event => {
  event.waitUntil(caches.open(CACHE)
    .then(cache => cache.addAll(FILES)) // the page has just fetched them: mostly from the browser's own cache
    .then(() => self.skipWaiting()));
});

// A new build takes over at once and drops the old build's cache; pages opened from now on get the new build.
self.addEventListener('activate', event => {
  event.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith('gomoku-') && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The build's own files come from the cache (a query string, as a shared game's link or the preloader's
// cache-buster, does not make another file); the site's root is the game's page; anything else goes to the network.
// Only the root means the page: a visit to another address of the site must not start a second game beside one.
self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  const url = new URL(request.url);
  const page = url.href.split('?')[0] === self.registration.scope;
  const lookup = page ? new URL('index.html', self.registration.scope).href : request;
  event.respondWith(caches.open(CACHE)
    .then(cache => cache.match(lookup, { ignoreSearch: true }))
    .then(hit => hit || fetch(request)));
});
