// The registration form (issue 30): a regular types a few kana of their reading and the
// people registered from this phone before are listed as they type (the server answers
// for this phone's own cookie only: names and readings, never an e-mail). Without this
// script the Find button posts the form and the page lists them.
(function () {
  "use strict";
  var input = document.getElementById("regular");
  var list = document.getElementById("regulars");
  var finder = document.getElementById("regular-find");
  if (!input || !list || !finder || !window.fetch) { return; }
  var event = list.getAttribute("data-event");
  var csrf = list.getAttribute("data-csrf");
  var asksDeck = !!list.getAttribute("data-asks-deck");
  var fold = window.mtrdeskFold || function (text) { return text; };
  var asked = 0;
  var timer = null;

  function line(text) {
    var p = document.createElement("p");
    p.className = "hint";
    p.textContent = text;
    return p;
  }

  function hidden(name, value) {
    var field = document.createElement("input");
    field.type = "hidden";
    field.name = name;
    field.value = value;
    return field;
  }

  function person(p) {
    var item = document.createElement("li");
    var form = document.createElement("form");
    form.method = "post";
    form.action = "/e/" + event + "/register";
    form.className = "floor";
    form.appendChild(hidden("csrf", csrf));
    form.appendChild(hidden("roster_id", String(p.roster_id)));
    if (asksDeck) {
      var label = document.createElement("label");
      label.htmlFor = "deck-" + p.roster_id;
      label.textContent = list.getAttribute("data-deck-label");
      var deck = document.createElement("input");
      deck.id = "deck-" + p.roster_id;
      deck.name = "deck_name";
      deck.maxLength = 80;
      deck.required = true;
      form.appendChild(label);
      form.appendChild(deck);
    }
    var button = document.createElement("button");
    button.type = "submit";
    button.className = "primary";
    button.textContent = list.getAttribute("data-register-as").replace("%1", p.name);
    form.appendChild(button);
    var reading = document.createElement("span");
    reading.className = "reading";
    reading.textContent = p.reading;
    form.appendChild(reading);
    item.appendChild(form);
    return item;
  }

  function show(people) {
    list.textContent = "";
    if (!people.length) { list.appendChild(line(list.getAttribute("data-none"))); return; }
    var ul = document.createElement("ul");
    ul.className = "people";
    people.forEach(function (p) { ul.appendChild(person(p)); });
    list.appendChild(ul);
  }

  function ask() {
    var typed = input.value.trim();
    if (fold(typed).length < 2) {
      list.textContent = "";
      if (typed) { list.appendChild(line(list.getAttribute("data-short"))); }
      return;
    }
    var mine = ++asked;
    var body = new URLSearchParams();
    body.set("csrf", csrf);
    body.set("find", typed);
    window.fetch("/e/" + event + "/register/known", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString()
    })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (data) { if (data && mine === asked) { show(data.people || []); } })
      .catch(function () { /* the Find button still posts */ });
  }

  input.addEventListener("input", function () {
    if (timer) { window.clearTimeout(timer); }
    timer = window.setTimeout(ask, 200);
  });
  finder.addEventListener("submit", function (e) {
    e.preventDefault();
    ask();
  });
})();
