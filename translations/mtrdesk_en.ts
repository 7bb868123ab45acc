<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AuditLog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/audit_text.py" line="+185"/>
        <location line="+73"/>
        <location line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-183"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>%1: %n match(es)</source>
        <translation>
            <numerusform>%1: %n match</numerusform>
            <numerusform>%1: %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>%n pod(s): %1</source>
        <translation>
            <numerusform>%n pod: %1</numerusform>
            <numerusform>%n pods: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/audit_dialog.py" line="+50"/>
        <source>%n change(s) recorded, newest first.</source>
        <translation>
            <numerusform>%n change recorded, newest first.</numerusform>
            <numerusform>%n changes recorded, newest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/csv_import_dialog.py" line="+53"/>
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
    <name>EventDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/event_dialog.py" line="+258"/>
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
    <name>Messages</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/messages.py" line="+325"/>
        <source>Too many game wins: a match in this event ends when a player has won %n game(s). Check the slip and type it again.</source>
        <translation>
            <numerusform>Too many game wins: a match in this event ends when a player has won %n game. Check the slip and type it again.</numerusform>
            <numerusform>Too many game wins: a match in this event ends when a player has won %n games. Check the slip and type it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+214"/>
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
    <name>PodsDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/pods_dialog.py" line="+175"/>
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
    <name>RoundsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/round_status.py" line="+37"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>%1 of %n Swiss round paired</numerusform>
            <numerusform>%1 of %n Swiss rounds paired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+225"/>
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
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="+118"/>
        <source>In progress: %n result(s) of this round missing</source>
        <translation>
            <numerusform>In progress: %n result of this round missing</numerusform>
            <numerusform>In progress: %n results of this round missing</numerusform>
        </translation>
    </message>
</context>
</TS>
