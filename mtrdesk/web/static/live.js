// Every page follows the event: when the organizer's computer saves a change, the server
// says so on /live and the page loads again (what was typed in the search box is kept).
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

  var pending = false;
  function reload() {
    if (pending) { return; }
    pending = true;
    try { if (find && find.value) { window.sessionStorage.setItem(key, find.value); } } catch (e) { /* nothing kept */ }
    // A moment's wait: the results typed in a burst arrive as one reload.
    window.setTimeout(function () { window.location.reload(); }, 300);
  }

  if (window.EventSource) {
    var source = new EventSource("/live");
    source.addEventListener("change", reload);
  } else {
    window.setTimeout(reload, 30000);
  }
})();
