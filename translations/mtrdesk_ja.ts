<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/about.py" line="+59"/>
        <source>About mtrdesk</source>
        <translation>mtrdesk について</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Licences</source>
        <translation>ライセンス(&amp;L)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mtrdesk %1</source>
        <translation>mtrdesk %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Runs Magic: The Gathering tournaments by the Magic Tournament Rules (MTR): Swiss pairings, standings with tiebreakers, and the playoff.</source>
        <translation>マジック:ザ・ギャザリングの大会を、イベント規定 (MTR) に従って運営します。スイス式の組み合わせ、タイブレーカー付きの順位表、決勝ラウンドに対応しています。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where your data lives:</source>
        <translation>データの保存場所:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Database:</source>
        <translation>データベース:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backups:</source>
        <translation>バックアップ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings:</source>
        <translation>設定:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qt and PySide6 are used under the GNU LGPL version 3; the Japanese font IPAexGothic under the IPA Font License v1.0. The licences of mtrdesk and of every library it ships are under Licences.</source>
        <translation>Qt と PySide6 は GNU LGPL バージョン3、日本語フォント IPAexゴシックは IPAフォントライセンスv1.0 に基づいて使用しています。mtrdesk と同梱のすべてのライブラリのライセンスは「ライセンス」タブにあります。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The licences file is missing: %1</source>
        <translation>ライセンスのファイルがありません: %1</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/announcements.py" line="+27"/>
        <source>%n Swiss round(s).</source>
        <translation>
            <numerusform>スイスラウンド%n回戦。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Swiss rounds, unless only one player has %2 match wins after round %3: then the Swiss ends there.</source>
        <translation>スイスラウンド%1回戦。ただし第%3回戦の終了時に%2勝のプレイヤーが1人だけなら、そこでスイスラウンドを終了します。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round in which at most %n player(s) have won every round.</source>
        <translation>
            <numerusform>スイスラウンドは最大%1回戦。第%2回戦以降、全勝のプレイヤーが%n人以下になった回戦でスイスラウンドを終了します。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round in which no more players can still reach the top %3 than it has places.</source>
        <translation>スイスラウンドは最大%1回戦。第%2回戦以降、トップ%3に入る可能性のあるプレイヤーが枠の数以下になった回戦でスイスラウンドを終了します。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players who reach %1 match points advance to the playoff with a locked seed and get byes for the rest of the Swiss (MTR 10.4).</source>
        <translation>勝ち点%1に達したプレイヤーはその時点で決勝ラウンド進出となり、シードが確定し、残りのスイスラウンドは不戦勝になります (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This rule can end the Swiss before round 3: the event would not be rated (MTR 10.2).</source>
        <translation>この条件では第3回戦より前にスイスラウンドが終わる場合があり、公式戦として成立しません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Swiss ended after round %1, as announced (MTR 10.2): %2</source>
        <translation>告知どおり第%1回戦でスイスラウンドを終了しました (MTR 10.2): %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seed %1: %2 (after round %3)</source>
        <translation>第%1シード: %2(第%3回戦で確定)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed %1: %2 (after round %3; locked when the next round is paired)</source>
        <translation>第%1シード: %2(第%3回戦で到達。次の回戦の組み合わせ時に確定)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced to the playoff (MTR 10.4): %1</source>
        <translation>決勝ラウンド進出 (MTR 10.4): %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Day-two cut: after round %1, only players with at least %2 match points are paired; the others keep their place in the standings (MTR 10.2).</source>
        <translation>2日目進出の条件: 第%1回戦の後は、勝ち点%2以上のプレイヤーだけが組み合わせに入ります。それ以外のプレイヤーも順位表の順位はそのまま残ります (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If a player drops after the cut, the highest ranked remaining player receives a bye for that round (MTR 2.10, 2023-08-21).</source>
        <translation>2日目進出の決定後にプレイヤーがドロップした場合、残っている最上位のプレイヤーがその回戦で不戦勝を得ます (MTR 2.10、2023-08-21版)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If a player drops after the cut, the remaining players are paired as usual (MTR 2.10: the bye is only for a single-elimination remainder).</source>
        <translation>2日目進出の決定後にプレイヤーがドロップした場合も、残りのプレイヤーは通常どおり組み合わせます (MTR 2.10: 不戦勝は残りがシングルエリミネーションの場合のみ)。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../mtrdesk/ui/app.py" line="+190"/>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+220"/>
        <location filename="../mtrdesk/ui/databases.py" line="+132"/>
        <source>Cannot open the database</source>
        <translation>データベースを開けません</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The file is not there any more: moved, renamed, or on a drive that is not connected.</source>
        <translation>ファイルが見つかりません。移動または名前を変更されたか、接続されていないドライブにあります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The database used last time could not be opened:
%1

%2

The usual database on this computer is open instead. To try again, choose File &gt; Connect to a shared event database... or File &gt; Open database file...</source>
        <translation>前回使ったデータベースを開けませんでした:
%1

%2

代わりにこのパソコンの通常のデータベースを開いています。もう一度試すには「ファイル &gt; 共有の大会データベースに接続...」または「ファイル &gt; データベースファイルを開く...」を選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/databases.py" line="+13"/>
        <source>Set up the database?</source>
        <translation>データベースを準備しますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database &quot;%1&quot; on the server %2 is empty.

Set it up for mtrdesk? Do this once, on one computer; the other computers then just connect to it.</source>
        <translation>サーバー %2 のデータベース「%1」は空です。

mtrdesk 用に準備しますか? 準備は1台のパソコンで1回だけ行い、ほかのパソコンはそのまま接続してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set up for mtrdesk</source>
        <translation>mtrdesk 用に準備</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New database?</source>
        <translation>新しいデータベースを作りますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no database file at
%1

Create a new, empty database there?</source>
        <translation>次の場所にデータベースファイルはありません:
%1

ここに新しい空のデータベースを作りますか?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create database</source>
        <translation>データベースを作成</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="+56"/>
        <source>Event created</source>
        <translation>大会を作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event settings changed</source>
        <translation>大会の設定を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event deleted</source>
        <translation>大会を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event imported</source>
        <translation>大会ファイルを読み込み</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/audit.py" line="+26"/>
        <source>Player added</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player details edited</source>
        <translation>プレイヤー情報を編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded byes changed</source>
        <translation>付与された不戦勝を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player removed</source>
        <translation>プレイヤーを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player dropped</source>
        <translation>プレイヤーのドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player re-entered</source>
        <translation>プレイヤーの再参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players imported from CSV</source>
        <translation>CSVからプレイヤーを読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-show counted</source>
        <translation>無断欠席を記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>Wizards Account e-mail changed</source>
        <translation>ウィザーズ・アカウントのメールアドレスを変更</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Two records of one person merged</source>
        <translation>同じ人の2つの記録を統合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person&apos;s details erased</source>
        <translation>個人情報を消去</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 (no-shows: %2)</source>
        <translation>%1 (無断欠席 %2回)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>person %1: e-mail removed</source>
        <translation>名簿 %1番: メールアドレスを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>person %1: e-mail set</source>
        <translation>名簿 %1番: メールアドレスを設定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (person %2) into %3 (person %4)</source>
        <translation>%1 (名簿 %2番) を %3 (名簿 %4番) に統合</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>person %1; %2</source>
        <translation>名簿 %1番、%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n record(s) of this log redacted</source>
        <translation>
            <numerusform>操作履歴の記録%n件を伏せ字に</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/teams/audit.py" line="+23"/>
        <source>Team registered</source>
        <translation>チームを登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team edited</source>
        <translation>チームを編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team removed</source>
        <translation>チームを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team dropped</source>
        <translation>チームのドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team re-entered</source>
        <translation>チームの再参加</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/audit.py" line="+19"/>
        <source>Round paired</source>
        <translation>組み合わせを作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round paired again</source>
        <translation>組み直し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings edited by hand</source>
        <translation>組み合わせを手動で変更</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="+1"/>
        <source>Result entered</source>
        <translation>結果を入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result cleared</source>
        <translation>結果を取り消し</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/audit.py" line="+18"/>
        <source>Playoff started</source>
        <translation>決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff round paired</source>
        <translation>決勝ラウンドの組み合わせを作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft seats changed</source>
        <translation>ドラフトの席を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced to the playoff early</source>
        <translation>途中での決勝進出</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="+17"/>
        <source>Players seated in pods</source>
        <translation>ポッド分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod changed</source>
        <translation>ポッドを変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pods cleared</source>
        <translation>ポッドを解除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairing across pods</source>
        <translation>ポッドをまたいだ組み合わせ</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/audit.py" line="+1"/>
        <source>Round rolled back</source>
        <translation>ラウンドを取り消し</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="+1"/>
        <source>Undone</source>
        <translation>操作を元に戻し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redone</source>
        <translation>操作をやり直し</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result corrected</source>
        <translation>結果を修正</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Event name</source>
        <translation>大会名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>開催日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>フォーマット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constructed or Limited</source>
        <translation>構築/リミテッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules Enforcement Level</source>
        <translation>ルール適用度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match length</source>
        <translation>マッチ形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss rounds</source>
        <translation>スイス式ラウンド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round time</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff</source>
        <translation>決勝ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiebreaker floor</source>
        <translation>タイブレーカーの下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/words/playoff/audit.py" line="+13"/>
        <source>Single elimination only</source>
        <translation>シングルエリミネーションのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the Swiss</source>
        <translation>スイスラウンドの終了条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the Swiss: round</source>
        <translation>終了条件: 判定する回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the Swiss: wins</source>
        <translation>終了条件: 勝数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the Swiss: undefeated players</source>
        <translation>終了条件: 全勝者数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early advancement (match points)</source>
        <translation>途中での決勝進出(勝ち点)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player IDs on slips and postings</source>
        <translation>結果登録用紙・掲示物のプレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick clock timings</source>
        <translation>ピック時間の基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day-two cut: after round</source>
        <translation>2日目進出の条件: 回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day-two cut: match points</source>
        <translation>2日目進出の条件: 勝ち点</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/teams/audit.py" line="+30"/>
        <source>before round 1</source>
        <translation>第1回戦の前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>after round %1</source>
        <translation>第%1回戦の後</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 dropped (MTR 8.2)</source>
        <translation>%1 がドロップ (MTR 8.2)</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %n team match(es)</source>
        <translation>
            <numerusform>%1: チーム戦 全%n卓</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/audit.py" line="+25"/>
        <source>advanced, bye: %1</source>
        <translation>決勝進出のため不戦勝: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bye for a drop after the cut: %1</source>
        <translation>2日目進出の決定後のドロップによる不戦勝: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>after a correction in %1: %n table(s) changed</source>
        <translation>
            <numerusform>%1の修正に伴い、%n卓分の組み合わせを変更</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/audit.py" line="+18"/>
        <source>seat %1: %2</source>
        <translation>%1番席: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entered by hand</source>
        <translation>手入力</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (seed %2)</source>
        <translation>%1(第%2シード)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After round %1 (%2 match points): %3</source>
        <translation>第%1回戦終了時(勝ち点%2): %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="+50"/>
        <source>%n pod(s): %1</source>
        <translation>
            <numerusform>%nポッド(%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most %1 per pod</source>
        <translation>1ポッド最大%1人</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/audit.py" line="+36"/>
        <source>%n result(s) removed</source>
        <translation>
            <numerusform>結果%n件を削除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stays dropped before it: %1</source>
        <translation>その回戦より前からドロップのまま: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="+1"/>
        <location filename="../mtrdesk/words/playoff/audit.py" line="-32"/>
        <source>random seed %1</source>
        <translation>乱数シード %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>no pod</source>
        <translation>ポッドなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Announced: players of different pods may play each other (MTR 7.6)</source>
        <translation>告知: 別のポッドのプレイヤーと対戦することがあります (MTR 7.6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdrawn: players play only within their pod (MTR 7.6)</source>
        <translation>取り消し: 同じポッドのプレイヤーとだけ対戦します (MTR 7.6)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_context.py" line="+96"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="-62"/>
        <location filename="../mtrdesk/words/decklists/audit.py" line="+50"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="+37"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/swiss/audit.py" line="-68"/>
        <source>%1: %n match(es)</source>
        <translation>
            <numerusform>%1: 全%n卓</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/audit.py" line="+42"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="+81"/>
        <location line="+19"/>
        <location filename="../mtrdesk/words/swiss/audit.py" line="+44"/>
        <location filename="../mtrdesk/words/teams/audit.py" line="-41"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="+60"/>
        <source>%1, table %2: %3</source>
        <translation>%1 %2卓: %3</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_context.py" line="+56"/>
        <source>player #%1</source>
        <translation>プレイヤー #%1</translation>
    </message>
    <message>
        <location line="-38"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="-48"/>
        <location line="+59"/>
        <location line="+22"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (bye)</source>
        <translation>%1(不戦勝)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="-75"/>
        <source>as recommended</source>
        <translation>推奨値</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nothing changed</source>
        <translation>変更なし</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="-8"/>
        <location filename="../mtrdesk/words/players/audit.py" line="-36"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n回戦</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/audit.py" line="-49"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="-86"/>
        <location filename="../mtrdesk/words/swiss/audit.py" line="-33"/>
        <source>awarded byes: %1</source>
        <translation>付与された不戦勝: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_context.py" line="-4"/>
        <source>late entry from round %1</source>
        <translation>第%1回戦から途中参加</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/audit.py" line="+14"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: awarded byes %2 → %3</source>
        <translation>%1: 付与された不戦勝 %2 → %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (before round 1)</source>
        <translation>%1(第1回戦の前)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (after round %2)</source>
        <translation>%1(第%2回戦の後)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_context.py" line="+17"/>
        <source>%1 (missed rounds count as losses: %2)</source>
        <translation>%1(不参加の回戦は敗北扱い: %2)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/audit.py" line="-7"/>
        <location filename="../mtrdesk/words/teams/audit.py" line="+47"/>
        <source>bye: %1</source>
        <translation>不戦勝: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/audit_text.py" line="+25"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="+39"/>
        <source>%1 (was %2)</source>
        <translation>%1(修正前: %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../mtrdesk/words/pods/audit.py" line="+6"/>
        <source>%1 (%2 cleared)</source>
        <translation>%1(%2 を取り消し)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/audit.py" line="-51"/>
        <source>%1 (seeds: %2)</source>
        <translation>%1(シード順: %2)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/pods/audit.py" line="-111"/>
        <source>Pod settings changed</source>
        <translation>ポッド設定を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round paired in pods</source>
        <translation>ポッドの組み合わせを作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pods paired again</source>
        <translation>ポッドを組み直し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod result entered</source>
        <translation>ポッドの結果を入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod result cleared</source>
        <translation>ポッドの結果を取り消し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod playoff started</source>
        <translation>ポッドの決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod playoff round paired</source>
        <translation>ポッドの決勝ラウンドの組み合わせを作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pods edited by hand</source>
        <translation>ポッドを手動で変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat left empty in a playoff pod</source>
        <translation>決勝ラウンドのポッドに空席</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>semifinals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quarterfinals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no playoff</source>
        <translation>決勝ラウンドなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top %1</source>
        <translation>トップ%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>pod size: %1 → %2</source>
        <translation>1ポッドの人数: %1人 → %2人</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>playoff: %1 → %2</source>
        <translation>決勝ラウンド: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <location line="+76"/>
        <source>%1: %n pod(s)</source>
        <translation>
            <numerusform>%1: %nポッド</numerusform>
        </translation>
    </message>
    <message>
        <location line="-54"/>
        <source>draw (%1), %2 goes on</source>
        <translation>引き分け(%1)、%2 が勝ち上がり</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw: %1</source>
        <translation>引き分け: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, table %2</source>
        <translation>%1 %2卓</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: %2 (table %3) and %4 (table %5) changed seats</source>
        <translation>%1: %2(%3卓)と%4(%5卓)の席を入れ替え</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../mtrdesk/words/teams/audit.py" line="+23"/>
        <source>a better pairing existed</source>
        <translation>より良い組み合わせがありました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 dropped, the others play on</source>
        <translation>%1: %2 がドロップ、残りのプレイヤーで続行</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/teams/audit.py" line="-77"/>
        <source>Teams changed places by hand</source>
        <translation>チームの組み合わせを手動で入れ替え</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1: %2 and %3 changed places</source>
        <translation>%1: %2 と %3 を入れ替え</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>second bye: %1</source>
        <translation>2回目の不戦勝: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/pods_audit.py" line="-62"/>
        <source>Draft seats swapped</source>
        <translation>ドラフトの席を入れ替え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped drafting</source>
        <translation>ドラフト離脱</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>pod %1, seat %2</source>
        <translation>ポッド%1・%2番席</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2) ⇄ %3 (%4)</source>
        <translation>%1(%2) ⇄ %3(%4)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: drafting again (taken back)</source>
        <translation>%1: ドラフト離脱を取り消し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2): before pack %3, pick %4 (MTR 7.7)</source>
        <translation>%1(%2): %3パック目・%4ピック目の前でドラフト離脱(MTR 7.7)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/extension_audit.py" line="+15"/>
        <source>Time extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time extension taken back</source>
        <translation>時間延長の取り消し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deck check</source>
        <translation>デッキチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge ruling</source>
        <translation>ジャッジの裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1, table %2: +%3 min (deck check of %4 min, MTR 2.6)</source>
        <translation>第%1回戦 %2卓: +%3分(%4分のデッキチェック、MTR 2.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Round %1, table %2: +%3 min (%4)</source>
        <translation>第%1回戦 %2卓: +%3分(%4)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/decklists/audit.py" line="-33"/>
        <source>Decklist entered</source>
        <translation>デッキリストを入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decklist removed</source>
        <translation>デッキリストを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card pool registered</source>
        <translation>カード・プールを登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card pool removed</source>
        <translation>カード・プールを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decklist accepted and locked</source>
        <translation>デッキリストを受理してロック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received decklists accepted and locked</source>
        <translation>受付済みのデッキリストをまとめて受理してロック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked decklist changed by the head judge</source>
        <translation>ヘッドジャッジがロック済みのデッキリストを変更</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card names imported</source>
        <translation>カード名を取り込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English card name given</source>
        <translation>カードの英語名を登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banned and restricted lists imported</source>
        <translation>禁止・制限リストを取り込み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deck checks proposed</source>
        <translation>デッキチェックの対象を抽選</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck check</source>
        <translation>デッキチェック</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no problem found</source>
        <translation>問題なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decklist problem</source>
        <translation>デッキリストの問題</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck problem</source>
        <translation>デッキの問題</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: main deck %2, sideboard %3</source>
        <translation>%1: メインデッキ%2枚、サイドボード%3枚</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2 cards (registered by %3, MTR 7.5)</source>
        <translation>%1: %2枚(登録者: %3、MTR 7.5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 cards</source>
        <translation>%1: %2枚</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (accepted by %2, MTR 2.7)</source>
        <translation>%1(受理したスタッフ: %2、MTR 2.7)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n list(s) accepted by %1 (MTR 2.7): %2</source>
        <translation>
            <numerusform>デッキリスト%n件(受理したスタッフ: %1、MTR 2.7): %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (sideboard)</source>
        <translation>%1(サイドボード)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no card changed</source>
        <translation>カードの変更なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 (head judge %3; reason: %4)</source>
        <translation>%1: %2(ヘッドジャッジ: %3、理由: %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 names (%2 new)</source>
        <translation>カード名%1件(うち新規%2件)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: tables %2 (seed %3; %4 of %5 decks checked)</source>
        <translation>%1: %2卓(乱数シード %3、チェック済み %4/%5デッキ)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, table %2: %3 — %4 (%5 min, MTR 2.8)</source>
        <translation>%1 %2卓: %3 — %4(%5分、MTR 2.8)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/safekeeping/messages.py" line="+194"/>
        <source>Restored from a backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>before the update</source>
        <translation>更新前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 start</source>
        <translation>第%1回戦開始時</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 as it was at %2 (backup %3)</source>
        <translation>%2時点の%1(バックアップ %3)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/floor/audit.py" line="+21"/>
        <source>Result reported from the floor</source>
        <translation>フロアからの結果報告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reported result accepted</source>
        <translation>報告された結果を承認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reported result set aside</source>
        <translation>報告された結果を差し戻し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staff PIN changed</source>
        <translation>スタッフPINを変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reports from the floor: who confirms</source>
        <translation>フロアからの結果報告の確認方法</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>— a player, device %1</source>
        <extracomment>Who acted when the detail says &quot;player&quot; (``services.floor.service.report``).</extracomment>
        <translation>— プレイヤー、端末 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— %1 (judge), device %2</source>
        <translation>— %1(ジャッジ)、端末 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, table %2: %3 (%4)</source>
        <translation>%1 %2卓: %3(%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>report #%1</source>
        <translation>報告 #%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The old PIN no longer works; the new one is not recorded here.</source>
        <translation>以前のPINは使えなくなりました。新しいPINはここには記録されません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/registration/audit.py" line="+17"/>
        <source>Registered from a phone</source>
        <translation>スマホから参加登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration accepted</source>
        <translation>参加登録を受付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration declined</source>
        <translation>参加登録をお断り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered player absent</source>
        <translation>参加登録者が欠席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration joined to a player</source>
        <translation>参加登録を参加者に統合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration withdrawn</source>
        <translation>参加登録の取り消し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moved up from the waitlist</source>
        <translation>キャンセル待ちから繰り上げ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration settings changed</source>
        <translation>参加登録の設定を変更</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+17"/>
        <source>registration #%1: %2</source>
        <translation>参加登録 #%1: %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>registration #%1: %2 (%3)</source>
        <translation>参加登録 #%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>open</source>
        <translation>受付中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closed</source>
        <translation>締め切り</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no limit</source>
        <translation>定員なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capacity %1</source>
        <translation>定員 %1 人</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>accepted at once</source>
        <translation>すぐに受付</translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/audit.py" line="+44"/>
        <source>Audit log</source>
        <translation>操作履歴</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n change(s) recorded, newest first.</source>
        <translation>
            <numerusform>%n件の操作を記録しています(新しい順)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Filter by player, round or action</source>
        <translation>プレイヤー・回戦・操作で絞り込み</translation>
    </message>
</context>
<context>
    <name>AuditLogModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/audit_model.py" line="+45"/>
        <source>Time</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <location filename="../mtrdesk/words/safekeeping/messages.py" line="-42"/>
        <source>before the update (all events)</source>
        <translation>更新前(すべての大会)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playoff round %1 start</source>
        <translation>決勝ラウンド第%1回戦開始時</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 start</source>
        <translation>第%1回戦開始時</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (restored from before the update)</source>
        <translation>%1(更新前のバックアップから復元)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (restored from playoff round %2 start)</source>
        <translation>%1(決勝ラウンド第%2回戦開始時のバックアップから復元)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (restored from round %2 start)</source>
        <translation>%1(第%2回戦開始時のバックアップから復元)</translation>
    </message>
</context>
<context>
    <name>BoundSpinBox</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/bound_spin.py" line="+91"/>
        <source>%1: %2 is not possible, so it was not taken. Type a number from %3 to %4.</source>
        <translation>%1: %2 は指定できないため、反映していません。%3〜%4 の数を入力してください。</translation>
    </message>
</context>
<context>
    <name>Bracket</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/bracket.py" line="+51"/>
        <source>(to be decided)</source>
        <translation>(未定)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Chooses play/draw: %1</source>
        <translation>先攻/後攻の選択: %1</translation>
    </message>
</context>
<context>
    <name>ChartDialogs</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/charts/player_history.py" line="+35"/>
        <source>Round</source>
        <extracomment>The table&apos;s columns, in order.</extracomment>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points after</source>
        <translation>回戦後の勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after</source>
        <translation>回戦後の順位</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: round by round</source>
        <translation>%1: 回戦ごとの成績</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Match points after each round</source>
        <translation>各回戦後の勝ち点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place after each round (1st at the top)</source>
        <translation>各回戦後の順位(1位が上)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/charts/standings_by_round.py" line="+57"/>
        <source>Standings by round</source>
        <translation>回戦ごとの順位推移</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Places (1st at the top)</source>
        <translation>順位(1位が上)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players shown:</source>
        <translation>表示する人数:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No round has been paired yet.</source>
        <translation>まだ組み合わせを作った回戦がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top %1 after round %2</source>
        <translation>上位%1人(第%2回戦終了時)</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../mtrdesk/cli/messages.py" line="+37"/>
        <source>repeat bye</source>
        <extracomment>The objective&apos;s rules 0-5 (docs/pairing-spec.md), as ``check-pairings`` names them.</extracomment>
        <translation>2回目以降の不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rematches</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair-downs</source>
        <translation>ペアダウン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match-point difference</source>
        <translation>勝ち点の差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>squared match-point difference</source>
        <translation>勝ち点の差の2乗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players ranked below the bye</source>
        <translation>不戦勝より下位のプレイヤー数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeat meetings</source>
        <extracomment>The multiplayer pod objective&apos;s levels 1-3 (``core.pods.pairing``).</extracomment>
        <translation>再戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeat short pods</source>
        <translation>2回目以降の少人数ポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>displacement</source>
        <translation>順位順からのずれ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a player of another seat (MTR 8.2: A plays A, B plays B, C plays C)</source>
        <extracomment>What is wrong with a seat match of a team round (MTR 8.2, 9.1).</extracomment>
        <translation>別の席のプレイヤーとの対戦(MTR 8.2: プレイヤーA同士、B同士、C同士で対戦します)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player who is not this team&apos;s player in this seat</source>
        <translation>このチームのこの席に登録されていないプレイヤー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no seat match: a member was left out</source>
        <translation>この席の対戦がありません。メンバーが組み合わせから漏れています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat played twice, or a Two-Headed Giant match split into seats (MTR 9.1)</source>
        <translation>同じ席の対戦が2つあるか、双頭巨人戦のマッチが席ごとに分かれています(MTR 9.1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 Nothing was exported. To export the results as they are stored, run the command again with --unaudited.</source>
        <extracomment>``export`` of an event whose stored results the audit log does not account for.</extracomment>
        <translation>%1 何も書き出していません。保存されている結果のまま書き出すには、--unaudited を付けてもう一度実行してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No event has the id or the name %1. List the events with: mtrdesk events</source>
        <translation>ID または名前が %1 の大会はありません。大会の一覧は mtrdesk events で表示できます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Several events are named %1. Give the event&apos;s id instead:
%2</source>
        <translation>%1 という名前の大会が複数あります。代わりに大会の ID を指定してください:
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No player of this event has the entry id or the name %1.</source>
        <translation>この大会に、登録 ID または名前が %1 のプレイヤーはいません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Several players of this event are named %1. Give the entry id instead:
%2</source>
        <translation>この大会に %1 という名前のプレイヤーが複数います。代わりに登録 ID を指定してください:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a table. Type the table number as posted: 12, or 12B for a seat match of a team event.</source>
        <translation>%1 は卓番号ではありません。掲示されている卓番号を入力してください(例: 12。チーム戦の各席の対戦は 12B)。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>This round cannot be checked: it does not seat every player exactly once.</source>
        <translation>このラウンドは確認できません。全員がちょうど1回ずつ組み合わされていません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seed drawn for this round: %1 (pass --seed %1 to pair it the same way again)</source>
        <translation>このラウンドの乱数シード: %1(同じ組み合わせをもう一度作るには --seed %1 を指定してください)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To enter a result there, run the same command without --over.</source>
        <translation>結果を入力するには、--over を付けずに同じコマンドを実行してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To replace %1 on purpose, run the same command with --over %1.</source>
        <translation>%1 を承知の上で置き換えるには、--over %1 を付けて同じコマンドを実行してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serving the events at:</source>
        <translation>大会を公開しています。アドレス:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving the events, read-only, at:</source>
        <translation>大会を閲覧専用で公開しています。アドレス:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press Ctrl+C to stop.</source>
        <translation>終了するには Ctrl+C を押してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A window has this database open, so this server only shows the events. Reports from the floor and staff pages are served by the window: Event &gt; Open to phones...</source>
        <translation>このデータベースはウィンドウで開かれているため、このサーバーは大会の閲覧専用です。結果の報告とスタッフ用ページは、ウィンドウの「大会 &gt; スマホに公開...」から公開してください。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot listen on %1 port %2: %3. Choose another port with --port.</source>
        <translation>%1 のポート %2 で待ち受けできません: %3。--port で別のポートを指定してください。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round %1: %2 players checked.</source>
        <translation>第%1回戦: %2人の組み合わせを確認しました。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round %1: %2 teams checked, each team paired as one player.</source>
        <translation>第%1回戦: %2チームの組み合わせを確認しました(各チームを1人のプレイヤーとして判定します)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat match problems: %1</source>
        <translation>席ごとの対戦の問題: %1件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seat %1</source>
        <translation>%1席</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Result: the seat matches break the team rules; see above.</source>
        <translation>結果: 席ごとの対戦がチーム戦の規定に反しています。上の内容を確認してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pods are kept: each pod is judged on its own (MTR 7.6).</source>
        <translation>ポッドごとの組み合わせ: 各ポッドを個別に判定します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pods are lifted: all players are judged as one field (MTR 7.6).</source>
        <translation>ポッドの制限は解除されています: 全プレイヤーをまとめて判定します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rematches: %1 (avoidable: %2)</source>
        <translation>再戦: %1組(避けられたもの: %2組)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Repeat byes: %1 (avoidable: %2)</source>
        <translation>2回目以降の不戦勝: %1人(避けられたもの: %2人)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>More byes than an odd player count needs: %1</source>
        <translation>必要な数を超える不戦勝: %1人</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pairs across pods: %1</source>
        <translation>ポッドをまたぐ対戦: %1組</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs outside their point group: %1</source>
        <translation>同じ勝ち点同士でない対戦: %1組</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Round %1: %2 players in pods of %3 checked.</source>
        <translation>第%1回戦: %3人ポッドで%2人の組み合わせを確認しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pod sizes: %1 (the addendum&apos;s layout: %2)</source>
        <translation>ポッドの人数: %1(多人数戦補遺による構成: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players meeting again: %1 (avoidable: %2)</source>
        <translation>再戦: %1組(避けられたもの: %2組)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players in a second short pod: %1 (avoidable: %2)</source>
        <translation>2回目の少人数ポッド: %1人(避けられたもの: %2人)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Levels of the multiplayer addendum 10.4A: %1</source>
        <translation>多人数戦補遺 10.4A の基準: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>proven by integer programming</source>
        <translation>整数計画法で最適と証明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not proven</source>
        <translation>未証明</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Result: no rule is broken and no better pod pairing was found, but the pairing could not be proven optimal.</source>
        <translation>結果: 規則違反はなく、より良いポッド分けも見つかりませんでしたが、最適であることは証明できませんでした。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 was an mtrdesk database; a copy of it was kept as %2 before it was replaced.</source>
        <translation>%1 は mtrdesk のデータベースでした。置き換える前に %2 としてコピーを残しました。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The output could not be written to standard output (%1), so it is incomplete. Free some disk space or send the output to another place, then run the command again.</source>
        <translation>標準出力に書き込めなかったため (%1)、出力は不完全です。ディスクの空きを作るか出力先を変えて、もう一度コマンドを実行してください。</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Result: the pod sizes are not the addendum&apos;s layout; see above.</source>
        <translation>結果: ポッドの人数が多人数戦補遺の構成と異なります。上の内容を確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result: a strictly better pod pairing existed (first better on %1).</source>
        <translation>結果: より良いポッドの組み合わせがありました(最初に差が出る基準: %1)。</translation>
    </message>
    <message>
        <location line="-191"/>
        <location line="+78"/>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Judges sign in with the --staff-pin PIN, or with the event&apos;s own staff PIN printed beside its address, at:</source>
        <translation>ジャッジは、--staff-pin で指定したPIN、または各大会のアドレスの横に表示したスタッフPINで、次のアドレスからログインします:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judges sign in with the event&apos;s staff PIN printed beside its address, at:</source>
        <translation>ジャッジは、各大会のアドレスの横に表示したスタッフPINで、次のアドレスからログインします:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(staff PIN %1)</source>
        <translation>(スタッフPIN %1)</translation>
    </message>
    <message>
        <location line="+138"/>
        <location line="+94"/>
        <source>every pairing tried</source>
        <translation>全組み合わせを探索</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>exact matching</source>
        <translation>厳密なマッチング計算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules 0, 1, 3a, 3b, 3c and 4 of docs/pairing-spec.md: %1</source>
        <translation>docs/pairing-spec.ja.md のルール0・1・3a・3b・3c・4: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+64"/>
        <source>This pairing: %1</source>
        <translation>この組み合わせ: %1</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+64"/>
        <source>Best possible: %1 (%2)</source>
        <translation>最適な組み合わせ: %1(%2)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+93"/>
        <source>Result: the pairing is optimal and breaks no rule.</source>
        <translation>結果: この組み合わせは最適で、規則違反はありません。</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Result: a strictly better pairing existed (first better on rule %1: %2).</source>
        <translation>結果: より良い組み合わせがありました(最初に差が出る規則は%1: %2)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Result: a strictly better pairing existed.</source>
        <translation>結果: より良い組み合わせがありました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Result: the pairing breaks a rule; see above.</source>
        <translation>結果: 規則に反する組み合わせがあります。上の内容を確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/cli/decks.py" line="+136"/>
        <location line="+36"/>
        <source>%1: larger than any list (%2 bytes at most); it was not read.</source>
        <translation>%1: リストとしては大きすぎます(最大 %2 バイト)。読み込みませんでした。</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+21"/>
        <source>%1: not a text file (UTF-8 or Shift_JIS). Save the list as text.</source>
        <translation>%1: テキストファイル(UTF-8 または Shift_JIS)ではありません。リストをテキストとして保存してください。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: not a banned and restricted list file (%2). Use a JSON file with each format&apos;s effective date and banned cards.</source>
        <translation>%1: 禁止・制限リストのファイルではありません(%2)。フォーマットごとの発効日と禁止カードを書いたJSONファイルを使ってください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/cli/copy_store.py" line="+21"/>
        <source>%1 is both FROM and TO, so nothing was copied. Copy into a new file, or into an empty database on the server.</source>
        <translation>%1 がコピー元とコピー先の両方に指定されているため、何もコピーしませんでした。新しいファイルか、サーバー上の空のデータベースにコピーしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no database %1 to copy from, so nothing was copied. Check the name: a database file, or a postgresql:// address.</source>
        <translation>コピー元のデータベース %1 が見つからないため、何もコピーしませんでした。名前(データベースファイル、または postgresql:// のアドレス)を確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already holds data, so nothing was copied into it. Copy into a new file name, or into an empty database on the server.</source>
        <translation>%1 には既にデータがあるため、何もコピーしませんでした。新しいファイル名か、サーバー上の空のデータベースにコピーしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The copy in %1 is not the same as %2 (tables: %3). Do not use it: copy again into a new file or an empty database.</source>
        <translation>%1 のコピーは %2 と一致しません(データベースのテーブル: %3)。このコピーは使わず、新しいファイルか空のデータベースにもう一度コピーしてください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/cli/audit.py" line="+23"/>
        <source>The audit log no longer passes through %1: the records up to it were rewritten after that code was printed or shown. Compare the results with the signed result slips and the sheets posted, or restore an automatic backup taken before (mtrdesk backups).</source>
        <translation>操作履歴は %1 を通っていません。このコードが印刷または表示された後に、そこまでの記録が書き換えられています。署名済みの結果登録用紙と掲示した用紙を結果と照らし合わせるか、それより前に取られた自動バックアップから復元してください(mtrdesk backups)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/cli/editions.py" line="+23"/>
        <source>mtrdesk does not know the program %1. Choose one of: %2. Nothing was changed.</source>
        <translation>mtrdesk はプログラム %1 を知りません。次のいずれかを指定してください: %2。何も変更していません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The edition %1 is older than %2, the one in force on the event&apos;s date: say why with --edition-reason (e.g. --edition-reason &quot;a league keeps its season&apos;s rules&quot;). Nothing was changed.</source>
        <translation>版 %1 は、大会の開催日に有効な %2 より前の版です。--edition-reason で理由を指定してください(例: --edition-reason &quot;シーズン中のリーグ戦&quot;)。何も変更していません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--edition-reason is only for an edition older than %1, the one in force on the event&apos;s date. Nothing was changed.</source>
        <translation>--edition-reason は、大会の開催日に有効な %1 より前の版を選ぶときだけ指定します。何も変更していません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/cli/progress_bar.py" line="+24"/>
        <source>Importing the event</source>
        <translation>大会を読み込んでいます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the event</source>
        <translation>大会のデータを読んでいます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restoring the event</source>
        <translation>大会を復元しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copying the database</source>
        <translation>データベースをコピーしています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the event file</source>
        <translation>大会ファイルを読んでいます</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/connect.py" line="+150"/>
        <source>Connect to a shared event database</source>
        <translation>共有の大会データベースに接続</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Several computers can run one event together when they all use one event database on a PostgreSQL server. Type the details you were given by whoever set up the server, or paste the whole address.</source>
        <translation>PostgreSQL サーバー上の1つの大会データベースを全員で使うと、複数のパソコンで1つの大会を運営できます。サーバーを用意した人から聞いた内容を入力するか、渡されたアドレスをそのまま貼り付けてください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>name or IP address, for example 192.168.1.20</source>
        <translation>名前または IP アドレス(例: 192.168.1.20)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Server:</source>
        <translation>サーバー(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Database name:</source>
        <translation>データベース名(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;User name:</source>
        <translation>ユーザー名(&amp;U):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>postgresql://user@server:5432/database</source>
        <translation>postgresql://ユーザー名@サーバー:5432/データベース名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Or the whole &amp;address:</source>
        <translation>またはアドレス全体(&amp;A):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The address and the fields above follow each other. A password in a pasted address moves to the password field and is never shown.</source>
        <translation>アドレスと上の各欄は連動します。貼り付けたアドレスに含まれるパスワードはパスワード欄に移り、表示されません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>This is not the address of a PostgreSQL database: it starts with postgresql:// and names the server and the database.</source>
        <translation>PostgreSQL データベースのアドレスではありません。アドレスは postgresql:// で始まり、サーバーとデータベースを指定します。</translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <location filename="../mtrdesk/words/swiss/corrections.py" line="+26"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bye: %1</source>
        <translation>不戦勝: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1: %2 vs %3</source>
        <translation>%1卓: %2 対 %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pair %1 again?</source>
        <translation>%1を組み直しますか?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no results yet. The correction changes its best pairings:</source>
        <translation>%1にはまだ結果がありません。この修正で、最適な組み合わせが次のように変わります:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (now %2)</source>
        <translation>%1(現在: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n other table(s) keep their players.</source>
        <translation>
            <numerusform>ほかの%n卓は同じ対戦のままです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>paired</source>
        <extracomment>What a player&apos;s place in the round is, by its kind; no kind: &quot;not in the round&quot;.</extracomment>
        <translation>対戦あり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an awarded bye</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a loss (late entry)</source>
        <translation>敗北(途中参加)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a loss without opponent</source>
        <translation>対戦相手なしの敗北</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in the round</source>
        <translation>この回戦には不参加</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not dropped</source>
        <translation>ドロップなし</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>dropped after %1</source>
        <translation>%1の後にドロップ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>entered before round 1</source>
        <translation>第1回戦から参加</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>late entry from %1</source>
        <translation>%1から途中参加</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pairing %1 again also changes these players&apos; places:</source>
        <translation>%1を組み直すと、次のプレイヤーの扱いも変わります:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dropped during %1: still paired in %1 and dropped after it (MTR 2.10): %2</source>
        <translation>%1の途中でドロップしたプレイヤーは、組み直しても%1の組み合わせに残り、その後にドロップした扱いのままです(MTR 2.10): %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Entered late during %1: keep its loss and play from the next round: %2</source>
        <translation>%1の開始後に途中参加したプレイヤーは、その回戦は敗北のままで、次の回戦から組み合わせに入ります: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pair %1 again? Pairings and result slips already printed or posted for it must then be replaced.</source>
        <translation>%1を組み直しますか? 組み直すと、印刷・掲示済みの組み合わせ表と結果登録用紙を差し替える必要があります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pair %1 again</source>
        <translation>%1を組み直す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the pairings</source>
        <translation>組み合わせを変えない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 paired again after the correction.</source>
        <translation>修正に合わせて%1を組み直しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pairings made worse by the correction</source>
        <translation>修正で悪くなった組み合わせ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The correction of %1 made these pairings of %2 worse:</source>
        <translation>%1の修正で、%2の次の組み合わせが悪くなりました:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bye: %1: %2 points, was %3</source>
        <translation>不戦勝: %1: %2点(修正前: %3点)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1: %2 vs %3: %4–%5 points, were %6–%7</source>
        <translation>%1卓: %2 対 %3: %4–%5点(修正前: %6–%7点)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (now a pair-down)</source>
        <translation>%1(ペアダウンになりました)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>With the corrected standings, %1 would have been paired better.</source>
        <translation>修正後の順位表なら、%1はもっと良い組み合わせにできました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>These matches were played, so their pairings and results stand. The standings are corrected, and the next round is paired from them. Tell the players concerned if they ask why they were paired as they were.</source>
        <translation>これらのマッチは対戦済みのため、組み合わせと結果はそのままです。順位表は修正され、次のラウンドは修正後の順位表から組まれます。なぜその相手と組まれたのかを聞かれたら、該当するプレイヤーに説明してください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The correction does not change the best pairings of %1.</source>
        <translation>この修正で%1の最適な組み合わせは変わりません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The correction made no pairing of %1 worse.</source>
        <translation>この修正で悪くなった%1の組み合わせはありません。</translation>
    </message>
</context>
<context>
    <name>CrosstableDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/charts/crosstable.py" line="+42"/>
        <source>W</source>
        <extracomment>Each mark in the window (context ``CrosstableDialog``).</extracomment>
        <translation>勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>L</source>
        <translation>負</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>D</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>?</source>
        <translation>未</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Crosstable — %1</source>
        <extracomment>Columns before the rounds and after them.</extracomment>
        <translation>対戦成績表 — %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>W 5: won against the player on line 5 (their place); L lost; D drawn. Points, then the tiebreakers OMW%, GW%, OGW% (MTR Appendix C).</source>
        <translation>勝 5: 5行目(5位)のプレイヤーに勝ち、負: 負け、分: 引き分け。その後に勝ち点とタイブレーカー(オポ、ゲーム勝率、相手ゲーム勝率。イベント規定 付録C)。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>After round %1</source>
        <translation>第%1回戦終了時</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R%1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GW%</source>
        <translation>ゲーム勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OGW%</source>
        <translation>相手ゲーム勝率</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponents&apos; match-win percentage (MTR Appendix C)</source>
        <translation>オポネント・マッチ・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game-win percentage (MTR Appendix C)</source>
        <translation>ゲーム・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents&apos; game-win percentage (MTR Appendix C)</source>
        <translation>オポネント・ゲーム・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Round %1: %2, %3</source>
        <translation>第%1回戦: %2、%3</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/csv_import.py" line="+102"/>
        <source>Reading the player list...</source>
        <translation>ファイルを読み込んでいます...</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+15"/>
        <source>Import players from CSV</source>
        <translation>CSVからプレイヤーを読み込む</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Importing players...</source>
        <translation>プレイヤーを登録しています...</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n人を読み込みます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n line(s) will be skipped.</source>
        <translation>
            <numerusform>%n行は読み込みません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wizards Account e-mail</source>
        <translation>ウィザーズ・アカウントのメールアドレス</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it is skipped</source>
        <translation>読み込まない理由</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Skipped lines:</source>
        <translation>読み込まない行:</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../mtrdesk/words/decklists/messages.py" line="+296"/>
        <source>Deck matches the list</source>
        <extracomment>What a deck check found (MTR 2.8), in the order the deck check dialog offers them.</extracomment>
        <translation>デッキはリストどおり</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deck does not match the list</source>
        <translation>デッキがリストと一致しない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Problem with the decklist</source>
        <translation>デッキリストに問題あり</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/deck_check.py" line="+84"/>
        <source>Deck check: round %1</source>
        <translation>デッキチェック: 第%1回戦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw again</source>
        <translation>抽選し直す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Propose other matches with a new random seed.</source>
        <translation>新しい乱数シードで別のマッチを提案します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked before</source>
        <translation>過去のチェック</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> min</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Judge, what was found (optional)</source>
        <translation>担当ジャッジ名・指摘内容(任意)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Record check</source>
        <translation>チェックを記録</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match checked:</source>
        <translation>チェックしたマッチ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The check took:</source>
        <translation>チェックにかかった時間:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proposed matches:</source>
        <translation>提案されたマッチ:</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+70"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 of %2 decks checked so far; check at least %3 over the event (MTR 2.8: 10 %). Proposed now: %4 decks.</source>
        <translation>これまでに%2デッキ中%1デッキをチェック済み。大会全体で%3デッキ以上をチェックします(MTR 2.8: 10%)。今回の提案: %4デッキ。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Random seed %1 (kept in the audit log with the check).</source>
        <translation>乱数シード %1(チェックと一緒に操作履歴に残ります)。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Table %1: %2</source>
        <translation>%1卓: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every match of this round has its result: none to check.</source>
        <translation>このラウンドのマッチはすべて結果が入っています。チェックできるマッチはありません。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The match gains %1 minutes: the check plus %2 (Commander, multiplayer addendum).</source>
        <translation>このマッチは%1分延長されます: チェックにかかった時間 + %2分(統率者戦、多人数戦補遺)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match gains %1 minutes: the check plus %2 (MTR 2.6).</source>
        <translation>このマッチは%1分延長されます: チェックにかかった時間 + %2分(MTR 2.6)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minutes the check took</source>
        <translation>デッキチェックにかかった時間(分)</translation>
    </message>
</context>
<context>
    <name>DecklistDeadline</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/deadline.py" line="+84"/>
        <source>Decklists before pairing</source>
        <translation>組み合わせ前のデッキリスト確認</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pair anyway</source>
        <translation>このまま組み合わせる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n player(s) do not have an accepted decklist before round 1.</source>
        <translation>
            <numerusform>第1回戦の前に、%n人のデッキリストが受理されていません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n player(s) entering late play their first round in round %1 without an accepted decklist.</source>
        <translation>
            <numerusform>途中参加の%n人は、デッキリストが受理されていないまま第%1回戦から参加します。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>MTR 2.7: at Competitive and Professional REL, Constructed decklists are submitted before the tournament starts, Limited decklists before the first round the player plays. Accept lists on the Decklists tab.</source>
        <translation>MTR 2.7: ルール適用度が競技またはプロの大会では、構築のデッキリストは大会の開始前に、リミテッドのデッキリストはそのプレイヤーが最初に参加する回戦の開始前に提出します。デッキリストは「デッキリスト」タブで受理してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pair round %1 anyway?</source>
        <translation>このまま第%1回戦の組み合わせを作成しますか?</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>No decklist (%n):</source>
        <translation>
            <numerusform>未提出(%n人):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Decklist with problems (%n):</source>
        <translation>
            <numerusform>問題あり(%n人):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not accepted yet (%n):</source>
        <translation>
            <numerusform>未受理(%n人):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, </source>
        <extracomment>Between two player names in a list.</extracomment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> and %n more</source>
        <translation>
            <numerusform> ほか%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (%2 %3)</source>
        <extracomment>A team player: %1 the player, %2 the team, %3 the seat letter (MTR 8.2).</extracomment>
        <translation>%1(%2 %3)</translation>
    </message>
</context>
<context>
    <name>DecklistDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/dialog.py" line="+57"/>
        <source>Main %1 · Sideboard %2</source>
        <translation>メイン%1枚・サイド%2枚</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · Commander %1</source>
        <translation>・統率者%1枚</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Decklist: %1</source>
        <translation>デッキリスト: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/pages.py" line="+57"/>
        <source>Paste or type the list, one card a line:
4 Lightning Bolt
20 Mountain

Sideboard
2 Pyroblast</source>
        <translation>リストを貼り付けるか、1行に1種類ずつ入力してください:
4 稲妻
20 山

サイドボード
2 紅蓮破</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The card pool (MTR 7.5), one card a line; basic lands are not listed.</source>
        <translation>カード・プール(MTR 7.5)。1行に1種類ずつ。基本土地は書きません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player themself</source>
        <translation>本人</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At Sealed events one player registers another&apos;s pool (MTR 7.5).</source>
        <translation>シールド戦では、別のプレイヤーがプールを登録します(MTR 7.5)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Registered by:</source>
        <translation>プール登録者:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pool</source>
        <translation>プール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import file...</source>
        <translation>ファイルから読み込む...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A text export (.txt) or an MTGO deck file (.dek).</source>
        <translation>テキストファイル(.txt)、またはマジック・オンラインのデッキファイル(.dek)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste list</source>
        <translation>リストを貼り付け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the text with the list on the clipboard.</source>
        <translation>入力欄をクリップボードのリストで置き換えます。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/dialog.py" line="+44"/>
        <source>Accept and lock...</source>
        <translation>受理してロック...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change locked list...</source>
        <translation>ロック済みリストを変更...</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+136"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Save this list and open the next player&apos;s.</source>
        <translation>このリストを保存して、次のプレイヤーのリストを開きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Not locked yet. Once an official has accepted the list, lock it (MTR 2.7).</source>
        <translation>まだロックされていません。スタッフがリストを受理したらロックしてください(MTR 2.7)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Locked: accepted by %1 at %2 (MTR 2.7). Only the head judge can change it.</source>
        <translation>ロック済み: %2 に %1 が受理(MTR 2.7)。変更できるのはヘッドジャッジだけです。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Editing for the head judge: Save asks for their name and the reason.</source>
        <translation>ヘッドジャッジによる変更中: 保存するときにヘッドジャッジの名前と理由を入力します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Fix the problems marked in red before locking the list.</source>
        <translation>ロックする前に、赤で示した問題を直してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save change...</source>
        <translation>変更を保存...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save and next</source>
        <translation>保存して次へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next player</source>
        <translation>次のプレイヤー</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No list yet.</source>
        <translation>リストはまだありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not legal: %n problem(s) to fix.</source>
        <translation>
            <numerusform>不適正: 直すべき問題が%n件あります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Legal, with %n note(s) to look at.</source>
        <translation>
            <numerusform>適正。確認すべき注意が%n件あります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No problems found.</source>
        <translation>問題はありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/decklists/pages.py" line="+80"/>
        <source>Pool: %n card(s)</source>
        <translation>
            <numerusform>プール: %n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · </source>
        <translation>・</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n line(s) not read</source>
        <translation>
            <numerusform>読み取れない行: %n行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/problems.py" line="+70"/>
        <source>Give its English name</source>
        <translation>英語名を入力</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use %1</source>
        <translation>%1 にする</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show in the list</source>
        <translation>リストで表示</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/pages.py" line="-23"/>
        <source>Import a decklist</source>
        <translation>デッキリストの読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decklists (*.txt *.dek);;All files (*)</source>
        <translation>デッキリスト (*.txt *.dek);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/dialog.py" line="+132"/>
        <source>Close the decklist</source>
        <translation>デッキリストを閉じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list has changes that are not saved. Discard them?</source>
        <translation>保存していない変更があります。破棄しますか?</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/decklists/prompts.py" line="+42"/>
        <source>%1 is a folder. Choose a text file inside it.</source>
        <translation>%1 はフォルダーです。中のテキストファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is too large to be a list (more than 20 MB). Choose a text file.</source>
        <translation>%1 はリストとしては大きすぎます(20MB超)。テキストファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be read. Check that the file exists and that you may open it.</source>
        <translation>%1 を読み込めませんでした。ファイルがあり、開く権限があるか確認してください。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Accept and lock</source>
        <translation>受理してロック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept %1&apos;s decklist and lock it (MTR 2.7). After this only the head judge can change it, with a reason kept in the audit log.</source>
        <translation>%1のデッキリストを受理してロックします(MTR 2.7)。以後はヘッドジャッジだけが変更でき、変更の理由は操作履歴に残ります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Judge or organizer</source>
        <translation>ジャッジまたは主催者</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lock</source>
        <translation>ロック</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Accepted by:</source>
        <translation>受理したスタッフ:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change a locked decklist</source>
        <translation>ロック済みデッキリストの変更</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s decklist is locked (MTR 2.7). Only the head judge may change it; the old list, the new one and the reason go to the audit log.</source>
        <translation>%1のデッキリストはロックされています(MTR 2.7)。変更できるのはヘッドジャッジだけです。変更前と変更後のリスト、理由は操作履歴に残ります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>For example: the list did not match the deck at a deck check</source>
        <translation>例: デッキチェックでデッキとリストが一致しなかった</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Change the list</source>
        <translation>リストを変更</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Head judge:</source>
        <translation>ヘッドジャッジ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>English card name</source>
        <translation>カードの英語名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules compare cards by their English name (MTR 6.1). Give the English name of this card; every list that writes it this way will use it.</source>
        <translation>カードは英語名で数えます(MTR 6.1)。このカードの英語名を入力してください。同じ書き方をしたすべてのリストで使われます。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>As written:</source>
        <translation>記入された名前:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English name:</source>
        <translation>英語名:</translation>
    </message>
</context>
<context>
    <name>DecklistLists</name>
    <message>
        <location filename="../mtrdesk/words/decklists/lists.py" line="+17"/>
        <source>Limited</source>
        <translation>リミテッド</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 from %2</source>
        <translation>%1は%2から</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 only from %2</source>
        <translation>《%1》は%2から</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banned and restricted lists imported: %1. Each event&apos;s lists are checked against the lists in force on its date.</source>
        <translation>禁止・制限リストを読み込みました:%1。各大会のデッキリストは、その大会の日に有効なリストでチェックします。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; </source>
        <translation>/</translation>
    </message>
</context>
<context>
    <name>DecklistPanel</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/decklist_panel.py" line="+205"/>
        <source>Problems and notes</source>
        <translation>問題と注意</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Select a player to see their decklist.</source>
        <translation>プレイヤーを選ぶとデッキリストが表示されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main deck</source>
        <translation>メインデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sideboard</source>
        <translation>サイドボード</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Locked by %1 at %2</source>
        <translation>%2 に %1 がロック</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No decklist received yet.</source>
        <translation>デッキリストはまだ受け取っていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not locked</source>
        <translation>未ロック</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Main deck (%1)</source>
        <translation>メインデッキ(%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sideboard (%1)</source>
        <translation>サイドボード(%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No problems.</source>
        <translation>問題はありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1, table %2: %3 (%4 min)</source>
        <translation>第%1回戦 %2卓: %3(%4分)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck checks: %1</source>
        <translation>デッキチェック: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not deck-checked yet.</source>
        <translation>デッキチェックはまだ受けていません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Count</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commander</source>
        <translation>統率者</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Written in Japanese: needs its English name.</source>
        <translation>日本語で記入されています: 英語名が必要です。</translation>
    </message>
</context>
<context>
    <name>DecklistPrint</name>
    <message>
        <location filename="../mtrdesk/ui/printing/decklists.py" line="+71"/>
        <source>No player has registered a list yet: nothing to print.</source>
        <translation>デッキリストを登録したプレイヤーがいないため、印刷するものがありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No match of this round has registered lists to print yet.</source>
        <translation>デッキリストが登録されたこのラウンドのマッチがないため、印刷するものがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opponents&apos; decklists</source>
        <translation>対戦相手のデッキリスト</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/editions/open_decklists.py" line="+21"/>
        <source>Opponents&apos; decklists are handed to players only at %1, or at an event of no listed program run at Professional REL (%2).</source>
        <translation>対戦相手のデッキリストをプレイヤーに渡すのは、%1、またはプログラムの指定がなくルール適用度がプロの大会だけです(%2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player&apos;s copy of their opponent&apos;s list, for the latest round (%1).</source>
        <translation>最新のラウンドで各プレイヤーに渡す、対戦相手のデッキリストのコピー(%1)。</translation>
    </message>
</context>
<context>
    <name>DecklistPrintActions</name>
    <message>
        <location filename="../mtrdesk/ui/printing/decklist_actions.py" line="+64"/>
        <source>Selected players&apos; lists...</source>
        <translation>選択したプレイヤーのデッキリスト...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every list received...</source>
        <translation>受け取ったすべてのデッキリスト...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blank registration sheet...</source>
        <translation>空欄のデッキ登録用紙...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Named blank sheets for players without a list...</source>
        <translation>未提出のプレイヤーの名前入りデッキ登録用紙...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sealed pool sheets (MTR 7.5)...</source>
        <translation>シールドのカード・プール登録用紙(MTR 7.5)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponents&apos; lists for the latest round (MTR 2.7)...</source>
        <translation>最新ラウンドの対戦相手のデッキリスト(MTR 2.7)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every registered list, one sheet per player, by name.</source>
        <translation>登録済みのすべてのデッキリストを、1人1枚、名前順に印刷します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One sheet with the event&apos;s name, date and format, to copy and hand out.</source>
        <translation>大会名・開催日・フォーマットを印刷した用紙1枚。コピーして配布できます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sheet with the name printed for each player who has not registered a list yet, to hand out at registration.</source>
        <translation>デッキリストをまだ登録していないプレイヤーごとに、名前を印刷した用紙。受付で配布できます。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The selected players&apos; lists, one sheet per player.</source>
        <translation>選択したプレイヤーのデッキリストを、1人1枚印刷します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+51"/>
        <source>Select players in the Decklists table first.</source>
        <translation>先にデッキリスト一覧でプレイヤーを選択してください。</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>One pool registration sheet per player: filled in where the pool is registered, else with the name only (MTR 7.5).</source>
        <translation>プレイヤー1人につき1枚のプール登録用紙。プールが登録済みならその内容を、未登録なら名前だけを印刷します(MTR 7.5)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+107"/>
        <source>Pool sheets are for Limited events (MTR 7.5).</source>
        <translation>プール登録用紙はリミテッドの大会用です(MTR 7.5)。</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Every player has registered a list: no named blank sheet to print.</source>
        <translation>全員がデッキリストを登録済みのため、名前入りの空欄用紙は印刷しません。</translation>
    </message>
</context>
<context>
    <name>DecklistProblems</name>
    <message>
        <location filename="../mtrdesk/words/decklists/messages.py" line="-228"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>multiplayer addendum %1</source>
        <extracomment>The multiplayer addendum&apos;s sections (&quot;Addendum *.4A&quot; in ``DecklistProblem.rule``).</extracomment>
        <translation>多人数戦補遺 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The main deck has %1 cards; it needs at least %2 (%3). Add cards to the main deck.</source>
        <translation>メインデッキが%1枚です。%2枚以上必要です(%3)。メインデッキにカードを追加してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The sideboard has %1 cards; at most %2 are allowed (%3). Take cards out of the sideboard.</source>
        <translation>サイドボードが%1枚です。サイドボードは%2枚までです(%3)。サイドボードからカードを抜いてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 copies, but a deck may hold at most %3 (%4). Take out the extra copies.</source>
        <translation>《%1》が%2枚入っています。%3枚までです(%4)。超えている分を抜いてください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is banned (%2, the list in force from %3). Replace it with another card; if it has been unbanned since, import the newer list (Decklists, Card lists).</source>
        <translation>《%1》は禁止カードです(%2、%3発効のリスト)。別のカードに入れ替えてください。その後に禁止が解除されている場合は、新しいリストを読み込んでください(「デッキリスト」タブ &gt; 「カードリスト」)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is banned (%2). Replace it with another card.</source>
        <translation>《%1》は禁止カードです(%2)。別のカードに入れ替えてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is restricted: one copy is allowed, and the list has %2 (%3). Keep only one copy.</source>
        <translation>《%1》は制限カードのため1枚までですが、リストには%2枚あります(%3)。1枚だけにしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 in the deck and sideboard, but the registered card pool has %3 (%4). Only cards from the player&apos;s pool may be used: take out the extra copies, or check the registered pool.</source>
        <translation>《%1》がデッキとサイドボードに%2枚ありますが、登録されたカード・プールには%3枚しかありません(%4)。使えるのはそのプレイヤーのプールにあるカードだけです。超えている分を抜くか、登録されたプールを確認してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 in the list, but the card pool has %3 (%4). Only Plains, Island, Swamp, Mountain and Forest may be added; snow basic lands and Wastes only as opened. Take out the extra copies.</source>
        <translation>《%1》がリストに%2枚ありますが、カード・プールには%3枚しかありません(%4)。追加できる基本土地は《平地》《島》《沼》《山》《森》だけで、冠雪基本土地と《荒地》は開封した分しか使えません。超えている分を抜いてください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is in more than one deck of the team (players %2). Except basic lands, no two decks of a team may hold the same card (%3). Keep it in one deck only.</source>
        <translation>《%1》がチーム内の複数のデッキに入っています(プレイヤー%2)。共同デッキ構築規定により、基本土地を除いて、チーム内の複数のデッキに同じカードを入れることはできません(%3)。1つのデッキだけに残してください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This format has no sideboard (%1), and the list has %2 sideboard cards. Move them to the main deck or take them out.</source>
        <translation>このフォーマットではサイドボードを使えませんが(%1)、リストのサイドボードに%2枚あります。メインデッキに移すか、リストから外してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A Commander deck has exactly %1 cards, its commander included (%2); this one has %3. Add or take out cards.</source>
        <translation>統率者戦のデッキは統率者を含めてちょうど%1枚です(%2)。このデッキは%3枚です。カードを足すか抜いて枚数を合わせてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The commander is not named (%1). Write the commander under a “Commander” heading.</source>
        <translation>統率者が書かれていません(%1)。「Commander」(統率者)の見出しの下に統率者を書いてください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No card could be read from this list (%1). Enter one card per line, as “4 Card Name”.</source>
        <translation>このリストからはカードを1枚も読み取れませんでした(%1)。「4 カード名」のように1行に1種類ずつ入力してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Line %1 cannot be read: “%2” (%3). Write it as “4 Card Name”, or delete it.</source>
        <translation>%1行目を読み取れません: 「%2」(%3)。「4 カード名」の形に直すか、その行を削除してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a Japanese name with no English name known. Copies are counted by English card title (%2): give its English name.</source>
        <translation>《%1》は英語名がわからない日本語のカード名です。枚数は英語のカード名で数えるため(%2)、英語名を登録してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a card name this store knows (%2). Did you mean %3? Check the spelling.</source>
        <translation>《%1》は登録されているカード名にありません(%2)。《%3》ではありませんか? 綴りを確認してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a card name this store knows (%2). Check the spelling.</source>
        <translation>《%1》は登録されているカード名にありません(%2)。綴りを確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not checked (%1): the list bans “%2”, and mtrdesk does not ship the list of those cards. Check them by hand against the official list.</source>
        <translation>未チェック(%1):リストは「%2」を禁止していますが、mtrdesk にはそのカードの一覧がありません。公式の一覧と照らし合わせて手作業で確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problem with this decklist (%1).</source>
        <translation>このデッキリストには問題があります(%1)。</translation>
    </message>
</context>
<context>
    <name>DecklistsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/decklists_model.py" line="+48"/>
        <source>Missing</source>
        <translation>未提出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Problem</source>
        <translation>問題あり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked</source>
        <translation>受理済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received</source>
        <translation>受付済み</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team / seat</source>
        <translation>チーム / 席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decklist</source>
        <translation>提出状況</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Locked</source>
        <translation>ロック</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sideboard</source>
        <translation>サイド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck checks</source>
        <translation>デッキチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last check</source>
        <translation>前回のチェック</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing: no list yet. Received: entered, nothing illegal. Problem: something makes the list illegal. Checked: accepted and locked by an official (MTR 2.7).</source>
        <translation>未提出: リストがまだない。受付済み: 入力済みで不適正な点はない。問題あり: リストを不適正にする問題がある。受理済み: スタッフが受理してロックした(MTR 2.7)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accepted by an official (MTR 2.7): changes only by the head judge, with a reason.</source>
        <translation>スタッフが受理済み(MTR 2.7): 変更はヘッドジャッジだけが理由を付けて行います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Problems that make the list illegal; notes (Japanese names, unknown cards) in brackets.</source>
        <translation>リストを不適正にする問題の数。括弧内は注意(日本語名、不明なカード)の数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deck checks of this player&apos;s deck (MTR 2.8).</source>
        <translation>このプレイヤーのデッキのデッキチェック回数(MTR 2.8)。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Dropped from the event.</source>
        <translation>この大会からドロップしています。</translation>
    </message>
</context>
<context>
    <name>DecklistsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/decklist_panel.py" line="-261"/>
        <source>Decklist...</source>
        <translation>デッキリスト...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste, import or type the selected player&apos;s list; lock it.</source>
        <translation>選んだプレイヤーのリストを貼り付け・読み込み・入力し、ロックします。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deck check...</source>
        <translation>デッキチェック...</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Accept and lock every received list with no problems at once (MTR 2.7). Lists with problems and missing lists are left as they are.</source>
        <translation>問題のない受付済みのリストをまとめて受理してロックします(MTR 2.7)。問題ありのリストと未提出のリストはそのままです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No list is waiting: every list entered is locked or has problems.</source>
        <translation>ロックを待っているリストはありません。入力済みのリストはすべてロック済みか、問題ありです。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Matches to check this round (MTR 2.8), and the time the match gets back (MTR 2.6).</source>
        <translation>このラウンドにチェックするマッチ(MTR 2.8)と、そのマッチの延長時間(MTR 2.6)。</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Card lists</source>
        <translation>カードリスト</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Lock received lists...</source>
        <translation>受付済みリストを受理してロック...</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import card names...</source>
        <translation>カード名リストを読み込む...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import banned and restricted lists...</source>
        <translation>禁止・制限リストを読み込む...</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All lists</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search by name, reading or team</source>
        <translation>名前・ふりがな・チームで検索</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>%1 of %2 lists received, %3 locked, %4 with problems; %5 decks checked (MTR 2.8: at least 10 %).</source>
        <translation>%2人中%1人のリストを受付、%3人ロック済み、%4人に問題あり。デッキチェック済み%5人(MTR 2.8: 10%以上)。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Deck checks are made while a round is being played.</source>
        <translation>デッキチェックはラウンドの最中に行います。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/decklists_tab.py" line="+336"/>
        <source>No round is being played: deck checks are made during a round.</source>
        <translation>進行中のラウンドがありません。デッキチェックはラウンドの最中に行います。</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+11"/>
        <source>Import card names</source>
        <translation>カード名リストの読み込み</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Card-name lists (*.txt *.csv *.tsv);;All files (*)</source>
        <translation>カード名リスト (*.txt *.csv *.tsv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Storing the card names...</source>
        <translation>カード名を登録しています...</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n card name(s) read; completion and checks use them now.</source>
        <translation>
            <numerusform>カード名を%n件読み込みました。入力補完とチェックにすぐ使われます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import banned and restricted lists</source>
        <translation>禁止・制限リストの読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banned-list files (*.json);;All files (*)</source>
        <translation>禁止・制限リストのファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Decklists</source>
        <translation>デッキリスト</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/decklist_locking.py" line="+52"/>
        <source>Accept and lock %n list(s) with no problems (MTR 2.7)? Lists with problems and missing lists are left as they are. After this only the head judge can change a locked list.</source>
        <translation>
            <numerusform>問題のないデッキリスト%n件を受理してロックしますか(MTR 2.7)? 問題ありのリストと未提出のリストはそのままです。ロックした後に変更できるのはヘッドジャッジだけです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n list(s) accepted and locked by %1 (MTR 2.7).</source>
        <translation>
            <numerusform>%1がデッキリスト%n件を受理してロックしました(MTR 2.7)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeskDialog</name>
    <message>
        <location filename="../mtrdesk/ui/registration/desk_dialog.py" line="+38"/>
        <source>Registration settings</source>
        <translation>参加登録の設定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept registrations at once</source>
        <translation>参加登録をすぐに受け付ける</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask for a deck name</source>
        <translation>デッキ名を入力してもらう</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capacity:</source>
        <translation>定員:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players register on their phones with the registration QR code. Past the capacity they wait on the waitlist, first come, and move up when a place frees before round 1. Leave the capacity empty for no limit. Without Accept at once, each registration waits in the Players tab until you accept it.</source>
        <translation>プレイヤーは参加登録用のQRコードから自分のスマホで参加登録します。定員を超えた人は先着順でキャンセル待ちになり、第1回戦の前に空きが出ると繰り上がります。定員を空欄にすると上限なしです。「すぐに受け付ける」をオフにすると、参加登録は受け付けるまで「プレイヤー」タブで待ちます。</translation>
    </message>
</context>
<context>
    <name>DraftPodsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/draft_pods_model.py" line="+32"/>
        <source>Stopped drafting: pack %1, pick %2</source>
        <translation>ドラフト離脱: %1パック目・%2ピック目</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dropped before round 1</source>
        <translation>第1回戦の前にドロップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropped after round %1</source>
        <translation>第%1回戦の後にドロップ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drafting</source>
        <translation>ドラフト参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n drafting</source>
        <translation>
            <numerusform>ドラフト参加 %n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n stopped (MTR 7.7)</source>
        <translation>
            <numerusform>離脱 %n人(MTR 7.7)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pod / seat</source>
        <translation>ポッド / 席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No seat</source>
        <translation>席なし</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Seated before seat numbers were stored: this is the seat printed then. It is stored at the next change to the pods.</source>
        <translation>席番号を保存する前に組まれたポッドです。当時印刷された席を表示しています。次にポッドを変更したときに保存されます。</translation>
    </message>
</context>
<context>
    <name>DraftPodsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/draft_pods_tab.py" line="+62"/>
        <source>Seat pods...</source>
        <translation>ポッド分け...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move...</source>
        <translation>移動...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap seats</source>
        <translation>席を入れ替え</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop from the draft...</source>
        <translation>ドラフトから離脱...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo draft drop</source>
        <translation>離脱を取り消す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick clock...</source>
        <translation>ピック時間...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The projector&apos;s pick clock for the selected pod: its drafters, with the picks of anyone who stopped drafting skipped (MTR 7.7).</source>
        <translation>選択したポッドのピック時間をプロジェクターに表示します。そのポッドのドラフト参加者で計時し、ドラフトから離脱したプレイヤーのピックは飛ばします(MTR 7.7)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select two players to trade their pods and seats.</source>
        <translation>2人を選ぶと、ポッドと席を入れ替えられます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MTR 7.7: a player who stops drafting keeps their seat; their picks are skipped and the draft goes on with one fewer player.</source>
        <translation>MTR 7.7: ドラフトをやめたプレイヤーは席をそのまま残します。そのプレイヤーのピックは飛ばされ、ドラフトは1人少ない人数で続きます。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No pods yet: choose Seat pods... to divide the players at random.</source>
        <translation>ポッドはまだありません。「ポッド分け...」で無作為に分けてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pods seated by hand or from an event file.</source>
        <translation>手動で分けたか、大会ファイルから読み込んだポッドです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random seed %1, at most %2 per pod (kept in the audit log).</source>
        <translation>乱数シード %1、1ポッド最大%2人(操作履歴に記録済み)。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players play only within their pod (MTR 7.6). Select a player to move them or record that they stopped drafting; select two to swap seats.</source>
        <translation>プレイヤーは同じポッド内でのみ対戦します(MTR 7.6)。1人を選ぶと移動やドラフト離脱の記録ができ、2人を選ぶと席を入れ替えられます。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Pick clock</source>
        <translation>ピック時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This draft cannot be timed: %1</source>
        <translation>このドラフトは時間を計れません: %1</translation>
    </message>
</context>
<context>
    <name>DraftSeatDialogs</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/draft/seat_dialogs.py" line="+51"/>
        <source>Move to another pod or seat</source>
        <translation>別のポッド・席へ移動</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>First free seat</source>
        <translation>最初の空席</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod:</source>
        <translation>ポッド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat:</source>
        <translation>席:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If that seat is taken, the player gets the next free seat; nobody else&apos;s seat changes. To trade seats, select two players and choose Swap seats.</source>
        <translation>その席が埋まっている場合は次の空席に着きます。ほかのプレイヤーの席は変わりません。席を交換するには、2人を選んで「席を入れ替え」を選んでください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An empty pod: the player takes seat 1.</source>
        <translation>空のポッドです。1番席に着きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pod %1: seats taken %2; first free seat %3.</source>
        <translation>ポッド%1: 使用中の席 %2、最初の空席 %3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pod</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Drop from the draft</source>
        <translation>ドラフトから離脱</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Also drop them from the event (MTR 2.10)</source>
        <translation>大会からもドロップする(MTR 2.10)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (pod %2, seat %3) stops drafting before this pick. Their picks are skipped and the draft goes on with one fewer player; they keep their seat and build from the cards drafted so far (MTR 7.7).</source>
        <translation>%1(ポッド%2・%3番席)はこのピックの前でドラフトをやめます。そのプレイヤーのピックは飛ばされ、ドラフトは1人少ない人数で続きます。席はそのまま残り、それまでにドラフトしたカードでデッキを組みます(MTR 7.7)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pack:</source>
        <translation>パック:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick:</source>
        <translation>ピック:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pack</source>
        <translation>パック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick</source>
        <translation>ピック</translation>
    </message>
</context>
<context>
    <name>DraftSeatsDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/draft/playoff_seats.py" line="+38"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats at the draft table</source>
        <translation>ドラフトの席順</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MTR 10.4: seat the top 8 around the draft table by a random method. After the draft, seat 1 plays seat 5, 2 plays 6, 3 plays 7 and 4 plays 8; the winners of 1/5 and 3/7 meet, and of 2/6 and 4/8. The better Swiss place (in brackets) chooses to play or draw (MTR 2.2).</source>
        <translation>MTR 10.4: トップ8のプレイヤーを無作為な方法でドラフト卓に着席させます。ドラフト後は1番席と5番席、2番席と6番席、3番席と7番席、4番席と8番席が対戦し、1/5と3/7の勝者、2/6と4/8の勝者がそれぞれ対戦します。先攻/後攻はスイスラウンドの順位(かっこ内)が上のプレイヤーが選びます (MTR 2.2)。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Use these seats</source>
        <translation>この席順で決定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw seats at random</source>
        <translation>席を無作為に決める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mtrdesk draws the seats and records the random seed in the log.</source>
        <translation>mtrdeskが席を抽選し、乱数シードを操作履歴に記録します。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>In more than one seat: %1</source>
        <translation>複数の席に入っています: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>EditMenu</name>
    <message>
        <location filename="../mtrdesk/ui/window/menus.py" line="+211"/>
        <location filename="../mtrdesk/words/undo/text.py" line="+53"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../mtrdesk/words/undo/text.py" line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/undo/text.py" line="-25"/>
        <source>a change no longer in the log</source>
        <translation>操作履歴に残っていない変更</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Nothing to undo in this event.</source>
        <translation>この大会には元に戻せる変更がありません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Undo: %1</source>
        <translation>元に戻す(&amp;U): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last change of this event.</source>
        <translation>この大会の最後の変更を元に戻します。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Nothing to redo in this event.</source>
        <translation>この大会にはやり直せる変更がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Redo: %1</source>
        <translation>やり直し(&amp;R): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make again the change undone last.</source>
        <translation>最後に元に戻した変更をやり直します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot undo: %1</source>
        <translation>元に戻せません: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
</context>
<context>
    <name>Editions</name>
    <message>
        <location filename="../mtrdesk/words/editions/names.py" line="+21"/>
        <source>Other (the store&apos;s own event)</source>
        <translation>その他(店舗独自の大会)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friday Night Magic</source>
        <translation>フライデー・ナイト・マジック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prerelease</source>
        <translation>プレリリース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch Party</source>
        <translation>発売記念パーティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Day</source>
        <translation>マジック・ゲームデー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store Championship</source>
        <translation>ストアチャンピオンシップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eternal Weekend</source>
        <translation>エターナル・ウィークエンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pro Tour Qualifier</source>
        <translation>プロツアー予選</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regional Championship Qualifier</source>
        <translation>地域チャンピオンシップ予選</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regional Championship</source>
        <translation>地域チャンピオンシップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotlight Series</source>
        <translation>スポットライト・シリーズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited Championship</source>
        <translation>リミテッド・チャンピオンシップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pro Tour</source>
        <translation>プロツアー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>World Championship</source>
        <translation>世界選手権</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MMMM d, yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MTR of %1</source>
        <translation>イベント規定(%1発効)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The edition in force on the event&apos;s date.</source>
        <translation>大会の開催日に有効な版です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An earlier edition than the %1 in force: %2</source>
        <translation>有効な%1より前の版です。理由: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An earlier edition than the %1 in force: the event was made before mtrdesk followed editions, and keeps the rules it started under.</source>
        <translation>有効な%1より前の版です。mtrdesk が版を記録する前に作られた大会なので、始めたときの規定のまま進めます。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/editions/minimum.py" line="+23"/>
        <source>Below the sanctioned minimum (MTR %1): %2 teams, and the %3 asks for at least %4 teams. The event may still run as a casual event, but it is not a valid sanctioned tournament.</source>
        <translation>認定大会の最低参加者数に足りません(イベント規定 %1): 参加チームは%2チームで、%3では%4チーム以上が必要です。カジュアル戦の大会としては開催できますが、有効な認定大会にはなりません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Below the sanctioned minimum (MTR %1): %2 players, and the %3 asks for at least %4. The event may still run as a casual event, but it is not a valid sanctioned tournament.</source>
        <translation>認定大会の最低参加者数に足りません(イベント規定 %1): 参加者は%2人で、%3では%4人以上が必要です。カジュアル戦の大会としては開催できますが、有効な認定大会にはなりません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A %1 needs more players than the minimum of MTR %2 in the %3: check the program&apos;s own rules for its minimum.</source>
        <translation>%1には、%3のイベント規定 %2が定める最低参加者数より多くの参加者が必要です。そのプログラムの規定で最低参加者数を確認してください。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Teams now: %1. A sanctioned tournament needs at least %2 teams in the %3 (MTR %4).</source>
        <translation>現在の参加チーム: %1チーム。%3では、認定大会には%2チーム以上が必要です(イベント規定 %4)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players now: %1. A sanctioned tournament needs at least %2 in the %3 (MTR %4).</source>
        <translation>現在の参加者: %1人。%3では、認定大会には%2人以上が必要です(イベント規定 %4)。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 is not in Appendix F of the %2: choose the REL yourself.</source>
        <translation>%1は%2の付録Fにありません。ルール適用度は主催者が選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Minimum REL (MTR Appendix F): %1</source>
        <translation>最低限のルール適用度(イベント規定 付録F): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Day %1: %2</source>
        <translation>%1日目: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minimum REL by day (MTR Appendix F): %1</source>
        <translation>日ごとの最低限のルール適用度(イベント規定 付録F): %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A %1 is run at %2 REL or higher (MTR Appendix F); the REL chosen is %3.</source>
        <translation>%1はルール適用度「%2」以上で開催します(イベント規定 付録F)。選んだルール適用度は「%3」です。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MTR %1: used at %2 (%3).</source>
        <translation>イベント規定 %1: %2で使います(%3)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/editions/identity.py" line="+17"/>
        <source>Wizards Account or DCI number</source>
        <translation>ウィザーズ・アカウントまたはDCI番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wizards Account</source>
        <translation>ウィザーズ・アカウント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wizards Account, DCI number, or empty for a name-only entry.</source>
        <extracomment>What the player-ID column says it holds (tooltip), by ``Edition.asks_dci_number``.</extracomment>
        <translation>ウィザーズ・アカウント、DCI番号、または空欄(名前のみで登録)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wizards Account, or empty for a name-only entry. A DCI number already used is kept.</source>
        <translation>ウィザーズ・アカウント、または空欄(名前のみで登録)。以前の会員番号が登録済みなら、そのまま使えます。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../mtrdesk/ui/errors.py" line="+34"/>
        <source>mtrdesk</source>
        <translation>mtrdesk</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>mtrdesk: unexpected error</source>
        <translation>mtrdesk: 予期しないエラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong inside mtrdesk. Your data up to the last completed action is saved. Please send the details below to the developers.</source>
        <translation>mtrdesk の内部で問題が発生しました。最後に完了した操作までのデータは保存されています。下の詳細を開発者に送ってください。</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/dialog.py" line="+85"/>
        <source>New event</source>
        <extracomment>The structures offered: individual, teams (MTR 8), Two-Headed Giant (MTR 9), multiplayer pods (multiplayer addendum).</extracomment>
        <translation>新しい大会</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit event</source>
        <translation>大会の設定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. Friday Modern</source>
        <translation>例: 金曜モダン</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>yyyy-MM-dd (ddd)</source>
        <translation>yyyy/MM/dd(ddd)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules Enforcement Level (MTR 1.12)</source>
        <translation>ルール適用度 (MTR 1.12)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Use the recommendation</source>
        <translation>推奨値を使う</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> min</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At least 40 minutes; 50 is recommended (MTR Appendix B).</source>
        <translation>40分以上。推奨は50分です (MTR 付録B)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MTR 10.4: top 4 and top 8 are paired by the final Swiss standings (1st v 8th, 4th v 5th, ...). The booster-draft playoff seats the top 8 at random around one draft table; after the draft, seat 1 plays seat 5, 2 v 6, 3 v 7 and 4 v 8.</source>
        <translation>MTR 10.4: トップ4・トップ8はスイスラウンドの最終順位で組み合わせます(1位対8位、4位対5位、…)。ブースタードラフトの決勝ラウンドでは、トップ8を無作為に1つのドラフト卓に着席させ、ドラフト後に1番席対5番席、2対6、3対7、4対8で対戦します。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Pair across pods (Regular REL only)</source>
        <translation>ポッドをまたいで組み合わせる(ルール適用度「一般」のみ)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lowest match-win and game-win percentage used in tiebreakers. The MTR says 0.33; some online platforms use exactly 1/3.</source>
        <translation>タイブレーカーで使うマッチ勝率・ゲーム勝率の下限です。MTRでは0.33、一部のオンライン大会システムではちょうど1/3を使います。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Event name:</source>
        <translation>大会名:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>開催日:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Format:</source>
        <translation>フォーマット:</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Teams of two or three play one match per seat, A against A (MTR 8.2); a Two-Headed Giant team plays one game together (MTR 9); a multiplayer event plays in pods of four (multiplayer addendum 10.4A). Fixed once round 1 is paired.</source>
        <translation>2人または3人のチームは席ごとに1マッチを行い、A席はA席と対戦します(MTR 8.2)。双頭巨人戦のチームは2人で1つのゲームを行います(MTR 9)。多人数戦は4人のポッドで対戦します(多人数戦補遺 10.4A)。第1回戦の組み合わせ後は変更できません。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Print player IDs on slips and postings</source>
        <translation>結果登録用紙と掲示物にプレイヤーIDを印刷する</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off: result slips, pairings, seatings and other postings show names only, since a player ID may be an e-mail address. Decklist sheets always show the player ID.</source>
        <translation>オフのときは、結果登録用紙・組み合わせ表・着席表などの掲示物には名前だけを印刷します(プレイヤーIDがメールアドレスの場合があるため)。デッキリスト用紙には常にプレイヤーIDを印刷します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The pick and review times the projector&apos;s pick clock opens on for this event&apos;s drafts: the current MTR (2023) or, when the event follows it, the Japanese MTR of 2016.</source>
        <translation>この大会のドラフトで、プロジェクターのピック時間の表示に使う、1ピックごとの時間と確認時間の基準です。現行のMTR(2023年版)か、大会が従う場合は日本語版イベント規定(2016年版)を選んでください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules (MTR):</source>
        <translation>イベント規定の版:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>プログラム:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Participants:</source>
        <translation>参加者数:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Individual, team or pods:</source>
        <translation>対戦形式:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Constructed or Limited:</source>
        <translation>構築/リミテッド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules Enforcement Level:</source>
        <translation>ルール適用度:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match length:</source>
        <translation>マッチ形式:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event type:</source>
        <translation>進行方式:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss rounds:</source>
        <translation>スイス式ラウンド数:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of the Swiss:</source>
        <translation>スイスラウンドの終了条件:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early advancement:</source>
        <translation>途中での決勝進出:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day-two cut:</source>
        <translation>2日目進出の条件:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcement:</source>
        <translation>告知内容:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round time:</source>
        <translation>制限時間:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft pods:</source>
        <translation>ポッド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick clock timings:</source>
        <translation>ピック時間の基準:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff:</source>
        <translation>決勝ラウンド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiebreaker floor:</source>
        <translation>タイブレーカーの下限:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player IDs:</source>
        <translation>プレイヤーID:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/structure.py" line="+38"/>
        <source>Two-Headed Giant matches consist of one game (MTR 9.1).</source>
        <translation>双頭巨人戦のマッチは1ゲームです (MTR 9.1)。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Multiplayer events choose their pod playoff (top 4, 10, 16 or 40) on the Playoff tab (multiplayer addendum).</source>
        <translation>多人数戦の決勝ラウンド(トップ4・10・16・40)は「決勝ラウンド」タブで選びます(多人数戦補遺)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team events run a fixed number of Swiss rounds; the team standings rank them.</source>
        <translation>チーム戦は決まった回数のスイスラウンドで行い、チームの順位表で順位を決めます。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The top 4 or top 8 teams of the team standings play single elimination (MTR 10.4); each team counts as one player (Appendix E).</source>
        <translation>チームの順位表の上位4チームまたは上位8チームがシングルエリミネーションで対戦します (MTR 10.4)。各チームは1人のプレイヤーとして数えます (MTR 付録E)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Teams of two have no playoff: a one-all split of the seat matches has no winner (%1). Three-person teams and Two-Headed Giant can have one.</source>
        <translation>2人チーム戦には決勝ラウンドがありません。席ごとのマッチが1勝1敗に分かれると勝者が決まらないためです (%1)。3人チーム戦と双頭巨人戦では決勝ラウンドを行えます。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/variants.py" line="+244"/>
        <source>Single elimination only, no Swiss rounds (4–8 teams)</source>
        <translation>シングルエリミネーションのみ、スイスラウンドなし(4〜8チーム)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MTR Appendix E: each team counts as one player; 4 teams play 2 single-elimination rounds, 5–8 teams 3, with no Swiss rounds. The teams are seeded at random when the bracket starts.</source>
        <translation>MTR 付録E: 各チームを1人のプレイヤーとして数えます。4チームはシングルエリミネーション2回戦、5〜8チームは3回戦で、スイスラウンドはありません。開始時にチームのシードを無作為に決めます。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/dialog.py" line="+277"/>
        <source>Swiss rounds</source>
        <translation>スイス式ラウンド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>End of the Swiss</source>
        <translation>スイスラウンドの終了条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early advancement</source>
        <translation>途中での決勝進出</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Day-two cut</source>
        <translation>2日目進出の条件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round time: %1 minutes is not possible, so it was not taken. A round lasts at least %2 minutes (MTR Appendix B) and at most %3 minutes.</source>
        <translation>制限時間: %1分は指定できないため、反映していません。制限時間は%2分以上(MTR 付録B)、%3分以下です。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/words.py" line="+127"/>
        <source>Announced before the event starts, so fixed once round 1 is paired (MTR 7.6).</source>
        <translation>大会開始前に告知するものなので、第1回戦の組み合わせ後は変更できません (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Fixed once round 1 is paired: the players are already paired as individuals, as teams (MTR 8, 9) or in pods.</source>
        <extracomment>Why each setting may no longer change at this stage of the event, citing the rule that fixes it (``core.event_rules.editable_settings``): the tooltip of its disabled widgets.</extracomment>
        <translation>第1回戦の組み合わせ後は変更できません。プレイヤーはすでに個人、チーム (MTR 8、9)、ポッドのいずれかで組み合わされています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The number of Swiss rounds is announced at or before the start of round 1; once announced, it cannot change (MTR 10.2).</source>
        <translation>スイス式ラウンド数は第1回戦の開始前か開始時に告知し、告知後は変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fixed once round 1 is paired: the event started with Swiss rounds or as single elimination only (MTR Appendix E).</source>
        <translation>第1回戦の組み合わせ後は変更できません。この大会はスイスラウンドから、またはシングルエリミネーションのみで始まっています (MTR 付録E)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A variable number of rounds is announced with its criteria for ending before round 1; once announced, it cannot change (MTR 10.2).</source>
        <translation>ラウンド数を変動制にする場合は、終了の条件とともに第1回戦の前に告知します。告知後は変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match points that advance players to the playoff early are announced before round 1, so they cannot change (MTR 10.4).</source>
        <translation>途中での決勝進出に必要な勝ち点は第1回戦の前に告知するため、変更できません (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The games needed to win a match are announced before the event begins; they cannot change once a result is in (MTR 2.1).</source>
        <translation>マッチの勝利に必要なゲーム数は大会の開始前に告知するため、結果の入力後は変更できません (MTR 2.1)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The playoff size cannot change once the cut is made: its players have already advanced to the playoff (MTR 10.4).</source>
        <translation>決勝ラウンドに進出するプレイヤーが決まった後は、決勝ラウンドの人数を変更できません (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The edition of the rules is fixed once round 1 is paired: the rounds played keep the rules they were played under.</source>
        <translation>イベント規定の版は、第1回戦の組み合わせを作った後は変えられません。行ったラウンドはその版の規定のままです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The day-two cut is announced before round 1, so it cannot change (MTR 10.2).</source>
        <translation>2日目進出の条件は第1回戦の前に告知するため、変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/dialog.py" line="-151"/>
        <source>Only at Regular REL may the organizer let players of different pods play each other (MTR 7.6).</source>
        <translation>別のポッドのプレイヤー同士の対戦を主催者が認められるのは、ルール適用度「一般」の大会だけです (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MTR 7.6: players play only within their draft pod. At Regular REL the organizer may lift this; announce it before the event starts.</source>
        <translation>MTR 7.6: プレイヤーは同じドラフトポッドのプレイヤーとだけ対戦します。ルール適用度「一般」では主催者がこの制限をなくせます。その場合は大会開始前に告知してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/words.py" line="-117"/>
        <source>MTR Appendix E: the number follows the teams registered when round 1 is paired.</source>
        <translation>MTR 付録E: 第1回戦の組み合わせを作る時点のチーム数で決まります。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>MTR Appendix E recommends %n round(s) for %1 teams (a team counts as one player).</source>
        <translation>
            <numerusform>MTR 付録Eの推奨: %1チームなら%n回戦(1チームを1人として数えます)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MTR Appendix E: the number follows the players entered when round 1 is paired.</source>
        <translation>MTR 付録E: 第1回戦の組み合わせを作る時点の参加人数で決まります。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players (a player with awarded byes counts as 2, 4 or 8).</source>
        <translation>
            <numerusform>MTR 付録Eの推奨: %1人なら%n回戦(不戦勝を付与されたプレイヤーは2人・4人・8人分として数えます)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players.</source>
        <translation>
            <numerusform>MTR 付録Eの推奨: %1人なら%n回戦。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/variants.py" line="-205"/>
        <source>Single elimination only, no Swiss rounds (5–8 players)</source>
        <translation>シングルエリミネーションのみ、スイスラウンドなし(5〜8人)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MTR Appendix E: 5–8 players play 3 single-elimination rounds with no Swiss rounds. The players are seeded at random when the bracket starts; with fewer than 8, the top seeds get byes in round 1.</source>
        <translation>MTR 付録E: 5〜8人の大会はスイスラウンドを行わず、シングルエリミネーションを3回戦行います。開始時にシードを無作為に決め、8人未満のときは上位シードが1回戦不戦勝になります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MTR 10.2: announce the number of rounds before round 1, or a variable number with specific criteria for ending, e.g. five rounds unless only one player has four match wins after four rounds. Once announced it cannot change.</source>
        <translation>MTR 10.2: ラウンド数は第1回戦の開始までに告知します。終了の条件を決めて、ラウンド数を変動制にすることもできます(例: 全5回戦。ただし第4回戦終了時に4勝のプレイヤーが1人だけならそこで終了)。告知後は変更できません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>wins:</source>
        <translation>勝数:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>undefeated at most:</source>
        <translation>全勝者がこの人数以下:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Players with</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+96"/>
        <source> match points</source>
        <translation> 点</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>MTR 10.4: players who reach the announced match points advance to the playoff before the Swiss ends and get byes for the remaining Swiss rounds. Their seeds go by the round they advanced in, then OMW%, GW% and OGW% as of that round, and are locked after it.</source>
        <translation>MTR 10.4: 告知したマッチ・ポイントに達したプレイヤーは、スイスラウンドの途中で決勝ラウンド進出となり、残りのスイスラウンドは不戦勝になります。シードは進出した回戦が早い順、次にその回戦時点のオポ、ゲーム勝率、相手ゲーム勝率の順で決まり、その回戦の後に確定します。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>advance to the playoff</source>
        <translation>に達したら決勝進出</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>After round</source>
        <translation>第</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A day-two cut (e.g. a Spotlight Series): after the chosen Swiss round only players with at least these match points are paired; the others keep their place in the standings. Announced before round 1 with the number of rounds (MTR 10.2).</source>
        <translation>2日目進出の条件 (スポットライト・シリーズなど): 指定したスイスラウンドの後は、この勝ち点以上のプレイヤーだけが組み合わせに入ります。それ以外のプレイヤーも順位表の順位はそのまま残ります。第1回戦の前にラウンド数とともに告知します (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>players with</source>
        <translation>回戦の後、勝ち点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>continue</source>
        <translation>以上で2日目進出</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>checked after round:</source>
        <translation>判定する回戦:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from round:</source>
        <translation>判定を始める回戦:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/words.py" line="+13"/>
        <source>Single elimination from round 1 (MTR Appendix E): teams seeded at random, 2 rounds for 4 teams, 3 rounds for 5–8 teams.</source>
        <translation>1回戦からシングルエリミネーション (MTR 付録E): チームのシードは無作為、4チームで2回戦、5〜8チームで3回戦。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Single elimination from round 1 (MTR Appendix E): seeded at random, 3 rounds for 5–8 players.</source>
        <translation>1回戦からシングルエリミネーション (MTR 付録E): シードは無作為、5〜8人で3回戦。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/event/edition.py" line="+63"/>
        <source>Why an earlier edition, e.g. a league keeps its season&apos;s rules</source>
        <extracomment>How the dialog colours a warning it shows beside a setting (never a refusal).</extracomment>
        <translation>前の版に従う理由(例: リーグ戦でシーズン中の規定を続ける)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The edition of the Magic Tournament Rules the event follows: the one in force on its date, or an earlier one with a reason. Fixed once round 1 is paired.</source>
        <translation>大会が従うマジック・イベント規定の版です。開催日に有効な版か、理由を添えてそれより前の版を選びます。第1回戦の組み合わせを作った後は変えられません。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The event follows the %1, earlier than the %2 in force on its date: say why in Reason (e.g. a league keeps its season&apos;s rules), or choose the %2.</source>
        <translation>この大会は、開催日に有効な%2より前の%1に従います。「理由」に理由を書くか(例: リーグ戦でシーズン中の規定を続ける)、%2を選んでください。</translation>
    </message>
</context>
<context>
    <name>EventFiles</name>
    <message>
        <location filename="../mtrdesk/ui/event_files.py" line="+152"/>
        <location line="+11"/>
        <source>Export event</source>
        <translation>大会ファイルの書き出し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mtrdesk event files (*.mtrdesk);;All files (*)</source>
        <translation>mtrdesk 大会ファイル (*.mtrdesk);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Could not write %1. Check that the folder exists and can be written to, then try again.</source>
        <translation>%1 に書き込めませんでした。フォルダーがあり、書き込みできるか確認して、もう一度試してください。</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Export for EventLink</source>
        <translation>EventLink用に書き出す</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Reading the event...</source>
        <translation>大会のデータを読んでいます...</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+38"/>
        <location line="+20"/>
        <source>Import event</source>
        <translation>大会ファイルの読み込み</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>mtrdesk event files (*.mtrdesk *.json);;All files (*)</source>
        <translation>mtrdesk 大会ファイル (*.mtrdesk *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Could not read %1. Check that the file is still there.</source>
        <translation>%1 を読み込めませんでした。ファイルがその場所にあるか確認してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the event file...</source>
        <translation>大会ファイルを読んでいます...</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Importing the event...</source>
        <translation>大会を読み込んでいます...</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event already here</source>
        <translation>この大会はすでにあります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This database already has &quot;%1&quot; of %2, the event this file holds. Its rounds and results here may differ from the file&apos;s.

Open the event that is here, or import the file as another event?</source>
        <translation>このファイルの大会、%2の「%1」は、このデータベースにすでにあります。ここにある組み合わせや結果は、ファイルの内容と異なることがあります。

ここにある大会を開きますか? それともファイルを別の大会として読み込みますか?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the one here</source>
        <translation>ここにある大会を開く</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import as another event</source>
        <translation>別の大会として読み込む</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+28"/>
        <source>Back up database</source>
        <translation>データベースのバックアップ</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/databases.py" line="+38"/>
        <location filename="../mtrdesk/ui/event_files.py" line="-26"/>
        <source>mtrdesk databases (*.sqlite3);;All files (*)</source>
        <translation>mtrdesk データベース (*.sqlite3);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/event_files.py" line="+12"/>
        <source>This is the open database itself. Choose another file for the backup, ideally on another drive.</source>
        <translation>これは開いているデータベースそのものです。バックアップには別のファイルを選んでください(できれば別のドライブに)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Backing up the database...</source>
        <translation>データベースをバックアップしています...</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Backup done</source>
        <translation>バックアップ完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database was backed up to:
%1</source>
        <translation>データベースを次の場所にバックアップしました:
%1</translation>
    </message>
</context>
<context>
    <name>EventLink</name>
    <message>
        <location filename="../mtrdesk/words/players/eventlink.py" line="+15"/>
        <source>%1 players are on the EventLink invite list: %2 by Wizards Account e-mail, %3 by name only.</source>
        <translation>EventLinkの招待リストに%1人を書き出しました。ウィザーズ・アカウントのメールアドレスで%2人、名前のみで%3人です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Players entered by name may not count as Engaged Players: ask them for the e-mail of their Wizards Account and enter it in the player&apos;s Wizards Account e-mail field. By name: %1</source>
        <translation>名前のみのプレイヤーは、EventLinkでエンゲージド・プレイヤーに数えられないことがあります。ウィザーズ・アカウントのメールアドレスを聞いて、プレイヤーの「ウィザーズ・アカウントのメールアドレス」欄に入力してください。名前のみ: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>EventLink skips a repeated row, so only one of each of these names is invited: %1. Enter their e-mails to invite them all.</source>
        <translation>EventLinkは重複した行を読み飛ばすため、次の名前はそれぞれ1人しか招待されません: %1。全員を招待するにはメールアドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/events_model.py" line="+39"/>
        <source>Event</source>
        <translation>大会名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>開催日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>フォーマット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage</source>
        <translation>進行状況</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 (%n team(s))</source>
        <translation>
            <numerusform>%1(%nチーム)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Single elimination</source>
        <translation>シングルエリミネーション</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The event open in the other tabs</source>
        <translation>他のタブで開いている大会</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/dates.py" line="+14"/>
        <source>yyyy-MM-dd (ddd)</source>
        <translation>yyyy/MM/dd(ddd)</translation>
    </message>
</context>
<context>
    <name>EventsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/events_tab.py" line="+51"/>
        <source>New event...</source>
        <translation>新しい大会...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings...</source>
        <translation>設定...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete...</source>
        <translation>削除...</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Delete event</source>
        <translation>大会の削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the event &quot;%1&quot; with its players, pairings and results? This cannot be undone.</source>
        <translation>大会「%1」を、参加者・組み合わせ・結果とともに削除しますか? 元に戻せません。</translation>
    </message>
</context>
<context>
    <name>Extensions</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/extension.py" line="+38"/>
        <source>Deck check</source>
        <translation>デッキチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge ruling</source>
        <translation>ジャッジの裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time extension: table %1</source>
        <translation>時間延長: %1卓</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> min</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judge, what happened (optional)</source>
        <translation>担当ジャッジ名・経緯(任意)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deck check took:</source>
        <translation>デッキチェックにかかった時間:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minutes given:</source>
        <translation>延長する時間:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match gains %1 minutes: the deck check plus %2 (Commander, multiplayer addendum).</source>
        <translation>このマッチは%1分延長されます: デッキチェックにかかった時間に%2分を加えます(統率者戦、多人数戦補遺)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match gains %1 minutes: the deck check plus %2 (MTR 2.6).</source>
        <translation>このマッチは%1分延長されます: デッキチェックにかかった時間に%2分を加えます (MTR 2.6)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match gains %1 minutes.</source>
        <translation>このマッチは%1分延長されます。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/extension_menu.py" line="+43"/>
        <location line="+12"/>
        <source>Remove last extension</source>
        <translation>最後の時間延長を取り消す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the latest time extension of table %1?</source>
        <translation>%1卓の最後の時間延長を取り消しますか?</translation>
    </message>
</context>
<context>
    <name>FinalStandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/final_standings_model.py" line="+16"/>
        <source>Finalist</source>
        <translation>準優勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top 4</source>
        <translation>ベスト4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top 8</source>
        <translation>ベスト8</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss rank</source>
        <translation>スイス順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In the playoff</source>
        <translation>決勝ラウンド進出</translation>
    </message>
</context>
<context>
    <name>FirstRun</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/first_run.py" line="+74"/>
        <source>Sample event</source>
        <translation>サンプル大会</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+70"/>
        <source>Getting started</source>
        <extracomment>The languages offered, each named in itself (not translated). The heading of the guide&apos;s Japanese half: what comes before it is the English guide.</extracomment>
        <translation>はじめに</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Welcome to mtrdesk. Choose the language and how to begin. You can open this again from Help &gt; Getting started.</source>
        <translation>mtrdeskへようこそ。言語と始め方を選んでください。この画面はあとから「ヘルプ &gt; はじめに...」で開けます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database:</source>
        <translation>データベース:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with an empty event list</source>
        <translation>空の大会一覧から始める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a sample event to try every tab</source>
        <translation>サンプル大会を開いて、すべてのタブを試す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sample event, named &quot;Sample event&quot;, is a Friday night of 16 players with three Swiss rounds reported. Delete it when you are done (File &gt; Delete event...).</source>
        <translation>「サンプル大会」は、16人参加の金曜夜の大会で、スイスラウンド3回戦分の結果が登録済みです。試し終わったら削除してください(「ファイル &gt; 大会を削除...」)。</translation>
    </message>
</context>
<context>
    <name>FloorReports</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/floor_reports.py" line="+54"/>
        <source>Reports from the floor</source>
        <translation>フロアからの結果報告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results players reported from their phones that are not entered yet. Accept enters the result; Set aside leaves the match without one (the players report again, or the result is entered by hand).</source>
        <translation>プレイヤーがスマホから報告し、まだ入力されていない結果です。「承認」でその結果を入力します。「差し戻し」では結果は入力されません(プレイヤーがもう一度報告するか、スタッフが手動で入力します)。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Accept</source>
        <translation>承認</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the selected report&apos;s result for its match.</source>
        <translation>選択した報告の結果を、その対戦の結果として入力します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set aside</source>
        <translation>差し戻し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the selected report aside; the match keeps no result.</source>
        <translation>選択した報告を差し戻します。対戦の結果は入力されません。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Waiting: %1. Players disagree: %2 (a judge decides).</source>
        <translation>確認待ち: %1、報告の不一致: %2(ジャッジが判断します)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting: %1.</source>
        <translation>確認待ち: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/models/floor_reports_model.py" line="+47"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reported result</source>
        <translation>報告された結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>端末</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games won by the first player named, by the second, drawn.</source>
        <translation>先に書かれたプレイヤーの勝利数、後に書かれたプレイヤーの勝利数、引き分け数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The phone that sent the report, and its address.</source>
        <translation>報告を送ったスマホと、そのアドレス。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/floor/audit.py" line="-70"/>
        <source>waiting for the opponent</source>
        <translation>対戦相手の確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>held for staff</source>
        <translation>スタッフの確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players disagree</source>
        <translation>プレイヤーの報告が不一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entered</source>
        <translation>入力済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set aside</source>
        <translation>差し戻し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a result when both players report the same</source>
        <translation>両プレイヤーの報告が一致したら結果を入力する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hold every report for staff</source>
        <translation>すべての報告をスタッフの確認待ちにする</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../mtrdesk/words/labels.py" line="+22"/>
        <source>Standard</source>
        <translation>スタンダード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pioneer</source>
        <translation>パイオニア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modern</source>
        <translation>モダン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy</source>
        <translation>レガシー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vintage</source>
        <translation>ヴィンテージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pauper</source>
        <translation>パウパー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>統率者戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sealed Deck</source>
        <translation>シールドデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booster Draft</source>
        <translation>ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constructed</source>
        <translation>構築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited</source>
        <translation>リミテッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitive</source>
        <translation>競技</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Professional</source>
        <translation>プロ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No playoff</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top 4</source>
        <translation>トップ4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top 8</source>
        <translation>トップ8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top 8 booster-draft playoff</source>
        <translation>トップ8・ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed number of rounds</source>
        <translation>固定(告知したラウンド数)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends early if only one player has the wins</source>
        <translation>指定勝数のプレイヤーが1人なら早期終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ends when few players are undefeated</source>
        <translation>全勝者が規定人数以下で終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ends when the playoff cut is decided</source>
        <translation>決勝進出者が確定したら終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0.33 (MTR Appendix C)</source>
        <translation>0.33 (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 1/3</source>
        <translation>ちょうど1/3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration</source>
        <translation>受付中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss rounds</source>
        <translation>スイスラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff</source>
        <translation>決勝ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded bye</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (late entry)</source>
        <translation>敗北(途中参加)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (no opponent)</source>
        <translation>不戦敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Individual</source>
        <translation>個人戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams of two</source>
        <translation>2人チーム戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams of three</source>
        <translation>3人チーム戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-Headed Giant</source>
        <translation>双頭巨人戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multiplayer pods</source>
        <translation>多人数戦(ポッド)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>floor 0.33</source>
        <translation>勝率の下限 0.33</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor 1/3</source>
        <translation>勝率の下限 1/3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of one (1 game to win)</source>
        <translation>1本勝負(1ゲームマッチ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of three (2 games to win)</source>
        <translation>3本勝負(2本先取)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of five (3 games to win)</source>
        <translation>5本勝負(3本先取)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>, </source>
        <comment>between pod sizes: 7, 7, 6 players</comment>
        <translation>人、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mtrdesk/ui/window/tab_set.py" line="+122"/>
        <source>Events</source>
        <translation>大会一覧</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+138"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Draft pods</source>
        <translation>ドラフトポッド</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Pairings and results</source>
        <translation>組み合わせ・結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Playoff</source>
        <translation>決勝ラウンド</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Decklists</source>
        <translation>デッキリスト</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/floor_status.py" line="+62"/>
        <source>Reports waiting: %1 (players disagree: %2)</source>
        <translation>確認待ちの結果報告: %1(不一致: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reports waiting: %1</source>
        <translation>確認待ちの結果報告: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results reported from phones, not entered yet: click to list them.</source>
        <translation>スマホから報告され、まだ入力されていない結果です。クリックすると一覧を表示します。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/event_transfers.py" line="+178"/>
        <source>Restored as the new event &quot;%1&quot;; it is open now.</source>
        <translation>新しい大会「%1」として復元し、開きました。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/tab_set.py" line="+116"/>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This team event has no playoff: the Standings tab ranks the teams.</source>
        <translation>このチーム戦には決勝ラウンドがありません。チームの順位は順位表タブで確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/event_transfers.py" line="-56"/>
        <source>Opened &quot;%1&quot;, which this database has already.</source>
        <translation>このデータベースにすでにある「%1」を開きました。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/main_window.py" line="+549"/>
        <source>This database is open already: %1</source>
        <translation>このデータベースはすでに開いています: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/menus.py" line="-126"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;New event...</source>
        <translation>新しい大会(&amp;N)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open event...</source>
        <translation>大会を開く(&amp;O)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit event settings...</source>
        <translation>大会の設定(&amp;E)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Delete event...</source>
        <translation>大会を削除(&amp;D)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Import event...</source>
        <translation>大会ファイルを読み込む(&amp;I)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xport event...</source>
        <translation>大会ファイルを書き出す(&amp;X)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export for Event&amp;Link...</source>
        <translation>EventLink用に書き出す(&amp;L)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back up database...</source>
        <translation>データベースをバックアップ(&amp;B)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore from backup...</source>
        <translation>バックアップから復元(&amp;R)...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Connect to a shared event database...</source>
        <translation>共有の大会データベースに接続(&amp;C)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open database &amp;file...</source>
        <translation>データベースファイルを開く(&amp;F)...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>E&amp;vent</source>
        <extracomment>The store&apos;s regulars (issue 30): needs no event.</extracomment>
        <translation>大会(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Add player...</source>
        <translation>プレイヤーを追加(&amp;A)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import players from CSV...</source>
        <translation>CSVからプレイヤーを読み込む(&amp;I)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the &amp;playoff</source>
        <translation>決勝ラウンドを開始(&amp;P)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Re&amp;gulars...</source>
        <translation>常連(&amp;G)...</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Audit &amp;log...</source>
        <translation>操作履歴(&amp;L)...</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Decklists</source>
        <translation>デッキリスト(&amp;D)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open to &amp;phones...</source>
        <translation>スマホに公開(&amp;P)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reports from the floor...</source>
        <translation>フロアからの結果報告(&amp;R)...</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Open re&amp;gistration</source>
        <translation>参加登録の受付を開始(&amp;G)</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Registration se&amp;ttings...</source>
        <translation>参加登録の設定(&amp;T)...</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Close re&amp;gistration</source>
        <translation>参加登録の受付を終了(&amp;G)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Round</source>
        <translation>ラウンド(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pair next round</source>
        <translation>次のラウンドの組み合わせ(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pair this round &amp;again</source>
        <translation>このラウンドを組み直す(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+47"/>
        <source>Roll &amp;back the latest round...</source>
        <translation>最新のラウンドを取り消す(&amp;B)...</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>&amp;Enter results</source>
        <translation>結果を入力(&amp;E)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Standings</source>
        <translation>順位表(&amp;S)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Pro&amp;jector clock...</source>
        <translation>プロジェクター用タイマー(&amp;J)...</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Roll &amp;back round %1...</source>
        <translation>第%1回戦を取り消す(&amp;B)...</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Getting started...</source>
        <translation>はじめに(&amp;G)...</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;About mtrdesk</source>
        <translation>mtrdesk について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location line="-197"/>
        <source>&amp;Decklist...</source>
        <translation>デッキリスト(&amp;D)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck &amp;check...</source>
        <translation>デッキチェック(&amp;C)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import card &amp;names...</source>
        <translation>カード名リストを読み込む(&amp;N)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import &amp;banned and restricted lists...</source>
        <translation>禁止・制限リストを読み込む(&amp;B)...</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/main_window.py" line="-266"/>
        <source>No event chosen</source>
        <translation>大会が選ばれていません</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/event_transfers.py" line="-68"/>
        <source>Event exported to %1</source>
        <translation>大会ファイルを書き出しました: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export for EventLink</source>
        <translation>EventLink用に書き出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved to %1. In EventLink, import it as the event&apos;s invite list.</source>
        <translation>%1 に保存しました。EventLinkで、この大会の招待リストとして読み込んでください。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Imported &quot;%1&quot; as a new event; it is open now.</source>
        <translation>「%1」を新しい大会として読み込み、開きました。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Restore from backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restoring the event from the backup...</source>
        <translation>バックアップから大会を復元しています...</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/tab_set.py" line="-146"/>
        <source>Pods and results</source>
        <translation>ポッド・結果</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/printing/menu.py" line="+47"/>
        <source>&amp;Print</source>
        <translation>印刷(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+59"/>
        <source>%1...</source>
        <translation>%1...</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/databases.py" line="-143"/>
        <source>shared database %1</source>
        <translation>共有データベース %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Open database file</source>
        <translation>データベースファイルを開く</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/notice_banner.py" line="+33"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/regulars/merge.py" line="+20"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n大会</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (person %2; %3)</source>
        <translation>%1 (名簿 %2番、%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Merge two records</source>
        <translation>2つの記録を統合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both records become one person: every event, result and registration of the other record moves to the one kept, and its no-shows are added. The kept record&apos;s name stays; its e-mail, player ID and reading stay unless empty. Keep which record?</source>
        <translation>2つの記録を1人にまとめます。もう一方の記録の大会・結果・参加登録はすべて残す記録に移り、無断欠席の回数も合算されます。名前は残す記録のものになり、メールアドレス・プレイヤーID・ふりがなも、空欄でない限り残す記録のものになります。どちらの記録を残しますか?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Merge</source>
        <translation>統合</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="+53"/>
        <source>Could not read that result. Type games won, games lost, draws: 2-1 or 1-1-1.</source>
        <translation>結果を読み取れません。勝-負-分のゲーム数で入力してください(例: 2-1、1-1-1)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many game wins for this match length. Check the slip (for example 2-1, not 3-1).</source>
        <translation>このマッチ形式では勝利ゲーム数が多すぎます。結果登録用紙を確認してください(例: 3-1 ではなく 2-1)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>More games than a match can have. Check the slip and type it again.</source>
        <translation>1マッチのゲーム数を超えています。結果登録用紙を確認して、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type a result, for example 2-1, 1-1-1 or 0-0-3 for an intentional draw.</source>
        <translation>結果を入力してください(例: 2-1、1-1-1、ID(同意による引き分け)は 0-0-3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>0-0 records no game. Check the slip; a draw without games is 0-0-3 (%1).</source>
        <translation>0-0ではゲームの記録がありません。結果登録用紙を確認してください(ゲームを行わない引き分けは 0-0-3、%1)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A playoff match cannot end in a draw. Enter the result with a winner (%1).</source>
        <translation>決勝ラウンドのマッチは引き分けで終われません。勝者のいる結果を入力してください (%1)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Give the event a name.</source>
        <translation>大会名を入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round must last at least 40 minutes (MTR Appendix B).</source>
        <translation>制限時間は40分以上にしてください (MTR 付録B)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a match length: best of one, three or five.</source>
        <translation>マッチ形式を選んでください(1本勝負、3本勝負、5本勝負)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose between 1 and 30 Swiss rounds.</source>
        <translation>スイス式ラウンド数は1〜30の範囲で選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variable number of rounds is announced with its most rounds (MTR 10.2): choose the number of Swiss rounds.</source>
        <translation>ラウンド数を変動制にする場合も最大のラウンド数を告知します (MTR 10.2)。スイス式ラウンド数を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This end of the Swiss cannot happen: check the round and the number of wins against the number of Swiss rounds.</source>
        <translation>この終了条件は成り立ちません。判定する回戦と勝数を、スイス式ラウンド数と照らして確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ending the Swiss when the playoff cut is decided needs a playoff: choose top 4 or top 8.</source>
        <translation>「決勝進出者が確定したら終了」には決勝ラウンドが必要です。トップ4またはトップ8を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Early advancement needs a playoff to advance to (MTR 10.4): choose top 4 or top 8.</source>
        <translation>途中での決勝進出には決勝ラウンドが必要です (MTR 10.4)。トップ4またはトップ8を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A single-elimination-only event has no Swiss rounds, end rule, early advancement or separate playoff.</source>
        <translation>シングルエリミネーションのみの大会には、スイスラウンド、終了条件、途中での決勝進出、別の決勝ラウンドはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the pick clock&apos;s timings: MTR 2023 or Japanese MTR 2016 Appendix B.</source>
        <translation>ピック時間の基準を選んでください: イベント規定2023年版 付録B、または日本語版イベント規定2016年版 付録B。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mtrdesk does not know this edition of the rules (MTR). Choose 2023-08-21 or 2025-11-10.</source>
        <translation>mtrdesk はこの版のイベント規定を知りません。2023-08-21 か 2025-11-10 を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A day-two cut is announced with the number of Swiss rounds (MTR 10.2): give the round it comes after (before the last round) and the match points to continue (at least 1).</source>
        <translation>2日目進出の条件はスイス式ラウンド数とともに告知します (MTR 10.2)。何回戦の後か (最終回戦より前) と、進出に必要な勝ち点 (1以上) を指定してください。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A crosstable is made for events of up to 32 players, and this event has more. Use the standings instead.</source>
        <translation>対戦成績表は参加者32人までの大会で作れます。この大会はそれより多いため、順位表をお使いください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no crosstable until every result of round 1 is entered. Enter them first.</source>
        <translation>第1回戦の結果がすべて登録されるまで対戦成績表はありません。先に結果を登録してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A crosstable is made for individual Swiss events only, not for team or multiplayer events. Use the standings instead.</source>
        <translation>対戦成績表は個人戦のスイスラウンドの大会だけで作れます。チーム戦や多人数戦では作れないため、順位表をお使いください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/event_file/messages.py" line="+10"/>
        <source>This file is not an mtrdesk event file. Choose a file exported by mtrdesk.</source>
        <translation>このファイルは mtrdesk の大会ファイルではありません。mtrdesk で書き出したファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This event file was written by a newer mtrdesk. Update mtrdesk, then import it again.</source>
        <translation>この大会ファイルは新しいバージョンの mtrdesk で作られています。mtrdesk を更新してから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This event file is damaged and cannot be read. Export it again.</source>
        <translation>この大会ファイルは壊れていて読み込めません。もう一度書き出してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="-31"/>
        <source>This event no longer exists. Choose another event from the list.</source>
        <translation>この大会はもうありません。一覧から別の大会を選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/messages.py" line="+17"/>
        <source>This player is not entered in the event. Refresh the player list.</source>
        <translation>このプレイヤーは大会に登録されていません。プレイヤー一覧を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This returning player is no longer in the roster. Type the name again.</source>
        <translation>名簿から選んだこのプレイヤーは、もう名簿にありません。名前を入力し直してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+17"/>
        <source>That round has not been paired. Choose a round from the list.</source>
        <translation>そのラウンドはまだ組まれていません。一覧からラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such table in this round. Check the table number on the slip.</source>
        <translation>このラウンドにその卓はありません。結果登録用紙の卓番号を確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="+3"/>
        <source>This match no longer exists. The round may have been paired again.</source>
        <translation>このマッチはもうありません。ラウンドが組み直された可能性があります。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+3"/>
        <source>The number of Swiss rounds is fixed once round 1 is paired (MTR 10.2). Keep the announced number.</source>
        <translation>スイス式ラウンド数は第1回戦の組み合わせ後は変更できません (MTR 10.2)。告知済みのラウンド数のままにしてください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="+3"/>
        <source>The match length cannot change once results are entered.</source>
        <translation>結果の入力後はマッチ形式を変更できません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+5"/>
        <source>How the Swiss ends was announced before round 1 and cannot change (MTR 10.2).</source>
        <translation>スイスラウンドの終了条件は第1回戦の前に告知済みのため、変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match points for early advancement were announced before round 1 and cannot change (MTR 10.4).</source>
        <translation>途中での決勝進出に必要な勝ち点は第1回戦の前に告知済みのため、変更できません (MTR 10.4)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/messages.py" line="+19"/>
        <source>The event has started, so it cannot switch between Swiss and single elimination only.</source>
        <translation>大会が始まっているため、スイスラウンドとシングルエリミネーションのみの形式を切り替えることはできません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The playoff size cannot change once the playoff has started.</source>
        <translation>決勝ラウンドの開始後は人数を変更できません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/messages.py" line="+3"/>
        <source>Type at least the family name.</source>
        <translation>少なくとも姓を入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This player is already entered in the event.</source>
        <translation>このプレイヤーはすでに大会に登録されています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another player already has this player ID. Check the ID, or choose that player from the roster.</source>
        <translation>このプレイヤーIDは別のプレイヤーが使っています。IDを確認するか、名簿からそのプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Awarded byes must be between 0 and 3 (MTR Appendix E).</source>
        <translation>付与された不戦勝は0〜3回にしてください (MTR 付録E)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is only possible before round 1 is paired. Drop the player instead.</source>
        <translation>これは第1回戦の組み合わせ前にしかできません。代わりにドロップしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This player has already dropped.</source>
        <translation>このプレイヤーはすでにドロップしています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This player has not dropped, so there is nothing to re-enter.</source>
        <translation>このプレイヤーはドロップしていないため、再参加の必要はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players cannot enter or re-enter after the playoff cut (MTR 2.10).</source>
        <translation>決勝ラウンドの開始後は、途中参加・再参加はできません (MTR 2.10)。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This e-mail address is not one EventLink can use; the row will be skipped. Correct it in the file and import again.</source>
        <translation>EventLinkで使えるメールアドレスではないため、この行は読み込みません。ファイルを直してから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose two different people to merge.</source>
        <translation>統合するには、別々の2人を選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This person&apos;s details were erased at their request; the record cannot be changed or merged.</source>
        <translation>この人の個人情報は本人の求めにより消去済みのため、変更や統合はできません。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>These two records both played in %1. One person cannot have two entries in one event, so nothing was merged: check that they really are the same person.</source>
        <translation>この2つの記録は、どちらも%1に参加しています。1人が同じ大会に2回参加することはできないため、統合しませんでした。本当に同じ人か確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+5"/>
        <source>The day-two cut was announced before round 1 and cannot change (MTR 10.2).</source>
        <translation>2日目進出の条件は第1回戦の前に告知済みのため、変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some results of the current round are missing. Enter every table&apos;s result first.</source>
        <translation>現在のラウンドに未入力の結果があります。先にすべての卓の結果を入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All Swiss rounds have been played. Start the playoff or finish the event.</source>
        <translation>スイスラウンドはすべて終わりました。決勝ラウンドを開始するか、大会を終了してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not every Swiss round has been played yet. Pair and finish the remaining rounds first.</source>
        <translation>まだ終わっていないスイスラウンドがあります。残りのラウンドを先に行ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least two active players are needed to pair a round.</source>
        <translation>組み合わせを作るには、参加中のプレイヤーが2人以上必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No pairing avoids a rematch for everyone. Edit the pairings by hand.</source>
        <translation>再戦を避ける組み合わせが見つかりません。組み合わせを手動で変更してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No round has been paired yet. Pair round 1 first.</source>
        <translation>まだラウンドが組まれていません。先に第1回戦を組んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results are already entered for this round, so it cannot be paired again. Edit the pairings by hand instead.</source>
        <translation>このラウンドには結果が入力済みのため、組み直せません。代わりに組み合わせを手動で変更してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the current round can be changed this way.</source>
        <translation>この操作は現在のラウンドでのみ行えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Byes and unopposed losses have a fixed result; nothing to enter.</source>
        <translation>不戦勝と不戦敗の結果は決まっているため、入力は不要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This round has no bye.</source>
        <translation>このラウンドに不戦勝はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players have a bye in this round, so neither has a table to share. Choose a player who is seated at a table.</source>
        <translation>この回戦では両方のプレイヤーが不戦勝のため、同じ卓に着くことができません。卓に着いているプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="+3"/>
        <source>This result is not possible. Check the slip and type it again.</source>
        <translation>ありえない結果です。結果登録用紙を確認して、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another station changed this result meanwhile. Nothing was changed: check the result slip, then enter the result again if it is wrong.</source>
        <translation>この結果は、その間に別のパソコンで変更されました。何も変更していません。結果登録用紙を確認し、誤っている場合は結果を入力し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round was already paired at another station. Nothing was changed.</source>
        <translation>このラウンドの組み合わせは、別のパソコンですでに作成されています。何も変更していません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+5"/>
        <source>The event changed after the new pairings were proposed (a result, a drop or a pairing), so nothing was paired again. Look at the round and pair it again if it still has no result.</source>
        <translation>新しい組み合わせを提示した後に大会が変更された(結果・ドロップ・組み合わせ)ため、組み直しは行っていません。ラウンドを確認し、まだ結果がなければもう一度組み直してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairing the round again would also change a player&apos;s place (a drop, a late entry or a bye) that was not shown. Nothing was paired again: enter the corrected result again to see every change first.</source>
        <translation>組み直すと、確認画面に表示されていないプレイヤーの扱い(ドロップ、途中参加、不戦勝)も変わってしまうため、組み直しませんでした。修正後の結果をもう一度入力し、すべての変更を確認してから組み直してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/messages.py" line="+17"/>
        <source>Pods are for draft events (MTR 7.6). In the event settings choose Booster Draft, or Other for another kind of draft.</source>
        <translation>ポッドはドラフトの大会で使います (MTR 7.6)。大会の設定でフォーマットを「ブースタードラフト」(ほかのドラフトなら「その他」)にしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a pod size between 2 and 16 players.</source>
        <translation>1ポッドの人数は2〜16人で指定してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pod numbers start at 1.</source>
        <translation>ポッド番号は1から始まります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat numbers start at 1.</source>
        <translation>席番号は1から始まります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This player has no seat in a pod. Seat the pods or move them into one first.</source>
        <translation>このプレイヤーはポッドの席についていません。先にポッド分けをするか、ポッドへ移動してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a pack from 1 to 9 and a pick from 1 to 20 (MTR 7.7).</source>
        <translation>パックは1〜9、ピックは1〜20から選んでください (MTR 7.7)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pods cannot be seated again or cleared once round 1 is paired: the draft has happened (MTR 7.6). Between rounds you can still move a player to another pod.</source>
        <translation>第1回戦の組み合わせ後は、ドラフトが済んでいるため、ポッド分けのやり直しや解除はできません (MTR 7.6)。ラウンドの合間なら、プレイヤーを別のポッドに移すことはできます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A round is in progress. Change pods between rounds, once every result is entered.</source>
        <translation>ラウンドの進行中です。すべての結果を入力してから、ラウンドの合間にポッドを変更してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This event has no draft pods, so there are no seatings to print. Seat the pods on the Players tab (Seat pods...) first.</source>
        <translation>この大会にはドラフトのポッドがないため、印刷する着席表がありません。先に「プレイヤー」タブの「ポッド分け...」でポッドを作ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some players have no pod. Players play only within their pod (MTR 7.6): give them a pod on the Players tab, then pair the round.</source>
        <translation>ポッドが決まっていないプレイヤーがいます。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。「プレイヤー」タブでポッドを割り当ててから、組み合わせを作成してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pairing across pods is allowed only at Regular REL (MTR 7.6). To choose another REL, turn off pairing across pods.</source>
        <translation>ポッドをまたいだ組み合わせは、ルール適用度「一般」の大会でのみ認められます (MTR 7.6)。ほかのルール適用度にするには、「ポッドをまたいで組み合わせる」をオフにしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pairing across pods is announced before the event starts (MTR 7.6), so it cannot change once round 1 is paired.</source>
        <translation>ポッドをまたいだ組み合わせは大会開始前に告知するものなので (MTR 7.6)、第1回戦の組み合わせ後は変更できません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/teams/messages.py" line="+17"/>
        <source>Individual or team play cannot change once round 1 is paired. Keep the structure announced.</source>
        <translation>個人戦かチーム戦かは、第1回戦の組み合わせを作った後は変更できません。告知した形式のまま続けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a team event. Before round 1, choose teams or Two-Headed Giant in the event settings.</source>
        <translation>この大会はチーム戦ではありません。第1回戦の前に、大会の設定でチーム戦か双頭巨人戦を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mtrdesk does not offer this for team events yet.</source>
        <translation>この操作はチーム戦ではまだ使えません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This team no longer exists. Refresh the team list.</source>
        <translation>このチームはもうありません。チーム一覧を更新してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the team a name (MTR 8.1).</source>
        <translation>チーム名を入力してください (MTR 8.1)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another team already has this name. Choose another name.</source>
        <translation>同じ名前のチームがすでにあります。別の名前にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team needs one player for each seat of this event (MTR 8.2).</source>
        <translation>チームには、この大会の席の数だけプレイヤーが必要です (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat of a team needs a player: seats are designated at registration (MTR 8.2).</source>
        <translation>チームのすべての席にプレイヤーが必要です。席は登録の時に決めます (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player can be in only one team of an event, in one seat (MTR 8.2).</source>
        <translation>1人のプレイヤーが入れるのは、1つの大会で1チームの1席だけです (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Teams and their seats are fixed once round 1 is paired: players keep their seats for the whole event (MTR 8.2). A team can still drop.</source>
        <translation>第1回戦の組み合わせ後は、チームと席を変更できません。プレイヤーは大会を通じて同じ席でプレイします (MTR 8.2)。チームのドロップはできます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some teams are not complete. Give every team a player for each seat (MTR 8.2), then pair the round.</source>
        <translation>席が空いているチームがあります。すべてのチームの全席にプレイヤーを登録してから (MTR 8.2)、組み合わせを作ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some players are in no team. Put them in a team or remove them, then pair the round.</source>
        <translation>どのチームにも入っていないプレイヤーがいます。チームに入れるか削除してから、組み合わせを作ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This table has one match per seat. Type the seat letter too, for example 12A.</source>
        <translation>この卓は席ごとにマッチがあります。12A のように席の記号も入力してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/messages.py" line="+5"/>
        <source>These players are in different pods; players play only within their pod (MTR 7.6).</source>
        <translation>この2人は別のポッドです。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+6"/>
        <source>These players have already played each other in this event.</source>
        <translation>この2人はこの大会ですでに対戦しています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This player already had a bye in this event.</source>
        <translation>このプレイヤーはこの大会ですでに不戦勝を得ています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Later rounds were already paired. The standings change; the pairings already made stay as they are.</source>
        <translation>後のラウンドがすでに組まれています。順位表は変わりますが、作成済みの組み合わせはそのままです。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/players/messages.py" line="-22"/>
        <source>The CSV file has no players. Check that you chose the right file.</source>
        <translation>CSVファイルにプレイヤーがいません。正しいファイルを選んだか確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The CSV file could not be read. Save it as UTF-8 or Shift_JIS and try again.</source>
        <translation>CSVファイルを読み込めません。UTF-8 または Shift_JIS で保存して、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This row has no name.</source>
        <translation>この行には名前がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This player ID appears more than once in the file.</source>
        <translation>このプレイヤーIDはファイル内に複数回あります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This player is already entered; the row will be skipped.</source>
        <translation>このプレイヤーは登録済みのため、この行は読み込みません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/messages.py" line="+3"/>
        <source>This event has no playoff. Choose top 4 or top 8 in the event settings.</source>
        <translation>この大会には決勝ラウンドがありません。大会の設定でトップ4またはトップ8を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The playoff has already started.</source>
        <translation>決勝ラウンドはすでに始まっています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The playoff has not started yet. Start it from the final standings.</source>
        <translation>決勝ラウンドはまだ始まっていません。最終順位から開始してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough active players for this playoff. Choose a smaller playoff in the event settings.</source>
        <translation>決勝ラウンドに必要な参加中のプレイヤーが足りません。大会の設定で人数の少ない決勝ラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A seat match of the playoff cannot end in a draw: the players play it out until one of them wins (%1). Enter the result with a winner.</source>
        <translation>決勝ラウンドでは席ごとのマッチも引き分けで終われません。どちらかが勝つまでプレイを続けます (%1)。勝者のいる結果を入力してください。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Seat match %2 cannot end in a draw in the playoff: the players play it out until one of them wins (%1). Enter the result with a winner.</source>
        <translation>決勝ラウンドでは、%2卓のマッチは引き分けで終われません。どちらかが勝つまでプレイを続けます (%1)。勝者のいる結果を入力してください。</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The playoff is finished; the champion is decided.</source>
        <translation>決勝ラウンドは終了し、優勝者が決まっています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of this match already plays in the next playoff round. Clear that result first.</source>
        <translation>このマッチの勝者はすでに次の決勝ラウンドの対戦に進んでいます。先にその結果を取り消してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+5"/>
        <source>The Swiss rounds have ended by the announced rule (MTR 10.2). Start the playoff or finish the event.</source>
        <translation>告知した終了条件によりスイスラウンドは終了しました (MTR 10.2)。決勝ラウンドを開始するか、大会を終了してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/messages.py" line="+5"/>
        <source>This event is single elimination only, with no Swiss rounds. Start the bracket on the Playoff tab.</source>
        <translation>この大会はシングルエリミネーションのみで、スイスラウンドはありません。「決勝ラウンド」タブで開始してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Single elimination only is for 5 to 8 players (MTR Appendix E). For another number of players, run Swiss rounds.</source>
        <translation>シングルエリミネーションのみの大会は5〜8人で行います (MTR 付録E)。それ以外の人数ではスイスラウンドを行ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draft seats are only for the booster-draft playoff (MTR 10.4).</source>
        <translation>ドラフトの席順は、ブースタードラフトの決勝ラウンドでのみ使います (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each seat from 1 to 8 needs one of the eight playoff players, each player in one seat.</source>
        <translation>1番席から8番席までに、決勝ラウンドの8人を1人ずつ割り当ててください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/event_file/messages.py" line="+6"/>
        <source>This file was not made by mtrdesk. Choose an mtrdesk event file.</source>
        <translation>このファイルは mtrdesk で作られたものではありません。mtrdesk の大会ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/store_messages.py" line="+18"/>
        <source>This database was saved by a newer version of mtrdesk. Install the newer version to open it; this one will not change it.</source>
        <translation>このデータベースは新しいバージョンの mtrdesk で保存されています。開くには新しいバージョンをインストールしてください。このバージョンではファイルを変更しません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This database was saved by an older version of mtrdesk and must be updated before it can be read, which a reading command does not do. Open it once in the window (a copy is kept first), then try again.</source>
        <translation>このデータベースは古いバージョンの mtrdesk で保存されているため、読む前に更新が必要です。読み取り専用のコマンドでは更新しません。一度ウィンドウで開いてから(更新前にコピーが保存されます)、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database on the server is not an mtrdesk event database (it holds another program&apos;s tables, or nothing yet), so it was not opened and nothing was changed. Check the database name, or connect from the window to set up an empty one.</source>
        <translation>サーバー上のこのデータベースは mtrdesk の大会データベースではありません(別のプログラムのテーブルがあるか、まだ何もありません)。開かずに、何も変更していません。データベース名を確認するか、ウィンドウから接続して空のデータベースを設定してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This file is not an mtrdesk database. Choose another file, or a new file name to start a new database.</source>
        <translation>このファイルは mtrdesk のデータベースではありません。別のファイルを選ぶか、新しいファイル名を指定して新しいデータベースを作ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This mtrdesk database holds values mtrdesk never writes (such as an unknown format or match kind, an audit row that is not JSON, or a row that refers to one that is not there): it was changed by another program or is damaged, so it was not read and nothing was changed. Keep the file as it is, and continue from a backup (File &gt; Restore from backup..., or mtrdesk restore).</source>
        <translation>この mtrdesk データベースには、mtrdesk が書き込むことのない値(不明なフォーマットやマッチの種類、JSON ではない操作履歴の記録、存在しない行を指す行など)が含まれています。ほかのプログラムで変更されたか壊れているため、読み込まず、何も変更していません。ファイルはそのまま保管し、バックアップから続けてください(ファイル &gt; バックアップから復元...、または mtrdesk restore)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This mtrdesk database is damaged: some of its pages are missing or unreadable, so it was not opened and nothing was changed. Keep the file as it is, and continue from a backup copy of the database.</source>
        <translation>この mtrdesk データベースは壊れています(一部のページが欠けているか読めません)。開かず、何も変更していません。ファイルはそのまま保管し、データベースのバックアップから続けてください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database file has more than one name (a hard link). Each name would get its own write-ahead log and results confirmed through one of them could be lost, so it was not opened. Keep one name: remove the other links, then try again.</source>
        <translation>このデータベースファイルには複数の名前(ハードリンク)があります。名前ごとに別々の作業用ファイルが作られ、確定した結果が失われるおそれがあるため、開きませんでした。名前を1つにして(ほかのリンクを削除して)から、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database on the server is empty, and it was not set up. To set it up for mtrdesk, run the command again with --create, or connect to it from the window.</source>
        <translation>サーバー上のこのデータベースは空で、設定されていません。mtrdesk 用に設定するには、--create を付けてコマンドをもう一度実行するか、ウィンドウから接続してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no database file with this name, and none was created. Check the name; to start a new, empty database there, run the command again with --create.</source>
        <translation>この名前のデータベースファイルはありません。新しく作ってもいません。名前を確認してください。そこに新しい空のデータベースを作るには、--create を付けてもう一度実行してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no database file with this name, and none was created. Check the name given with --db or in MTRDESK_DB.</source>
        <translation>この名前のデータベースファイルはありません。新しく作ってもいません。--db または MTRDESK_DB で指定した名前を確認してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The database name is empty. Give a file name after --db (or in MTRDESK_DB), or leave it out to use the default database.</source>
        <translation>データベースの名前が空です。--db の後(または MTRDESK_DB)にファイル名を指定するか、指定を省いて既定のデータベースを使ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another copy of mtrdesk has this database open. Close it (it may be on another computer sharing the folder), then try again.</source>
        <translation>別の mtrdesk がこのデータベースを開いています。そちらを閉じてから(フォルダーを共有している別のパソコンの場合もあります)、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another station kept the shared event database busy for too long, so nothing was saved. Wait a moment, then repeat the last action.</source>
        <translation>別のパソコンが共有の大会データベースを長く使用していたため、保存されませんでした。少し待ってから、直前の操作をもう一度行ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another program (for example the sqlite3 shell or a sync tool) is holding this database locked, so nothing was saved. Close that program, then repeat the last action.</source>
        <translation>別のプログラム(sqlite3 シェルや同期ツールなど)がこのデータベースをロックしているため、保存されませんでした。そのプログラムを閉じてから、直前の操作をやり直してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Updating this database for this version of mtrdesk failed, so it was not opened. The failed step was undone. Keep using the previous version of mtrdesk and report the problem.</source>
        <translation>このバージョンの mtrdesk 用にデータベースを更新できなかったため、開きませんでした。失敗した手順は取り消されています。以前のバージョンの mtrdesk を使い続け、この問題を報告してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The disk is full, so nothing was saved. Free some space, then repeat the last action.</source>
        <translation>ディスクがいっぱいのため、保存されませんでした。空き容量を作ってから、直前の操作をやり直してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database cannot be written: the file or its folder is read-only (permissions, or a read-only drive), so nothing was saved. Make them writable, or copy the database to a folder you can write to, then try again.</source>
        <translation>このデータベースには書き込めません。ファイルまたはフォルダーが読み取り専用です(アクセス権、または読み取り専用のドライブ)。保存されませんでした。書き込めるようにするか、書き込めるフォルダーにデータベースをコピーしてから、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The database could not be read or written. Check that the file and its folder are writable, then try again.</source>
        <translation>データベースの読み書きができませんでした。ファイルとフォルダーに書き込めるか確認して、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The shared event database could not be reached: the server did not answer, or refused the user name or password. Check the address, the password and the store&apos;s network (is the server computer on?), then try again.</source>
        <translation>共有の大会データベースに接続できませんでした。サーバーが応答しないか、ユーザー名またはパスワードが拒否されました。アドレス、パスワード、店舗のネットワーク(サーバーのパソコンの電源が入っているか)を確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server has no event database with this name, and none was created. Check the database name in the address; a new one is made on the server by its administrator.</source>
        <translation>サーバーにこの名前の大会データベースはありません。何も作成していません。アドレスのデータベース名を確認してください。新しいデータベースはサーバーの管理者が作成します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the shared event database was lost, so the last change was not saved (nothing of it was kept). Check the network, then repeat the last action: mtrdesk connects again by itself.</source>
        <translation>共有の大会データベースとの接続が切れたため、直前の変更は保存されませんでした(一部だけが残ることはありません)。ネットワークを確認してから、直前の操作をもう一度行ってください。mtrdesk は自動的に再接続します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The database refused the operation. Try again, or restore a backup.</source>
        <translation>データベースが操作を受け付けませんでした。もう一度試すか、バックアップから復元してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/messages.py" line="+60"/>
        <source>Unexpected problem: %1</source>
        <extracomment>The sentences that cite a section whose number depends on the edition (their ``%1``).</extracomment>
        <translation>予期しない問題: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/store_messages.py" line="+8"/>
        <source>A copy of the database from before the update was saved as %1.</source>
        <extracomment>Said after ``MigrationFailed`` when a copy was taken before the update.</extracomment>
        <translation>更新前のデータベースのコピーを %1 に保存しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/messages.py" line="+20"/>
        <source>Too many game wins: a match in this event ends when a player has won %n game(s). Check the slip and type it again.</source>
        <translation>
            <numerusform>勝利ゲーム数が多すぎます。この大会のマッチは%nゲーム先取で終わります。結果登録用紙を確認して、もう一度入力してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/playoff/messages.py" line="+11"/>
        <source>Not enough teams still in for this playoff: %1 for %2 places. Choose a smaller playoff in the event settings.</source>
        <extracomment>The sentences naming the seat match or the teams still in: said when the detail they need is given.</extracomment>
        <translation>決勝ラウンドに残っているチームが足りません(%2枠に対して%1チーム)。大会の設定でチーム数の少ない決勝ラウンドを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+16"/>
        <source>Results are missing in round %1 at table(s) %2. Enter them first (choose round %1 under Round).</source>
        <translation>第%1回戦の%2卓の結果が未入力です。「ラウンド:」で第%1回戦を選び、先に結果を入力してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../mtrdesk/words/playoff/messages.py" line="+32"/>
        <source>Single elimination only is for 4 to 8 teams (MTR Appendix E); %n team(s) are in. For another number of teams, run Swiss rounds.</source>
        <translation>
            <numerusform>シングルエリミネーションのみの大会は4〜8チームで行います (MTR 付録E)。現在%nチームです。それ以外のチーム数ではスイスラウンドを行ってください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Single elimination only is for 5 to 8 players (MTR Appendix E); %n player(s) are active. For another number of players, run Swiss rounds.</source>
        <translation>
            <numerusform>シングルエリミネーションのみの大会は5〜8人で行います (MTR 付録E)。現在の参加者は%n人です。それ以外の人数ではスイスラウンドを行ってください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+10"/>
        <source>A result is already entered for one of these matches. Clear it first (right-click the result in the pairings), then change the pairing.</source>
        <translation>どちらかのマッチに結果が入力済みです。先にその結果を取り消してから(組み合わせ表の結果を右クリック)、組み合わせを変更してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/messages.py" line="+10"/>
        <source>Round %1 is in progress. Change pods between rounds, once every result of round %1 is entered.</source>
        <extracomment>The sentences naming the round or the players: said when the detail they need is given.</extracomment>
        <translation>第%1回戦の進行中です。第%1回戦の結果をすべて入力してから、ポッドを変更してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+7"/>
        <source>Pairing round %1 again would also change the place of %2 (a drop, a late entry or a bye), which was not shown. Nothing was paired again: enter the corrected result again to see every change first.</source>
        <translation>第%1回戦を組み直すと、確認画面に表示されていない%2の扱い(ドロップ、途中参加、不戦勝)も変わってしまうため、組み直しませんでした。修正後の結果をもう一度入力し、すべての変更を確認してから組み直してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/messages.py" line="+10"/>
        <source>No pod for %1. Players play only within their pod (MTR 7.6): give them a pod on the Players tab (Change pod...), then pair the round.</source>
        <translation>%1のポッドが決まっていません。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。「プレイヤー」タブの「ポッド変更...」でポッドを割り当ててから、組み合わせを作成してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/teams_panel.py" line="+182"/>
        <location line="+162"/>
        <location filename="../mtrdesk/words/detailed.py" line="+22"/>
        <location filename="../mtrdesk/words/players/messages.py" line="+29"/>
        <location filename="../mtrdesk/words/station_messages.py" line="+77"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/teams/messages.py" line="+15"/>
        <source>%1 has no team match in this round (a loss without an opponent), so it cannot change places with another team.</source>
        <extracomment>The sentences naming a team, a seat or players: said when the first detail is given.</extracomment>
        <translation>%1 はこのラウンドにチーム対戦がない(対戦相手なしの敗北)ため、他のチームと入れ替えられません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At least two active teams are needed to pair a round.</source>
        <translation>組み合わせを作るには、参加中のチームが2チーム以上必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A team named %1 is already registered. Choose another name.</source>
        <translation>「%1」という名前のチームはすでに登録されています。別の名前にしてください。</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Teams in this event have %n player(s), one for each seat (MTR 8.2).</source>
        <translation>
            <numerusform>この大会のチームは%n人で、1席に1人ずつです (MTR 8.2)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-38"/>
        <source>No player for seat %1. Every seat is designated at registration (MTR 8.2).</source>
        <translation>プレイヤー%1の席が空いています。席は登録の時にすべて決めます (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 already plays for %2. A player can be in only one team of an event (MTR 8.2).</source>
        <translation>%1 はすでにチーム「%2」のメンバーです。1つの大会で入れるチームは1つだけです (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is in two seats of this team. Each seat needs another player.</source>
        <translation>%1 がこのチームの2つの席に入っています。席ごとに別のプレイヤーを登録してください。</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Not complete: %1. Give every team a player for each seat (MTR 8.2), then pair the round.</source>
        <translation>席が空いているチーム: %1。全席にプレイヤーを登録してから (MTR 8.2)、組み合わせを作ってください。</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Teams of two cannot have a playoff: two seat matches split one each have no winner, and a single-elimination match may not end in a draw (%1). Choose no playoff, or run three-person teams or Two-Headed Giant (MTR 3.2).</source>
        <translation>2人チーム戦では決勝ラウンドを行えません。2つの席のマッチが1勝1敗に分かれると勝者が決まらず、シングルエリミネーションのマッチは引き分けで終われないためです (%1)。決勝ラウンドを「なし」にするか、3人チーム戦または双頭巨人戦にしてください (MTR 3.2)。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>In no team: %1. Put them in a team or remove them, then pair the round.</source>
        <translation>チーム未所属: %1。チームに入れるか削除してから、組み合わせを作ってください。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Table %1 has one match per seat: type the seat letter too (%2).</source>
        <translation>%1卓は席ごとにマッチがあります。席の記号も入力してください (%2)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team pairings change team by team: on the Pairings and results tab, choose Edit pairings... and let two teams change places (player A still plays player A, MTR 8.2).</source>
        <translation>チーム戦の組み合わせはチーム単位で変更します。「組み合わせ・結果」タブの「組み合わせを手動変更...」で2つのチームを入れ替えてください(プレイヤーAは引き続きプレイヤーAと対戦します。MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Awarded byes are not available in team events.</source>
        <translation>チーム戦では不戦勝を付与できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mtrdesk runs team events as a fixed number of Swiss rounds: choose no playoff, a fixed number of rounds and no early advancement.</source>
        <translation>mtrdesk のチーム戦は、決まった回数のスイスラウンドだけで行います。決勝ラウンドなし、ラウンド数は固定、途中での決勝進出なしを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+19"/>
        <source>round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 already played each other in %3.</source>
        <translation>%1 と %2 は%3ですでに対戦しています。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/draft/messages.py" line="+29"/>
        <source>no pod</source>
        <translation>ポッドなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2) and %3 (%4) are in different pods (MTR 7.6).</source>
        <translation>%1(%2)と%3(%4)は別のポッドです (MTR 7.6)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/messages.py" line="+10"/>
        <source>%1 already had a bye in %2.</source>
        <translation>%1 は%2ですでに不戦勝を得ています。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/pods/messages.py" line="+20"/>
        <source>This is not a multiplayer event. Before round 1, choose Multiplayer pods in the event settings.</source>
        <translation>この大会は多人数戦ではありません。第1回戦の前に、大会の設定で「多人数戦(ポッド)」を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is a multiplayer event: its rounds are played in pods. Pair and enter results on the Pods tab.</source>
        <translation>この大会は多人数戦です。各ラウンドはポッドで対戦します。組み合わせと結果入力は「ポッド・結果」タブで行ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Multiplayer events run a fixed number of Swiss rounds: choose no playoff here (the pod playoff is chosen on the Playoff tab), a fixed number of rounds and no early advancement.</source>
        <translation>多人数戦はスイスラウンドを決まった回数だけ行います。ここでは決勝ラウンドを「なし」にし(ポッドの決勝ラウンドは「決勝ラウンド」タブで選びます)、ラウンド数を固定にして、途中での決勝進出は使わないでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A pod playoff takes the top 4, 10, 16, 40 or 64 (multiplayer addendum 10.4A).</source>
        <translation>ポッドの決勝ラウンドはトップ4・10・16・40・64のいずれかです(多人数戦補遺 10.4A)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That player does not sit at this table. Check the table number.</source>
        <translation>そのプレイヤーはこの卓にいません。卓番号を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw needs at least two players who drew. If only one player is left, that player won.</source>
        <translation>引き分けには、引き分けたプレイヤーが2人以上必要です。残ったプレイヤーが1人だけなら、そのプレイヤーの勝利です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the winner&apos;s seat number (or name), or D for a draw: D alone if everyone drew, D13 if seats 1 and 3 drew.</source>
        <translation>勝者の席番号(または名前)を入力してください。引き分けは D です。全員の引き分けは D だけ、1番席と3番席の引き分けは D13 と入力します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several players at this table match that name. Type the seat number.</source>
        <translation>この卓にはその名前に当てはまるプレイヤーが複数います。席番号を入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some players meet again in this round: no pairing could avoid it (multiplayer addendum 10.4A).</source>
        <translation>このラウンドでは再戦になるプレイヤーがいます。どの組み合わせでも避けられませんでした(多人数戦補遺 10.4A)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some players sit in a smaller pod for the second time: no pairing could avoid it (multiplayer addendum 10.4A).</source>
        <translation>少人数のポッドが2回目になるプレイヤーがいます。どの組み合わせでも避けられませんでした(多人数戦補遺 10.4A)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These two players sit in the same pod. Choose a player from another pod to change seats with.</source>
        <translation>この2人は同じポッドにいます。入れ替える相手は別のポッドから選んでください。</translation>
    </message>
    <message numerus="yes">
        <location line="+117"/>
        <source>A pod needs at least 3 players (multiplayer addendum 1.1A); %n player(s) can play this round.</source>
        <translation>
            <numerusform>1つのポッドには3人以上が必要です(多人数戦補遺 1.1A)。このラウンドに出られるのは%n人です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Pods have 4 players (5 for formats played in larger pods).</source>
        <extracomment>Pod wording for shared problems (``pods``) and the pod problems with their details.</extracomment>
        <translation>1ポッドの人数は4人です(より大人数のポッドで行うフォーマットでは5人)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pod size is fixed once round 1 is paired: points per win depend on it (multiplayer addendum Appendix C).</source>
        <translation>第1回戦を組んだ後は1ポッドの人数を変更できません。勝利時の勝ち点がこの人数で決まるためです(多人数戦補遺 付録C)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This event has no playoff. Choose a top 4, 10 or 16 on the Playoff tab.</source>
        <translation>この大会には決勝ラウンドがありません。「決勝ラウンド」タブでトップ4・10・16などを選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The playoff has not started yet. Start it after the last Swiss round.</source>
        <translation>決勝ラウンドはまだ始まっていません。スイスラウンドの最終戦の後に開始してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not enough active players for a top %1: %2 are left. Choose a smaller playoff.</source>
        <translation>トップ%1には参加中のプレイヤーが足りません(残り%2人)。人数の少ない決勝ラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1 has no seat %2.</source>
        <translation>%1卓に%2番席はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several players at this table match that name (%1). Type the seat number.</source>
        <translation>この卓にはその名前に当てはまるプレイヤーが複数います(%1)。席番号を入力してください。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A multiplayer event chooses its pod playoff (top 4, 10, 16...) on the Playoff tab: choose No playoff in the event settings.</source>
        <translation>多人数戦のポッドの決勝ラウンド(トップ4・10・16など)は「決勝ラウンド」タブで選びます。大会の設定では決勝ラウンドを「なし」にしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Meeting again (no pairing could avoid it, multiplayer addendum 10.4A): %1.</source>
        <translation>再戦(どの組み合わせでも避けられませんでした。多人数戦補遺 10.4A): %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In a smaller pod for the second time (no pairing could avoid it, multiplayer addendum 10.4A): %1.</source>
        <translation>2回目の少人数ポッド(どの組み合わせでも避けられませんでした。多人数戦補遺 10.4A): %1。</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Table %1 already has a result, so its players cannot change pods. To fix it, clear the result first (right-click the pod), then change seats.</source>
        <extracomment>Why the pods of a round cannot be edited by hand (``services.pods.edit``).</extracomment>
        <translation>%1卓はすでに結果が入力されているため、そのプレイヤーはポッドを移れません。修正するには、先に結果を取り消して(ポッドを右クリック)から席を入れ替えてください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only the pods of the latest round (round %1) can be changed; round %2 has been played.</source>
        <translation>変更できるのは最新のラウンド(第%1回戦)のポッドだけです。第%2回戦はすでに終わっています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The playoff has started: the Swiss pods can no longer change.</source>
        <translation>決勝ラウンドが始まったため、スイスラウンドのポッドは変更できません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This player has no seat in a pod of round %1 (dropped, an awarded bye or a late entry). Choose a player who sits in a pod.</source>
        <translation>このプレイヤーは第%1回戦のどのポッドにも席がありません(ドロップ、付与された不戦勝、または途中参加)。ポッドに席のあるプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/scan_messages.py" line="+20"/>
        <source>This is not the QR code of an mtrdesk result slip. Scan the QR code on a result slip.</source>
        <translation>mtrdesk の結果登録用紙のQRコードではありません。結果登録用紙のQRコードを読み取ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This slip was printed from an event file by an earlier version of mtrdesk: its code does not say which event it belongs to. Type the table number in the result entry of the round, or print the slips again.</source>
        <translation>この結果登録用紙は、以前のバージョンの mtrdesk で大会ファイルから印刷されたもので、QRコードにどの大会の用紙かが記録されていません。そのラウンドの結果入力欄に卓番号を入力するか、結果登録用紙を印刷し直してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This slip belongs to another event. Open that event first, then scan the slip again.</source>
        <translation>この結果登録用紙は別の大会のものです。先にその大会を開いてから、もう一度読み取ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This slip is for an earlier round. Enter late results on the Pairings and results tab if they must change.</source>
        <translation>この結果登録用紙は前のラウンドのものです。結果を変更する必要がある場合は、「組み合わせ・結果」タブで入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This slip is for a round that has not been paired in this event.</source>
        <translation>この結果登録用紙は、この大会でまだ組み合わせを作っていないラウンドのものです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table is not in the round. The round may have been paired again after the slips were printed: print the slips again.</source>
        <translation>この卓はこのラウンドにありません。結果登録用紙の印刷後に組み合わせが作り直された可能性があります。結果登録用紙を印刷し直してください。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing was read. Scan the QR code on a result slip.</source>
        <translation>何も読み取れませんでした。結果登録用紙のQRコードを読み取ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read &quot;%1&quot;: this is not the QR code of an mtrdesk result slip. Scan the QR code on a result slip.</source>
        <translation>「%1」を読み取りました。mtrdesk の結果登録用紙のQRコードではありません。結果登録用紙のQRコードを読み取ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This slip belongs to an event that is not in this database. Import the event&apos;s file (File &gt; Import event...) or open the database that has it, then scan the slip again.</source>
        <translation>この結果登録用紙は、このデータベースにない大会のものです。その大会のファイルを読み込む(ファイル &gt; 大会ファイルを読み込む...)か、その大会があるデータベースを開いてから、もう一度読み取ってください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This slip belongs to an event that is not in this database (event number %1). Check that it is a slip of this event.</source>
        <translation>この結果登録用紙は、このデータベースにない大会(大会番号 %1)のものです。この大会の用紙かどうか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This slip belongs to another event, &quot;%1&quot;. Open that event first (File &gt; Open event...), then scan the slip again.</source>
        <translation>この結果登録用紙は別の大会「%1」のものです。先にその大会を開いてから(ファイル &gt; 大会を開く...)、もう一度読み取ってください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This slip is for round %1, but round %2 is being played. Enter late results on the Pods and results tab if they must change.</source>
        <translation>この結果登録用紙は第%1回戦のものですが、現在は第%2回戦を行っています。遅れて届いた結果を変更する必要がある場合は、「ポッド・結果」タブで入力してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This slip is for round %1, but round %2 is being played. Enter late results on the Pairings and results tab if they must change.</source>
        <translation>この結果登録用紙は第%1回戦のものですが、現在は第%2回戦を行っています。遅れて届いた結果を変更する必要がある場合は、「組み合わせ・結果」タブで入力してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This slip is for round %1, but no round of this event has been paired yet.</source>
        <translation>この結果登録用紙は第%1回戦のものですが、この大会ではまだ組み合わせを作っていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This slip is for round %1, which has not been paired in this event: the latest round is round %2.</source>
        <translation>この結果登録用紙は第%1回戦のものですが、この大会ではまだその組み合わせを作っていません(最新は第%2回戦です)。</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Round %1 has no table %2. The round may have been paired again after the slips were printed: print the slips again.</source>
        <extracomment>The sentences naming the round and table: said when the detail they need is given.</extracomment>
        <translation>第%1回戦に%2卓はありません。結果登録用紙の印刷後に組み合わせが作り直された可能性があります。結果登録用紙を印刷し直してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/extension_messages.py" line="+9"/>
        <source>A time extension is at least 1 minute and at most 60 minutes in all (a deck check: its length plus 3). Check the minutes.</source>
        <translation>時間延長は合計1分以上60分以下です(デッキチェックの場合は、かかった時間に3分を加えます)。延長時間(分)を確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This match already has a result: its time cannot be extended.</source>
        <translation>このマッチは結果が入力済みのため、時間延長できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match has no time extension to take back.</source>
        <translation>このマッチには取り消す時間延長がありません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/decklists/messages.py" line="-269"/>
        <source>This decklist was accepted by an official and is locked (MTR 2.7). Only the head judge can change it, giving the reason for the change.</source>
        <translation>このデッキリストはスタッフが受理したためロックされています (MTR 2.7)。変更できるのはヘッドジャッジだけで、変更の理由が必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This player has no decklist yet. Enter the list first.</source>
        <translation>このプレイヤーのデッキリストはまだ入力されていません。先にリストを入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This decklist is not locked yet: edit it directly, no head judge change is needed.</source>
        <translation>このデッキリストはまだロックされていません。ヘッドジャッジによる変更は不要なので、そのまま編集してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This decklist still has problems that make it illegal. Fix them (or have the player fix them) before accepting the list (MTR 2.7).</source>
        <translation>このデッキリストには、デッキが不適正になる問題が残っています。受理する前に、問題を修正するか、プレイヤーに修正してもらってください (MTR 2.7)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A locked decklist is changed only by the head judge: enter the head judge&apos;s name and the reason for the change (MTR 2.7).</source>
        <translation>ロックされたデッキリストを変更できるのはヘッドジャッジだけです。ヘッドジャッジの名前と変更の理由を入力してください (MTR 2.7)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the name of the official who accepts this decklist (MTR 2.7).</source>
        <translation>このデッキリストを受理するスタッフの名前を入力してください (MTR 2.7)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card pools are registered only in Limited events (MTR 7.5). Check the event&apos;s format.</source>
        <translation>カード・プールの登録はリミテッドの大会でのみ行います (MTR 7.5)。大会のフォーマットを確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file cannot be used as a banned and restricted list. Choose a list file in JSON, with each format&apos;s effective date and its banned cards.</source>
        <translation>このファイルは禁止・制限リストとして使えません。フォーマットごとの発効日と禁止カードを書いたJSON形式のリストファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card name was found in this file. Write one English name per line, or an English and a Japanese name separated by a tab or a comma.</source>
        <translation>このファイルにはカード名が見つかりませんでした。1行に英語名を1つ、または英語名と日本語名をタブかカンマで区切って書いてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter both the Japanese card name and its English name.</source>
        <translation>日本語のカード名と、その英語名の両方を入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That player does not play at this table in this round. Check the table number.</source>
        <translation>そのプレイヤーはこのラウンドのこの卓で対戦していません。卓番号を確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/safekeeping/messages.py" line="-160"/>
        <source>This backup file is no longer there. Choose another backup from the list.</source>
        <translation>このバックアップファイルはもうありません。一覧から別のバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This backup cannot be read. Choose another backup; the open events stay as they are.</source>
        <translation>このバックアップは読み込めません。別のバックアップを選んでください。開いている大会はそのままです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That event is not in this backup. Choose a backup taken for that event.</source>
        <translation>その大会はこのバックアップに含まれていません。その大会のバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The round is paired, but its automatic backup could not be written. Free some disk space or check the backups folder, and back up with File &gt; Back up database... now.</source>
        <translation>ラウンドの組み合わせは作成しましたが、自動バックアップを書き込めませんでした。ディスクの空きを作るかバックアップフォルダーを確認し、今すぐ「ファイル &gt; データベースをバックアップ...」でバックアップしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The audit log of this database was changed outside mtrdesk: results or other records may have been edited by another program. Compare the results with the signed result slips, or restore an automatic backup (File &gt; Restore from backup...), before you go on.</source>
        <translation>このデータベースの操作履歴が mtrdesk の外で変更されています。結果などの記録がほかのプログラムで書き換えられたおそれがあります。続ける前に、署名済みの結果登録用紙と結果を照らし合わせるか、自動バックアップから復元してください(ファイル &gt; バックアップから復元...)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results in this database differ from the ones its audit log says were entered: they were changed outside mtrdesk. Compare them with the signed result slips, or restore an automatic backup (File &gt; Restore from backup...), before you go on.</source>
        <translation>このデータベースの結果が、操作履歴に記録された入力と異なります。mtrdesk の外で変更されています。続ける前に、署名済みの結果登録用紙と照らし合わせるか、自動バックアップから復元してください(ファイル &gt; バックアップから復元...)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This backup was made by a newer version of mtrdesk. Restore it with that version, or choose an older backup.</source>
        <translation>このバックアップは新しいバージョンの mtrdesk で作られています。そのバージョンで復元するか、より古いバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This file is not an mtrdesk backup. Choose a backup from the list.</source>
        <translation>このファイルは mtrdesk のバックアップではありません。一覧からバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This backup is damaged and cannot be read. Choose an earlier backup; the open events stay as they are.</source>
        <translation>このバックアップは壊れていて読み込めません。より前のバックアップを選んでください。開いている大会はそのままです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This backup file is empty. Choose an earlier backup.</source>
        <translation>このバックアップファイルは空です。より前のバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the database open now, not a backup. Choose a backup from the list.</source>
        <translation>これは今開いているデータベースで、バックアップではありません。一覧からバックアップを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a folder, not a backup file. Choose a backup file.</source>
        <translation>これはフォルダーで、バックアップファイルではありません。バックアップファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is paired, but no automatic backup can be made: the backups folder %2 is a file, or lies inside one. Set MTRDESK_BACKUPS to a folder (or leave it unset for the usual one), and back up with File &gt; Back up database... now.</source>
        <extracomment>A round-start backup the backups folder itself prevents (issue 27): %1 the round, %2 the folder (``MTRDESK_BACKUPS`` or the data folder&apos;s ``backups``).</extracomment>
        <translation>第%1回戦の組み合わせは作成しましたが、自動バックアップを作れません: バックアップフォルダー %2 がファイルであるか、ファイルの中にあります。MTRDESK_BACKUPS にフォルダーを指定し (指定しなければいつものフォルダーを使います)、今すぐ「ファイル &gt; データベースをバックアップ...」でバックアップしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 is paired, but no automatic backup can be made: the backups folder %2 cannot be written (a read-only drive, or no permission). Set MTRDESK_BACKUPS to a folder you can write (or leave it unset for the usual one), and back up with File &gt; Back up database... now.</source>
        <translation>第%1回戦の組み合わせは作成しましたが、自動バックアップを作れません: バックアップフォルダー %2 に書き込めません (読み取り専用のドライブか、書き込む権限がありません)。書き込めるフォルダーを MTRDESK_BACKUPS に指定し (指定しなければいつものフォルダーを使います)、今すぐ「ファイル &gt; データベースをバックアップ...」でバックアップしてください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 is paired, but its automatic backup could not be written to %2. Free some disk space or check that folder, and back up with File &gt; Back up database... now.</source>
        <extracomment>The sentences naming the round and folder or the audit record: said when the detail they need is given (``backup_message`` says a failed backup&apos;s cause before these).</extracomment>
        <translation>第%1回戦の組み合わせは作成しましたが、自動バックアップを %2 に書き込めませんでした。ディスクの空きを作るかそのフォルダーを確認し、今すぐ「ファイル &gt; データベースをバックアップ...」でバックアップしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The audit log of this database was changed outside mtrdesk, first at record %1: results or other records may have been edited by another program. Compare the results with the signed result slips, or restore an automatic backup (File &gt; Restore from backup...), before you go on.</source>
        <translation>このデータベースの操作履歴が mtrdesk の外で変更されています(最初は記録 %1)。結果などの記録がほかのプログラムで書き換えられたおそれがあります。続ける前に、署名済みの結果登録用紙と結果を照らし合わせるか、自動バックアップから復元してください(ファイル &gt; バックアップから復元...)。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%2 result(s) in this database differ from the ones its audit log says were entered (round:table %1): they were changed outside mtrdesk. Compare them with the signed result slips, or restore an automatic backup (File &gt; Restore from backup...), before you go on.</source>
        <translation>このデータベースの %2 件の結果が、操作履歴に記録された入力と異なります(回戦:卓番号で %1)。mtrdesk の外で変更されています。続ける前に、署名済みの結果登録用紙と照らし合わせるか、自動バックアップから復元してください(ファイル &gt; バックアップから復元...)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/file_messages.py" line="+16"/>
        <source>The output file is also a file this command reads. Choose another name for the output; nothing was written.</source>
        <translation>出力ファイルが、このコマンドが読み込むファイルと同じです。出力に別の名前を指定してください。何も書き込んでいません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output file is the database (or a file kept beside it); writing it would destroy the database. Choose another name for the output; nothing was written.</source>
        <translation>出力ファイルがデータベース(またはその横に置かれるファイル)です。書き込むとデータベースが壊れます。出力に別の名前を指定してください。何も書き込んでいません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output is a folder. Give a file name; nothing was written.</source>
        <translation>出力先がフォルダーです。ファイル名を指定してください。何も書き込んでいません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The output is not an ordinary file (it is a device, a pipe or a socket); writing would replace it. Give the name of an ordinary file; nothing was written.</source>
        <translation>出力先が通常のファイルではありません (デバイス、パイプまたはソケットです)。書き込むとそれを置き換えてしまいます。通常のファイルの名前を指定してください。何も書き込んでいません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The output file is an mtrdesk database; writing it would destroy its events. Choose another name for the output; nothing was written. (On the command line, --force replaces it after keeping a copy of it beside it.)</source>
        <translation>出力先のファイルは mtrdesk のデータベースです。書き込むと中の大会が失われます。出力先に別の名前を指定してください。何も書き込んでいません。(コマンドラインでは --force を付けると、同じフォルダーにコピーを残してから置き換えます。)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A quotation mark opened on this line is never closed, so the rest of the file would become one cell. Close it in the spreadsheet and save the file again.</source>
        <translation>この行で始まった引用符(&quot;)が閉じられていないため、ファイルの残りがすべて1つのセルになってしまいます。表計算ソフトで引用符を閉じ、ファイルを保存し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This column of the header is not one mtrdesk knows; it will not be imported. Name columns family, given, reading, player_id (or 姓, 名, ふりがな, プレイヤーID).</source>
        <translation>見出しのこの列名は mtrdesk では使えないため、この列は取り込みません。列名は 姓、名、ふりがな、プレイヤーID(または family, given, reading, player_id)にしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This row holds column names, not a player; it will be skipped.</source>
        <translation>この行はプレイヤーではなく列名です。この行は取り込みません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This row has more cells than the file has columns; it will be skipped. Check the separator and the quotation marks of this line.</source>
        <translation>この行はファイルの列数より多くのセルがあるため、取り込みません。この行の区切り文字と引用符を確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This row holds a character a name cannot have (a control character or a direction override) or a cell longer than 200 characters; it will be skipped.</source>
        <translation>この行には名前に使えない文字(制御文字や文字方向の上書き)か、200文字を超えるセルがあるため、取り込みません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is too large to be a player list. Check that you chose the right file.</source>
        <translation>プレイヤー名簿としては大きすぎるファイルです。正しいファイルを選んだか確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file has more than 10,000 rows, more than any event has players, so nothing of it was imported. Check that you chose the right file, or split the list.</source>
        <translation>このファイルには 10,000 行を超える行があり、どの大会のプレイヤー数よりも多いため、何も読み込んでいません。正しいファイルを選んだか確認するか、一覧を分けてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This file is too large to be an event file; it was not read. Check that you chose the right file.</source>
        <translation>大会ファイルとしては大きすぎるため、読み込みませんでした。正しいファイルを選んだか確認してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This file is nested deeper than an event file ever is; it was not read. Check that you chose the right file.</source>
        <translation>大会ファイルにはありえない深さまで入れ子になっているため、読み込みませんでした。正しいファイルを選んだか確認してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/text_messages.py" line="+18"/>
        <source>This text cannot be stored: it holds a control or direction character, or is too long. Type it again.</source>
        <translation>この文字列は保存できません。制御文字や文字の向きを変える文字を含むか、長すぎます。入力し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This file is not a card-name list. Choose a text file with one card name a line (UTF-8 or Shift_JIS).</source>
        <translation>このファイルはカード名リストではありません。1行に1枚のカード名を書いたテキストファイル(UTF-8 または Shift_JIS)を選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/undo/messages.py" line="+15"/>
        <source>There is no change of this event to undo.</source>
        <translation>この大会には元に戻せる変更がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no undone change of this event to redo.</source>
        <translation>この大会にはやり直せる(元に戻した)変更がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A later change (see Event ▸ Audit log) was made from this one, so it can no longer be undone. Make the correction by hand instead.</source>
        <translation>この変更をもとに後の変更が行われているため(「大会 &gt; 操作履歴...」を参照)、元に戻せません。手作業で修正してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What this change wrote was changed again since, so it cannot be undone. Make the correction by hand instead.</source>
        <translation>この変更の内容がその後さらに変更されているため、元に戻せません。手作業で修正してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the latest round can be rolled back.</source>
        <translation>取り消せるのは最新のラウンドだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playoff rounds are not rolled back: the next one is paired by the result that completes the round before. Undo that result instead (Edit ▸ Undo).</source>
        <translation>決勝ラウンドは取り消せません。次の回戦は前の回戦の最後の結果で組まれるため、代わりにその結果を元に戻してください(「編集 &gt; 元に戻す」)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write why the round is rolled back, on one line (up to 500 characters); the audit log keeps it.</source>
        <translation>ラウンドを取り消す理由を1行(500文字以内)で入力してください。操作履歴に記録されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a later result</source>
        <translation>その後の結果入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later drop or re-entry</source>
        <translation>その後のドロップまたは再参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later change to the players</source>
        <translation>その後のプレイヤー情報の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later pairing change</source>
        <translation>その後の組み合わせの変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later pod change</source>
        <translation>その後のポッドの変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later time extension</source>
        <translation>その後の時間延長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a later round rollback</source>
        <translation>その後のラウンドの取り消し</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 was paired after this change; roll back round %1 first (Round ▸ Roll back round %1...), then correct it by hand.</source>
        <extracomment>The sentences naming the round: said when the detail they need is given.</extracomment>
        <translation>第%1回戦の組み合わせはこの変更の後に作成されています。先に「ラウンド &gt; 第%1回戦を取り消す...」で第%1回戦を取り消してから、手作業で修正してください。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This change was changed again since by %1, so it cannot be undone. Undo that first, or make the correction by hand.</source>
        <extracomment>%1 the later change, one of the &quot;a later ...&quot; phrases (&quot;a later result&quot;).</extracomment>
        <translation>この変更は%1によってさらに変更されているため、元に戻せません。先にそちらを元に戻すか、手作業で修正してください。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Only the latest round, round %1, can be rolled back.</source>
        <translation>取り消せるのは最新のラウンド(第%1回戦)だけです。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/floor/messages.py" line="+10"/>
        <source>No result slip of this event has that code. Check the code printed on your slip and type it again.</source>
        <translation>この大会にそのコードの結果登録用紙はありません。結果登録用紙に印刷されたコードを確かめて、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This match&apos;s result is already entered, so the slip&apos;s code is used up. If the result is wrong, call a judge.</source>
        <translation>この対戦の結果はすでに入力されているため、結果登録用紙のコードは使用済みです。結果が違う場合はジャッジを呼んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This slip is for a round that is over: the next round has been paired. Call a judge if the result is missing.</source>
        <translation>この結果登録用紙のラウンドは終了しています(次のラウンドの組み合わせが作成済みです)。結果が入っていない場合はジャッジを呼んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This result was sent from this phone already. Your opponent confirms it from their phone with the same slip, or a judge does.</source>
        <translation>この結果はこの端末からすでに送信されています。対戦相手が同じ結果登録用紙を使って自分の端末から確認するか、ジャッジが確認します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two players reported different results. A judge will decide: please wait at your table or call a judge.</source>
        <translation>2人のプレイヤーが異なる結果を報告しました。ジャッジが判断しますので、席でお待ちいただくかジャッジを呼んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This report no longer waits: it was accepted or set aside already, or the result was entered another way.</source>
        <translation>この報告はもう確認待ちではありません。すでに承認されたか差し戻されたか、別の方法で結果が入力されています。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/station_messages.py" line="-57"/>
        <source>by %1 at %2</source>
        <extracomment>Who and when, &quot;by LAPTOP-2 at 14:03&quot;: %1 the station, %2 the time. It fills %3 of the station messages.</extracomment>
        <translation>%1 が %2 に実施</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by %1</source>
        <extracomment>Who, &quot;by LAPTOP-2&quot;: %1 the station. It fills %3 of the station messages.</extracomment>
        <translation>%1 が実施</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1</source>
        <extracomment>When, &quot;at 14:03&quot;: %1 the time. It fills %3 of the station messages.</extracomment>
        <translation>%1 に実施</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 was already paired at another station (%3). Nothing was changed: post the pairings made there.</source>
        <extracomment>%1 the round; %3 who and when (&quot;by LAPTOP-2 at 14:03&quot;).</extracomment>
        <translation>第%1回戦の組み合わせは、別のパソコンですでに作成されています(%3)。何も変更していません。そちらで作成された組み合わせを掲示してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 was already paired at another station. Nothing was changed: post the pairings made there.</source>
        <translation>第%1回戦の組み合わせは、別のパソコンですでに作成されています。何も変更していません。そちらで作成された組み合わせを掲示してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The result of table %2 in round %1 was cleared at another station (%3). Nothing was changed: check the result slip, then enter the result again.</source>
        <extracomment>%1 the round, %2 the table; %3 who and when (&quot;by LAPTOP-2 at 14:03&quot;).</extracomment>
        <translation>第%1回戦 %2卓の結果は、別のパソコンで取り消されました(%3)。何も変更していません。結果登録用紙を確認してから、結果をもう一度入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The result of table %2 in round %1 was cleared at another station. Nothing was changed: check the result slip, then enter the result again.</source>
        <translation>第%1回戦 %2卓の結果は、別のパソコンで取り消されました。何も変更していません。結果登録用紙を確認してから、結果をもう一度入力してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %2 in round %1 has no result. Nothing was changed: check the result slip, then enter the result again.</source>
        <extracomment>%1 the round, %2 the table: a station said it saw a result where none was ever entered (``mtrdesk round report --over``, issue 27).</extracomment>
        <translation>第%1回戦 %2卓には結果が入力されていません。何も変更していません。結果登録用紙を確認してから、結果を入力し直してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The pod at table %2 in round %1 already has a result from another station (%3): %4. Nothing was changed: check the result, and enter it again only if it is wrong.</source>
        <extracomment>A multiplayer pod (issue 27): %1 the round, %2 the table; %3 who and when (&quot;by LAPTOP-2 at 14:03&quot;); %4 the result there (&quot;seat 2 won&quot;).</extracomment>
        <translation>第%1回戦 %2卓のポッドには、別のパソコンですでに結果が入力されています(%3): %4。何も変更していません。結果を確認し、誤っている場合だけ入力し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pod at table %2 in round %1 already has a result from another station: %4. Nothing was changed: check the result, and enter it again only if it is wrong.</source>
        <translation>第%1回戦 %2卓のポッドには、別のパソコンですでに結果が入力されています: %4。何も変更していません。結果を確認し、誤っている場合だけ入力し直してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 won</source>
        <extracomment>A pod&apos;s result in a refusal: %1 the seat that won.</extracomment>
        <translation>%1番席の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw between seats %1</source>
        <extracomment>A pod&apos;s result in a refusal: %1 the seats that drew (&quot;1, 3&quot;).</extracomment>
        <translation>%1番席の引き分け</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %2 in round %1 was already reported as %4 at another station (%3). Nothing was changed: check the result slip, and enter the result again only if %4 is wrong.</source>
        <extracomment>%1 the round, %2 the table; %3 who and when (&quot;by LAPTOP-2 at 14:03&quot;); %4 the result entered there (&quot;2-1&quot;).</extracomment>
        <translation>第%1回戦 %2卓には、別のパソコンですでに結果 %4 が入力されています(%3)。何も変更していません。結果登録用紙を確認し、%4 が誤っている場合だけ結果を入力し直してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %2 in round %1 was already reported as %4 at another station. Nothing was changed: check the result slip, and enter the result again only if %4 is wrong.</source>
        <translation>第%1回戦 %2卓には、別のパソコンですでに結果 %4 が入力されています。何も変更していません。結果登録用紙を確認し、%4 が誤っている場合だけ結果を入力し直してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/editions/messages.py" line="+18"/>
        <source>The rules an event follows are fixed once round 1 is paired: the rounds played keep them. Nothing was changed.</source>
        <translation>大会が従うイベント規定の版は、第1回戦の組み合わせを作った後は変えられません。行ったラウンドはその版のままです。何も変更していません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewer players than a sanctioned tournament needs (MTR 10.1): the event may still run as a casual event.</source>
        <translation>認定大会に必要な参加者数に足りません(イベント規定 10.1)。カジュアル戦の大会としては開催できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This program needs more players than the minimum of MTR 10.1: check its own rules.</source>
        <translation>このプログラムにはイベント規定 10.1の最低参加者数より多くの参加者が必要です。そのプログラムの規定を確認してください。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The event follows the %1 since round 1 was paired, and the rounds played keep it. Nothing was changed.</source>
        <translation>この大会は第1回戦の組み合わせを作ったときから%1に従っており、行ったラウンドはその版のままです。何も変更していません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/registration/messages.py" line="+15"/>
        <source>Registration for this event is closed. Ask the store&apos;s staff.</source>
        <translation>この大会の参加登録は締め切られています。店舗のスタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This registration was not found. Open the registration page again from the QR code.</source>
        <translation>この参加登録は見つかりませんでした。QRコードから参加登録のページを開き直してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This registration has already been decided. Refresh the list to see where it stands.</source>
        <translation>この参加登録はすでに処理済みです。一覧を更新して状況を確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The event is full. Raise the capacity in the registration settings, or accept this player when a place frees.</source>
        <translation>大会は定員に達しています。参加登録の設定で定員を増やすか、空きが出てから受け付けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The capacity must be a number of players from 1 to %1, or empty for no limit.</source>
        <translation>定員は 1〜%1 人で指定してください。上限なしにするには空欄にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the reading in kana (hiragana or katakana), for example やまだ たろう.</source>
        <translation>ふりがなはかな(ひらがなかカタカナ)で入力してください。例: やまだ たろう</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the reading of your name in kana: the pairings are posted in kana order.</source>
        <translation>お名前のふりがなをかなで入力してください。対戦表は五十音順に掲示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is not an e-mail address. Type the address of your Wizards Account, or leave the field empty.</source>
        <translation>メールアドレスの形になっていません。ウィザーズ・アカウントのメールアドレスを入力するか、空欄のままにしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This event asks for your deck&apos;s name. Type it, for example Izzet Prowess.</source>
        <translation>この大会ではデッキ名の入力が必要です。例: イゼット果敢</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The event has begun: round 1 is paired, so phones no longer register. Ask the store&apos;s staff.</source>
        <extracomment>A desk closed because round 1 is paired (``REGISTRATION_CLOSED`` with ``started``).</extracomment>
        <translation>大会はすでに始まっています(第1回戦の組み合わせが発表済みです)。スマホからの参加登録はできません。店舗のスタッフにお声がけください。</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/pairing.py" line="+75"/>
        <source>Players from different booster draft pods would meet (MTR 7.6).</source>
        <translation>異なるブースタードラフトのポッドのプレイヤー同士が対戦することになります (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The round would have %1 pair-downs where %2 are enough.</source>
        <translation>ペアダウンが%2件で済むところ、%1件になります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players would be paired further from their own points than necessary.</source>
        <translation>必要以上に勝ち点の離れたプレイヤー同士が対戦することになります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bye would not go to the lowest-ranked player who has not had one.</source>
        <translation>不戦勝が、まだ不戦勝を受けていない最下位のプレイヤーに与えられなくなります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit pairings</source>
        <translation>組み合わせの手動変更</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pair them</source>
        <translation>この組み合わせにする</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Should play:</source>
        <translation>対戦相手:</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Their former opponents are paired with each other. Only matches without a result can change. Every change is recorded in the audit log.</source>
        <translation>この2人の元の対戦相手同士が、代わりに対戦します。変更できるのは結果が未入力のマッチだけです。変更はすべて操作履歴に残ります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pair them anyway?</source>
        <translation>それでも組み合わせますか?</translation>
    </message>
</context>
<context>
    <name>PairingNotes</name>
    <message>
        <location filename="../mtrdesk/words/swiss/pairing_notes.py" line="+27"/>
        <source>Pair-down %1→%2</source>
        <translation>ペアダウン %1→%2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second bye</source>
        <translation>2回目の不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Advanced to the playoff</source>
        <translation>決勝進出</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1</source>
        <translation>%1席</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Across pods</source>
        <translation>ポッド間</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>An odd number of players have %1 points or more, so one of them plays a player with %2 points.</source>
        <translation>%1点以上のプレイヤーが奇数人のため、そのうち1人が%2点のプレイヤーと対戦します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The players with %1 points cannot all be paired among themselves without a rematch, so this player plays one with %2 points.</source>
        <translation>%1点のプレイヤー同士では再戦なしで全員を組めないため、このプレイヤーは%2点のプレイヤーと対戦します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pairing rules do not require this pair-down (%1 against %2 points): the pairing was changed by hand.</source>
        <translation>このペアダウン(%1点対%2点)は組み合わせの規則上は不要です。組み合わせが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round 1: the bye is drawn at random among all players.</source>
        <translation>第1回戦の不戦勝は、全プレイヤーの中から無作為に決まります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bye goes to the lowest-ranked player who has not had one.</source>
        <translation>不戦勝は、まだ不戦勝を受けていないプレイヤーのうち最も順位の低い人に与えられます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the lowest-ranked player without a bye: giving it to that player would have meant a rematch or more pair-downs, or the pairing was changed by hand.</source>
        <translation>不戦勝を受けていない最下位のプレイヤーではありません。その人に与えると再戦やペアダウンが増えたか、組み合わせが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every player still in the event has already had a bye.</source>
        <translation>参加中のプレイヤー全員がすでに不戦勝を受けています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This player already had a bye while others have not: the pairing was changed by hand.</source>
        <translation>まだ不戦勝を受けていないプレイヤーがいるのに、このプレイヤーは2回目の不戦勝です。組み合わせが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These players have already played each other in this event: no pairing without a rematch was possible, or the pairing was changed by hand.</source>
        <translation>この2人はこの大会ですでに対戦しています。再戦のない組み合わせが作れなかったか、組み合わせが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Booster draft pod %1: players are paired only within their pod (MTR 7.6).</source>
        <translation>ブースタードラフトのポッド%1: 同じポッドのプレイヤーとのみ対戦します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This player reached the announced match points and advanced to the playoff with a locked seed: a bye instead of a pairing for the rest of the Swiss (MTR 10.4).</source>
        <translation>告知した勝ち点に達して決勝ラウンド進出が決まり、シードが確定しています。残りのスイスラウンドは組み合わせず不戦勝になります (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A seat match of the team match above: seat %1 plays seat %1 of the other team (MTR 8.2).</source>
        <translation>上のチーム対戦の席ごとのマッチです。%1席のプレイヤーは相手チームの%1席のプレイヤーと対戦します(MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pods are lifted for this event, so players from different pods may meet (MTR 7.6).</source>
        <translation>この大会ではポッドの制限を解除しているため、異なるポッドのプレイヤー同士が対戦することがあります (MTR 7.6)。</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/pairings_model.py" line="+113"/>
        <source>+%1 min</source>
        <translation>+%1分</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Team / player</source>
        <translation>チーム/プレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposing team / player</source>
        <translation>対戦チーム/プレイヤー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposing team</source>
        <translation>対戦チーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match points before this round (win 3, draw 1).</source>
        <translation>このラウンド開始時の勝ち点(勝ち3、引き分け1)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A seat match: games won, lost, drawn. A team row: seat matches won by each team, drawn; the team that wins more seats wins the match.</source>
        <translation>席のマッチ: 勝利ゲーム数-敗北ゲーム数-引き分けゲーム数。チームの行: 勝った席の数-負けた席の数-引き分けの席の数。勝った席の多いチームがマッチの勝者です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games won by the player, by the opponent, drawn.</source>
        <translation>プレイヤーの勝利ゲーム数-対戦相手の勝利ゲーム数-引き分けゲーム数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why a table is unusual; point at a note for the reason.</source>
        <translation>通常と異なる組み合わせの理由です。備考にマウスを重ねると説明が表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time added to the match by a judge (MTR 2.6); its end-of-match turns start after it.</source>
        <translation>ジャッジがマッチに与えた延長時間 (MTR 2.6)。延長ターンはその後に始まります。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>No result yet</source>
        <translation>結果未入力</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Reported from a phone, not entered: %1.</source>
        <translation>スマホから報告済み・未入力: %1。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The team result appears once every seat has reported.</source>
        <translation>すべての席の結果が入ると、チームの結果が表示されます。</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/phones.py" line="+83"/>
        <source>Open to phones</source>
        <translation>スマホに公開</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Phones on this network see the pairings and standings; players report their results with the code on their result slip, and judges sign in with the staff PIN. Nothing is sent to the internet.</source>
        <translation>このネットワークにつながったスマホで、組み合わせと順位表を見られます。プレイヤーは結果登録用紙のコードで結果を報告し、ジャッジはスタッフPINでログインします。インターネットには何も送信しません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+209"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Print poster...</source>
        <translation>ポスターを印刷...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A poster for the wall: the address and its QR code, and how players report results with the code on their result slip</source>
        <translation>壁に貼るポスター: アドレスとそのQRコード、結果登録用紙のコードを使った結果報告のしかた</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Judges and reported results</source>
        <translation>ジャッジと結果報告</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+70"/>
        <source>Change PIN</source>
        <translation>PINを変更</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Staff PIN:</source>
        <translation>スタッフPIN:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Judges sign in with it on their phones to accept reported results and add time extensions. A new PIN signs every judge out.</source>
        <translation>ジャッジはこのPINでスマホからログインし、報告された結果の承認や時間延長を行います。PINを変更すると、すべてのジャッジがログアウトされます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Results players report:</source>
        <translation>プレイヤーが報告した結果:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open an event to see its staff PIN and who confirms results.</source>
        <translation>大会を開くと、そのスタッフPINと結果の確認方法が表示されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For the open event: %1</source>
        <translation>開いている大会: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Every judge signed in on a phone is signed out and must sign in again with the new PIN. Change the staff PIN?</source>
        <translation>スマホでログインしているジャッジはすべてログアウトされ、新しいPINでログインし直す必要があります。スタッフPINを変更しますか?</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Port %1 cannot be used (%2). Choose another port.</source>
        <translation>ポート %1 は使用できません(%2)。別のポートを指定してください。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not open to phones.</source>
        <translation>スマホには公開していません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open to phones. Pages open now: %1</source>
        <translation>スマホに公開中です。現在開かれているページ: %1</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/player.py" line="+140"/>
        <source>Add player</source>
        <extracomment>The person&apos;s Wizards Account e-mail (&quot;&quot; for none).</extracomment>
        <translation>プレイヤーの追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit player</source>
        <translation>プレイヤーの編集</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Family name (or the full name)</source>
        <translation>姓(またはフルネーム)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. やまだ たろう</source>
        <translation>例: やまだ たろう</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wizards Account e-mail (optional)</source>
        <translation>ウィザーズ・アカウントのメールアドレス(任意)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For EventLink&apos;s invite list. Only the organizer sees it: no page on phones and no posted sheet shows it.</source>
        <translation>EventLinkの招待リスト用です。主催者だけが見られ、スマホのページや掲示する用紙には載りません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Byes from an invitation or ranking; set before round 1.</source>
        <translation>招待や実績による不戦勝。第1回戦の前に設定します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Family name:</source>
        <translation>姓:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given name:</source>
        <translation>名:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading (furigana):</source>
        <translation>ふりがな:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player ID:</source>
        <translation>プレイヤーID:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wizards Account e-mail:</source>
        <translation>ウィザーズ・アカウントのメールアドレス:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Awarded byes:</source>
        <translation>付与された不戦勝:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Returning player from the roster.</source>
        <translation>過去の大会の名簿から選んだプレイヤーです。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Awarded byes</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type at least the family name.</source>
        <translation>少なくとも姓を入力してください。</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/players_model.py" line="+28"/>
        <source>Dropped before round 1</source>
        <translation>開始前にドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropped after round %1</source>
        <translation>第%1回戦後にドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late entry (from round %1)</source>
        <translation>途中参加(第%1回戦から)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>参加中</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Name</source>
        <extracomment>The key of the event&apos;s MTR edition: what the player-ID column says it holds.</extracomment>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded byes</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players are listed by this reading; names without one go last.</source>
        <translation>この読みで名前順(五十音順)に並びます。ふりがなのない名前は最後になります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The booster-draft pod (MTR 7.6): players play only within their pod.</source>
        <translation>ドラフトのポッド (MTR 7.6)。プレイヤーは同じポッドの中でだけ対戦します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(no reading)</source>
        <translation>(ふりがな未入力)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no pod)</source>
        <translation>(未割り当て)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No reading: this player sorts after everyone with one.</source>
        <translation>ふりがながないため、名前順では最後に並びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No pod: the next round cannot be paired until this player has one.</source>
        <translation>ポッド未割り当て: ポッドが決まるまで、次のラウンドの組み合わせを作成できません。</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+73"/>
        <source>Add...</source>
        <extracomment>The progress of a CSV import while one runs (its Cancel stops it).</extracomment>
        <translation>追加...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit...</source>
        <translation>編集...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only before round 1; later, drop.</source>
        <translation>第1回戦の前のみ。それ以降はドロップにしてください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/regulars/absent.py" line="+19"/>
        <source>Absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registered but did not come: removed before round 1, and the store&apos;s roster counts a no-show.</source>
        <translation>参加登録したのに来なかった人です。第1回戦の前に削除し、名簿に無断欠席を1回記録します。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+4"/>
        <source>Drop</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-enter</source>
        <translation>再参加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import CSV...</source>
        <translation>CSV読み込み...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat pods...</source>
        <translation>ポッド分け...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change pod...</source>
        <translation>ポッド変更...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter by name, reading or ID</source>
        <translation>名前・ふりがな・IDで絞り込み</translation>
    </message>
    <message numerus="yes">
        <location line="+194"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n playing)</source>
        <translation>
            <numerusform>(参加中 %n人)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pods: %1</source>
        <translation>ポッド: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(paired across pods, MTR 7.6)</source>
        <translation>(ポッドをまたいで組み合わせ、MTR 7.6)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n player(s) without a pod</source>
        <translation>
            <numerusform>ポッド未割り当て %n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Entries are closed: the last Swiss round is paired or the playoff has started (MTR 2.10).</source>
        <translation>受付は終了しています。スイス式最終ラウンドの組み合わせを作成済みか、決勝ラウンドが始まっています (MTR 2.10)。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Pods are fixed once round 1 is paired (MTR 7.6); use Change pod... to correct one player&apos;s pod between rounds.</source>
        <translation>第1回戦の組み合わせ後はポッドを組み直せません (MTR 7.6)。1人のポッドを直すときは、ラウンドの合間に「ポッド変更...」を使ってください。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 has no pod yet. Choose Change pod... to seat them where they draft (MTR 7.6).</source>
        <translation>%1のポッドはまだ決まっていません。「ポッド変更...」で、ドラフトするポッドに割り当ててください (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 enters late. To pair them in round %2 now, choose Round &gt; Pair this round again; otherwise they are paired from round %3.</source>
        <translation>%1 は途中参加です。第%2回戦から対戦させるには「ラウンド」→「このラウンドを組み直す」を選んでください。そのままなら第%3回戦から組み合わせに入ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 enters late and is paired from round %3.</source>
        <translation>%1 は途中参加で、第%3回戦から組み合わせに入ります。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1 from this event?</source>
        <translation>%1 をこの大会から削除しますか?</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/regulars/absent.py" line="+10"/>
        <source>Remove %1 as absent? They leave this event, and the store&apos;s roster counts a no-show for them.</source>
        <translation>%1 を欠席として削除しますか? この大会から外れ、名簿に無断欠席を1回記録します。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+16"/>
        <source>Drop %1? They will not be paired in later rounds but stay in the standings.</source>
        <translation>%1 をドロップしますか? 次のラウンドからは組み合わせに入りませんが、順位表には残ります。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Round 1 is already paired. Move %1 from pod %2 to pod %3? Do this only to record the pod where they really drafted.</source>
        <translation>第1回戦の組み合わせは作成済みです。%1をポッド%2からポッド%3に移しますか? 実際にドラフトしたポッドに記録を直す場合だけ行ってください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Import players from CSV</source>
        <translation>CSVからプレイヤーを読み込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSVファイル (*.csv *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not read the file:
%1</source>
        <translation>ファイルを読み込めませんでした:
%1</translation>
    </message>
</context>
<context>
    <name>PlayoffTab</name>
    <message>
        <location filename="../mtrdesk/words/playoff_rounds.py" line="+12"/>
        <source>Quarterfinals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semifinals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/playoff_cards.py" line="+25"/>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a team chosen at random (MTR 9.3)</source>
        <translation>無作為に決めたチーム (MTR 9.3)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/playoff_tab.py" line="+65"/>
        <location line="+107"/>
        <location line="+252"/>
        <source>Start the playoff</source>
        <translation>決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Change draft seats...</source>
        <translation>ドラフトの席を変更...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter the seats as the players sat at the draft table, or draw them again; possible until a quarterfinal result is entered (MTR 10.4).</source>
        <translation>実際にドラフト卓に座った席を入力するか、席を抽選し直します。準々決勝の結果を入力するまで変更できます (MTR 10.4)。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Start single elimination</source>
        <translation>シングルエリミネーションを開始</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the playoff (%1)</source>
        <translation>%1の決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Single elimination only (MTR Appendix E): the teams are seeded at random when it starts; with fewer than 8 (other than 4), the top seeds get byes.</source>
        <translation>シングルエリミネーションのみ (MTR 付録E): 開始時にチームのシードを無作為に決めます。8チーム未満のとき(4チームを除く)は上位シードが不戦勝になります。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Single elimination only needs 4 to 8 teams (MTR Appendix E); %n now.</source>
        <translation>
            <numerusform>シングルエリミネーションのみの大会には4〜8チームが必要です (MTR 付録E)。現在%nチームです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Single elimination only (MTR Appendix E): the players are seeded at random when it starts; with fewer than 8, the top seeds get byes.</source>
        <translation>シングルエリミネーションのみ (MTR 付録E): 開始時にシードを無作為に決めます。8人未満のときは上位シードが不戦勝になります。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Single elimination only needs 5 to 8 active players (MTR Appendix E); %n now.</source>
        <translation>
            <numerusform>シングルエリミネーションのみの大会は5〜8人で行います (MTR 付録E)。現在%n人です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This event has no playoff.</source>
        <translation>この大会には決勝ラウンドがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every Swiss result is in: the playoff can start.</source>
        <translation>スイスラウンドの結果がすべて揃いました。決勝ラウンドを開始できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the playoff once every Swiss round has its results.</source>
        <translation>スイスラウンドの結果がすべて揃ったら決勝ラウンドを開始できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-Headed Giant: one game per match; a team determined at random chooses to play or draw (MTR 9.1, 9.3). Type the table, then 1-0 or 0-1.</source>
        <translation>双頭巨人戦: マッチは1ゲームです。先攻/後攻は無作為に決めたチームが選びます (MTR 9.1、9.3)。卓番号を入力し、続けて 1-0 か 0-1 を入力してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The team winning two seat matches advances. The higher seed&apos;s team chooses to play or draw in each seat match (MTR 2.2). Type each seat&apos;s result: table and seat letter (1A), then the result.</source>
        <translation>席ごとのマッチで2勝したチームが勝ち上がります。先攻/後攻は各席とも上位シードのチームが選びます (MTR 2.2)。結果は席ごとに、卓番号と席の記号 (1A) を入力し、続けて結果を入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Matches go by draft seat: 1 v 5, 2 v 6, 3 v 7, 4 v 8 (MTR 10.4). The better Swiss place (in brackets) chooses to play or draw (MTR 2.2).</source>
        <translation>対戦はドラフトの席順で決まります: 1対5、2対6、3対7、4対8 (MTR 10.4)。先攻/後攻はスイスラウンドの順位(かっこ内)が上のプレイヤーが選びます (MTR 2.2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The higher seed chooses to play or draw (MTR 2.2).</source>
        <translation>先攻/後攻は上位シードが選びます (MTR 2.2)。</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draft table: %1</source>
        <translation>ドラフト卓: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+12"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No playoff match waits at that table.</source>
        <translation>その卓には結果待ちの決勝ラウンドの対戦がありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Seed the %n team(s) at random and pair round 1 of single elimination? Teams cannot enter afterwards.</source>
        <translation>
            <numerusform>%nチームのシードを無作為に決めて、シングルエリミネーションの1回戦の組み合わせを作りますか? これ以降、チームの途中参加はできません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Seed the %n player(s) at random and pair round 1 of single elimination? Players cannot enter afterwards.</source>
        <translation>
            <numerusform>%n人のシードを無作為に決めて、シングルエリミネーションの1回戦の組み合わせを作りますか? これ以降、途中参加はできません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cut to the top teams of the final team standings and pair the first playoff round? Teams cannot enter afterwards.</source>
        <translation>チームの最終順位の上位で決勝ラウンドの組み合わせを作りますか? これ以降、チームの途中参加はできません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cut to the top players of the final Swiss standings and pair the first playoff round? Players cannot enter or re-enter afterwards.</source>
        <translation>スイスラウンドの最終順位の上位で決勝ラウンドの組み合わせを作りますか? これ以降、途中参加・再参加はできません。</translation>
    </message>
</context>
<context>
    <name>PodPlayoffTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/pod_playoff_tab.py" line="+37"/>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semifinals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarterfinals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First playoff round</source>
        <translation>決勝ラウンド1回戦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No playoff</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top %1</source>
        <translation>トップ%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pods of 4, one winner each: top 4 is one final pod; in a top 10 (or 40) the best seeds skip the first round (multiplayer addendum 10.4A).</source>
        <translation>4人ポッドで、各ポッドの勝者1人が勝ち上がります。トップ4は決勝の1ポッドだけ、トップ10(や40)では上位シードが最初のラウンドを免除されます(多人数戦補遺 10.4A)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+210"/>
        <source>Start playoff</source>
        <translation>決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="-190"/>
        <source>Playoff:</source>
        <translation>決勝ラウンド:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 (round %2)</source>
        <translation>%1(第%2回戦)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Recommended for %1 players: %2 (addendum Appendix E).</source>
        <translation>%1人の場合の推奨: %2(多人数戦補遺 付録E)。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Seats follow the Swiss standings: the best seed sits in seat 1 and plays first (2.2A). A drawn pod goes to the best seed among the players who drew (2.4C).</source>
        <translation>席順はスイスラウンドの順位どおりで、最上位シードが1番席で先攻です(多人数戦補遺 2.2A)。引き分けたポッドは、引き分けたプレイヤーのうち最上位シードが勝ち上がります(多人数戦補遺 2.4C)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Final standings: %1</source>
        <translation>最終順位: %1</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+158"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone left in the playoff dropped: there is no champion.</source>
        <translation>決勝ラウンドに残っていたプレイヤー全員がドロップしたため、優勝者はいません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No playoff: the Swiss standings are the final standings.</source>
        <translation>決勝ラウンドなし: スイスラウンドの順位表が最終順位です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Swiss rounds are over: start the playoff.</source>
        <translation>スイスラウンドが終了しました。決勝ラウンドを開始してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 starts after the last Swiss round (%2 of %3 paired).</source>
        <translation>%1はスイスラウンドの最終回戦の後に始まります(全%3回戦中、第%2回戦まで組み合わせ済み)。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Skip this round (10.4A): %1</source>
        <translation>このラウンドは免除(多人数戦補遺 10.4A): %1</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>seed %1 %2</source>
        <translation>第%1シード %2</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Dropped, seat left empty (MTR 2.10): %1</source>
        <translation>ドロップ(席は空席のまま、MTR 2.10): %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 result:</source>
        <translation>%1の結果:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Make the cut to the %1 from the final Swiss standings? Swiss results cannot be changed afterwards.</source>
        <translation>スイスラウンドの最終順位から%1を決めますか? この後はスイスラウンドの結果を変更できません。</translation>
    </message>
</context>
<context>
    <name>PodResultDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/pods/result.py" line="+41"/>
        <source>Result of table %1</source>
        <translation>%1卓の結果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who won? Press the seat number, or D for a draw.</source>
        <translation>勝者は? 席番号のキーを押してください。引き分けは D キーです。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat %1: %2 won</source>
        <translation>%1番席: %2 の勝利</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players who drew (untick a player who conceded or took a match loss: they lose, multiplayer addendum 2.1A):</source>
        <translation>引き分けたプレイヤー(投了したプレイヤーや【マッチの敗北】を受けたプレイヤーはチェックを外します。敗北扱いです。多人数戦補遺 2.1A):</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In the playoff the best seed among the players who drew goes on (multiplayer addendum 2.4C).</source>
        <translation>決勝ラウンドでは、引き分けたプレイヤーのうち最上位シードが勝ち上がります(多人数戦補遺 2.4C)。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>A draw needs at least two players who drew.</source>
        <translation>引き分けには、引き分けたプレイヤーが2人以上必要です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the winner or a draw.</source>
        <translation>勝者か引き分けを選んでください。</translation>
    </message>
</context>
<context>
    <name>PodRoundPanel</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/pod_round_panel.py" line="+56"/>
        <source> · </source>
        <translation>・</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>seat 1-4 / D</source>
        <translation>席番号 1〜4 / D</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winner&apos;s seat number (or part of their name). D: a draw between everyone; D13: seats 1 and 3 drew, the others lost (conceded or match loss, multiplayer addendum 2.1A).</source>
        <translation>勝者の席番号(または名前の一部)。D: 全員の引き分け。D13: 1番席と3番席が引き分け、ほかのプレイヤーは敗北(投了または【マッチの敗北】、多人数戦補遺 2.1A)。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>seat 1-%1 / D</source>
        <translation>席番号 1〜%1 / D</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>結果未入力(残り%n卓): </numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every result of this round is in.</source>
        <translation>このラウンドの結果はすべて入力済みです。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(now: %1)</source>
        <translation>(現在: %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a round first.</source>
        <translation>先にラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing recorded.</source>
        <translation>何も登録していません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1: %2 — recorded.</source>
        <translation>%1卓: %2 を登録しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Please check</source>
        <translation>確認してください</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Enter result...</source>
        <translation>結果を入力...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear this result</source>
        <translation>この結果を取り消す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time extension...</source>
        <translation>時間延長...</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Time extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a pod that is still playing, then try again.</source>
        <translation>対戦中のポッドを選んでから、もう一度操作してください。</translation>
    </message>
</context>
<context>
    <name>PodStandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/standings_sources.py" line="+130"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MW%</source>
        <translation>マッチ勝率</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opp. avg. points</source>
        <translation>相手平均勝ち点</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Match points: a win 2 × pod size − 1 (7 in pods of 4, also in a smaller pod), a draw 1, a loss 0 (multiplayer addendum Appendix C).</source>
        <translation>マッチ・ポイント: 勝利は 2×ポッド人数−1(4人ポッドなら7。少人数のポッドでも同じ)、引き分け1、敗北0(多人数戦補遺 付録C)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match-win percentage: match points (byes left out) over the points a win in every pod played would give (tiebreaker 2, multiplayer addendum 3.1A).</source>
        <translation>マッチ・ウィン・パーセンテージ: 勝ち点(不戦勝を除く)を、対戦したポッドすべてで勝った場合の勝ち点で割った値(タイブレーカー2、多人数戦補遺 3.1A)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponents&apos; average match points (tiebreaker 3, multiplayer addendum 3.1A).</source>
        <translation>対戦相手の平均マッチ・ポイント(タイブレーカー3、多人数戦補遺 3.1A)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponents&apos; match-win percentage, each at least 1 / points per win; a smaller pod counts an extra opponent at that minimum (tiebreaker 4).</source>
        <translation>オポネント・マッチ・ウィン・パーセンテージ。各相手の値は最低 1÷勝利時の勝ち点。少人数のポッドでは、その最低値の相手がもう1人いたものとして数えます(タイブレーカー4)。</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Tied with the player above on every tiebreaker.</source>
        <translation>すべてのタイブレーカーで上のプレイヤーと同点です。</translation>
    </message>
</context>
<context>
    <name>PodStandingsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="+138"/>
        <source>Opponents&apos; match-win percentages below 1 / points per win are raised to it (multiplayer addendum Appendix C).</source>
        <translation>1÷勝利時の勝ち点より低いオポは、この値として計算します(多人数戦補遺 付録C)。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Standings after:</source>
        <translation>順位表:</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Win %1 points · floor 1/%1</source>
        <translation>勝利 %1点・勝率の下限 1/%1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Round %1</source>
        <translation>第%1回戦まで</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>In progress: %n pod result(s) of this round missing</source>
        <translation>
            <numerusform>途中経過: 残り%n卓の結果が未入力です</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodSwapDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/pods/swap.py" line="+30"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 would meet again: they already played in a pod together.</source>
        <translation>%1 と %2 が再戦になります(すでに同じポッドで対戦しています)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 would play in a pod of %2 for the second time.</source>
        <translation>%1 が2回目の%2人ポッドになります。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The pod sizes (%1) are not the addendum&apos;s layout (%2, 10.4A).</source>
        <translation>ポッドの人数(%1)が多人数戦補遺の構成(%2、10.4A)と異なります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fewer players meeting again</source>
        <translation>再戦になるプレイヤーがより少ない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer players in a second smaller pod</source>
        <translation>2回目の少人数ポッドになるプレイヤーがより少ない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players closer to their place in the standings</source>
        <translation>各プレイヤーが自分の順位により近いポッドに入る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A better pairing exists on level %1: one with %2.</source>
        <translation>%2組み合わせがあります(基準%1)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether a better pairing exists could not be proven for this round.</source>
        <translation>このラウンドでは、より良い組み合わせがあるかどうかを証明できませんでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit pods</source>
        <translation>ポッドの手動変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players change seats: each takes the other&apos;s seat, everyone else keeps theirs. Only pods without a result can change. Every change is checked before it is saved and recorded in the audit log.</source>
        <translation>2人のプレイヤーの席を入れ替えます。それぞれが相手の席に座り、ほかのプレイヤーの席は変わりません。変更できるのは結果が未入力のポッドだけです。変更は保存の前にチェックされ、操作履歴に記録されます。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Pod</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Change seats…</source>
        <translation>席を入れ替え...</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes seats with:</source>
        <translation>入れ替える相手:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>result entered</source>
        <translation>結果入力済み</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Meeting again, as in the pods now: %1.</source>
        <translation>現在のポッドと同じく再戦: %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a pod of %2 for the second time, as in the pods now: %1.</source>
        <translation>現在のポッドと同じく2回目の%2人ポッド: %1。</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>%1 (table %2, seat %3)</source>
        <translation>%1(%2卓・%3番席)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 moves to table %2, seat %3; %4 moves to table %5, seat %6.</source>
        <translation>%1 は%2卓の%3番席へ、%4 は%5卓の%6番席へ移ります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The pod checker found:</source>
        <translation>ポッドのチェック結果:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pod checker found nothing to object to.</source>
        <translation>ポッドのチェックでは問題は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Save this change?</source>
        <translation>この変更を保存しますか?</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Saved: %1 and %2 changed seats.</source>
        <translation>保存しました: %1 と %2 の席を入れ替えました。</translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/draft/pods.py" line="+153"/>
        <location line="+108"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Seat players in pods</source>
        <translation>ポッド分け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players are divided at random into pods of roughly equal size, and play only against players of their own pod (MTR 7.6).</source>
        <translation>参加者を無作為に、ほぼ同じ人数のポッドに分けます。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> players</source>
        <translation>人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat at random</source>
        <translation>無作為にポッド分け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear pods</source>
        <translation>ポッドを解除</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Players per pod (at most):</source>
        <translation>1ポッドの最大人数:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pods are for draft events: choose Booster Draft (or Other) in the event settings.</source>
        <translation>ポッドはドラフトの大会で使います。大会の設定でフォーマットを「ブースタードラフト」(または「その他」)にしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round 1 is paired, so the pods are fixed (the draft has happened). To correct one player&apos;s pod between rounds, use Change pod... on the Players tab.</source>
        <translation>第1回戦の組み合わせ後なので、ポッドは確定しています(ドラフト済み)。1人のポッドを直すときは、ラウンドの合間に「プレイヤー」タブの「ポッド変更...」を使ってください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seating again replaces the pods below.</source>
        <translation>もう一度ポッド分けすると、下のポッドは置き換わります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a pod: %1</source>
        <translation>ポッド未割り当て: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At least two players are needed to seat pods.</source>
        <translation>ポッド分けには2人以上の参加者が必要です。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 players: %n pod(s) of %2</source>
        <translation>
            <numerusform>%1人を%n個のポッドに分けます(%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1 (%n player(s))</source>
        <translation>
            <numerusform>%1(%n人)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Random seed %1 (kept in the audit log).</source>
        <translation>乱数シード %1(操作履歴に記録しました)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Change pod</source>
        <translation>ポッド変更</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pod for %1:</source>
        <translation>%1のポッド:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pod </source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pod %1 would be a new pod.</source>
        <translation>ポッド%1を選ぶと新しいポッドになります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pods now: %1</source>
        <translation>現在のポッド: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1: %n人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/pods_model.py" line="+36"/>
        <source>%1 (seed %2)</source>
        <translation>%1(第%2シード)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+117"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message numerus="yes">
        <location line="-108"/>
        <source>%n-player pod</source>
        <translation>
            <numerusform>%n人ポッド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat %1 won</source>
        <translation>%1番席の勝利</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw; seat %1 goes on (best seed)</source>
        <translation>引き分け、%1番席が勝ち上がり(上位シード)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw (everyone)</source>
        <translation>引き分け(全員)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: seats %1</source>
        <translation>引き分け: %1番席</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat 1 (plays first)</source>
        <translation>1番席(先攻)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time added to the pod by a judge (MTR 2.6); a deck check gives its length plus 4 minutes (multiplayer addendum).</source>
        <translation>ジャッジがポッドに与えた延長時間 (MTR 2.6)。デッキチェックの場合は、かかった時間に4分を加えます(多人数戦補遺)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seating order, drawn at random (multiplayer addendum 2.2A); seat 1 plays first. In brackets: match points before this round.</source>
        <translation>席順は無作為に決めています(多人数戦補遺 2.2A)。1番席が先攻です。かっこ内はこのラウンド開始時の勝ち点です。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Fewer players than the other pods instead of a bye (multiplayer addendum 10.4A). A win still earns full points.</source>
        <translation>不戦勝を出す代わりに、ほかより少ない人数のポッドにしています(多人数戦補遺 10.4A)。勝利時の勝ち点は変わりません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Five players in pods of four: one pod of five, so that nobody plays head to head.</source>
        <translation>4人ポッドで5人のため、1対1の対戦にならないよう5人で1ポッドにしています。</translation>
    </message>
</context>
<context>
    <name>PodsTab</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/tabs/pod_rounds.py" line="+39"/>
        <source>%n pod(s) of %1</source>
        <translation>
            <numerusform>%1人ポッド×%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pair next round</source>
        <translation>次のラウンドの組み合わせ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair again</source>
        <translation>組み直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair the current round again while no result is entered.</source>
        <translation>結果が1つも入力されていない間は、現在のラウンドを組み直せます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit pods…</source>
        <translation>ポッドの手動変更...</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Swap two players between pods of the current round that have no result yet.</source>
        <translation>現在のラウンドの結果未入力のポッド間で、2人のプレイヤーの席を入れ替えます。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Time extension...</source>
        <translation>時間延長...</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Give the selected pod more time (MTR 2.6); a deck check gives its length plus 4 minutes (multiplayer addendum).</source>
        <translation>選んだポッドの時間を延長します (MTR 2.6)。デッキチェックの場合は、かかった時間に4分を加えます(多人数戦補遺)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The usual number of players per pod: 4 for Commander (multiplayer addendum *.1B). A win is worth 2 × pod size − 1 match points. Fixed once round 1 is paired.</source>
        <translation>1ポッドの標準の人数です(統率者戦は4人、多人数戦補遺 *.1B)。勝利時の勝ち点は「2×1ポッドの人数−1」です。第1回戦の組み合わせ後は変更できません。</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Pod size:</source>
        <translation>1ポッドの人数:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Round %1 result:</source>
        <translation>第%1回戦の結果:</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>スイスラウンド %1/%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Swiss rounds finished: start the playoff in the Playoff tab.</source>
        <translation>スイスラウンド終了。「決勝ラウンド」タブで決勝ラウンドを開始してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Win %1 points, draw 1.</source>
        <translation>勝ち点は勝利%1、引き分け1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next round: %1.</source>
        <translation>次のラウンド: %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>top %1</source>
        <translation>トップ%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no playoff</source>
        <translation>決勝ラウンドなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended for %1 players: %2 rounds, %3 (addendum Appendix E).</source>
        <translation>%1人の場合の推奨: %2回戦、%3(多人数戦補遺 付録E)。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Swiss rounds are over.</source>
        <translation>スイスラウンドは終了しています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the results of %1 first: table(s) %2.</source>
        <translation>先に%1の結果を入力してください(%2卓)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every Swiss round has been paired.</source>
        <translation>スイスラウンドはすべて組み合わせ済みです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pod needs at least 3 players.</source>
        <translation>1つのポッドには3人以上が必要です。</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>Throw away the current pods and pair this round again?</source>
        <translation>現在のポッドを破棄して、このラウンドを組み直しますか?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Correct an earlier round</source>
        <translation>前のラウンドの修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds were already paired after round %1. Correcting this result changes the standings, but the pods already paired stay as they are. Correct it anyway?</source>
        <translation>第%1回戦の後のラウンドがすでに組まれています。この結果を修正すると順位表は変わりますが、組み合わせ済みのポッドはそのままです。修正しますか?</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="+27"/>
        <source>Match result slip</source>
        <translation>結果登録用紙</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+51"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Playoff, round %1</source>
        <translation>決勝ラウンド 第%1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/event_report.py" line="+47"/>
        <source>%1 · %2 · Players: %3 · Rounds: %4</source>
        <translation>%1 · %2 · 参加者%3人 · 全%4回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + playoff %2</source>
        <translation>%1＋決勝ラウンド%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top 8 after round %1</source>
        <translation>第%1回戦終了時のトップ8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff final order</source>
        <translation>決勝ラウンドの最終順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metagame</source>
        <translation>メタゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players without a deck name: %1</source>
        <translation>デッキ名の登録がない参加者：%1人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No deck names were registered.</source>
        <translation>デッキ名は登録されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>Start %1 – expected end %2 (%3 min)</source>
        <translation>開始 %1 〜 終了予定 %2（%3分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round time: %1 min</source>
        <translation>制限時間 %1分</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/__init__.py" line="+166"/>
        <source>yyyy-MM-dd (ddd)</source>
        <extracomment>The date on every sheet: 2026年11月21日(土) in Japanese, 2026-11-21 (Sat) in English.</extracomment>
        <translation>yyyy年M月d日（ddd）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <location filename="../mtrdesk/sheets/standings_chart.py" line="+47"/>
        <source>Name</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/decklist_words.py" line="+22"/>
        <source>Decklist registration</source>
        <translation>デッキ登録用紙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Constructed</source>
        <translation>構築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited</source>
        <translation>リミテッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander deck</source>
        <translation>統率者戦</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Sealed Deck pool registration (MTR 7.5)</source>
        <translation>シールド・デッキのカード・プール登録用紙（イベント規定7.5）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (continued)</source>
        <translation>%1（続き）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page %1 of %2</source>
        <translation>%1/%2ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>イベント名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>フォーマット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player name</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading (furigana)</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pool of (the player who opened it)</source>
        <translation>カード・プールを開封したプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered by (MTR 7.5)</source>
        <translation>登録したプレイヤー（イベント規定7.5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their player ID</source>
        <translation>登録したプレイヤーのID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qty</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card name</source>
        <translation>カード名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main deck</source>
        <translation>メインデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main deck (continued)</source>
        <translation>メインデッキ（続き）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sideboard</source>
        <translation>サイドボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sideboard (continued)</source>
        <translation>サイドボード（続き）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commander</source>
        <translation>統率者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card pool</source>
        <translation>カード・プール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic lands added (MTR 7.2)</source>
        <translation>加えた基本土地（イベント規定7.2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main deck total</source>
        <translation>メインデッキ合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sideboard total</source>
        <translation>サイドボード合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total with the commander</source>
        <translation>統率者を含む合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in the pool</source>
        <translation>カード・プールの合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For tournament officials</source>
        <translation>スタッフ記入欄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepted by</source>
        <translation>受理したスタッフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepted on (date and time)</source>
        <translation>受理日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck checks (MTR 2.8): round, result, notes</source>
        <translation>デッキ・チェック（イベント規定2.8）：回戦・結果・メモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A copy of this list for its player&apos;s opponent in the playoff (MTR 2.7).</source>
        <translation>決勝ラウンドの対戦相手に渡す、このデッキリストの写しです（イベント規定2.7）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main deck: at least 60 cards. Sideboard: at most 15 cards. At most 4 copies of a card by its English name, except basic lands (MTR 6.1). Write one card per line with its count. Once a tournament official has accepted the list, it may not be changed (MTR 2.7).</source>
        <translation>メインデッキは60枚以上、サイドボードは15枚以下です。基本土地・カードを除き、同じ英語名のカードは4枚までです（イベント規定6.1）。1行に1種類ずつ、カード名と枚数を記入してください。スタッフが受理した後は、デッキリストを変更できません（イベント規定2.7）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main deck: at least 40 cards; every card of your pool not in the deck is your sideboard (MTR 7.1). You may add any number of Plains, Island, Swamp, Mountain and Forest, but no snow basic lands or Wastes (MTR 7.2): write how many of each you added. Once a tournament official has accepted the list, it may not be changed (MTR 2.7).</source>
        <translation>メインデッキは40枚以上です。カード・プールのうちメインデッキに入れなかったカードは、すべてサイドボードになります（イベント規定7.1）。《平地》《島》《沼》《山》《森》は何枚でも加えられますが、冠雪基本土地（《冠雪の森》など）や《荒地》は加えられません（イベント規定7.2）。加えた枚数をそれぞれ記入してください。スタッフが受理した後は、デッキリストを変更できません（イベント規定2.7）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Commander deck has 100 cards with the commander, one copy of each card except basic lands. Write the commander on its own line (multiplayer addendum *.4A). Once a tournament official has accepted the list, it may not be changed (MTR 2.7).</source>
        <translation>統率者戦のデッキは、統率者を含めて100枚です。基本土地を除き、同じ名前のカードは1枚までです。統率者は専用の欄に記入してください（多人数戦補遺 *.4A）。スタッフが受理した後は、デッキリストを変更できません（イベント規定2.7）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player across the table registers this pool while the player who opened it watches; both check its contents. Then the pool goes back to the player who opened it, who builds and registers a deck as usual (MTR 7.5).</source>
        <translation>このカード・プールは、開封したプレイヤーが見ている前で、向かいに座るプレイヤーが登録します。両者で内容を確認してください。登録後、カード・プールは開封したプレイヤーに返し、そのプレイヤーが通常どおりデッキを構築して登録します（イベント規定7.5）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plains</source>
        <translation>平地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Island</source>
        <translation>島</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swamp</source>
        <translation>沼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forest</source>
        <translation>森</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard</source>
        <extracomment>The format as printed in the format box (formal names); &quot;Other&quot; is left to write.</extracomment>
        <translation>スタンダード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pioneer</source>
        <translation>パイオニア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modern</source>
        <translation>モダン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy</source>
        <translation>レガシー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vintage</source>
        <translation>ヴィンテージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pauper</source>
        <translation>パウパー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sealed Deck</source>
        <translation>シールド・デッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booster Draft</source>
        <translation>ブースター・ドラフト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commander (multiplayer)</source>
        <translation>統率者戦（多人数戦）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent&apos;s decklist: %1 — for %2 (table %3)</source>
        <translation>対戦相手のデッキリスト：%1&#x3000;受け取るプレイヤー：%2（%3卓）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent&apos;s decklist: %1 — for %2</source>
        <translation>対戦相手のデッキリスト：%1&#x3000;受け取るプレイヤー：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: %2 (%3 min)</source>
        <translation>第%1回戦：%2（%3分）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>deck matches its list</source>
        <extracomment>Deck-check outcomes by stored value (``services.decklists.deck_checks.DeckCheckOutcome``).</extracomment>
        <translation>デッキはデッキリストと一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>problem with the decklist</source>
        <translation>デッキリストに問題あり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck does not match its list</source>
        <translation>デッキがデッキリストと不一致</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/pairings_by_table.py" line="+27"/>
        <source>Opposing team</source>
        <translation>対戦チーム</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/decklist_words.py" line="-83"/>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <location filename="../mtrdesk/sheets/seatings.py" line="+30"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+24"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 1 (plays first)</source>
        <translation>1番席（先攻）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/bracket.py" line="+19"/>
        <source>Round of %1</source>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarterfinals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semifinals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/event_report.py" line="-7"/>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(round %1)</source>
        <translation>（第%1回戦）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../mtrdesk/sheets/crosstable.py" line="+49"/>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+5"/>
        <source>Bye</source>
        <extracomment>What a line without an opponent says in the opponent&apos;s place.</extracomment>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ chooses to play or draw first: the higher seed (MTR 2.2).</source>
        <translation>★ 先攻・後攻を選ぶプレイヤー：上位シード（イベント規定2.2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team determined at random chooses to play or draw first (MTR 9.3).</source>
        <translation>先攻・後攻は無作為に決めたチームが選びます（イベント規定9.3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paired by draft seat: 1 v 5, 3 v 7, 2 v 6, 4 v 8 (MTR 10.4).</source>
        <translation>ドラフトの席順で対戦：1番席対5番席、3番席対7番席、2番席対6番席、4番席対8番席（イベント規定10.4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pods: %1</source>
        <translation>ポッド数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeds who join in this round: %1</source>
        <translation>この回戦から参加するシード：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ seat 1 plays first; seats follow the seeds (2.2A).</source>
        <translation>★ 1番席のプレイヤーが先攻です。席はシード順です（多人数戦補遺2.2A）。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="+1"/>
        <source>Awarded bye</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (late entry)</source>
        <translation>敗北（途中参加）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (no opponent)</source>
        <translation>不戦敗</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/bracket.py" line="-15"/>
        <location filename="../mtrdesk/sheets/slips.py" line="-23"/>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/seatings.py" line="-8"/>
        <source>Seatings by name</source>
        <translation>着席表（名前順）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find your name, then sit at your pod&apos;s table in your seat. You draft and build your deck in the same seat (MTR 7.6).</source>
        <translation>名前を探して、ポッドの卓の指定された席に着いてください。ドラフトもデッキ構築も同じ席で行います（イベント規定7.6）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draft and deck construction seating. Seats run clockwise from seat 1. Pass the first pack to the left, the second to the right, the third to the left (MTR 7.7). Build your deck in the same seat.</source>
        <translation>ドラフトとデッキ構築の席順です。席番号は1番席から時計回りです。1パック目は左、2パック目は右、3パック目は左に回します（イベント規定7.7）。デッキ構築も同じ席で行います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top 8 booster draft</source>
        <translation>トップ8（ブースター・ドラフト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats drawn at random (MTR 10.4). After the draft, seat 1 plays seat 5, seat 2 plays seat 6, seat 3 plays seat 7 and seat 4 plays seat 8.</source>
        <translation>席は無作為に決めています（イベント規定10.4）。ドラフト後、1番席と5番席、2番席と6番席、3番席と7番席、4番席と8番席が対戦します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swiss place</source>
        <translation>スイス順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players of different pods may be paired against each other (MTR 7.6).</source>
        <translation>別のポッドのプレイヤーと対戦することがあります（イベント規定7.6）。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/draft_plan.py" line="+27"/>
        <source>Booster draft (MTR 7.7)</source>
        <translation>ブースター・ドラフト（イベント規定7.7）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-Headed Giant booster draft (MTR 9.7)</source>
        <translation>双頭巨人戦ブースター・ドラフト（イベント規定9.7）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multiplayer booster draft (multiplayer addendum)</source>
        <translation>多人数戦ブースター・ドラフト（多人数戦補遺）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team Rochester draft (MTR 8.5)</source>
        <translation>チーム戦ロチェスタードラフト（イベント規定8.5）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/labels.py" line="-53"/>
        <source>MTR 2023 Appendix B</source>
        <translation>イベント規定2023年版 付録B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese MTR 2016 Appendix B</source>
        <translation>日本語版イベント規定2016年版 付録B</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/draft_plan.py" line="+2"/>
        <source>%1 drafters</source>
        <translation>ドラフト参加者%1人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 teams</source>
        <translation>%1チーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass left</source>
        <translation>左に回す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass right</source>
        <translation>右に回す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../mtrdesk/ui/projector/plan_preview.py" line="+65"/>
        <source>Draft plan</source>
        <translation>ドラフト進行表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing: %1</source>
        <translation>時間の基準：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 packs × %2 cards</source>
        <translation>%1パック × %2枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards on the first pick of each pack (MTR 7.7)</source>
        <translation>各パックの1ピック目は2枚（イベント規定7.7）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 leaves before pack %2, pick %3 (MTR 7.7)</source>
        <translation>%1番席は%2パック目・%3ピック目の前で離脱（イベント規定7.7）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pack %1 (%2)</source>
        <translation>%1パック目（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review after pack %1 (%2 s)</source>
        <translation>%1パック目の後の確認時間（%2秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review %1 s</source>
        <translation>確認 %1秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected end</source>
        <translation>終了予定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length: %1 min %2 s</source>
        <translation>所要時間：%1分%2秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No start time given: times are minutes and seconds from the start.</source>
        <translation>開始時刻の指定がないため、時刻は開始からの経過時間（分：秒）です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick</source>
        <translation>ピック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pack</source>
        <translation>パック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sec.</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booster</source>
        <translation>ブースター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid out by</source>
        <translation>配置するプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picking order</source>
        <translation>ピックの順番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each pick %1 s; each booster is reviewed for %2 s when laid out (MTR 8.5).</source>
        <translation>1ピック%1秒。ブースターを配置するたびに%2秒の確認時間があります（イベント規定8.5）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>—: the last card of a pack is taken without a timer (Appendix B).</source>
        <translation>—：パックの最後のカードは時間を計らずに取ります（イベント規定 付録B）。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/seatings.py" line="+3"/>
        <source>Stopped drafting before pack %1, pick %2 (MTR 7.7)</source>
        <translation>%1パック目・%2ピック目からドラフトを離脱（イベント規定7.7）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Games won</source>
        <translation>勝利ゲーム数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn games</source>
        <translation>引き分けゲーム数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/decklist_words.py" line="+5"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Time extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/seatings.py" line="-17"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>ID: %1</source>
        <translation>ID：%1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Chooses to play or draw first (MTR 2.2): %1</source>
        <translation>先攻・後攻を選ぶプレイヤー（イベント規定2.2）：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses to play or draw first (MTR 2.2): %1 (%2)</source>
        <translation>先攻・後攻を選ぶプレイヤー（イベント規定2.2）：%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team determined at random chooses to play or draw first (MTR 9.3)</source>
        <translation>先攻・後攻は無作為に決めたチームが選びます（イベント規定9.3）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/decklist_words.py" line="-4"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+3"/>
        <source>Team: %1</source>
        <translation>チーム：%1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="+10"/>
        <source>Seed %1</source>
        <translation>第%1シード</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/bracket.py" line="+14"/>
        <location filename="../mtrdesk/sheets/slips.py" line="+1"/>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/slips.py" line="-10"/>
        <source>Report from your phone: code</source>
        <translation>スマホで結果報告するためのコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the games each player won, both sign, and hand in this slip.</source>
        <translation>勝利ゲーム数を記入し、両者署名のうえ提出してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drew</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 1 plays first (2.2A).</source>
        <translation>1番席のプレイヤーが先攻です（多人数戦補遺2.2A）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the winner; for a draw, tick every player who drew, not a player who conceded or received a match loss (2.1A).</source>
        <translation>勝者に印を付けてください。引き分けの場合は、引き分けたプレイヤー全員に印を付けてください。投了したプレイヤーや【マッチの敗北】を受けたプレイヤーには付けません（多人数戦補遺2.1A）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tick the winner; a drawn match goes to the best seed who drew (2.4C).</source>
        <translation>勝者に印を付けてください。引き分けの場合は、引き分けたプレイヤーのうち最上位のシードの勝利になります（多人数戦補遺2.4C）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark the result, every player signs, and hand in this slip.</source>
        <translation>結果に印を付け、全員署名のうえ提出してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over once this slip is filled out; until then you may concede or agree to an intentional draw (%1).</source>
        <extracomment>When a match is over, by the edition&apos;s rule (MTR 2.4 in 2023, 2.4 and 2.5 in 2025); %1 the section on conceding and intentional draws.</extracomment>
        <translation>この用紙の記入でマッチは終了。それまでは投了やIDができます（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stay at the table until the result is recorded; until then you may concede or agree to an intentional draw (%1).</source>
        <translation>結果の記録まで席を離れないこと。それまでは投了やIDができます（%1）。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/__init__.py" line="-90"/>
        <source>Match result slips</source>
        <translation>結果登録用紙</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../mtrdesk/sheets/pairings_by_name.py" line="-22"/>
        <source>Pairings by name</source>
        <translation>組み合わせ表（名前順）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../mtrdesk/sheets/pairings_by_table.py" line="-2"/>
        <source>Pairings by table</source>
        <translation>組み合わせ表（卓番号順）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+39"/>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../mtrdesk/sheets/seatings.py" line="-11"/>
        <source>Draft and deck-construction seatings</source>
        <translation>着席表（ドラフト・デッキ構築）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../mtrdesk/sheets/bracket.py" line="-21"/>
        <source>Playoff bracket</source>
        <translation>決勝ラウンドのトーナメント表</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../mtrdesk/sheets/eventlink_closing.py" line="+34"/>
        <source>EventLink closing sheet</source>
        <translation>EventLink入力用シート</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../mtrdesk/sheets/event_report.py" line="-3"/>
        <source>Event report</source>
        <extracomment>The tallest bar row; many decks share the room left. Images to post (pixels): 4:5 portrait for social feeds, and square. An image page&apos;s width in points (8 inches) and its margin.</extracomment>
        <translation>大会レポート</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../mtrdesk/sheets/crosstable.py" line="-22"/>
        <source>Crosstable</source>
        <translation>対戦成績表</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../mtrdesk/sheets/standings_chart.py" line="-6"/>
        <source>Standings by round</source>
        <translation>回戦ごとの順位推移</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/pairings_by_table.py" line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+3"/>
        <source>Team</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team / player</source>
        <translation>チーム/プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposing team / player</source>
        <translation>対戦チーム/プレイヤー</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/crosstable.py" line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="-2"/>
        <source>After round %1</source>
        <translation>第%1回戦終了時</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/standings.py" line="+2"/>
        <source>Players by seat</source>
        <translation>メンバー（席順）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/crosstable.py" line="+1"/>
        <source>R%1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>Record (W-L-D)</source>
        <translation>戦績（勝-負-分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>GW%</source>
        <translation>ゲーム勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>OGW%</source>
        <translation>相手ゲーム勝率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W 5: won against the player on line 5; L lost; D drawn. Tiebreakers (MTR 3.1, Appendix C): OMW%, GW%, OGW%; match-win and game-win percentages below %1 count as %1.</source>
        <translation>勝 5：5行目のプレイヤーに勝ち、負：負け、分：引き分け。タイブレーカー（イベント規定3.1、付録C）：オポ、ゲーム勝率、相手ゲーム勝率。マッチ・ウィン・パーセンテージとゲーム・ウィン・パーセンテージは、%1未満の場合は%1として計算します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>W</source>
        <extracomment>A cell&apos;s mark on paper (context &quot;Print&quot;).</extracomment>
        <translation>勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>L</source>
        <translation>負</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>D</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>?</source>
        <translation>未</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>MW%</source>
        <translation>マッチ勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opp. avg. points</source>
        <translation>相手平均勝ち点</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/crosstable.py" line="-16"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>%1 (dropped)</source>
        <translation>%1（ドロップ）</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/eventlink_closing.py" line="+1"/>
        <source>Not for posting: holds e-mail addresses</source>
        <translation>掲示禁止：メールアドレスを含みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · Players: %2 · Rounds: %3</source>
        <translation>%1・参加者%2人・全%3回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and Wizards Accounts</source>
        <translation>参加者とウィザーズ・アカウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final standings (after round %1)</source>
        <translation>最終順位（第%1回戦終了時）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results, round by round</source>
        <translation>各回戦の結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wizards Account (e-mail)</source>
        <translation>ウィザーズ・アカウント（メールアドレス）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— by name</source>
        <translation>— 名前のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By Wizards Account: %1 · by name only: %2 (a player by name only may not count as an Engaged Player)</source>
        <translation>ウィザーズ・アカウント：%1人・名前のみ：%2人（名前のみのプレイヤーはエンゲージド・プレイヤーに数えられないことがあります）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner first; the score is games won-lost(-drawn), as on the result slip.</source>
        <translation>勝者が先です。スコアは結果登録用紙と同じく、勝利ゲーム数-敗北ゲーム数（-引き分けゲーム数）です。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/bracket.py" line="+25"/>
        <location filename="../mtrdesk/sheets/eventlink_closing.py" line="+3"/>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/eventlink_closing.py" line="+6"/>
        <source>%1 beat %2 %3</source>
        <extracomment>One line of a round, by its outcome: %1 the first side, %2 the second (or the pod&apos;s losers), %3 the score.</extracomment>
        <translation>%1が%2に%3で勝利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 drew %3</source>
        <translation>%1と%2は%3で引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: bye</source>
        <translation>%1：不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: awarded bye</source>
        <translation>%1：付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: loss (late entry)</source>
        <translation>%1：敗北（途中参加）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: loss (no opponent)</source>
        <translation>%1：不戦敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the pod; lost: %2</source>
        <translation>%1が勝利（敗北：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drew the pod; lost: %2</source>
        <translation>%1が引き分け（敗北：%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drew the pod</source>
        <extracomment>A pod every player of which drew.</extracomment>
        <translation>%1が引き分け</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/standings.py" line="+1"/>
        <source>Tiebreakers (MTR 3.1, Appendix C): OMW%, GW%, OGW%. Match-win and game-win percentages below %1 count as %1.</source>
        <translation>タイブレーカー（イベント規定3.1、付録C）：オポ、ゲーム勝率、相手ゲーム勝率。マッチ・ウィン・パーセンテージとゲーム・ウィン・パーセンテージは、%1未満の場合は%1として計算します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team tiebreaker (MTR Appendix C): OMW% only; game points are not used. Match-win percentages below %1 count as %1.</source>
        <translation>チーム戦のタイブレーカー（イベント規定 付録C）：オポのみ。ゲーム・ポイントは使用しません。マッチ・ウィン・パーセンテージは、%1未満の場合は%1として計算します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiebreakers (multiplayer addendum 3.1A): MW%, opponents&apos; average points, OMW%. Each opponent&apos;s match-win percentage counts at least %1 (1 / %2 points per win).</source>
        <translation>タイブレーカー（多人数戦補遺3.1A）：マッチ勝率、相手平均勝ち点、オポ。各対戦相手のマッチ・ウィン・パーセンテージは、最低%1（1÷勝利時の勝ち点%2）として計算します。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/phones_poster.py" line="+21"/>
        <source>Pairings and results on your phone</source>
        <translation>スマホで組み合わせ確認・結果報告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan with your phone&apos;s camera, or type the address:</source>
        <translation>スマホのカメラで読み取るか、アドレスを入力してください：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect your phone to this store&apos;s Wi-Fi.</source>
        <translation>スマホを店内のWi-Fiに接続してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the QR code above, or type the address, to see the pairings: find your name and go to your table.</source>
        <translation>上のQRコードを読み取るかアドレスを入力すると、組み合わせが表示されます。自分の名前を探して、自分の卓に着席してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After your match, report the result with the code printed on your result slip (or scan the slip&apos;s small QR code), then hand in the slip as the staff tell you.</source>
        <translation>対戦が終わったら、結果登録用紙に印刷されたコードで結果を報告してください（用紙の小さいQRコードを読み取っても報告できます）。結果登録用紙はスタッフの指示に従って提出してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the result shown is wrong, call a judge.</source>
        <translation>表示された結果が違う場合は、ジャッジを呼んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairings and results</source>
        <translation>組み合わせ・結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register here</source>
        <translation>参加登録はこちら</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To enter this event, scan &quot;Register here&quot; and send your name and its reading; your phone shows when the staff accept you.</source>
        <translation>この大会に参加するには「参加登録はこちら」のQRコードを読み取り、名前とふりがなを送信してください。スタッフが受け付けると、スマホの画面でお知らせします。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/collation.py" line="+80"/>
        <source>%1 row</source>
        <extracomment>The head of a 五十音 row on the Japanese by-name sheets: %1 its first kana (&quot;あ行&quot;).</extracomment>
        <translation>%1行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other names</source>
        <extracomment>The head of names with neither a kana reading nor Latin letters (a readingless 山田).</extracomment>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/chain_footer.py" line="+18"/>
        <source>Audit log %1</source>
        <translation>操作履歴 %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/sheets/standings_chart.py" line="+1"/>
        <source>Top %1 after round %2</source>
        <translation>上位%1人（第%2回戦終了時）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points after each round</source>
        <translation>各回戦後の勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after each round</source>
        <translation>各回戦後の順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../mtrdesk/ui/printing/menu.py" line="-49"/>
        <source>&amp;Decklists</source>
        <translation>デッキリスト(&amp;D)</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../mtrdesk/ui/tabs/decklist_panel.py" line="-61"/>
        <source>Print...</source>
        <translation>印刷...</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <location filename="../mtrdesk/ui/printing/preview.py" line="+117"/>
        <source>Print preview: %1</source>
        <extracomment>The sheet whose preview also saves images to post (``save_images``). The last drawing was stopped with its progress dialog&apos;s Cancel.</extracomment>
        <translation>印刷プレビュー: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>レター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B4 (JIS, 257 × 364 mm)</source>
        <translation>B4</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Print...</source>
        <translation>印刷...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save PDF...</source>
        <translation>PDFを保存...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save images...</source>
        <translation>画像を保存...</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paper size:</source>
        <translation>用紙サイズ:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Round %1 (playoff)</source>
        <translation>第%1回戦(決勝ラウンド)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Drawing the sheet was stopped. Choose the round or the paper again to draw it.</source>
        <translation>作成を中止しました。もう一度作成するには、ラウンドか用紙サイズを選び直してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Drawing %1...</source>
        <translation>%1を作成しています...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pages: %1</source>
        <translation>全%1ページ</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Save images</source>
        <translation>画像を保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The images could not be saved: %1. Choose another folder.</source>
        <translation>画像を保存できませんでした(%1)。別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/printing/pdf.py" line="+69"/>
        <source>The printer could not be started. Check that it is on and connected, then try again.</source>
        <translation>印刷を開始できませんでした。プリンターの電源が入っていて接続されていることを確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Printing...</source>
        <translation>印刷しています...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/printing/preview.py" line="-60"/>
        <source>Save PDF</source>
        <translation>PDFを保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The PDF could not be saved: %1. Choose another folder.</source>
        <translation>PDFを保存できませんでした(%1)。別のフォルダーを選んでください。</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <location filename="../mtrdesk/ui/progress.py" line="+40"/>
        <source>Cancel</source>
        <extracomment>How long work runs before its dialog appears (ms): a wait under a second flashes nothing.</extracomment>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../mtrdesk/ui/projector/faces.py" line="+42"/>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="+68"/>
        <location line="+11"/>
        <source>Booster draft</source>
        <translation>ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="-10"/>
        <source>Two-Headed Giant booster draft</source>
        <translation>双頭巨人戦ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="+1"/>
        <source>Multiplayer booster draft</source>
        <translation>多人数戦ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="+1"/>
        <source>Team Rochester draft</source>
        <translation>チーム戦ロチェスタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck building</source>
        <translation>デッキ構築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round time</source>
        <translation>ラウンドの制限時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass left</source>
        <translation>左回し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right</source>
        <translation>右回し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deck registration</source>
        <translation>デッキ登録時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck construction</source>
        <translation>デッキ構築時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck registration and construction</source>
        <translation>デッキ登録・構築時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left in the round</source>
        <translation>ラウンドの残り時間</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Press Space to start</source>
        <translation>スペースキーでスタート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draft finished</source>
        <translation>ドラフト終了</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+27"/>
        <source>Review: %1 s</source>
        <translation>確認時間: %1秒</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Next: pack %1 of %2</source>
        <translation>次は%1パック目(全%2パック)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pack %1 of %2</source>
        <translation>%1パック目(全%2パック)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Booster %1 of %2</source>
        <translation>%1個目のブースター(全%2個)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards left: %1</source>
        <translation>残り%1枚</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Laid out by %1</source>
        <translation>配置したプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take %1 cards</source>
        <translation>%1枚ピック</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time out: the oldest card is taken</source>
        <translation>時間切れの場合: スタッフが「最古の」カードを選択</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick %1</source>
        <translation>%1ピック目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now picking: %1</source>
        <translation>ピックするプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Next review: %1 s after pack %2, in %3</source>
        <translation>次の確認時間: %2パック目の後に%1秒(あと%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next booster: laid out by %1, in %2</source>
        <translation>次のブースター: %1が配置(あと%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Time is up: one additional turn per player still in the game</source>
        <translation>時間終了: 残っているプレイヤーの人数分の延長ターン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At time: one additional turn per player still in the game</source>
        <translation>時間終了後: 残っているプレイヤーの人数分の延長ターン</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time is up: %1 additional turns</source>
        <translation>時間終了: 延長ターンは合計%1ターン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At time: %1 additional turns</source>
        <translation>時間終了後: 延長ターンは合計%1ターン</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deck building time is over</source>
        <translation>デッキ構築時間終了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: %1, %2 min</source>
        <translation>次: %1 %2分</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="-8"/>
        <source>Draft pick clock</source>
        <translation>ドラフトのピック時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck-building clock</source>
        <translation>デッキ構築時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round clock</source>
        <translation>ラウンドの制限時間</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>EN-2023 (MTR 2023 Appendix B)</source>
        <translation>イベント規定2023年版 付録B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JA-2016 (Japanese MTR 2016 Appendix B)</source>
        <translation>日本語版イベント規定2016年版 付録B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sealed Deck</source>
        <translation>シールドデッキ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team Sealed Deck</source>
        <translation>チーム戦シールドデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team draft</source>
        <translation>チーム戦ドラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-Headed Giant Sealed Deck</source>
        <translation>双頭巨人戦シールドデッキ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two-Headed Giant draft</source>
        <translation>双頭巨人戦ドラフト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>5 additional turns (%1)</source>
        <extracomment>%1: the end-of-match section in the event&apos;s edition (2023: MTR 2.5; 2025: MTR 2.4).</extracomment>
        <translation>合計5ターンの延長ターン(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 additional turns (Two-Headed Giant, %1)</source>
        <translation>合計3ターンの延長ターン(双頭巨人戦、%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One per remaining player (multiplayer addendum 2.4A)</source>
        <translation>残っているプレイヤー1人につき1ターン(多人数戦補遺 2.4A)</translation>
    </message>
    <message>
        <location line="+51"/>
        <location filename="../mtrdesk/ui/projector/window.py" line="+218"/>
        <source>Projector clock</source>
        <translation>プロジェクター用タイマー</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open projector</source>
        <translation>プロジェクターを開く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clock:</source>
        <translation>タイマー:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>100 % follows the chosen rules. A casual draft can run slower: 150 % gives every pick and review half as long again. Remembered for next time.</source>
        <translation>100%は選んだ規定どおりの時間です。カジュアルなドラフトでは、時間を長くしてゆっくり進めることもできます。150%にすると、すべてのピック時間と確認時間が1.5倍になります。この設定は次回も使われます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Two cards on the first pick (MTR 7.7)</source>
        <translation>1ピック目は2枚 (MTR 7.7)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draft:</source>
        <translation>ドラフト:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timing:</source>
        <translation>時間の基準:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick and review times:</source>
        <translation>ピック・確認時間:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Packs:</source>
        <translation>パック数:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards per pack:</source>
        <translation>1パックの枚数:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print plan...</source>
        <translation>進行表を印刷...</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Prerelease or new-set release weekend: 15 more minutes of construction (MTR 2023 Appendix B)</source>
        <translation>プレリリースまたは新セット発売週末: デッキ構築時間を15分延長(MTR 2023年版 付録B)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deck registration time first</source>
        <translation>先にデッキ登録時間を計る</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Format:</source>
        <translation>フォーマット:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Minutes:</source>
        <translation>制限時間(分):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When time is up:</source>
        <translation>時間終了後:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Teams:</source>
        <translation>チーム数:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drafters:</source>
        <translation>ドラフト参加人数:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total: %1 min</source>
        <translation>合計: %1分</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pick and review times</source>
        <translation>ピック・確認時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs</source>
        <translation>パック数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards per pack</source>
        <translation>1パックの枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drafters</source>
        <translation>ドラフト参加人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>制限時間(分)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/plan_preview.py" line="-6"/>
        <location filename="../mtrdesk/ui/projector/setup_dialog.py" line="+9"/>
        <source>This draft cannot be timed: %1</source>
        <translation>このドラフトは時間を計れません: %1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/window.py" line="+4"/>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one step (Left or B)</source>
        <translation>1つ前に戻る(← または B)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skip ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step now (Right or N)</source>
        <translation>すぐ次に進む(→ または N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>−5 s</source>
        <translation>−5秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 seconds less on this step (−)</source>
        <translation>このステップを5秒短く(−)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+5 s</source>
        <translation>+5秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 seconds more on this step (+)</source>
        <translation>このステップを5秒長く(+)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mute</source>
        <translation>消音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound cues on or off (M)</source>
        <translation>効果音のオン/オフ(M)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The screen the projector shows on</source>
        <translation>プロジェクターを表示する画面</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Screen %1 (%2×%3)</source>
        <translation>画面%1(%2×%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start (Space)</source>
        <translation>スタート(スペースキー)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume (Space)</source>
        <translation>再開(スペースキー)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause (Space)</source>
        <translation>一時停止(スペースキー)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave full screen (Esc)</source>
        <translation>全画面表示を終了(Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show full screen (F)</source>
        <translation>全画面表示(F)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/extensions.py" line="+37"/>
        <source>Table %1: +%2 min</source>
        <translation>%1卓: +%2分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1: +%2 min → ends %3</source>
        <translation>%1卓: +%2分 → %3 終了</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>+%1 more tables</source>
        <translation>ほか%1卓</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/pairings_panel.py" line="+72"/>
        <location filename="../mtrdesk/ui/projector/room_screen.py" line="+177"/>
        <source>Bye (no table)</source>
        <translation>不戦勝(卓なし)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Pairings (P)</source>
        <translation>組み合わせ(P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the pairings by name, a page at a time (P)</source>
        <translation>名前順の組み合わせを1ページずつ表示/非表示(P)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pairings by name — page %1 of %2</source>
        <translation>組み合わせ(名前順) — %1/%2ページ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/phones_code.py" line="+104"/>
        <location filename="../mtrdesk/ui/projector/room_screen.py" line="+224"/>
        <source>Register here</source>
        <extracomment>The count registered under the address while the registration code shows.</extracomment>
        <translation>参加登録はこちら</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairings and results on your phone</source>
        <translation>スマホで組み合わせ確認・結果報告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phones QR (Q)</source>
        <translation>スマホ用QR(Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show or hide the QR code phones open the pages with (Q)</source>
        <translation>スマホでページを開くためのQRコードを表示/非表示(Q)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/registration/states.py" line="+46"/>
        <source>Registered: %1/%2</source>
        <translation>参加登録: %1/%2人</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Registered: %1</source>
        <translation>参加登録: %1人</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/registration/shown.py" line="+52"/>
        <source>On the waitlist: %1</source>
        <translation>キャンセル待ち: %1人</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../mtrdesk/words/i18n.py" line="+22"/>
        <source>&amp;Look in:</source>
        <translation>ファイルの場所(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>Registration</name>
    <message>
        <location filename="../mtrdesk/words/registration/states.py" line="-30"/>
        <source>waiting for the organizer</source>
        <translation>主催者の確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the waitlist</source>
        <translation>キャンセル待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted</source>
        <translation>受付済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declined</source>
        <translation>お断り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined to a player entered</source>
        <translation>登録済みの参加者に統合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>withdrawn</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>same reading as %1</source>
        <translation>%1 とふりがなが同じ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same e-mail as %1</source>
        <translation>%1 とメールアドレスが同じ</translation>
    </message>
</context>
<context>
    <name>RegistrationDesk</name>
    <message>
        <location filename="../mtrdesk/ui/registration/shown.py" line="-22"/>
        <source>%1/%2 entered</source>
        <translation>参加 %1/%2人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 entered</source>
        <translation>参加 %1人</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 waiting, %2 on the waitlist, %3</source>
        <translation>確認待ち %1人、キャンセル待ち %2人、%3</translation>
    </message>
</context>
<context>
    <name>RegistrationsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/registrations_model.py" line="+52"/>
        <source>Name</source>
        <extracomment>Before a likely duplicate&apos;s description: it stands out without colour too.</extracomment>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wizards Account</source>
        <translation>ウィザーズ・アカウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrived</source>
        <translation>受付時刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likely duplicate</source>
        <translation>重複の可能性</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Wizards Account e-mail the player gave, for EventLink. Only this window shows it: no page on phones and no printed sheet does.</source>
        <translation>プレイヤーが入力したウィザーズ・アカウントのメールアドレスです(EventLink用)。このウィンドウにだけ表示され、スマホのページや印刷物には載りません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone entered or registered with the same reading or e-mail: if it is the same person, choose Merge... instead of accepting them twice.</source>
        <translation>同じふりがなまたはメールアドレスの参加者・参加登録があります。同じ人なら、二重に受け付けず「統合...」を選んでください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (place %2)</source>
        <translation>%1(%2番目)</translation>
    </message>
</context>
<context>
    <name>RegistrationsPanel</name>
    <message>
        <location filename="../mtrdesk/ui/registration/merge.py" line="+57"/>
        <location line="+9"/>
        <source>Merge</source>
        <translation>統合</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No player is entered yet: there is nobody to merge %1 with.</source>
        <translation>まだ参加者がいないため、%1 を統合する相手がいません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 registered, and is the same person as this player already entered:</source>
        <translation>%1 の参加登録を、すでに参加しているこのプレイヤーと同じ人として統合します:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/registration/panel.py" line="+57"/>
        <source>Registration settings...</source>
        <extracomment>How often the panel asks whether the window&apos;s server runs (no query: a callable). The table&apos;s height at most: the players list stays the tab&apos;s main part. The window&apos;s registration code: small, for the organizer&apos;s own phone to try it.</extracomment>
        <translation>参加登録の設定...</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accept</source>
        <translation>受付</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decline</source>
        <translation>お断り</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Absent</source>
        <translation>欠席</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>They registered but did not come: the registration ends, and a regular of the store has one more no-show in the roster.</source>
        <translation>参加登録したのに来なかった人です。参加登録を終え、店の常連なら名簿の無断欠席が1回増えます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Merge...</source>
        <translation>統合...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same person is entered already: link the registration to that entry instead of entering them twice.</source>
        <translation>同じ人がすでに参加しています。二重に登録せず、その参加者に参加登録を結び付けます。</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Registration from phones: open</source>
        <translation>スマホからの参加登録: 受付中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration from phones: closed</source>
        <translation>スマホからの参加登録: 受付停止中</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Phones reach the registration form only while the window is open to phones: choose Event &gt; Open to phones... and Start.</source>
        <translation>参加登録フォームはスマホに公開している間だけ開けます。「大会 &gt; スマホに公開...」で「開始」を押してください。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Registration is open.</source>
        <translation>参加登録の受付を開始しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration is closed.</source>
        <translation>参加登録の受付を終了しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+81"/>
        <source>Registration</source>
        <translation>参加登録</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Registration is open, but phones reach the form only while the window is open to phones: choose Event &gt; Open to phones... and Start. The registration QR code then shows here, on the projector and on the phones poster.</source>
        <translation>参加登録の受付を開始しましたが、参加登録フォームはスマホに公開している間だけ開けます。「大会 &gt; スマホに公開...」で「開始」を押してください。参加登録用のQRコードが、ここと、プロジェクターとスマホ用ポスターに表示されます。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Decline the registration of %1? Their phone says it was not accepted.</source>
        <translation>%1 の参加登録をお断りしますか? 本人のスマホには、受け付けられなかったと表示されます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Mark %1 as absent? The registration ends; if they are a regular of the store, their no-shows in the roster count one more.</source>
        <translation>%1 を欠席にしますか? 参加登録を終えます。店の常連なら、名簿の無断欠席が1回増えます。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Close registration</source>
        <translation>参加登録の受付を終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open registration</source>
        <translation>参加登録の受付を開始</translation>
    </message>
</context>
<context>
    <name>Regulars</name>
    <message>
        <location filename="../mtrdesk/words/players/regulars.py" line="+13"/>
        <source>Erased player %1</source>
        <translation>消去済みプレイヤー%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Erase the personal information of %1? Their name, reading, player ID and Wizards Account e-mail are removed from the roster, their registrations, the undo history and the audit log of this database. Their results stay under &quot;%2&quot;, so the standings stay true. This cannot be undone.

Backups and event files made before still hold the name: delete them, or keep them safe, as your store&apos;s rules for personal information say.</source>
        <translation>%1 の個人情報を消去しますか? 名前・ふりがな・プレイヤーID・ウィザーズ・アカウントのメールアドレスを、このデータベースの名簿、参加登録、元に戻す履歴、操作履歴から削除します。結果は「%2」として残るため、順位は変わりません。この操作は元に戻せません。

これより前に作ったバックアップや大会ファイルには、名前が残っています。お店の個人情報の取り扱いルールに従って、削除するか安全に保管してください。</translation>
    </message>
</context>
<context>
    <name>RegularsDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/regulars/dialog.py" line="+45"/>
        <source>By name</source>
        <extracomment>The sorts offered, in the order of the chooser.</extracomment>
        <translation>名前順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By events played</source>
        <translation>参加回数順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By last seen</source>
        <translation>最終参加日順</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Regulars</source>
        <translation>常連</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everybody your store has entered, kept across events. Type a few letters of a reading (hiragana or katakana) or a name to find someone.</source>
        <translation>お店の大会に参加したことのある全員です(大会をまたいで記録)。ふりがな(ひらがなでもカタカナでも)や名前を数文字入力すると探せます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading or name</source>
        <translation>ふりがなまたは名前</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show e-mail addresses</source>
        <translation>メールアドレスを表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hidden until asked, so nobody at the counter reads them.</source>
        <translation>カウンター越しに読まれないよう、選ぶまで表示しません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>E-mail...</source>
        <translation>メールアドレス...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Merge...</source>
        <translation>統合...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select two records of one person to make them one.</source>
        <translation>同じ人の記録を2つ選ぶと、1つにまとめられます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Erase...</source>
        <translation>消去...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a person asks the store to delete their personal information.</source>
        <translation>本人からお店に個人情報の削除を求められたときに使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Wizards Account e-mail</source>
        <translation>ウィザーズ・アカウントのメールアドレス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Wizards Account e-mail of %1 (empty: none):</source>
        <translation>%1 のウィザーズ・アカウントのメールアドレス(空欄: なし):</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Erase a person</source>
        <translation>個人情報の消去</translation>
    </message>
</context>
<context>
    <name>RegularsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/regulars_model.py" line="+26"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events played</source>
        <translation>参加回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First seen</source>
        <translation>初参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seen</source>
        <translation>最終参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-shows</source>
        <translation>無断欠席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wizards Account e-mail</source>
        <translation>ウィザーズ・アカウントのメールアドレス</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>This person&apos;s details were erased at their request; their results stay under this name.</source>
        <extracomment>The e-mails are read out only when asked (``show_emails``): hidden, the column holds nothing, not even in a tooltip.</extracomment>
        <translation>この人の個人情報は本人の求めにより消去済みです。結果はこの名前で残っています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Events the person took part in; an entry dropped before round 1 does not count (MTR 2.10).</source>
        <translation>参加した大会の数です。第1回戦の前にドロップした大会は数えません(MTR 2.10)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Times the person registered and was removed as absent.</source>
        <translation>参加登録したのに欠席として削除された回数です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For EventLink&apos;s invite list. Only the organizer sees it: no page on phones and no posted sheet shows it.</source>
        <translation>EventLinkの招待リスト用です。主催者だけが見られ、スマホのページや掲示する用紙には載りません。</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/backup.py" line="+48"/>
        <location line="+80"/>
        <source>Restore from backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>mtrdesk backs up the database at the start of every round. The event you choose comes back as a new event; the events open now stay as they are.</source>
        <translation>mtrdesk は各回戦の開始時にデータベースを自動でバックアップしています。選んだ大会は新しい大会として復元され、今ある大会はそのまま残ります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Backups folder: %1</source>
        <translation>バックアップフォルダー: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backup</source>
        <translation>バックアップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken at</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this database</source>
        <translation>このデータベース</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Restore as a new event</source>
        <translation>新しい大会として復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>There are no automatic backups yet. mtrdesk backs up the database at the start of every round, in %1.</source>
        <translation>自動バックアップはまだありません。mtrdesk は各回戦の開始時に %1 へデータベースをバックアップします。</translation>
    </message>
</context>
<context>
    <name>ResultEntry</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="+111"/>
        <location line="+45"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Table number</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>2-1, 1-1-1, 0-0-3</source>
        <translation>2-1、1-1-1、0-0-3</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>1-0, 0-1, 0-0-3</source>
        <translation>1-0、0-1、0-0-3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-1, 2-2-1, 0-0-3</source>
        <translation>3-1、2-2-1、0-0-3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1-0, 0-1</source>
        <translation>1-0、0-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-0, 2-1, 1-2</source>
        <translation>2-0、2-1、1-2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3-0, 3-2, 2-3</source>
        <translation>3-0、3-2、2-3</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won by the left player, games won by the right player, drawn games.</source>
        <translation>左のプレイヤーの勝利ゲーム数-右のプレイヤーの勝利ゲーム数-引き分けゲーム数</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>e.g. 12A</source>
        <translation>例: 12A</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Type the table and the seat letter, for example 12A.</source>
        <translation>卓番号と席の記号を 12A のように入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables are numbered from 1 to %1: type the table on the slip.</source>
        <translation>卓番号は1〜%1です。結果登録用紙に書かれた卓番号を入力してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+231"/>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="-81"/>
        <source>Enter result:</source>
        <translation>結果入力:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="+85"/>
        <source>Type a table number (digits only).</source>
        <translation>卓番号を数字で入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no table %1 in this round.</source>
        <translation>このラウンドに%1卓はありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the table number first, then Enter.</source>
        <translation>先に卓番号を入力して Enter を押してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table %1: %2 recorded.</source>
        <translation>%1卓: %2 を登録しました。</translation>
    </message>
</context>
<context>
    <name>RollbackDialog</name>
    <message numerus="yes">
        <location filename="../mtrdesk/ui/dialogs/rollback.py" line="+35"/>
        <source>Round %1 will be removed: its pairings at %n table(s),</source>
        <translation>
            <numerusform>第%1回戦を削除します: 全%n卓の組み合わせと、</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>and the %n result(s) entered in it.</source>
        <translation>
            <numerusform>入力済みの結果%n件も削除されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Its time extensions and deck checks (%n) go with it.</source>
        <translation>
            <numerusform>このラウンドの時間延長とデッキチェック(%n件)も削除されます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dropped during the round, they stay dropped (before it): %1</source>
        <translation>この回戦中にドロップしたプレイヤーは、この回戦の前のドロップとして扱われます: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entered during the round, they are paired in it when it is paired again: %1</source>
        <translation>この回戦中に途中参加したプレイヤーは、組み直したこの回戦から参加します: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Edit ▸ Undo brings the round back exactly as it was.</source>
        <translation>「編集 &gt; 元に戻す」で、このラウンドを取り消す前の状態にそのまま戻せます。</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+19"/>
        <source>Roll back round %1</source>
        <translation>第%1回戦を取り消す</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Why? For example: paired before a result was fixed</source>
        <translation>理由(例: 結果の修正前に組み合わせを作成した)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reason (kept in the log):</source>
        <translation>理由(操作履歴に記録されます):</translation>
    </message>
</context>
<context>
    <name>RoomScreen</name>
    <message>
        <location filename="../mtrdesk/ui/projector/room_opener.py" line="+68"/>
        <source>Room screen (R)</source>
        <translation>会場スクリーン(R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open or close the room screen: pairings by name, standings and the registration code in large type, full screen on the last screen (R)</source>
        <translation>会場スクリーンを開く・閉じる: 組み合わせ(名前順)、順位表、参加登録のQRコードを大きな文字で、最後の画面に全画面表示します (R)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/projector/room_screen.py" line="-253"/>
        <source>Room screen</source>
        <extracomment>The projector&apos;s digits now (&quot;12:34&quot;), or &quot;&quot; when it shows none. The round clock&apos;s seconds left (0 past time), ``None`` before it starts. The registration form&apos;s address while phones may register, else ``None``. The values are read again this often (a result, a re-pair, a new round). The top bar (event, round, clock) and the bottom line (page, still playing), as shares of the height; the rows get ``BODY_SHARE`` between them. Font sizes as shares of the height. The registration page: the QR code&apos;s side and the count&apos;s size. Left and right margins, a share of the width. Measured widths get this much room more (hinting moves a glyph by a pixel). Remembered: the dark theme chosen. The rows of the phase shown: (first, name, last) texts, in order.</extracomment>
        <translation>会場スクリーン</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Standings after round %1</source>
        <translation>第%1回戦終了時の順位表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · Pairings by name</source>
        <translation>%1 · 組み合わせ(名前順)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Page %1 of %2</source>
        <translation>%1/%2ページ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Still playing: tables %1</source>
        <translation>対戦中の卓: %1</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../mtrdesk/words/swiss/round_status.py" line="+23"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/swiss_rounds.py" line="+37"/>
        <source>Pair next round</source>
        <translation>次のラウンドの組み合わせを作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair again</source>
        <translation>組み直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair the current round again while no result is entered.</source>
        <translation>結果が1つも入力されていない間は、現在のラウンドを組み直せます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit pairings...</source>
        <translation>組み合わせを手動変更...</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+212"/>
        <source>Time extension...</source>
        <translation>時間延長...</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>Round paired</source>
        <translation>組み合わせを作りました</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="-216"/>
        <source>Round %1 result:</source>
        <translation>第%1回戦の結果:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/round_status.py" line="+6"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1ほか%Ln卓</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This event is single elimination only (MTR Appendix E): start it on the Playoff tab.</source>
        <translation>この大会はシングルエリミネーションのみです (MTR 付録E)。「決勝ラウンド」タブで開始してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Swiss rounds are over.</source>
        <translation>スイスラウンドは終了しています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the results of %1 first: table(s) %2.</source>
        <translation>先に%1の結果を入力してください(未入力の卓: %2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every Swiss round has been paired.</source>
        <translation>スイスラウンドはすべて組み合わせ済みです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Swiss ended after %1 by the announced rule (MTR 10.2).</source>
        <translation>告知した終了条件により、%1でスイスラウンドを終了しました (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Single elimination only: no Swiss rounds. Play it on the Playoff tab.</source>
        <translation>シングルエリミネーションのみ(スイスラウンドなし)。「決勝ラウンド」タブで進めてください。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>スイスラウンド %1/%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 of up to %n Swiss round(s) paired</source>
        <translation>
            <numerusform>スイスラウンド %1/最大%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+82"/>
        <source>Nothing recorded in %1. Now on %2: check the players and press Enter to record the slip here.</source>
        <translation>%1には何も登録していません。表示を%2に切り替えました。プレイヤーを確認して Enter を押すと、この用紙の結果をこのラウンドに登録します。</translation>
    </message>
    <message numerus="yes">
        <location line="-66"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>結果未入力(残り%n卓): </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/swiss_rounds.py" line="+247"/>
        <source>Let two teams change places; player A still plays player A (MTR 8.2).</source>
        <translation>2つのチームの組み合わせを入れ替えます。プレイヤーAは引き続きプレイヤーAと対戦します (MTR 8.2)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+3"/>
        <source>Every result of this round is in.</source>
        <translation>このラウンドの結果はすべて入力済みです。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/words/swiss/round_status.py" line="+7"/>
        <source>Swiss rounds finished: start the playoff in the Playoff tab.</source>
        <translation>スイスラウンド終了。「決勝ラウンド」タブで決勝ラウンドを開始してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+27"/>
        <location line="+20"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(now %1)</source>
        <translation>(現在 %1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose a round first.</source>
        <translation>先にラウンドを選んでください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/dialogs/floor_reports.py" line="+40"/>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+67"/>
        <source>Please check</source>
        <translation>確認してください</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+11"/>
        <source>%1, table %2 corrected to %3. Back on %4 for the next slip.</source>
        <translation>%1 %2卓の結果を %3 に修正しました。次の用紙を入力できるよう%4に戻りました。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/swiss_rounds.py" line="-235"/>
        <source>Correct an earlier round</source>
        <translation>前のラウンドの修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds were already paired after round %1. Correcting this result changes the standings, but the pairings already made stay as they are. Correct it anyway?</source>
        <translation>第%1回戦の後のラウンドがすでに組まれています。この結果を修正すると順位表は変わりますが、作成済みの組み合わせはそのままです。修正しますか?</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/matches_panel.py" line="+65"/>
        <source>Clear this result</source>
        <translation>この結果を取り消す</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Time extension</source>
        <translation>時間延長</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a match that is still playing, then try again.</source>
        <translation>対戦中のマッチを選んでから、もう一度操作してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/swiss_rounds.py" line="-7"/>
        <source>Throw away the current pairings and pair this round again?</source>
        <translation>現在の組み合わせを破棄して、このラウンドを組み直しますか?</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+83"/>
        <source>Print result slips with each new round</source>
        <translation>新しい回戦ごとに結果登録用紙を印刷する</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens the result slips to print once a round is paired. Players may also report on their phones or at the desk; the event&apos;s rules say whether slips are printed by default.</source>
        <translation>回戦の組み合わせを作ると、その結果登録用紙の印刷画面を開きます。プレイヤーはスマホから、またはスタッフに直接結果を報告することもできます。既定で印刷するかどうかは、この大会が従うイベント規定の版で決まります。</translation>
    </message>
</context>
<context>
    <name>ScanField</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/scan_field.py" line="+47"/>
        <source>Scan slips</source>
        <translation>結果登録用紙の読み取り</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scan the QR code of a result slip (%1)</source>
        <translation>結果登録用紙のQRコードを読み取ってください(%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Press %1, then scan a result slip with a barcode scanner: its match opens for the result. After the result, the cursor comes back here for the next slip.</source>
        <translation>%1キーを押してから、バーコードリーダーで結果登録用紙を読み取ってください。そのマッチの結果入力が開きます。結果を登録すると、次の用紙のためにカーソルがここに戻ります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scan a result slip</source>
        <translation>結果登録用紙を読み取る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scan slip:</source>
        <translation>用紙の読み取り:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/window/menus.py" line="+119"/>
        <source>Scan a result &amp;slip</source>
        <translation>結果登録用紙を読み取る(&amp;S)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/scan_field.py" line="+33"/>
        <source>Open an event first, then scan its result slips.</source>
        <translation>先に大会を開いてから、その大会の結果登録用紙を読み取ってください。</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/standings_sources.py" line="-127"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (below the day-two cut)</source>
        <translation>%1(2日目進出ならず)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GW%</source>
        <translation>ゲーム勝率</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>OGW%</source>
        <translation>相手ゲーム勝率</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Match points: win 3, draw 1, loss 0.</source>
        <translation>マッチ・ポイント: 勝ち3、引き分け1、負け0。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opponents&apos; match-win percentage (MTR Appendix C)</source>
        <translation>オポネント・マッチ・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game-win percentage</source>
        <translation>ゲーム・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponents&apos; game-win percentage</source>
        <translation>オポネント・ゲーム・ウィン・パーセンテージ (MTR 付録C)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tied with the player above on every tiebreaker.</source>
        <translation>すべてのタイブレーカーで上のプレイヤーと同点です。</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="-31"/>
        <source>Match-win and game-win percentages below this are raised to it (MTR Appendix C).</source>
        <translation>これより低いマッチ勝率・ゲーム勝率は、この値として計算します (MTR 付録C)。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Standings after:</source>
        <translation>順位表:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第%1回戦まで</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>In progress: %n result(s) of this round missing</source>
        <translation>
            <numerusform>途中経過: 残り%n卓の結果が未入力です</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Crosstable...</source>
        <translation>対戦成績表...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s opponents and results round by round (individual events of up to 32 players).</source>
        <translation>各プレイヤーの回戦ごとの対戦相手と結果 (参加者32人までの個人戦)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Chart...</source>
        <translation>推移グラフ...</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>History...</source>
        <translation>対戦履歴...</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/teams/team.py" line="+58"/>
        <source>Family name (or the full name)</source>
        <translation>姓(またはフルネーム)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. やまだ たろう</source>
        <translation>例: やまだ たろう</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Edit team</source>
        <translation>チームの編集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register a team</source>
        <translation>チームの登録</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Team name</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team name:</source>
        <translation>チーム名:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Family name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given name</source>
        <translation>名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading (furigana)</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Seats are fixed for the whole event: player A plays the other teams&apos; player A (MTR 8.2).</source>
        <translation>席は大会を通じて変わりません。プレイヤーAは相手チームのプレイヤーAと対戦します (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register</source>
        <translation>登録</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Register and next team</source>
        <translation>登録して次のチームへ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Returning player from the roster.</source>
        <translation>過去の大会の名簿から選んだプレイヤーです。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Type the team name.</source>
        <translation>チーム名を入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a name for %1 (every seat needs a player, MTR 8.2).</source>
        <translation>%1の名前を入力してください(すべての席にプレイヤーが必要です。MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 registered. Type the next team, or Close when done.</source>
        <translation>「%1」を登録しました。次のチームを入力してください。終わったら「閉じる」を押します。</translation>
    </message>
</context>
<context>
    <name>TeamPairingDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/teams/pairing.py" line="+47"/>
        <source>table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The round would have %1 team pair-downs where %2 are enough.</source>
        <extracomment>The checker&apos;s findings beyond a named rematch or bye, about teams (the units paired, MTR 8.2): pair-downs, distance from the team&apos;s points, who gets the bye.</extracomment>
        <translation>チームのペアダウンが%2件で済むところ、%1件になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams would be paired further from their own match points than necessary.</source>
        <translation>必要以上に勝ち点の離れたチーム同士が対戦することになります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bye would not go to the lowest-ranked team that has not had one.</source>
        <translation>不戦勝が、まだ不戦勝を受けていない最下位のチームに与えられなくなります。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A better pairing of this round exists under the pairing rules (fewer rematches or second byes).</source>
        <translation>組み合わせの規則上、このラウンドにはより良い組み合わせがあります(再戦や2回目の不戦勝がより少ない組み合わせ)。</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Edit team pairings</source>
        <translation>チームの組み合わせの手動変更</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Swap the teams</source>
        <translation>チームを入れ替える</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Team:</source>
        <translation>チーム:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes places with:</source>
        <translation>入れ替える相手:</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The two teams change places: each takes the other&apos;s opponent, or the bye. The seat matches follow, so player A still plays player A (MTR 8.2). Only team matches without any result can change. Every change is recorded in the audit log.</source>
        <translation>選んだ2つのチームを入れ替えます。それぞれが相手チームの対戦相手(または不戦勝)を引き継ぎます。席ごとのマッチも合わせて組み直されるので、プレイヤーAは引き続きプレイヤーAと対戦します (MTR 8.2)。変更できるのは、結果が1つも入力されていないチーム同士のマッチだけです。変更はすべて操作履歴に残ります。</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 and %2 changed places.</source>
        <translation>%1 と %2 を入れ替えました。</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>If %1 and %2 change places:</source>
        <translation>%1 と %2 を入れ替えると:</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Swap the teams anyway?</source>
        <translation>それでもチームを入れ替えますか?</translation>
    </message>
</context>
<context>
    <name>TeamStandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/standings_sources.py" line="+7"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players by seat</source>
        <translation>メンバー(席順)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Match points of team matches: win 3, draw 1, loss 0.</source>
        <translation>チーム同士のマッチのマッチ・ポイント: 勝ち3、引き分け1、負け0。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team matches won, lost, drawn. A team wins a match by winning more seat matches than the other team.</source>
        <translation>チーム同士のマッチの勝-負-分。勝った席の多いチームがマッチの勝者です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponents&apos; match-win percentage, the only team tiebreaker: game points are not used in team events (MTR Appendix C).</source>
        <translation>オポネント・マッチ・ウィン・パーセンテージ (オポ)。チーム戦のタイブレーカーはこれだけで、ゲーム・ポイントは使いません (MTR 付録C)。</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Tied with the team above on points and OMW%.</source>
        <translation>勝ち点とオポが上のチームと同じです。</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/teams_model.py" line="+27"/>
        <source>Dropped before round 1</source>
        <translation>開始前にドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropped after round %1</source>
        <translation>第%1回戦後にドロップ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seat missing</source>
        <translation>空席あり</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Late entry (from round %1)</source>
        <translation>途中参加(第%1回戦から)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>参加中</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Team</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats are fixed for the whole event: player A plays player A (MTR 8.2).</source>
        <translation>席は大会を通じて変わりません。プレイヤーAはプレイヤーAと対戦します (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(empty)</source>
        <translation>(空席)</translation>
    </message>
</context>
<context>
    <name>TeamsPanel</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/teams_panel.py" line="-277"/>
        <source>Register teams...</source>
        <extracomment>The key of the event&apos;s MTR edition: what the ID fields ask for (MTR 8.2).</extracomment>
        <translation>チームを登録...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit team...</source>
        <translation>チームを編集...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove team</source>
        <translation>チームを削除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only before round 1; later, drop the team.</source>
        <translation>第1回戦の前のみ。それ以降はチームをドロップしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop team</source>
        <translation>チームをドロップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MTR 8.2: if a player drops, the entire team is dropped from the tournament.</source>
        <translation>MTR 8.2: プレイヤーが1人ドロップすると、チーム全体がドロップします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re-enter team</source>
        <translation>チームの再参加</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove players without a team</source>
        <translation>チーム未所属のプレイヤーを削除</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%nチーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n playing)</source>
        <translation>
            <numerusform>(参加中 %nチーム)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>In no team: %1. Choose them (by name or ID) in a team&apos;s seat, or remove them; the round is paired once every player is in a team.</source>
        <translation>チーム未所属: %1。チームの席で(名前かIDで)選んで入れるか、削除してください。全員がチームに入ると組み合わせを作れます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Teams and seats are fixed once round 1 is paired (MTR 8.2).</source>
        <translation>第1回戦の組み合わせ後は、チームと席を変更できません (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round %1 is already paired, so a team registered now enters late: it gets a loss for each round up to round %1 and is paired from round %2. Its seats are fixed at once (MTR 8.2).</source>
        <translation>第%1回戦の組み合わせが済んでいるため、今登録するチームは途中参加になります。第%1回戦までの各ラウンドは敗北となり、第%2回戦から組み合わせに入ります。席は登録時に確定します (MTR 8.2)。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No result of round %1 is in yet: to pair the team in round %1 instead, choose Pair again on the Pairings and results tab after registering it.</source>
        <translation>第%1回戦の結果はまだ1つも入力されていません。このチームを第%1回戦から対戦させるには、登録後に「組み合わせ・結果」タブの「組み直す」を選んでください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Swiss rounds are over: no team can enter any more.</source>
        <translation>スイスラウンドは終了しています。これ以上チームは参加できません。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove the team %1 and its players from this event?</source>
        <translation>チーム「%1」とそのメンバーをこの大会から削除しますか?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drop the team %1 with all its players (MTR 8.2)? It will not be paired in later rounds but stays in the standings.</source>
        <translation>チーム「%1」をメンバー全員とともにドロップしますか (MTR 8.2)? 次のラウンドからは組み合わせに入りませんが、順位表には残ります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Remove %1 from this event? They are in no team.</source>
        <translation>%1 をこの大会から削除しますか? どのチームにも入っていません。</translation>
    </message>
</context>
<context>
    <name>TextFields</name>
    <message>
        <location filename="../mtrdesk/words/text_messages.py" line="+9"/>
        <source>The family name</source>
        <extracomment>Each field as the sentence names it.</extracomment>
        <translation>姓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The given name</source>
        <translation>名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team name</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The event name</source>
        <translation>大会名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The event notes</source>
        <translation>大会のメモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The extension note</source>
        <translation>時間延長のメモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck check note</source>
        <translation>デッキチェックのメモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The official&apos;s name</source>
        <translation>受理したスタッフの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The head judge&apos;s name</source>
        <translation>ヘッドジャッジの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card name</source>
        <translation>カード名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The e-mail address</source>
        <translation>メールアドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 contains a control character (such as NUL, an escape code or a line break). Type it again without it.</source>
        <extracomment>What is wrong, as a sentence about the field (&quot;%1&quot;: the field, &quot;%2&quot;: the limit).</extracomment>
        <translation>%1に制御文字(NUL、エスケープコード、改行など)が含まれています。その文字を除いて入力し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 contains a character that changes the direction of the text, so it would read differently on posted sheets. Type it again without it.</source>
        <translation>%1に文字の向きを変える文字が含まれており、掲示物で別の読み方になってしまいます。その文字を除いて入力し直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 contains a character no font can show. Type it again with ordinary characters.</source>
        <translation>%1に表示できない文字が含まれています。通常の文字で入力し直してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is longer than %2 characters. Shorten it.</source>
        <translation>%1が%2文字を超えています。短くしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This file is not a card-name list: line %1 contains control characters, as a program or picture file does. Choose a text file with one card name a line.</source>
        <extracomment>What is wrong with a line of a card-name file (&quot;%1&quot;: the line number).</extracomment>
        <translation>このファイルはカード名リストではありません。%1行目に、プログラムや画像のファイルのような制御文字が含まれています。1行にカード名を1つずつ書いたテキストファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line %1 of this card-name file contains a character that changes the direction of the text. Remove it, then import the file again.</source>
        <translation>このカード名ファイルの%1行目に文字の向きを変える文字が含まれています。取り除いてから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line %1 of this card-name file contains characters no font can show. Save the file as UTF-8 or Shift_JIS, then import it again.</source>
        <translation>このカード名ファイルの%1行目に表示できない文字が含まれています。UTF-8 または Shift_JIS で保存してから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This file is not a card-name list: line %1 is far longer than any card name. Choose a text file with one card name a line.</source>
        <translation>このファイルはカード名リストではありません。%1行目がどのカード名よりもはるかに長くなっています。1行にカード名を1つずつ書いたテキストファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>WebPages</name>
    <message>
        <location filename="../mtrdesk/web/texts.py" line="+20"/>
        <source>Events</source>
        <translation>大会一覧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No event yet.</source>
        <translation>大会はまだありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairings</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff round %1</source>
        <translation>第%1回戦(決勝ラウンド)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After round %1</source>
        <translation>第%1回戦終了時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has been paired yet.</source>
        <translation>まだ組み合わせは発表されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings are posted once every result of round 1 is in.</source>
        <translation>順位表は第1回戦の結果がすべて入力されてから掲示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record (W-L-D)</source>
        <translation>戦績(勝-負-分)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GW%</source>
        <translation>ゲーム勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OGW%</source>
        <translation>相手ゲーム勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (below the day-two cut)</source>
        <translation>%1(2日目進出ならず)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied with the player above on every tiebreaker</source>
        <translation>すべてのタイブレーカーで上のプレイヤーと同点です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points by round: the top 8</source>
        <translation>回戦ごとの勝ち点: 上位8人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points after each round</source>
        <translation>各回戦後の勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor 0.33</source>
        <translation>勝率の下限 0.33</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor 1/3</source>
        <translation>勝率の下限 1/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After round %1 · %2</source>
        <translation>第%1回戦終了時・%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>=: the same place as the player above (tied on every tiebreaker).</source>
        <translation>=: 上のプレイヤーと同順位です(すべてのタイブレーカーが同じ)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · Table %2</source>
        <translation>%1・%2卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find your name</source>
        <translation>自分の名前を探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A few letters of your name or its reading</source>
        <translation>名前またはふりがなの一部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My table</source>
        <translation>自分の卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap your name to keep your table at the top.</source>
        <translation>自分の名前をタップすると、自分の卓がいちばん上に表示されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget</source>
        <translation>解除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody by that name in this round.</source>
        <translation>このラウンドにその名前のプレイヤーはいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such page.</source>
        <translation>ページが見つかりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such event.</source>
        <translation>大会が見つかりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That round has not been paired.</source>
        <translation>そのラウンドの組み合わせはまだ発表されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings are posted only after rounds with every result in.</source>
        <translation>順位表は、すべての結果が入力されたラウンドについてのみ掲示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The address is not one this server knows.</source>
        <translation>このアドレスのページはありません。アドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Something went wrong on the organizer&apos;s computer. Try again in a moment.</source>
        <translation>主催者のパソコンで問題が発生しました。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the events</source>
        <translation>大会一覧に戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables without a result: %n</source>
        <translation>結果未入力: 残り%n卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every result of this round is in.</source>
        <translation>このラウンドの結果はすべて入力されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audit log %1</source>
        <translation>操作履歴 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round in the address must be its number, 1 to 999, in plain digits (for example ?round=2).</source>
        <translation>アドレスの round には、回戦の番号を 1 から 999 までの半角数字で書いてください(例: ?round=2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The event in the address must be its number in plain digits (for example ?event=3).</source>
        <translation>アドレスの event には、大会の番号を半角数字で書いてください(例: ?event=3)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Crosstable</source>
        <translation>対戦成績表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crosstable: every player&apos;s rounds</source>
        <translation>対戦成績表: 全プレイヤーの各回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R%1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>負</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>?</source>
        <translation>未</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W 5: won against the player on line 5 (their place); L lost; D drawn. Then match points and the tiebreakers (MTR Appendix C).</source>
        <translation>勝 5: 5行目(5位)のプレイヤーに勝ち、負: 負け、分: 引き分け。その後に勝ち点とタイブレーカー(イベント規定 付録C)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crosstable is posted once every result of round 1 is in.</source>
        <translation>対戦成績表は第1回戦の結果がすべてそろってから掲示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The crosstable is shown only after rounds with every result in.</source>
        <translation>対戦成績表は、全卓の結果がそろった回戦の後にだけ表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A crosstable is shown for events of up to 32 players. See the standings.</source>
        <translation>対戦成績表は参加者32人までの大会で表示されます。順位表をご覧ください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A crosstable is shown for individual events only, not for team or multiplayer events. See the standings.</source>
        <translation>対戦成績表は個人戦の大会だけで表示され、チーム戦や多人数戦では表示されません。順位表をご覧ください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such player in this event. Tap a name on the standings.</source>
        <translation>この大会にそのプレイヤーはいません。順位表の名前をタップしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each round is shown here once every result of it is in.</source>
        <translation>各回戦は、その回戦のすべての結果が入ってからここに表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points after</source>
        <translation>回戦後の勝ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank after</source>
        <translation>回戦後の順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank after each round</source>
        <translation>各回戦後の順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded bye</source>
        <translation>付与された不戦勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (late entry)</source>
        <translation>敗北(途中参加)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss (no opponent)</source>
        <translation>不戦敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not reported</source>
        <translation>未報告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s rounds</source>
        <translation>%1の対戦履歴</translation>
    </message>
    <message>
        <location filename="../mtrdesk/web/floor/texts.py" line="+11"/>
        <source>Report a result</source>
        <translation>結果を報告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code on your result slip</source>
        <translation>結果登録用紙のコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters and digits, printed on your slip next to its QR codes.</source>
        <translation>結果登録用紙のQRコードの横に印刷された、6文字の英数字です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the slip</source>
        <translation>結果の報告へ進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result slip</source>
        <translation>結果登録用紙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs</source>
        <translation>対</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results are from %1&apos;s side: wins-losses-draws.</source>
        <translation>結果は %1 から見た「勝-負-分」です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap the result of your match</source>
        <translation>マッチの結果をタップしてください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/web/play/texts.py" line="+76"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another result (wins-losses-draws)</source>
        <translation>その他の結果(勝-負-分)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You reported %1. Waiting for your opponent to confirm it on their phone.</source>
        <translation>%1 と報告しました。対戦相手がスマホで確認するのを待っています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your opponent reported %1.</source>
        <translation>対戦相手が %1 と報告しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is not right</source>
        <translation>結果が違う場合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent the wrong result? Change it</source>
        <translation>送信した結果を訂正する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the result you played. Until the result is entered, you may also agree to a draw (%1): it replaces this report and waits for your opponent. When the two results differ, a judge decides.</source>
        <extracomment>2025-11-10 MTR 2.5: until the result is recorded, the players may still agree to a draw; it replaces the report waiting (issue 29).</extracomment>
        <translation>実際の結果を送信してください。結果が入力されるまでは、引き分けに合意することもできます(%1)。引き分けの報告はこの報告に代わり、対戦相手の確認を待ちます。2人の報告が異なる場合は、ジャッジが判断します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sent the wrong result? The match is complete once reported (%1): send the right one and a judge decides.</source>
        <extracomment>2023-08-21 MTR 2.4: the match is complete once the slip is filled out (issue 29).</extracomment>
        <translation>送信した結果を訂正する: 報告した時点でマッチは終了しているため(%1)、正しい結果を送るとジャッジが判断します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Send the result you played. When the two results differ, a judge decides.</source>
        <translation>実際の結果を送信してください。2人の報告が異なる場合は、ジャッジが判断します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The result %1 waits for a judge to confirm it.</source>
        <translation>結果 %1 はジャッジの確認待ちです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players reported different results. A judge will decide.</source>
        <translation>2人のプレイヤーが異なる結果を報告しました。ジャッジが判断します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The result is entered: %1.</source>
        <translation>結果は登録済みです: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent. Your opponent confirms it on their phone with the same slip.</source>
        <translation>送信しました。対戦相手が同じ結果登録用紙を使って、自分のスマホで確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sent. A judge will confirm the result.</source>
        <translation>送信しました。ジャッジが結果を確認します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result differs from your opponent&apos;s. A judge will decide: please wait at your table.</source>
        <translation>あなたの結果は対戦相手の報告と異なります。ジャッジが判断しますので、自分の卓でお待ちください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you. The result is entered.</source>
        <translation>ありがとうございます。結果を登録しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staff</source>
        <translation>スタッフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staff PIN</source>
        <translation>スタッフPIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name (kept in the event&apos;s record)</source>
        <translation>お名前(大会の記録に残ります)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in</source>
        <translation>ログイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign out</source>
        <translation>ログアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed in as %1</source>
        <translation>%1 としてログイン中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reports waiting</source>
        <translation>確認待ちの報告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No report is waiting.</source>
        <translation>確認待ちの報告はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the opponent</source>
        <translation>対戦相手の確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for staff</source>
        <translation>スタッフの確認待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players disagree</source>
        <translation>報告が食い違っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>承認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside</source>
        <translation>差し戻し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or correct a result</source>
        <translation>結果の登録・修正</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Confirm: %1 wins %2</source>
        <translation>%1の %2 勝ちで確定する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the draw %1</source>
        <translation>%1 の引き分けで確定する</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Result (wins-losses-draws of the player listed first)</source>
        <translation>結果(上段のプレイヤーから見た 勝-負-分)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result there now, when correcting (empty: none yet)</source>
        <translation>訂正する場合は現在の結果(未入力なら空欄)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time extension (MTR 2.6)</source>
        <translation>時間延長(MTR 2.6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>延長時間(分)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge ruling</source>
        <translation>ジャッジの裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck check</source>
        <translation>デッキチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a deck check, type the minutes it took: 3 more are added.</source>
        <translation>デッキチェックの場合は、かかった時間(分)を入力してください。その時間に3分を加えて延長します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck check (MTR 2.8)</source>
        <translation>デッキチェック(MTR 2.8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes it took</source>
        <translation>かかった時間(分)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck matches the list</source>
        <translation>デッキはリストどおり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck does not match the list</source>
        <translation>デッキがリストと一致しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem with the decklist</source>
        <translation>デッキリストに問題あり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the check found</source>
        <translation>チェックの結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slip codes</source>
        <translation>結果登録用紙のコード一覧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result is saved.</source>
        <translation>結果を保存しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time extension is saved.</source>
        <translation>時間延長を保存しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck check is saved.</source>
        <translation>デッキチェックを保存しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report is accepted: its result is entered.</source>
        <translation>報告を承認し、結果を登録しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The report is set aside.</source>
        <translation>報告を差し戻しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are signed out.</source>
        <translation>ログアウトしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The request could not be read.</source>
        <translation>リクエストを読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The request is too large.</source>
        <translation>リクエストが大きすぎます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many wrong tries from this phone. Wait a minute, then try again.</source>
        <translation>このスマホからの誤った入力が多すぎます。1分ほど待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This server only shows the event. Results are reported through the server the organizer starts from the window (Event &gt; Open to phones...).</source>
        <translation>このサーバーは大会の閲覧専用です。結果の報告は、主催者がウィンドウから起動するサーバー(「大会 &gt; スマホに公開...」)で受け付けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The organizer&apos;s computer is busy. Try again in a moment.</source>
        <translation>主催者のパソコンが処理中です。しばらくしてから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only staff signed in with the PIN may do this.</source>
        <translation>この操作は、PINでログインしたスタッフのみ行えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your staff session has ended. Sign in again with the PIN.</source>
        <translation>スタッフのログインが終了しました。PINでもう一度ログインしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your staff session is for another event.</source>
        <translation>このスタッフのログインは別の大会のものです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This form is out of date or was sent from another page. Open the page again and repeat.</source>
        <translation>このフォームは古いか、別のページから送信されました。ページを開き直してから、もう一度操作してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this event&apos;s staff PIN.</source>
        <translation>この大会のスタッフPINではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type your name (up to 40 characters).</source>
        <translation>お名前を入力してください(40文字まで)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the table number as posted (12, or 12B for a team seat).</source>
        <translation>卓番号を掲示どおりに入力してください(例: 12、チーム戦の席は12B)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A value is missing or not valid.</source>
        <translation>入力されていない値か、正しくない値があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such report waiting.</source>
        <translation>その報告は確認待ちではありません。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/web/play/texts.py" line="-65"/>
        <source>Clock</source>
        <translation>タイマー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same time as the projector in the room.</source>
        <translation>会場のプロジェクターと同じ時間を表示しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No clock is running for this event right now.</source>
        <translation>現在、この大会で動いているタイマーはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not started yet</source>
        <translation>まだ始まっていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booster draft</source>
        <translation>ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-Headed Giant booster draft</source>
        <translation>双頭巨人戦ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiplayer booster draft</source>
        <translation>多人数戦ブースタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team Rochester draft</source>
        <translation>チーム戦ロチェスタードラフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck building</source>
        <translation>デッキ構築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round time</source>
        <translation>ラウンドの制限時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick %1</source>
        <translation>%1ピック目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pack %1 of %2</source>
        <translation>%1パック目(全%2パック)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>確認時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: pack %1 of %2</source>
        <translation>次は%1パック目(全%2パック)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid out by %1</source>
        <translation>配置したプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now picking: %1</source>
        <translation>ピックするプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>残り%1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← Pass left</source>
        <translation>← 左回し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right →</source>
        <translation>右回し →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↻ Clockwise</source>
        <translation>↻ 時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↺ Counterclockwise</source>
        <translation>↺ 反時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck registration</source>
        <translation>デッキ登録時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck construction</source>
        <translation>デッキ構築時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck registration and construction</source>
        <translation>デッキ登録・構築時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left in the round</source>
        <translation>ラウンドの残り時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft finished</source>
        <translation>ドラフト終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck building time is over</source>
        <translation>デッキ構築時間終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up: %1 additional turns</source>
        <translation>時間終了: 延長ターンは合計%1ターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up: one additional turn per player still in the game</source>
        <translation>時間終了: 残っているプレイヤーの人数分の延長ターン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation>時間終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pods</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pods have been posted yet.</source>
        <translation>ポッドはまだ発表されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft pods and seats</source>
        <translation>ドラフトのポッドと席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats run clockwise from seat 1. You draft and build your deck in the same seat (MTR 7.6).</source>
        <translation>席番号は1番席から時計回りです。ドラフトもデッキ構築も同じ席で行います(イベント規定7.6)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players of different pods may be paired against each other (MTR 7.6).</source>
        <translation>別のポッドのプレイヤーと対戦することがあります(イベント規定7.6)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed %1</source>
        <translation>第%1シード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped drafting before pack %1, pick %2 (MTR 7.7)</source>
        <translation>%1パック目・%2ピック目からドラフトを離脱(イベント規定7.7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playoff draft table</source>
        <translation>決勝ラウンドのドラフト席順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats drawn at random (MTR 10.4). After the draft, seat 1 plays seat 5, seat 2 plays seat 6, seat 3 plays seat 7 and seat 4 plays seat 8.</source>
        <translation>席は無作為に決めています(イベント規定10.4)。ドラフト後、1番席と5番席、2番席と6番席、3番席と7番席、4番席と8番席が対戦します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pods of round %1</source>
        <translation>第%1回戦のポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pods of playoff round %1</source>
        <translation>第%1回戦(決勝ラウンド)のポッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 1 plays first (2.2A).</source>
        <translation>1番席のプレイヤーが先攻です(多人数戦補遺2.2A)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without a pod this round: %1</source>
        <translation>このラウンドでポッドに入らないプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody by that name.</source>
        <translation>その名前のプレイヤーはいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff bracket</source>
        <translation>決勝ラウンドのトーナメント表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This event has no playoff.</source>
        <translation>この大会では決勝ラウンドを行いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The playoff has not started yet.</source>
        <translation>決勝ラウンドはまだ始まっていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round of %1</source>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/web/texts.py" line="-111"/>
        <source>Quarterfinals</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/web/texts.py" line="+1"/>
        <source>Semifinals</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/web/texts.py" line="+1"/>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To be decided</source>
        <translation>未定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ chooses to play or draw first: the higher seed (MTR 2.2).</source>
        <translation>★ 先攻・後攻を選ぶのは上位シードです(イベント規定2.2)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team determined at random chooses to play or draw first (MTR 9.3).</source>
        <translation>先攻・後攻は無作為に決めたチームが選びます(イベント規定9.3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeds who join in this round: %1</source>
        <translation>この回戦から参加するシード: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pods: %1</source>
        <translation>ポッド数: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Room screen</source>
        <translation>会場スクリーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · Pairings by name</source>
        <translation>%1 · 組み合わせ(名前順)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings after round %1</source>
        <translation>第%1回戦終了時の順位表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page %1 of %2</source>
        <translation>%1/%2ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Still playing: tables %1</source>
        <translation>対戦中の卓: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <extracomment>Between the tables of a list inside a sentence (「3、7、12」 in Japanese).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../mtrdesk/web/texts.py" line="+32"/>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bye (no table)</source>
        <translation>不戦勝(卓なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register here</source>
        <translation>参加登録はこちら</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered: %1</source>
        <translation>参加登録: %1人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered: %1/%2</source>
        <translation>参加登録: %1/%2人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The screen&apos;s pages need whole numbers: rows, width, height, and the widest name, table and opponent in hundredths of an em (for example ?rows=64&amp;width=1920&amp;height=1080&amp;name=700&amp;table=190&amp;opponent=700).</source>
        <translation>会場スクリーンのページには整数が必要です: 行数(rows)、幅(width)、高さ(height)、いちばん長い名前・卓番号・対戦相手の幅(name、table、opponent、1/100 em単位)を指定してください(例: ?rows=64&amp;width=1920&amp;height=1080&amp;name=700&amp;table=190&amp;opponent=700)。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/web/registration/texts.py" line="+11"/>
        <source>Registration</source>
        <translation>参加登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration is open: register here</source>
        <translation>参加登録受付中: ここから参加登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register for this event</source>
        <translation>この大会に参加登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Family name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given name</source>
        <translation>名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading (kana)</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your family and given name as they are read, in hiragana or katakana.</source>
        <translation>姓と名の読みを、ひらがなかカタカナで入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wizards Account e-mail (optional)</source>
        <translation>ウィザーズ・アカウントのメールアドレス(任意)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used only for the store&apos;s EventLink report, and never shown on any page or posted sheet.</source>
        <translation>店舗がEventLinkに大会を報告するためだけに使います。どのページにも掲示にも表示しません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register</source>
        <translation>参加登録する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration for this event is not open. Ask the organizer.</source>
        <translation>この大会は参加登録を受け付けていません。主催者にお尋ねください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 1 has been paired, so registration for this event is over. Ask the organizer.</source>
        <translation>第1回戦の組み合わせが発表されたため、この大会の参加登録は締め切りました。主催者にお尋ねください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have registered for this event.</source>
        <translation>この大会に参加登録済みです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See your registration</source>
        <translation>参加登録の状況を見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register another player</source>
        <translation>別のプレイヤーを参加登録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First time? Type your name</source>
        <translation>初めての方は名前を入力してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registered from this phone before?</source>
        <translation>以前このスマホから参加登録しましたか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the first two or more kana of your reading to find yourself.</source>
        <translation>ふりがなの最初の2文字以上を入力すると、あなたの名前が表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody registered from this phone has a reading that starts like that.</source>
        <translation>このスマホから参加登録した人に、その読みで始まる人はいません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type at least two kana of the reading.</source>
        <translation>ふりがなを2文字以上入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register as %1</source>
        <translation>%1 として参加登録</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your registration</source>
        <translation>参加登録の状況</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received. Waiting for the organizer to confirm your entry.</source>
        <translation>参加登録を送信しました。主催者の受付をお待ちください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accepted: you are entered in this event.</source>
        <translation>受付済みです。この大会に参加できます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The event is full. You are on the waitlist, place %1: if a place opens, you move up in order.</source>
        <translation>定員に達しています。キャンセル待ちの%1番目です。空きが出ると順に繰り上がります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The organizer declined this registration. Ask the organizer.</source>
        <translation>主催者がこの参加登録をお断りしました。主催者にお尋ねください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The organizer marked you absent before round 1. Ask the organizer.</source>
        <translation>第1回戦の前に、主催者があなたを欠席としました。主催者にお尋ねください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You withdrew this registration.</source>
        <translation>この参加登録は取り消されました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A place opened: you are now off the waitlist.</source>
        <translation>空きが出たため、キャンセル待ちから繰り上がりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw</source>
        <translation>参加登録を取り消す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw your registration for this event? Your place goes to the next player.</source>
        <translation>この大会の参加登録を取り消しますか? あなたの枠は次のプレイヤーに回ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yes, withdraw</source>
        <translation>はい、取り消します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your registration is withdrawn.</source>
        <translation>参加登録を取り消しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round 1 has been paired, so you are in the event. To leave it, tell the organizer: they drop you.</source>
        <translation>第1回戦の組み合わせが発表されたため、あなたは大会に参加しています。抜ける場合は主催者に伝えてください。主催者がドロップの手続きをします。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This page follows your registration: keep it open, or come back to it later.</source>
        <translation>このページは参加登録の状況を自動で表示します。開いたままにするか、後でまた開いてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many registrations were sent from here. Wait a minute, then try again.</source>
        <translation>ここから送られた参加登録が多すぎます。1分待ってから、もう一度お試しください。</translation>
    </message>
</context>
</TS>
