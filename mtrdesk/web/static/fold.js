// How the pages compare a name typed with the names shown (find.js, seek.js), as the
// window does: NFKC (full-width finds half-width), lower case, katakana ァ..ヶ as hiragana
// ぁ..ゖ (katakana finds hiragana and the other way round), blanks ignored.
window.mtrdeskFold = function (text) {
  "use strict";
  var folded = (text || "").normalize("NFKC").toLowerCase();
  var out = "";
  for (var i = 0; i < folded.length; i++) {
    var code = folded.charCodeAt(i);
    out += (code >= 0x30a1 && code <= 0x30f6) ? String.fromCharCode(code - 0x60) : folded[i];
  }
  return out.replace(/\s+/g, "");
};

// The pages' search over ``rows`` (their "data-find" texts, folded once): the function
// returned calls ``each(row, hit)`` for every row, given what was typed (nothing typed
// hits every row), and returns how many rows were hit.
window.mtrdeskFinder = function (rows) {
  "use strict";
  var fold = window.mtrdeskFold;
  var texts = rows.map(function (row) { return fold(row.getAttribute("data-find")); });
  return function (typed, each) {
    var wanted = fold(typed);
    var shown = 0;
    rows.forEach(function (row, i) {
      var hit = !wanted || texts[i].indexOf(wanted) >= 0;
      each(row, hit);
      if (hit) { shown++; }
    });
    return shown;
  };
};
