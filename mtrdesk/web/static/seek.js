// The pods and bracket pages: find a name by a few letters of it or of its reading, as on
// the pairings page (katakana finds hiragana, full-width finds half-width); the rows that
// do not match are hidden, and a pod or round with none left is hidden with them.
(function () {
  "use strict";
  var box = document.querySelector(".seek");
  if (!box) { return; }
  var input = document.getElementById("find");
  var none = box.querySelector(".none");
  var rows = Array.prototype.slice.call(document.querySelectorAll("[data-find]"));
  var groups = Array.prototype.slice.call(document.querySelectorAll(".pod, .bracket-round"));

  var find = window.mtrdeskFinder(rows);

  function filter() {
    var wanted = window.mtrdeskFold(input.value);
    var shown = find(input.value, function (row, hit) {
      row.classList.toggle("missed", !hit);
      row.classList.toggle("found", !!wanted && hit);
    });
    groups.forEach(function (group) {
      group.hidden = !!wanted && !group.querySelector("[data-find]:not(.missed)");
    });
    none.hidden = shown > 0;
  }

  input.addEventListener("input", filter);
  filter();
})();
