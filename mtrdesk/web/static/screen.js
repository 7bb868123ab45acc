// The room screen on a TV (issue 31): the rows the server sent, cut into pages by the
// server's own rule. The widest texts are measured here, at this TV's font, in ems (at
// 100 px); /api/events/N/screen/plan answers with core.floor.room_screen.plan_pages's
// plan (sizes, columns, rows, whether the opponent fits, the page time), so the pages
// follow the same numbers as the window's room screen. The pages turn on their own; the
// still-playing line and the count are asked again on every change the live feed says
// (static/live.js's "mtrdesk:change") and every data.refetch seconds; a new round or
// phase loads the page again.
(function () {
  "use strict";
  var holder = document.getElementById("screen-data");
  if (!holder) { return; }
  var data = JSON.parse(holder.textContent);
  var body = document.getElementById("room-body");
  var pageLine = document.getElementById("room-page");
  var plan = null;
  var page = 0;
  var turning = null;

  function ems(texts, className) {
    var probe = document.createElement("span");
    probe.className = className || "";
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;font-size:100px;left:0;top:0";
    document.body.appendChild(probe);
    var widest = 0.01;
    texts.forEach(function (text) {
      probe.textContent = text;
      widest = Math.max(widest, probe.getBoundingClientRect().width / 100);
    });
    document.body.removeChild(probe);
    return Math.ceil(widest * 1.02 * 100);  // hundredths, with the window's slack
  }

  function column(i) { return data.rows.map(function (row) { return row[i]; }); }

  function ask() {
    if (!body || !data.rows.length) { return; }
    var box = body.getBoundingClientRect();
    var query = [
      "rows=" + data.rows.length,
      "width=" + Math.max(1, Math.floor(box.width)),
      "height=" + Math.max(1, Math.floor(window.innerHeight)),
      "name=" + ems(column(1)),
      "table=" + ems(column(0)),
      "opponent=" + ems(column(2))
    ].join("&") + (data.standings ? "&standings=1" : "");
    var request = new XMLHttpRequest();
    request.open("GET", "/api/events/" + data.event + "/screen/plan?" + query);
    request.onloadend = function () {
      if (request.status !== 200) { return; }
      plan = JSON.parse(request.responseText);
      plan.widths = {
        name: Number(query.match(/name=(\d+)/)[1]) / 100,
        table: Number(query.match(/table=(\d+)/)[1]) / 100
      };
      page = 0;
      show();
      if (turning) { window.clearInterval(turning); }
      if (plan.pages > 1) {
        turning = window.setInterval(function () { page = (page + 1) % plan.pages; show(); }, plan.page_ms);
      }
    };
    request.send();
  }

  function cell(text, className, width, size) {
    var span = document.createElement("span");
    span.className = className;
    span.textContent = text;
    span.style.width = width + "px";
    span.style.fontSize = size + "px";
    span.style.lineHeight = plan.row_px + "px";
    return span;
  }

  function show() {
    if (!plan) { return; }
    var columnWidth = Math.floor(body.getBoundingClientRect().width / plan.columns);
    var tableW = Math.ceil(plan.widths.table * plan.table_px);
    var nameW = Math.ceil(plan.widths.name * plan.name_px);
    var gap = Math.ceil(plan.gap_em * plan.name_px);
    var lastW = columnWidth - tableW - nameW - 2 * gap - Math.floor(plan.column_gap_em * plan.name_px / 2);
    var perPage = plan.columns * plan.rows_per_column;
    var start = page * perPage;
    var fragment = document.createDocumentFragment();
    for (var slot = 0; slot < perPage && start + slot < data.rows.length; slot++) {
      var texts = data.rows[start + slot];
      var col = Math.floor(slot / plan.rows_per_column), line = slot % plan.rows_per_column;
      var row = document.createElement("div");
      row.className = "room-row" + (line % 2 ? " stripe" : "");
      row.style.left = (col * columnWidth) + "px";
      row.style.top = (line * plan.row_px) + "px";
      row.style.width = (columnWidth - gap) + "px";
      row.style.height = plan.row_px + "px";
      row.style.columnGap = gap + "px";
      row.appendChild(cell(texts[0], "first", tableW, plan.table_px));
      row.appendChild(cell(texts[1], "name", nameW, plan.name_px));
      if (plan.opponent) { row.appendChild(cell(texts[2], "last", lastW, plan.name_px)); }
      fragment.appendChild(row);
    }
    body.textContent = "";
    body.appendChild(fragment);
    body.setAttribute("data-page", String(page));
    var pageText = plan.pages > 1
      ? data.page_word.replace("%1", String(page + 1)).replace("%2", String(plan.pages)) : "";
    if (pageLine.textContent !== pageText) {
      pageLine.textContent = pageText;
      // The page number takes room from the still-playing line beside it.
      fit(document.getElementById("room-still"));
    }
  }

  // A line wider than its place (a long event name, many tables still playing) gets a
  // smaller font, as in the window: never clipped.
  function fit(element) {
    if (!element) { return; }
    element.style.fontSize = "";
    var size = parseFloat(window.getComputedStyle(element).fontSize);
    while (element.scrollWidth > element.clientWidth + 0.5 && size > 10) {
      size = Math.max(10, Math.floor(size * element.clientWidth / element.scrollWidth) - 1);
      element.style.fontSize = size + "px";
    }
  }

  function fitLines() {
    fit(document.querySelector(".room-title"));
    fit(document.getElementById("room-still"));
  }

  var asking = false;
  function askState() {
    if (asking || !window.fetch) { return; }
    asking = true;
    window.fetch("/api/events/" + data.event + "/screen/state", { credentials: "same-origin" })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (state) {
        asking = false;
        if (!state) { return; }
        if (state.phase !== data.phase || state.round !== data.round) {
          window.setTimeout(function () { window.location.reload(); }, Math.random() * 1500);
          return;
        }
        var still = document.getElementById("room-still");
        if (still && still.textContent !== state.still) {
          still.textContent = state.still;
          fit(still);
        }
        var count = document.getElementById("room-count");
        if (count && count.textContent !== state.registered) { count.textContent = state.registered; }
      })
      .catch(function () { asking = false; });
  }

  var resizing = null;
  window.addEventListener("resize", function () {
    if (resizing) { window.clearTimeout(resizing); }
    resizing = window.setTimeout(function () { ask(); fitLines(); }, 300);
  });
  document.addEventListener("mtrdesk:change", askState);
  window.setInterval(askState, (data.refetch || 30) * 1000);
  window.screenPlan = function () { return plan; };
  fitLines();
  // Measured once the bundled font is there (the first load takes a moment).
  if (document.fonts && document.fonts.load) {
    var measured = function () { fitLines(); ask(); };
    document.fonts.load("100px IPAexGothicScreen", "あA1").then(measured, measured);
  } else {
    ask();
  }
})();
