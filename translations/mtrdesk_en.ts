<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AuditLog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/audit_text.py" line="+315"/>
        <location line="+73"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-72"/>
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
        <location filename="../mtrdesk/ui/dialogs/csv_import_dialog.py" line="+51"/>
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n player will be imported.</numerusform>
            <numerusform>%n players will be imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
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
        <location filename="../mtrdesk/ui/dialogs/event_dialog.py" line="+197"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players.</source>
        <translation>
            <numerusform>MTR Appendix E recommends %n round for %1 players.</numerusform>
            <numerusform>MTR Appendix E recommends %n rounds for %1 players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+130"/>
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
</context>
<context>
    <name>RoundsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+168"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>%1 of %n Swiss round paired</numerusform>
            <numerusform>%1 of %n Swiss rounds paired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>Result missing at %n table: </numerusform>
            <numerusform>Results missing at %n tables: </numerusform>
        </translation>
    </message>
</context>
</TS>
