"""The words of the clock, pods and bracket pages (context ``WebPages``, read through
``web.texts.Texts`` with the rest); the clock's steps worded as the projector words them.
"""

from __future__ import annotations

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

PLAY_WORDS: dict[str, str] = {
    # The clock page.
    "clock": QT_TRANSLATE_NOOP("WebPages", "Clock"),
    "clock_hint": QT_TRANSLATE_NOOP("WebPages", "The same time as the projector in the room."),
    "no_clock": QT_TRANSLATE_NOOP("WebPages", "No clock is running for this event right now."),
    "clock_waiting": QT_TRANSLATE_NOOP("WebPages", "Not started yet"),
    "clock_paused": QT_TRANSLATE_NOOP("WebPages", "Paused"),
    "title_booster": QT_TRANSLATE_NOOP("WebPages", "Booster draft"),
    "title_2hg": QT_TRANSLATE_NOOP("WebPages", "Two-Headed Giant booster draft"),
    "title_multiplayer": QT_TRANSLATE_NOOP("WebPages", "Multiplayer booster draft"),
    "title_rochester": QT_TRANSLATE_NOOP("WebPages", "Team Rochester draft"),
    "title_deck_building": QT_TRANSLATE_NOOP("WebPages", "Deck building"),
    "title_round": QT_TRANSLATE_NOOP("WebPages", "Round time"),
    "pod": QT_TRANSLATE_NOOP("WebPages", "Pod %1"),
    "step_pick": QT_TRANSLATE_NOOP("WebPages", "Pick %1"),
    "step_pack": QT_TRANSLATE_NOOP("WebPages", "Pack %1 of %2"),
    "step_review": QT_TRANSLATE_NOOP("WebPages", "Review"),
    "step_next_pack": QT_TRANSLATE_NOOP("WebPages", "Next: pack %1 of %2"),
    "step_laid_out": QT_TRANSLATE_NOOP("WebPages", "Laid out by %1"),
    "step_picking": QT_TRANSLATE_NOOP("WebPages", "Now picking: %1"),
    "step_cards_left": QT_TRANSLATE_NOOP("WebPages", "Cards left: %1"),
    "pass_left": QT_TRANSLATE_NOOP("WebPages", "← Pass left"),
    "pass_right": QT_TRANSLATE_NOOP("WebPages", "Pass right →"),
    "pass_clockwise": QT_TRANSLATE_NOOP("WebPages", "↻ Clockwise"),
    "pass_counterclockwise": QT_TRANSLATE_NOOP("WebPages", "↺ Counterclockwise"),
    "phase_registration": QT_TRANSLATE_NOOP("WebPages", "Deck registration"),
    "phase_construction": QT_TRANSLATE_NOOP("WebPages", "Deck construction"),
    "phase_registration_and_construction": QT_TRANSLATE_NOOP(
        "WebPages", "Deck registration and construction"
    ),
    "phase_round": QT_TRANSLATE_NOOP("WebPages", "Time left in the round"),
    "done_draft": QT_TRANSLATE_NOOP("WebPages", "Draft finished"),
    "done_deck_building": QT_TRANSLATE_NOOP("WebPages", "Deck building time is over"),
    "done_turns": QT_TRANSLATE_NOOP("WebPages", "Time is up: %1 additional turns"),
    "done_per_player": QT_TRANSLATE_NOOP(
        "WebPages", "Time is up: one additional turn per player still in the game"
    ),
    "done_round": QT_TRANSLATE_NOOP("WebPages", "Time is up"),
    # The pods page.
    "pods": QT_TRANSLATE_NOOP("WebPages", "Pods"),
    "no_pods": QT_TRANSLATE_NOOP("WebPages", "No pods have been posted yet."),
    "draft_pods": QT_TRANSLATE_NOOP("WebPages", "Draft pods and seats"),
    "draft_pods_note": QT_TRANSLATE_NOOP(
        "WebPages",
        "Seats run clockwise from seat 1. You draft and build your deck in the same seat "
        "(MTR 7.6).",
    ),
    "pods_lifted": QT_TRANSLATE_NOOP(
        "WebPages", "Players of different pods may be paired against each other (MTR 7.6)."
    ),
    "seat": QT_TRANSLATE_NOOP("WebPages", "Seat %1"),
    "seed": QT_TRANSLATE_NOOP("WebPages", "Seed %1"),
    "stopped_drafting": QT_TRANSLATE_NOOP(
        "WebPages", "Stopped drafting before pack %1, pick %2 (MTR 7.7)"
    ),
    "playoff_draft": QT_TRANSLATE_NOOP("WebPages", "Playoff draft table"),
    "playoff_draft_note": QT_TRANSLATE_NOOP(
        "WebPages",
        "Seats drawn at random (MTR 10.4). After the draft, seat 1 plays seat 5, seat 2 "
        "plays seat 6, seat 3 plays seat 7 and seat 4 plays seat 8.",
    ),
    "round_pods": QT_TRANSLATE_NOOP("WebPages", "Pods of round %1"),
    "playoff_pods": QT_TRANSLATE_NOOP("WebPages", "Pods of playoff round %1"),
    "pod_table": QT_TRANSLATE_NOOP("WebPages", "Table %1"),
    "plays_first": QT_TRANSLATE_NOOP("WebPages", "Seat 1 plays first (2.2A)."),
    "without_pod": QT_TRANSLATE_NOOP("WebPages", "Without a pod this round: %1"),
    "win": QT_TRANSLATE_NOOP("WebPages", "Win"),
    "draw": QT_TRANSLATE_NOOP("WebPages", "Draw"),
    "loss": QT_TRANSLATE_NOOP("WebPages", "Loss"),
    "nobody_here": QT_TRANSLATE_NOOP("WebPages", "Nobody by that name."),
    # The bracket page.
    "bracket": QT_TRANSLATE_NOOP("WebPages", "Bracket"),
    "bracket_title": QT_TRANSLATE_NOOP("WebPages", "Playoff bracket"),
    "no_playoff": QT_TRANSLATE_NOOP("WebPages", "This event has no playoff."),
    "playoff_not_started": QT_TRANSLATE_NOOP("WebPages", "The playoff has not started yet."),
    "round_of": QT_TRANSLATE_NOOP("WebPages", "Round of %1"),
    "quarterfinals": QT_TRANSLATE_NOOP("WebPages", "Quarterfinals"),
    "semifinals": QT_TRANSLATE_NOOP("WebPages", "Semifinals"),
    "final": QT_TRANSLATE_NOOP("WebPages", "Final"),
    "champion": QT_TRANSLATE_NOOP("WebPages", "Champion"),
    "to_come": QT_TRANSLATE_NOOP("WebPages", "To be decided"),
    "draft_seat": QT_TRANSLATE_NOOP("WebPages", "seat %1"),
    "chooses": QT_TRANSLATE_NOOP(
        "WebPages", "★ chooses to play or draw first: the higher seed (MTR 2.2)."
    ),
    "random_chooser": QT_TRANSLATE_NOOP(
        "WebPages", "A team determined at random chooses to play or draw first (MTR 9.3)."
    ),
    "joining": QT_TRANSLATE_NOOP("WebPages", "Seeds who join in this round: %1"),
    "pods_planned": QT_TRANSLATE_NOOP("WebPages", "Pods: %1"),
    # The room screen (issue 31): a TV's browser.
    "screen_title": QT_TRANSLATE_NOOP("WebPages", "Room screen"),
    "screen_pairings": QT_TRANSLATE_NOOP("WebPages", "%1 · Pairings by name"),
    "screen_standings": QT_TRANSLATE_NOOP("WebPages", "Standings after round %1"),
    "screen_page": QT_TRANSLATE_NOOP("WebPages", "Page %1 of %2"),
    "screen_still": QT_TRANSLATE_NOOP("WebPages", "Still playing: tables %1"),
    #: Between the tables of a list inside a sentence (「3、7、12」 in Japanese).
    "list_comma": QT_TRANSLATE_NOOP("WebPages", ", "),
    "screen_points": QT_TRANSLATE_NOOP("WebPages", "%1 pts"),
    "screen_bye": QT_TRANSLATE_NOOP("WebPages", "Bye (no table)"),
    "screen_register": QT_TRANSLATE_NOOP("WebPages", "Register here"),
    "screen_registered": QT_TRANSLATE_NOOP("WebPages", "Registered: %1"),
    "screen_registered_of": QT_TRANSLATE_NOOP("WebPages", "Registered: %1/%2"),
    "bad_screen_query": QT_TRANSLATE_NOOP(
        "WebPages",
        "The screen's pages need whole numbers: rows, width, height, and the widest name, "
        "table and opponent in hundredths of an em (for example ?rows=64&width=1920"
        "&height=1080&name=700&table=190&opponent=700).",
    ),
}
