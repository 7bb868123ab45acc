// The clock page: the projector's clocks counted down on the phone (issue 16).
// The server sends each clock's position at its own "now" ("elapsed", in seconds); the
// phone takes it as true at the moment the answer arrived (the middle of the request, by
// its own monotonic clock, performance.now) and counts on from there while the clock runs.
// No clock of the phone's is compared with the server's: a phone set wrong still shows
// the projector's second. Asked again when /live says something changed, when the page
// comes back into view, and every data-refetch seconds. A new schedule (another clock, a
// clock started or taken down) loads the page again, worded in its language.
(function () {
  "use strict";
  var box = document.querySelector(".clocks");
  var data = document.getElementById("clock-data");
  if (!box || !data) { return; }
  var clocks = JSON.parse(data.textContent);
  var sections = Array.prototype.slice.call(box.querySelectorAll(".clock"));
  var url = "/api/events/" + box.getAttribute("data-event") + "/clock";
  var refetch = Number(box.getAttribute("data-refetch")) || 30;
  // The page's own numbers are as of the server's answer: the moment it was read here is
  // the best guess until the first fetch measures better.
  var base = window.performance.now();
  clocks.forEach(function (c) { c.base = base; });

  // As core.published_clock.reading_after: the step running `elapsed` seconds in.
  function reading(c, now) {
    var elapsed = c.elapsed + (c.running ? Math.max(0, (now - c.base) / 1000) : 0);
    var ends = [];
    var total = 0;
    c.steps.forEach(function (s) { total += s.seconds; ends.push(total); });
    if (elapsed >= total) { return { index: null, remaining: 0 }; }
    var index = 0;
    while (index < ends.length && ends[index] <= elapsed) { index++; }
    return { index: index, remaining: ends[index] - elapsed };
  }

  function digits(seconds, style) {
    var whole = Math.max(0, Math.ceil(seconds - 1e-6));
    if (style === "seconds") { return String(whole); }
    var h = Math.floor(whole / 3600), m = Math.floor((whole % 3600) / 60), s = whole % 60;
    var mm = (h && m < 10 ? "0" : "") + m, ss = (s < 10 ? "0" : "") + s;
    return (h ? h + ":" : "") + mm + ":" + ss;
  }

  function setText(node, text) {
    if (node && node.textContent !== text) { node.textContent = text; }
  }

  function show() {
    var now = window.performance.now();
    clocks.forEach(function (c, i) {
      var section = sections[i];
      if (!section) { return; }
      var r = reading(c, now);
      var digitNode = section.querySelector(".digits");
      var finished = r.index === null;
      setText(digitNode, finished ? c.done : digits(r.remaining, c.digits));
      digitNode.classList.toggle("done", finished);
      digitNode.classList.toggle("paused", !finished && c.started && !c.running);
      var status = finished ? "" : (!c.started ? c.waiting_text : (!c.running ? c.paused_text : ""));
      setText(section.querySelector(".clock-status"), status);
      var lines = finished ? [] : c.lines[r.index];
      var holder = section.querySelector(".clock-lines");
      var joined = lines.join("\n");
      if (holder.getAttribute("data-shown") !== joined) {
        holder.setAttribute("data-shown", joined);
        holder.textContent = "";
        lines.forEach(function (line) {
          var span = document.createElement("span");
          span.textContent = line;
          holder.appendChild(span);
        });
      }
    });
  }

  var asking = false;
  function ask() {
    if (asking) { return; }
    asking = true;
    var sent = window.performance.now();
    var request = new XMLHttpRequest();
    request.open("GET", url);
    request.setRequestHeader("accept", "application/json");
    request.onloadend = function () {
      asking = false;
      if (request.status !== 200) { return; }
      var arrived = window.performance.now();
      var answer;
      try { answer = JSON.parse(request.responseText); } catch (e) { return; }
      var fresh = answer.clocks || [];
      var same = fresh.length === clocks.length && fresh.every(function (c, i) {
        return c.kind === clocks[i].kind && c.schedule === clocks[i].schedule;
      });
      if (!same) { window.location.reload(); return; }
      var middle = (sent + arrived) / 2;
      fresh.forEach(function (c, i) {
        var mine = clocks[i];
        mine.elapsed = c.elapsed;
        mine.running = c.running;
        mine.started = c.started;
        mine.steps = c.steps;
        mine.base = middle;
      });
      show();
    };
    request.send();
  }

  show();
  ask();
  window.setInterval(show, 200);
  window.setInterval(ask, refetch * 1000);
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) { ask(); }
  });
  if (window.EventSource) {
    var source = new EventSource("/live");
    source.addEventListener("change", ask);
  }
})();
