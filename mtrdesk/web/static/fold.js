// How the pages compare a name typed with the names shown (find.js, seek.js) and what a
// phone types to find a regular (register.js), as the window does (core.text.fold): NFKC
// (full-width finds half-width), lower case, katakana ァ..ヶ as hiragana ぁ..ゖ (katakana
// finds hiragana and the other way round), name kanji variants as their everyday form
// (吉田 finds 𠮷田: mtrdeskVariants, core/variants.py, issue 32), blanks ignored.
// BEGIN NAME_VARIANTS (written by python -m mtrdesk.tools.fold_js; do not edit)
window.mtrdeskVariants = {"\ud842\udfb7": "\u5409", "\u9ad9": "\u9ad8", "\ufa11": "\u5d0e", "\u5d5c": "\u5d0e", "\u5fb7": "\u5fb3", "\u908a": "\u8fba", "\u9089": "\u8fba", "\u6fa4": "\u6ca2", "\u6ff1": "\u6d5c", "\u6ff5": "\u6d5c", "\u9f4b": "\u658e", "\u9f4a": "\u6589", "\u6801": "\u67f3", "\ufa14": "\u6b05", "\u6852": "\u6851", "\u69d7": "\u6a4b", "\ud84d\ude3a": "\u6a4b", "\ud844\ude3d": "\u571f", "\u5d8b": "\u5cf6", "\u5d8c": "\u5cf6", "\u5ee3": "\u5e83", "\u570b": "\u56fd", "\u6afb": "\u685c", "\u66fe": "\u66fd", "\u771e": "\u771f", "\u5be6": "\u5b9f", "\u60e0": "\u6075", "\u69ae": "\u6804", "\u51a8": "\u5bcc", "\u5cef": "\u5cf0", "\u6df5": "\u6e15", "\u69c7": "\u69d9", "\u7a57": "\u7a42", "\u975c": "\u9759"};
// END NAME_VARIANTS
window.mtrdeskFold = function (text) {
  "use strict";
  var variants = window.mtrdeskVariants;
  var folded = (text || "").normalize("NFKC").toLowerCase();
  var out = "";
  // By code point (Array.from), not by UTF-16 unit: 𠮷 is two units and one character.
  Array.from(folded).forEach(function (ch) {
    var code = ch.charCodeAt(0);
    if (code >= 0x30a1 && code <= 0x30f6) {
      out += String.fromCharCode(code - 0x60);
    } else {
      out += Object.prototype.hasOwnProperty.call(variants, ch) ? variants[ch] : ch;
    }
  });
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
