// StyleGallery: the index's search, as you type. Without this file the search box is a plain GET
// form the server answers (`/?q=range`); with it, typing hides the cards and sidebar entries that
// do not match, keeps `?q=` in the URL (history.replaceState) and reloads nothing. The rule is the
// server's (Sources/Gallery/Search/PreviewSearch.swift): every word of the query must begin one of
// the terms the server wrote into an element's `data-search`. Also folds the sidebar on narrow
// screens.
'use strict';

(() => {
  const FOCUS_KEY = 'sg-search-focus';
  const narrow = matchMedia('(max-width: 860px)');

  /** The query's words: lowercased, split at white space, trimmed of punctuation at their ends. */
  const wordsOf = (query) => query.toLowerCase().split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

  /** Whether every word begins one of `el`'s search terms. */
  const matches = (words, el) => {
    const terms = (el.getAttribute('data-search') || '').split(' ');
    return words.every((word) => terms.some((term) => term.startsWith(word)));
  };

  /** What the status line says; the server's SearchForm.status says the same. */
  const statusText = (words, count, total) => {
    if (words.length === 0) return `${total} previews`;
    if (count === 0) return 'No previews match';
    return count === 1 ? '1 preview matches' : `${count} previews match`;
  };

  /** This page's URL with `q` set to `query` (or removed when blank); other keys are kept. */
  const urlFor = (query) => {
    const url = new URL(location.href);
    if (query.trim()) url.searchParams.set('q', query); else url.searchParams.delete('q');
    return url;
  };

  function foldSidebar() {
    const fold = document.querySelector('[data-sidebar-fold]');
    if (!fold) return;
    const sync = () => { fold.open = !narrow.matches; };
    sync();
    narrow.addEventListener('change', sync);
  }

  function start() {
    foldSidebar();
    const form = document.querySelector('[data-search-form]');
    if (!form) return;
    const input = form.querySelector('[data-search-input]');
    const status = form.querySelector('[data-search-status]');
    const empty = document.querySelector('[data-search-empty]');
    const echo = empty && empty.querySelector('[data-search-echo]');
    const entries = Array.from(document.querySelectorAll('[data-search-for]'));
    const groups = Array.from(document.querySelectorAll('[data-search-group]'));
    const total = new Set(entries.map((li) => li.getAttribute('data-search-for'))).size;
    let reload = null;

    /** Shows what `query` matches; returns whether a match has no card on this page. */
    function apply(query) {
      const words = wordsOf(query);
      const matched = new Set();
      for (const li of entries) {
        li.hidden = !matches(words, li);
        if (!li.hidden) matched.add(li.getAttribute('data-search-for'));
      }
      for (const group of groups) group.hidden = !group.querySelector('li:not([hidden])');
      const shown = new Set();
      for (const card of document.querySelectorAll('section.sg-preview[data-search]')) {
        card.hidden = !matches(words, card);
        if (!card.hidden) shown.add(card.getAttribute('data-preview'));
      }
      status.textContent = statusText(words, matched.size, total);
      if (empty) empty.hidden = matched.size > 0;
      if (echo) echo.textContent = query;
      document.title = words.length ? `“${query}” · StyleGallery` : 'StyleGallery';
      return Array.from(matched).some((id) => !shown.has(id));
    }

    /** Loads the page for `query` when this one lacks some of its previews (rendered for another query). */
    function load(query) {
      sessionStorage.setItem(FOCUS_KEY, '1');
      location.replace(urlFor(query));
    }

    input.addEventListener('input', () => {
      clearTimeout(reload);
      const query = input.value;
      history.replaceState(history.state, '', urlFor(query));
      if (apply(query)) reload = setTimeout(() => load(query), 500);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(reload);
      if (apply(input.value)) load(input.value);
    });
    // "/" jumps to the search box from anywhere but a text field (as on GitHub or MDN).
    document.addEventListener('keydown', (event) => {
      const el = event.target;
      const typing = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el.isContentEditable;
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    if (sessionStorage.getItem(FOCUS_KEY)) {
      sessionStorage.removeItem(FOCUS_KEY);
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
