"""The words of the floor's pages and refusals (issue 16), context ``WebPages``: merged into
``web.texts.WORDS``. The services' refusals keep the window's sentences
(``words.messages``, ``words.floor.messages``)."""

from __future__ import annotations

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

FLOOR_WORDS: dict[str, str] = {
    # players
    "report": QT_TRANSLATE_NOOP("WebPages", "Report a result"),
    "code_label": QT_TRANSLATE_NOOP("WebPages", "Code on your result slip"),
    "code_hint": QT_TRANSLATE_NOOP(
        "WebPages", "Six letters and digits, printed on your slip next to its QR codes."
    ),
    "open_slip": QT_TRANSLATE_NOOP("WebPages", "Open the slip"),
    "slip": QT_TRANSLATE_NOOP("WebPages", "Result slip"),
    "versus": QT_TRANSLATE_NOOP("WebPages", "vs"),
    "side": QT_TRANSLATE_NOOP("WebPages", "Results are from %1's side: wins-losses-draws."),
    "tap_result": QT_TRANSLATE_NOOP("WebPages", "Tap the result of your match"),
    "wins": QT_TRANSLATE_NOOP("WebPages", "%1 wins"),
    "draw": QT_TRANSLATE_NOOP("WebPages", "Draw"),
    "typed_label": QT_TRANSLATE_NOOP("WebPages", "Another result (wins-losses-draws)"),
    "send": QT_TRANSLATE_NOOP("WebPages", "Send"),
    "waiting_yours": QT_TRANSLATE_NOOP(
        "WebPages",
        "You reported %1. Waiting for your opponent to confirm it on their phone.",
    ),
    "waiting_theirs": QT_TRANSLATE_NOOP("WebPages", "Your opponent reported %1."),
    # The opponent's button names the winner (issue 32): %1 the winner, %2 the score from
    # the winner's side ("2-1").
    "confirm_win": QT_TRANSLATE_NOOP("WebPages", "Confirm: %1 wins %2"),
    "confirm_draw": QT_TRANSLATE_NOOP("WebPages", "Confirm the draw %1"),
    "not_right": QT_TRANSLATE_NOOP("WebPages", "That is not right"),
    "change_report": QT_TRANSLATE_NOOP("WebPages", "Sent the wrong result? Change it"),
    #: 2025-11-10 MTR 2.5: until the result is recorded, the players may still agree to a
    #: draw; it replaces the report waiting (issue 29).
    "not_right_hint_draw": QT_TRANSLATE_NOOP(
        "WebPages",
        "Send the result you played. Until the result is entered, you may also agree to a "
        "draw (%1): it replaces this report and waits for your opponent. When the two "
        "results differ, a judge decides.",
    ),
    #: 2023-08-21 MTR 2.4: the match is complete once the slip is filled out (issue 29).
    "change_report_judge": QT_TRANSLATE_NOOP(
        "WebPages",
        "Sent the wrong result? The match is complete once reported (%1): send the right "
        "one and a judge decides.",
    ),
    "not_right_hint": QT_TRANSLATE_NOOP(
        "WebPages",
        "Send the result you played. When the two results differ, a judge decides.",
    ),
    "held": QT_TRANSLATE_NOOP("WebPages", "The result %1 waits for a judge to confirm it."),
    "conflict": QT_TRANSLATE_NOOP(
        "WebPages", "The players reported different results. A judge will decide."
    ),
    "entered": QT_TRANSLATE_NOOP("WebPages", "The result is entered: %1."),
    "outcome_waiting": QT_TRANSLATE_NOOP(
        "WebPages", "Sent. Your opponent confirms it on their phone with the same slip."
    ),
    "outcome_held": QT_TRANSLATE_NOOP("WebPages", "Sent. A judge will confirm the result."),
    "outcome_conflict": QT_TRANSLATE_NOOP(
        "WebPages",
        "Your result differs from your opponent's. A judge will decide: please wait at your table.",
    ),
    "outcome_accepted": QT_TRANSLATE_NOOP("WebPages", "Thank you. The result is entered."),
    # staff
    "staff": QT_TRANSLATE_NOOP("WebPages", "Staff"),
    "pin": QT_TRANSLATE_NOOP("WebPages", "Staff PIN"),
    "judge_name": QT_TRANSLATE_NOOP("WebPages", "Your name (kept in the event's record)"),
    "sign_in": QT_TRANSLATE_NOOP("WebPages", "Sign in"),
    "sign_out": QT_TRANSLATE_NOOP("WebPages", "Sign out"),
    "signed_in_as": QT_TRANSLATE_NOOP("WebPages", "Signed in as %1"),
    "open_reports": QT_TRANSLATE_NOOP("WebPages", "Reports waiting"),
    "no_open_reports": QT_TRANSLATE_NOOP("WebPages", "No report is waiting."),
    "state_waiting": QT_TRANSLATE_NOOP("WebPages", "Waiting for the opponent"),
    "state_held": QT_TRANSLATE_NOOP("WebPages", "Waiting for staff"),
    "state_conflict": QT_TRANSLATE_NOOP("WebPages", "The players disagree"),
    "accept": QT_TRANSLATE_NOOP("WebPages", "Accept"),
    "set_aside": QT_TRANSLATE_NOOP("WebPages", "Set aside"),
    "enter_result": QT_TRANSLATE_NOOP("WebPages", "Enter or correct a result"),
    # Issue 32: the player listed first on the pairings and the slip ("upper row").
    "result_field": QT_TRANSLATE_NOOP(
        "WebPages", "Result (wins-losses-draws of the player listed first)"
    ),
    # Issue 27: a result is written only over the one the judge saw.
    "over_field": QT_TRANSLATE_NOOP(
        "WebPages", "Result there now, when correcting (empty: none yet)"
    ),
    "save": QT_TRANSLATE_NOOP("WebPages", "Save"),
    "extension": QT_TRANSLATE_NOOP("WebPages", "Time extension (MTR 2.6)"),
    "minutes": QT_TRANSLATE_NOOP("WebPages", "Minutes"),
    "reason": QT_TRANSLATE_NOOP("WebPages", "Reason"),
    "reason_judge_ruling": QT_TRANSLATE_NOOP("WebPages", "Judge ruling"),
    "reason_deck_check": QT_TRANSLATE_NOOP("WebPages", "Deck check"),
    "extension_hint": QT_TRANSLATE_NOOP(
        "WebPages", "For a deck check, type the minutes it took: 3 more are added."
    ),
    "reason_other": QT_TRANSLATE_NOOP("WebPages", "Other"),
    "deck_check": QT_TRANSLATE_NOOP("WebPages", "Deck check (MTR 2.8)"),
    "deck_minutes": QT_TRANSLATE_NOOP("WebPages", "Minutes it took"),
    "check_ok": QT_TRANSLATE_NOOP("WebPages", "Deck matches the list"),
    "check_deck": QT_TRANSLATE_NOOP("WebPages", "Deck does not match the list"),
    "check_list": QT_TRANSLATE_NOOP("WebPages", "Problem with the decklist"),
    "outcome": QT_TRANSLATE_NOOP("WebPages", "What the check found"),
    "slip_codes": QT_TRANSLATE_NOOP("WebPages", "Slip codes"),
    "code": QT_TRANSLATE_NOOP("WebPages", "Code"),
    "done_result": QT_TRANSLATE_NOOP("WebPages", "The result is saved."),
    "done_extension": QT_TRANSLATE_NOOP("WebPages", "The time extension is saved."),
    "done_deck_check": QT_TRANSLATE_NOOP("WebPages", "The deck check is saved."),
    "done_accepted": QT_TRANSLATE_NOOP(
        "WebPages", "The report is accepted: its result is entered."
    ),
    "done_rejected": QT_TRANSLATE_NOOP("WebPages", "The report is set aside."),
    "signed_out": QT_TRANSLATE_NOOP("WebPages", "You are signed out."),
    # refusals before any service is called
    "malformed": QT_TRANSLATE_NOOP("WebPages", "The request could not be read."),
    "too_large": QT_TRANSLATE_NOOP("WebPages", "The request is too large."),
    "too_many": QT_TRANSLATE_NOOP(
        "WebPages", "Too many wrong tries from this phone. Wait a minute, then try again."
    ),
    "read_only": QT_TRANSLATE_NOOP(
        "WebPages",
        "This server only shows the event. Results are reported through the server the "
        "organizer starts from the window (Event > Open to phones...).",
    ),
    "busy": QT_TRANSLATE_NOOP(
        "WebPages", "The organizer's computer is busy. Try again in a moment."
    ),
    "staff_only": QT_TRANSLATE_NOOP("WebPages", "Only staff signed in with the PIN may do this."),
    "session_ended": QT_TRANSLATE_NOOP(
        "WebPages", "Your staff session has ended. Sign in again with the PIN."
    ),
    "wrong_event": QT_TRANSLATE_NOOP("WebPages", "Your staff session is for another event."),
    "bad_csrf": QT_TRANSLATE_NOOP(
        "WebPages",
        "This form is out of date or was sent from another page. Open the page again and repeat.",
    ),
    "wrong_pin": QT_TRANSLATE_NOOP("WebPages", "That is not this event's staff PIN."),
    "bad_name": QT_TRANSLATE_NOOP("WebPages", "Type your name (up to 40 characters)."),
    "bad_table": QT_TRANSLATE_NOOP(
        "WebPages", "Type the table number as posted (12, or 12B for a team seat)."
    ),
    "bad_field": QT_TRANSLATE_NOOP("WebPages", "A value is missing or not valid."),
    "no_report": QT_TRANSLATE_NOOP("WebPages", "There is no such report waiting."),
}
