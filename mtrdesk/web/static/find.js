// The pairings page: find a name by a few letters of it or of its reading (katakana finds
// hiragana and the other way round, full-width finds half-width, as in the window), and
// keep "my table" on this phone (localStorage; nothing is sent anywhere).
(function () {
  "use strict";
  var box = document.querySelector(".find");
  if (!box) { return; }
  var input = document.getElementById("find");
  var rows = Array.prototype.slice.call(document.querySelectorAll(".pairings.all li"));
  var none = box.querySelector(".none");
  var mine = document.querySelector(".mine");
  var key = "mtrdesk:me:" + box.getAttribute("data-event");

  var find = window.mtrdeskFinder(rows);

  function filter() {
    var shown = find(input.value, function (row, hit) { row.hidden = !hit; });
    none.hidden = shown > 0;
  }

  function showMine() {
    var name = null;
    try { name = window.localStorage.getItem(key); } catch (e) { name = null; }
    var list = mine.querySelector("ol");
    list.textContent = "";
    if (!name) { mine.hidden = true; return; }
    rows.forEach(function (row) {
      var seats = row.querySelectorAll(".who");
      for (var i = 0; i < seats.length; i++) {
        if (seats[i].textContent === name) { list.appendChild(row.cloneNode(true)); }
      }
    });
    mine.hidden = !list.children.length;
  }

  input.addEventListener("input", filter);
  document.querySelector(".pairings.all").addEventListener("click", function (event) {
    var who = event.target.closest ? event.target.closest(".who") : null;
    if (!who) { return; }
    try { window.localStorage.setItem(key, who.textContent); } catch (e) { return; }
    showMine();
    window.scrollTo(0, 0);
  });
  mine.querySelector(".forget").addEventListener("click", function () {
    try { window.localStorage.removeItem(key); } catch (e) { /* private mode: nothing kept */ }
    showMine();
  });
  showMine();
})();
