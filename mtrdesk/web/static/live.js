// Every page follows the event (web/live.py): a result of the round being played is
// written into its table in place on the pairings; the slip's page loads again when its
// own table's result comes in, the pods and bracket when any result of the round does;
// anything else the server says changed (a new round, a complete round, a correction)
// loads the page again. Each load waits a random moment of up to 1.5 s so that a room of
// phones does not arrive at once (what was typed in the search box is kept). Other
// scripts hear each change as the "mtrdesk:change" event.
// A registration's page asks where the registration stands on each change instead.
// Without EventSource, the page loads again every 30 seconds.
(function () {
  "use strict";
  var find = document.getElementById("find");
  var key = "mtrdesk:find:" + window.location.pathname;
  try {
    var kept = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    if (find && kept) {
      find.value = kept;
      find.dispatchEvent(new Event("input"));
    }
  } catch (e) { /* private mode: nothing kept */ }

  var page = document.querySelector("main[data-event]");
  var pending = false;
  function reload(wait) {
    if (pending) { return; }
    pending = true;
    try { if (find && find.value) { window.sessionStorage.setItem(key, find.value); } } catch (e) { /* nothing kept */ }
    window.setTimeout(function () { window.location.reload(); }, wait);
  }

  function patch(data) {
    var tables = data.results || {};
    Object.keys(tables).forEach(function (table) {
      var rows = document.querySelectorAll('li[data-table="' + table + '"] .result');
      for (var i = 0; i < rows.length; i++) { rows[i].textContent = tables[table] || ""; }
    });
    var status = document.querySelector("p.status[data-word]");
    if (status && data.missing > 0) {
      var lang = document.documentElement.lang || undefined;
      status.textContent = status.getAttribute("data-word")
        .replace("%n", data.missing.toLocaleString(lang));
    }
  }

  // A page with nothing to compare (the events, an event that has no pulse) loads again
  // at most this often: a busy room saves something every second.
  var AT_MOST_EVERY = 15000;
  var loaded = Date.now();
  function reloadLater() {
    reload(Math.max(0, loaded + AT_MOST_EVERY - Date.now()) + Math.random() * 1500);
  }

  // A registration's page (issue 30): on each change, ask where the registration stands
  // (a few bytes) and load the page again only when that moved.
  var asking = false;
  function askState() {
    if (asking || pending || !window.fetch) { return; }
    asking = true;
    window.fetch(window.location.pathname + "/state", { credentials: "same-origin" })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (data) {
        asking = false;
        if (data && data.state !== page.getAttribute("data-state")) { reload(Math.random() * 1500); }
      })
      .catch(function () { asking = false; });
  }

  function heard(event) {
    var data = {};
    try { data = JSON.parse(event.data); } catch (e) { /* an old server: a bare number */ }
    document.dispatchEvent(new CustomEvent("mtrdesk:change", { detail: data }));
    if (page && page.getAttribute("data-view") === "registration") {
      askState();
      return;
    }
    var shape = page ? page.getAttribute("data-shape") : "";
    if (!page || !shape || data.shape === undefined) {
      if (event.type === "change") { reloadLater(); }
      return;
    }
    if (data.shape !== shape) {
      reload(Math.random() * 1500);
      return;
    }
    var view = page.getAttribute("data-view");
    var changed = data.results || {};
    var latest = String(data.round) === page.getAttribute("data-round");
    if (view === "pairings") {
      if (latest) { patch(data); }
    } else if (view === "report") {
      // The slip's page: its own table's result came in (the opponent confirmed, a
      // judge decided). Not while something is being typed on it.
      var typing = document.activeElement && /^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement.tagName);
      if (event.type === "change" && latest && page.getAttribute("data-table") in changed && !typing) {
        reload(Math.random() * 1500);
      }
    } else if (view === "pods" || view === "bracket") {
      if (Object.keys(changed).length && event.type === "change") { reload(Math.random() * 1500); }
    }
  }

  if (window.EventSource) {
    var url = page ? "/live?event=" + page.getAttribute("data-event") : "/live";
    var source = new EventSource(url);
    source.addEventListener("ready", heard);
    source.addEventListener("change", heard);
  } else {
    window.setTimeout(function () { reload(0); }, 30000);
  }
})();
