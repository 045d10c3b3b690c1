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

  const apply = () => {
    const fields = values();
    const url = new URL(window.location.href);
    for (const key of KEYS) {
      if (fields[key]) url.searchParams.set(key, fields[key]);
      else url.searchParams.delete(key);
    }
    window.history.replaceState(null, '', url);
    if (fields.colorScheme) document.documentElement.setAttribute('data-color-scheme', fields.colorScheme);
    else document.documentElement.removeAttribute('data-color-scheme');
    window.styleGallery.setEnvironment(fields);
  };

  // A matrix draws its cells for the toolbar's values: it reloads with them, as the form would.
  if (form.hasAttribute('data-reload')) {
    form.addEventListener('change', () => form.requestSubmit());
    return;
  }
  form.classList.add('sg-live');
  form.addEventListener('change', apply);
  form.addEventListener('submit', (e) => { e.preventDefault(); apply(); });
})();
