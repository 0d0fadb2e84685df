// Loaded before the landing, /login and /signup pages paint: a signed-in visitor goes to
// /dashboard at once (docs/product.md §2), never seeing the page meant for visitors. A file, not an inline
// script, for the strict Content-Security-Policy.
try {
  if (window.localStorage.getItem('authToken') && window.localStorage.getItem('user')) {
    window.location.replace('/dashboard');
  }
} catch {
  // No storage (a locked-down browser): the visitor sees the page, as when signed out.
}
