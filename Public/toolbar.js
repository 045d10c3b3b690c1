// StyleGallery environment toolbar: applies a change at once (no reload) and keeps the URL in
// step, so a link reproduces the view. Without JS the toolbar is a plain GET form.
'use strict';

(() => {
  const form = document.querySelector('form[data-toolbar]');
  if (!form) return;
  const KEYS = ['colorScheme', 'layoutDirection', 'controlSize', 'tint', 'disabled', 'reduceMotion',
    'dynamicTypeSize'];

  /** The toolbar's values by key; '' is automatic (the default). */
  const values = () => {
    const fields = {};
    for (const key of KEYS) {
      const field = form.elements[key];
      fields[key] = !field ? '' : field.type === 'checkbox' ? (field.checked ? field.value : '') : field.value;
    }
    return fields;
  };

  /** `params` with the environment keys of `fields` in place of its own, after the others. */
  const withEnvironment = (params, fields) => {
    for (const key of KEYS) params.delete(key);
    for (const key of KEYS) if (fields[key]) params.append(key, fields[key]);
    return params;
  };

  /** Whether `href` (an attribute's value) is one of the gallery's pages, which carry the keys. */
  const isPage = (href) => {
    if (!href || !href.startsWith('/') || href.startsWith('//')) return false;
    const path = href.split(/[?#]/)[0];
    return path === '/' || path === '/matrix' || path.startsWith('/previews/');
  };

  /** Every link to a page, and the search form's hidden fields, carry `fields` as the server
   * would have written them; their other query keys (q, embed, control, axes) stay. */
  const relink = (fields) => {
    for (const link of document.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href');
      if (!isPage(href)) continue;
      const url = new URL(href, window.location.origin);
      const query = withEnvironment(url.searchParams, fields).toString();
      link.setAttribute('href', url.pathname + (query ? `?${query}` : '') + url.hash);
    }
    const search = document.querySelector('form[data-search-form]');
    if (!search) return;
    for (const key of KEYS) search.querySelectorAll(`input[type="hidden"][name="${key}"]`).forEach((f) => f.remove());
    const status = search.querySelector('[data-search-status]');
    for (const key of KEYS) {
      if (!fields[key]) continue;
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = key;
      field.value = fields[key];
      search.insertBefore(field, status);
    }
  };

  const apply = () => {
    const fields = values();
    const url = new URL(window.location.href);
    withEnvironment(url.searchParams, fields);
    window.history.replaceState(null, '', url);
    relink(fields);
    if (fields.colorScheme) document.documentElement.setAttribute('data-color-scheme', fields.colorScheme);
    else document.documentElement.removeAttribute('data-color-scheme');
    window.styleGallery.setEnvironment(fields);
  };

  // Either way a change applies at once, so the Apply button (for the form without JS) goes.
  form.classList.add('sg-live');
  // A matrix draws its cells for the toolbar's values: it reloads with them, as the form would.
  if (form.hasAttribute('data-reload')) {
    form.addEventListener('change', () => form.requestSubmit());
    return;
  }
  form.addEventListener('change', apply);
  form.addEventListener('submit', (e) => { e.preventDefault(); apply(); });
})();
