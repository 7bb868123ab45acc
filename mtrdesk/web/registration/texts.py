"""The words of the registration pages (issue 30), context ``WebPages``: merged into
``web.texts.WORDS``. The services' refusals keep the window's sentences
(``words.messages``)."""

from __future__ import annotations

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

REGISTRATION_WORDS: dict[str, str] = {
    # The events list, the event's pages and the form.
    "register": QT_TRANSLATE_NOOP("WebPages", "Registration"),
    "register_open": QT_TRANSLATE_NOOP("WebPages", "Registration is open: register here"),
    "register_title": QT_TRANSLATE_NOOP("WebPages", "Register for this event"),
    "family_label": QT_TRANSLATE_NOOP("WebPages", "Family name"),
    "given_label": QT_TRANSLATE_NOOP("WebPages", "Given name"),
    "reading_label": QT_TRANSLATE_NOOP("WebPages", "Reading (kana)"),
    "reading_hint": QT_TRANSLATE_NOOP(
        "WebPages", "Your family and given name as they are read, in hiragana or katakana."
    ),
    "email_label": QT_TRANSLATE_NOOP("WebPages", "Wizards Account e-mail (optional)"),
    "email_hint": QT_TRANSLATE_NOOP(
        "WebPages",
        "Used only for the store's EventLink report, and never shown on any page or posted sheet.",
    ),
    "deck_label": QT_TRANSLATE_NOOP("WebPages", "Deck name"),
    "send_registration": QT_TRANSLATE_NOOP("WebPages", "Register"),
    "registration_closed": QT_TRANSLATE_NOOP(
        "WebPages", "Registration for this event is not open. Ask the organizer."
    ),
    "registration_over": QT_TRANSLATE_NOOP(
        "WebPages",
        "Round 1 has been paired, so registration for this event is over. Ask the organizer.",
    ),
    "already_registered": QT_TRANSLATE_NOOP("WebPages", "You have registered for this event."),
    "see_registration": QT_TRANSLATE_NOOP("WebPages", "See your registration"),
    "register_another": QT_TRANSLATE_NOOP("WebPages", "Register another player"),
    "newcomer_title": QT_TRANSLATE_NOOP("WebPages", "First time? Type your name"),
    # A regular, on a phone they registered from before.
    "regular_title": QT_TRANSLATE_NOOP("WebPages", "Registered from this phone before?"),
    "regular_hint": QT_TRANSLATE_NOOP(
        "WebPages", "Type the first two or more kana of your reading to find yourself."
    ),
    "find_button": QT_TRANSLATE_NOOP("WebPages", "Find"),
    "regular_none": QT_TRANSLATE_NOOP(
        "WebPages", "Nobody registered from this phone has a reading that starts like that."
    ),
    "regular_short": QT_TRANSLATE_NOOP("WebPages", "Type at least two kana of the reading."),
    "register_as": QT_TRANSLATE_NOOP("WebPages", "Register as %1"),
    # The registration's own page.
    "your_registration": QT_TRANSLATE_NOOP("WebPages", "Your registration"),
    "reg_waiting": QT_TRANSLATE_NOOP(
        "WebPages", "Received. Waiting for the organizer to confirm your entry."
    ),
    "reg_accepted": QT_TRANSLATE_NOOP("WebPages", "Accepted: you are entered in this event."),
    "reg_waitlisted": QT_TRANSLATE_NOOP(
        "WebPages",
        "The event is full. You are on the waitlist, place %1: if a place opens, you move up "
        "in order.",
    ),
    "reg_declined": QT_TRANSLATE_NOOP(
        "WebPages", "The organizer declined this registration. Ask the organizer."
    ),
    "reg_absent": QT_TRANSLATE_NOOP(
        "WebPages", "The organizer marked you absent before round 1. Ask the organizer."
    ),
    "reg_withdrawn": QT_TRANSLATE_NOOP("WebPages", "You withdrew this registration."),
    "reg_promoted": QT_TRANSLATE_NOOP("WebPages", "A place opened: you are now off the waitlist."),
    "withdraw": QT_TRANSLATE_NOOP("WebPages", "Withdraw"),
    "withdraw_question": QT_TRANSLATE_NOOP(
        "WebPages",
        "Withdraw your registration for this event? Your place goes to the next player.",
    ),
    "withdraw_confirm": QT_TRANSLATE_NOOP("WebPages", "Yes, withdraw"),
    "done_withdrawn": QT_TRANSLATE_NOOP("WebPages", "Your registration is withdrawn."),
    "withdraw_too_late": QT_TRANSLATE_NOOP(
        "WebPages",
        "Round 1 has been paired, so you are in the event. To leave it, tell the organizer: "
        "they drop you.",
    ),
    "keep_page": QT_TRANSLATE_NOOP(
        "WebPages", "This page follows your registration: keep it open, or come back to it later."
    ),
    # Refusals of the form before any service is called.
    "too_many_registrations": QT_TRANSLATE_NOOP(
        "WebPages", "Too many registrations were sent from here. Wait a minute, then try again."
    ),
}
