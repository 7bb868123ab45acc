<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Announcements</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/announcements.py" line="+27"/>
        <source>%n Swiss round(s).</source>
        <translation>
            <numerusform>%n Swiss round.</numerusform>
            <numerusform>%n Swiss rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round in which at most %n player(s) have won every round.</source>
        <translation>
            <numerusform>Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round in which at most %n player has won every round.</numerusform>
            <numerusform>Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round in which at most %n players have won every round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/audit_text.py" line="+184"/>
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="+83"/>
        <location filename="../mtrdesk/words/players/audit.py" line="+93"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/teams/audit.py" line="+76"/>
        <source>%1: %n team match(es)</source>
        <translation>
            <numerusform>%1: %n team match</numerusform>
            <numerusform>%1: %n team matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/audit.py" line="+31"/>
        <source>%1: %n match(es)</source>
        <translation>
            <numerusform>%1: %n match</numerusform>
            <numerusform>%1: %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>after a correction in %1: %n table(s) changed</source>
        <translation>
            <numerusform>after a correction in %1: %n table changed</numerusform>
            <numerusform>after a correction in %1: %n tables changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="-13"/>
        <source>%n pod(s): %1</source>
        <translation>
            <numerusform>%n pod: %1</numerusform>
            <numerusform>%n pods: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/audit.py" line="+36"/>
        <source>%n result(s) removed</source>
        <translation>
            <numerusform>%n result removed</numerusform>
            <numerusform>%n results removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/pods/audit.py" line="+77"/>
        <location line="+76"/>
        <source>%1: %n pod(s)</source>
        <translation>
            <numerusform>%1: %n pod</numerusform>
            <numerusform>%1: %n pods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/decklists/audit.py" line="+88"/>
        <source>%n list(s) accepted by %1 (MTR 2.7): %2</source>
        <translation>
            <numerusform>%n list accepted by %1 (MTR 2.7): %2</numerusform>
            <numerusform>%n lists accepted by %1 (MTR 2.7): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/players/audit.py" line="+36"/>
        <source>%n record(s) of this log redacted</source>
        <translation>
            <numerusform>%n record of this log redacted</numerusform>
            <numerusform>%n records of this log redacted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/audit.py" line="+54"/>
        <source>%n change(s) recorded, newest first.</source>
        <translation>
            <numerusform>%n change recorded, newest first.</numerusform>
            <numerusform>%n changes recorded, newest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/corrections.py" line="+78"/>
        <source>%n other table(s) keep their players.</source>
        <translation>
            <numerusform>%n other table keeps its players.</numerusform>
            <numerusform>%n other tables keep their players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/csv_import.py" line="+119"/>
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n player will be imported.</numerusform>
            <numerusform>%n players will be imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n line(s) will be skipped.</source>
        <translation>
            <numerusform>%n line will be skipped.</numerusform>
            <numerusform>%n lines will be skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecklistDeadline</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/decklists/deadline.py" line="+106"/>
        <source>%n player(s) do not have an accepted decklist before round 1.</source>
        <translation>
            <numerusform>%n player does not have an accepted decklist before round 1.</numerusform>
            <numerusform>%n players do not have an accepted decklist before round 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n player(s) entering late play their first round in round %1 without an accepted decklist.</source>
        <translation>
            <numerusform>%n player entering late plays their first round in round %1 without an accepted decklist.</numerusform>
            <numerusform>%n players entering late play their first round in round %1 without an accepted decklist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>No decklist (%n):</source>
        <translation>
            <numerusform>No decklist (%n):</numerusform>
            <numerusform>No decklist (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Decklist with problems (%n):</source>
        <translation>
            <numerusform>Decklist with problems (%n):</numerusform>
            <numerusform>Decklists with problems (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not accepted yet (%n):</source>
        <translation>
            <numerusform>Not accepted yet (%n):</numerusform>
            <numerusform>Not accepted yet (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecklistDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/decklists/dialog.py" line="+318"/>
        <source>Not legal: %n problem(s) to fix.</source>
        <translation>
            <numerusform>Not legal: %n problem to fix.</numerusform>
            <numerusform>Not legal: %n problems to fix.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Legal, with %n note(s) to look at.</source>
        <translation>
            <numerusform>Legal, with %n note to look at.</numerusform>
            <numerusform>Legal, with %n notes to look at.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/decklists/pages.py" line="+198"/>
        <source>Pool: %n card(s)</source>
        <translation>
            <numerusform>Pool: %n card</numerusform>
            <numerusform>Pool: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n line(s) not read</source>
        <translation>
            <numerusform>%n line not read</numerusform>
            <numerusform>%n lines not read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecklistsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/decklists_tab.py" line="+394"/>
        <source>%n card name(s) read; completion and checks use them now.</source>
        <translation>
            <numerusform>%n card name read; completion and checks use it now.</numerusform>
            <numerusform>%n card names read; completion and checks use them now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/decklist_locking.py" line="+52"/>
        <source>Accept and lock %n list(s) with no problems (MTR 2.7)? Lists with problems and missing lists are left as they are. After this only the head judge can change a locked list.</source>
        <translation>
            <numerusform>Accept and lock %n list with no problems (MTR 2.7)? Lists with problems and missing lists are left as they are. After this only the head judge can change a locked list.</numerusform>
            <numerusform>Accept and lock %n lists with no problems (MTR 2.7)? Lists with problems and missing lists are left as they are. After this only the head judge can change a locked list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n list(s) accepted and locked by %1 (MTR 2.7).</source>
        <translation>
            <numerusform>%n list accepted and locked by %1 (MTR 2.7).</numerusform>
            <numerusform>%n lists accepted and locked by %1 (MTR 2.7).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftPodsModel</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/models/draft_pods_model.py" line="+52"/>
        <source>%n drafting</source>
        <translation>
            <numerusform>%n drafting</numerusform>
            <numerusform>%n drafting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n stopped (MTR 7.7)</source>
        <translation>
            <numerusform>%n stopped (MTR 7.7)</numerusform>
            <numerusform>%n stopped (MTR 7.7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/event/words.py" line="+34"/>
        <source>MTR Appendix E recommends %n round(s) for %1 teams (a team counts as one player).</source>
        <translation>
            <numerusform>MTR Appendix E recommends %n round for %1 teams (a team counts as one player).</numerusform>
            <numerusform>MTR Appendix E recommends %n rounds for %1 teams (a team counts as one player).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players (a player with awarded byes counts as 2, 4 or 8).</source>
        <translation>
            <numerusform>MTR Appendix E recommends %n round for %1 players (a player with awarded byes counts as 2, 4 or 8).</numerusform>
            <numerusform>MTR Appendix E recommends %n rounds for %1 players (a player with awarded byes counts as 2, 4 or 8).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players.</source>
        <translation>
            <numerusform>MTR Appendix E recommends %n round for %1 players.</numerusform>
            <numerusform>MTR Appendix E recommends %n rounds for %1 players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/models/events_model.py" line="+60"/>
        <source>%1 (%n team(s))</source>
        <translation>
            <numerusform>%1 (%n team)</numerusform>
            <numerusform>%1 (%n teams)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/regulars/merge.py" line="+20"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/messages.py" line="+225"/>
        <source>Too many game wins: a match in this event ends when a player has won %n game(s). Check the slip and type it again.</source>
        <translation>
            <numerusform>Too many game wins: a match in this event ends when a player has won %n game. Check the slip and type it again.</numerusform>
            <numerusform>Too many game wins: a match in this event ends when a player has won %n games. Check the slip and type it again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/playoff/messages.py" line="+107"/>
        <source>Single elimination only is for 4 to 8 teams (MTR Appendix E); %n team(s) are in. For another number of teams, run Swiss rounds.</source>
        <translation>
            <numerusform>Single elimination only is for 4 to 8 teams (MTR Appendix E); %n team is in. For another number of teams, run Swiss rounds.</numerusform>
            <numerusform>Single elimination only is for 4 to 8 teams (MTR Appendix E); %n teams are in. For another number of teams, run Swiss rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Single elimination only is for 5 to 8 players (MTR Appendix E); %n player(s) are active. For another number of players, run Swiss rounds.</source>
        <translation>
            <numerusform>Single elimination only is for 5 to 8 players (MTR Appendix E); %n player is active. For another number of players, run Swiss rounds.</numerusform>
            <numerusform>Single elimination only is for 5 to 8 players (MTR Appendix E); %n players are active. For another number of players, run Swiss rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/teams/messages.py" line="+136"/>
        <source>Teams in this event have %n player(s), one for each seat (MTR 8.2).</source>
        <translation>
            <numerusform>Teams in this event have %n player, one for each seat (MTR 8.2).</numerusform>
            <numerusform>Teams in this event have %n players, one for each seat (MTR 8.2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/pods/messages.py" line="+182"/>
        <source>A pod needs at least 3 players (multiplayer addendum 1.1A); %n player(s) can play this round.</source>
        <translation>
            <numerusform>A pod needs at least 3 players (multiplayer addendum 1.1A); %n player can play this round.</numerusform>
            <numerusform>A pod needs at least 3 players (multiplayer addendum 1.1A); %n players can play this round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+301"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n playing)</source>
        <translation>
            <numerusform>(%n playing)</numerusform>
            <numerusform>(%n playing)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n player(s) without a pod</source>
        <translation>
            <numerusform>%n player without a pod</numerusform>
            <numerusform>%n players without a pod</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayoffTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/playoff_tab.py" line="+242"/>
        <source>Single elimination only needs 4 to 8 teams (MTR Appendix E); %n now.</source>
        <translation>
            <numerusform>Single elimination only needs 4 to 8 teams (MTR Appendix E); %n now.</numerusform>
            <numerusform>Single elimination only needs 4 to 8 teams (MTR Appendix E); %n now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Single elimination only needs 5 to 8 active players (MTR Appendix E); %n now.</source>
        <translation>
            <numerusform>Single elimination only needs 5 to 8 active players (MTR Appendix E); %n now.</numerusform>
            <numerusform>Single elimination only needs 5 to 8 active players (MTR Appendix E); %n now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>Seed the %n team(s) at random and pair round 1 of single elimination? Teams cannot enter afterwards.</source>
        <translation>
            <numerusform>Seed the %n team at random and pair round 1 of single elimination? Teams cannot enter afterwards.</numerusform>
            <numerusform>Seed the %n teams at random and pair round 1 of single elimination? Teams cannot enter afterwards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Seed the %n player(s) at random and pair round 1 of single elimination? Players cannot enter afterwards.</source>
        <translation>
            <numerusform>Seed the %n player at random and pair round 1 of single elimination? Players cannot enter afterwards.</numerusform>
            <numerusform>Seed the %n players at random and pair round 1 of single elimination? Players cannot enter afterwards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodRoundPanel</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/widgets/pod_round_panel.py" line="+172"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>Results missing at %n table: </numerusform>
            <numerusform>Results missing at %n tables: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodStandingsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="+143"/>
        <source>In progress: %n pod result(s) of this round missing</source>
        <translation>
            <numerusform>In progress: %n pod result of this round missing</numerusform>
            <numerusform>In progress: %n pod results of this round missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/draft/pods.py" line="+175"/>
        <source>%1 players: %n pod(s) of %2</source>
        <translation>
            <numerusform>%1 players: %n pod of %2</numerusform>
            <numerusform>%1 players: %n pods of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1 (%n player(s))</source>
        <translation>
            <numerusform>%1 (%n player)</numerusform>
            <numerusform>%1 (%n players)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n player</numerusform>
            <numerusform>%1: %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodsModel</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/models/pods_model.py" line="+50"/>
        <source>%n-player pod</source>
        <translation>
            <numerusform>%n-player pod</numerusform>
            <numerusform>%n-player pod</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/pod_rounds.py" line="+39"/>
        <source>%n pod(s) of %1</source>
        <translation>
            <numerusform>%n pod of %1</numerusform>
            <numerusform>%n pods of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+165"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>%1 of %n Swiss round paired</numerusform>
            <numerusform>%1 of %n Swiss rounds paired</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegularsDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/regulars/dialog.py" line="+157"/>
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RollbackDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/rollback.py" line="+35"/>
        <source>Round %1 will be removed: its pairings at %n table(s),</source>
        <translation>
            <numerusform>Round %1 will be removed: its pairings at %n table,</numerusform>
            <numerusform>Round %1 will be removed: its pairings at %n tables,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>and the %n result(s) entered in it.</source>
        <translation>
            <numerusform>and the %n result entered in it.</numerusform>
            <numerusform>and the %n results entered in it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Its time extensions and deck checks (%n) go with it.</source>
        <translation>
            <numerusform>Its time extension or deck check (%n) goes with it.</numerusform>
            <numerusform>Its time extensions and deck checks (%n) go with it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/round_status.py" line="+32"/>
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>%1 of %n Swiss round paired</numerusform>
            <numerusform>%1 of %n Swiss rounds paired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 of up to %n Swiss round(s) paired</source>
        <translation>
            <numerusform>%1 of up to %n Swiss round paired</numerusform>
            <numerusform>%1 of up to %n Swiss rounds paired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+243"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>Result missing at %n table: </numerusform>
            <numerusform>Results missing at %n tables: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="-27"/>
        <source>In progress: %n result(s) of this round missing</source>
        <translation>
            <numerusform>In progress: %n result of this round missing</numerusform>
            <numerusform>In progress: %n results of this round missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamsPanel</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/teams_panel.py" line="+155"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n playing)</source>
        <translation>
            <numerusform>(%n playing)</numerusform>
            <numerusform>(%n playing)</numerusform>
        </translation>
    </message>
</context>
</TS>
