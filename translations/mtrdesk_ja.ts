<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>App</name>
    <message>
        <location filename="../mtrdesk/ui/app.py" line="+119"/>
        <source>Cannot open the database</source>
        <translation>データベースを開けません</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <location filename="../mtrdesk/ui/audit_text.py" line="+35"/>
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
        <location line="+1"/>
        <source>Player added</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player details edited</source>
        <translation>プレイヤー情報を修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded byes changed</source>
        <translation>付与不戦勝を変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player removed</source>
        <translation>プレイヤーを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player dropped</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player re-entered</source>
        <translation>再参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players imported from CSV</source>
        <translation>CSVからプレイヤーを読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>組み合わせを手動変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result entered</source>
        <translation>結果を入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result cleared</source>
        <translation>結果を取り消し</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <message numerus="yes">
        <location line="+273"/>
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
    <message>
        <location line="+1"/>
        <source>random seed %1</source>
        <translation>乱数シード %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no pod</source>
        <translation>ポッドなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Announced: players of different pods may play each other (MTR 7.6)</source>
        <translation>告知: 別のポッドのプレイヤーとも対戦します (MTR 7.6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdrawn: players play only within their pod (MTR 7.6)</source>
        <translation>取り消し: 同じポッドのプレイヤーとだけ対戦します (MTR 7.6)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_context.py" line="+48"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_text.py" line="-271"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>%1: %n match(es)</source>
        <translation>
            <numerusform>%1: %n卓</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+54"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1, table %2: %3</source>
        <translation>%1 卓番号 %2: %3</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_context.py" line="-6"/>
        <source>player #%1</source>
        <translation>プレイヤー #%1</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_text.py" line="-190"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_context.py" line="+10"/>
        <source>%1 (bye)</source>
        <translation>%1(不戦勝)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/audit_text.py" line="+4"/>
        <source>round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as recommended</source>
        <translation>推奨値</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Nothing changed</source>
        <translation>変更なし</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+73"/>
        <location line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-183"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+82"/>
        <source>awarded byes: %1</source>
        <translation>付与不戦勝: %1</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>late entry from round %1</source>
        <translation>第%1回戦から途中参加</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading</source>
        <translation>ふりがな</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player ID</source>
        <translation>プレイヤーID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: awarded byes %2 → %3</source>
        <translation>%1: 付与不戦勝 %2 → %3</translation>
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
        <location line="+9"/>
        <source>%1 (missed rounds count as losses: %2)</source>
        <translation>%1(不参加のラウンドは敗北: %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>bye: %1</source>
        <translation>不戦勝: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 (was %2)</source>
        <translation>%1(修正前: %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2 cleared)</source>
        <translation>%1(%2 を取り消し)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (seeds: %2)</source>
        <translation>%1(シード順: %2)</translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/audit_dialog.py" line="+40"/>
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
        <translation>プレイヤー・ラウンド・操作で絞り込み</translation>
    </message>
</context>
<context>
    <name>AuditLogModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/audit_model.py" line="+50"/>
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
    <name>Bracket</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/bracket.py" line="+45"/>
        <source>(to be decided)</source>
        <translation>(未定)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Table %1</source>
        <translation>卓 %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Chooses play/draw: %1</source>
        <translation>先攻/後攻の選択: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../mtrdesk/cli_messages.py" line="+26"/>
        <source>repeat bye</source>
        <extracomment>The objective&apos;s rules 0-5 (docs/pairing-spec.md), as ``check-pairings`` names them.</extracomment>
        <translation>不戦勝の重複</translation>
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
        <location line="+23"/>
        <source>This event file has booster-draft pods, which the database cannot keep yet, so it was not imported. Read the file directly with standings, pair or check-pairings.</source>
        <translation>このイベントファイルにはブースター・ドラフトのポッドが含まれていますが、データベースにはまだポッドを保存できないため、取り込みませんでした。standings・pair・check-pairings でファイルを直接読み込んでください。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seed drawn for this round: %1 (pass --seed %1 to pair it the same way again)</source>
        <translation>このラウンドのシード: %1(同じ組み合わせをもう一度作るには --seed %1 を指定してください)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Round %1: %2 players checked.</source>
        <translation>第%1回戦: %2人の組み合わせを確認しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pods are kept: each pod is judged on its own (MTR 7.6).</source>
        <translation>ポッドごとの組み合わせ: 各ポッドを個別に判定します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+1"/>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every pairing tried</source>
        <translation>全組み合わせを探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exact matching</source>
        <translation>厳密なマッチング計算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules 0-5: %1</source>
        <translation>規則0〜5: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This pairing: %1</source>
        <translation>この組み合わせ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best possible: %1 (%2)</source>
        <translation>最適な組み合わせ: %1(%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Result: the pairing is optimal and breaks no rule.</source>
        <translation>結果: この組み合わせは最適で、規則違反はありません。</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>Result: the pairing breaks a rule; see above.</source>
        <translation>結果: 規則に反する組み合わせがあります。上の内容を確認してください。</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/csv_import_dialog.py" line="+50"/>
        <source>Import players from CSV</source>
        <translation>CSVからプレイヤーを読み込む</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
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
        <location line="+9"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-8"/>
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
        <location line="+7"/>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it is skipped</source>
        <translation>読み込まない理由</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Skipped lines:</source>
        <translation>読み込まない行:</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../mtrdesk/ui/errors.py" line="+29"/>
        <source>mtrdesk</source>
        <translation>mtrdesk</translation>
    </message>
    <message>
        <location line="+39"/>
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
        <location filename="../mtrdesk/ui/dialogs/event_dialog.py" line="+73"/>
        <source>New event</source>
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
        <location line="+6"/>
        <source>Rules Enforcement Level (MTR 1.12)</source>
        <translation>ルール適用度 (MTR 1.12)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use the recommendation</source>
        <translation>推奨値を使う</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At least 40 minutes; 50 is recommended (MTR Appendix B).</source>
        <translation>40分以上。推奨は50分です (MTR 付録B)。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pair across pods (Regular REL only)</source>
        <translation>ポッドをまたいで組み合わせる(ルール適用度「一般」のみ)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lowest match-win and game-win percentage used in tiebreakers. The MTR says 0.33; some online platforms use exactly 1/3.</source>
        <translation>タイブレーカーで使うマッチ勝率・ゲーム勝率の下限です。MTRでは0.33、一部のオンライン大会システムではちょうど1/3を使います。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Event name:</source>
        <translation>大会名:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>開催日:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>フォーマット:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Constructed or Limited:</source>
        <translation>構築/リミテッド:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules Enforcement Level:</source>
        <translation>ルール適用度:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match length:</source>
        <translation>マッチ形式:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss rounds:</source>
        <translation>スイス式ラウンド数:</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Playoff:</source>
        <translation>決勝ラウンド:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiebreaker floor:</source>
        <translation>タイブレーカーの下限:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Fixed once round 1 is paired (MTR 10.2).</source>
        <translation>第1回戦の組み合わせ後は変更できません (MTR 10.2)。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Announced before the event starts, so fixed once round 1 is paired (MTR 7.6).</source>
        <translation>大会開始前に告知するものなので、第1回戦の組み合わせ後は変更できません (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only at Regular REL may the organizer let players of different pods play each other (MTR 7.6).</source>
        <translation>別のポッドのプレイヤー同士の対戦を主催者が認められるのは、ルール適用度「一般」の大会だけです (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MTR 7.6: players play only within their draft pod. At Regular REL the organizer may lift this; announce it before the event starts.</source>
        <translation>MTR 7.6: プレイヤーは同じドラフト・ポッドのプレイヤーとだけ対戦します。ルール適用度「一般」では主催者がこの制限をなくせます。その場合は大会開始前に告知してください。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>MTR Appendix E: the number follows the players entered when round 1 is paired.</source>
        <translation>MTR 付録E: 第1回戦の組み合わせを作る時点の参加人数で決まります。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players (a player with awarded byes counts as 2, 4 or 8).</source>
        <translation>
            <numerusform>MTR 付録Eの推奨: %1人なら%nラウンド(不戦勝を付与されたプレイヤーは2人・4人・8人分として数えます)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MTR Appendix E recommends %n round(s) for %1 players.</source>
        <translation>
            <numerusform>MTR 付録Eの推奨: %1人なら%nラウンド。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventFiles</name>
    <message>
        <location filename="../mtrdesk/ui/event_files.py" line="+118"/>
        <source>Export event</source>
        <translation>大会ファイルの書き出し</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>mtrdesk event files (*.json);;All files (*)</source>
        <translation>mtrdesk 大会ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not write %1. Check that the folder exists and can be written to, then try again.</source>
        <translation>%1 に書き込めませんでした。フォルダがあり、書き込みできるか確認して、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Import event</source>
        <translation>大会ファイルの読み込み</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read %1. Check that the file is still there.</source>
        <translation>%1 を読み込めませんでした。ファイルがその場所にあるか確認してください。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Back up database</source>
        <translation>データベースのバックアップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mtrdesk databases (*.sqlite3);;All files (*)</source>
        <translation>mtrdesk データベース (*.sqlite3);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This is the open database itself. Choose another file for the backup, ideally on another drive.</source>
        <translation>これは開いているデータベースそのものです。バックアップには別のファイルを選んでください(できれば別のドライブに)。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Backup done</source>
        <translation>バックアップ完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database was backed up to:
%1</source>
        <translation>データベースを次の場所にバックアップしました:
%1</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/events_model.py" line="+19"/>
        <source>yyyy-MM-dd (ddd)</source>
        <translation>yyyy/MM/dd(ddd)</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The event open in the other tabs</source>
        <translation>他のタブで開いている大会</translation>
    </message>
</context>
<context>
    <name>EventsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/events_tab.py" line="+56"/>
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
        <location line="+139"/>
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
    <name>FinalStandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/final_standings_model.py" line="+15"/>
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
        <location line="+20"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>Labels</name>
    <message>
        <location filename="../mtrdesk/ui/labels.py" line="+20"/>
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
        <source>Sealed Deck</source>
        <translation>シールド・デッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booster Draft</source>
        <translation>ブースター・ドラフト</translation>
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
        <translation>不戦勝(BYE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awarded bye</source>
        <translation>不戦勝(付与)</translation>
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
        <location line="+5"/>
        <source>floor 0.33</source>
        <translation>下限 0.33</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor 1/3</source>
        <translation>下限 1/3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of one (1 game to win)</source>
        <translation>1本勝負(BO1)</translation>
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
        <location line="+33"/>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mtrdesk/ui/main_window.py" line="+52"/>
        <source>mtrdesk: MTG tournament manager</source>
        <translation>mtrdesk: MTG 大会運営</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Events</source>
        <translation>大会一覧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairings and results</source>
        <translation>組み合わせ・結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playoff</source>
        <translation>決勝ラウンド</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/menus.py" line="+38"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New event...</source>
        <translation>新しい大会(&amp;N)...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open event...</source>
        <translation>大会を開く(&amp;O)...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit event settings...</source>
        <translation>大会の設定(&amp;E)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Delete event...</source>
        <translation>大会を削除(&amp;D)...</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Import event...</source>
        <translation>大会ファイルを読み込む(&amp;I)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport event...</source>
        <translation>大会ファイルを書き出す(&amp;X)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Back up database...</source>
        <translation>データベースをバックアップ(&amp;B)...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;vent</source>
        <translation>大会(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Add player...</source>
        <translation>プレイヤーを追加(&amp;A)...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Import players from CSV...</source>
        <translation>CSVからプレイヤーを読み込む(&amp;I)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the &amp;playoff</source>
        <translation>決勝ラウンドを開始(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Audit &amp;log...</source>
        <translation>操作履歴(&amp;L)...</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Round</source>
        <translation>ラウンド(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pair next round</source>
        <translation>次のラウンドの組み合わせ(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pair this round &amp;again</source>
        <translation>このラウンドを組み直す(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Enter results</source>
        <translation>結果を入力(&amp;E)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Standings</source>
        <translation>順位表(&amp;S)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About mtrdesk</source>
        <translation>mtrdesk について(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/main_window.py" line="+71"/>
        <source>No event chosen</source>
        <translation>大会が選ばれていません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Event exported to %1</source>
        <translation>大会ファイルを書き出しました: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Imported &quot;%1&quot; as a new event; it is open now.</source>
        <translation>「%1」を新しい大会として読み込み、開きました。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>About mtrdesk</source>
        <translation>mtrdesk について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mtrdesk %1

Runs Magic: The Gathering tournaments by the Magic Tournament Rules (MTR): Swiss pairings, standings with tiebreakers, and the playoff.</source>
        <translation>mtrdesk %1

マジック:ザ・ギャザリングの大会を、マジック・イベント規定 (MTR) に従って運営します。スイス式の組み合わせ、タイブレーカー付きの順位表、決勝ラウンドに対応しています。</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../mtrdesk/ui/messages.py" line="+24"/>
        <source>Could not read that result. Type games won, games lost, draws: 2-1 or 1-1-1.</source>
        <translation>結果を読み取れません。勝ち-負け-引き分けのゲーム数で入力してください(例: 2-1、1-1-1)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many game wins for this match length. Check the slip (for example 2-1, not 3-1).</source>
        <translation>このマッチ形式では勝利ゲーム数が多すぎます。結果記入用紙を確認してください(例: 3-1 ではなく 2-1)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>More games than a match can have. Check the slip and type it again.</source>
        <translation>1マッチのゲーム数を超えています。結果記入用紙を確認して、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type a result, for example 2-1, 1-1-1 or 0-0-3 for an intentional draw.</source>
        <translation>結果を入力してください(例: 2-1、1-1-1、合意による引き分け(ID)は 0-0-3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A playoff match cannot end in a draw. Enter the result with a winner (MTR 2.5).</source>
        <translation>決勝ラウンドのマッチは引き分けで終われません。勝者のいる結果を入力してください (MTR 2.5)。</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+4"/>
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
        <location line="+6"/>
        <source>This event no longer exists. Choose another event from the list.</source>
        <translation>この大会はもうありません。一覧から別の大会を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This player is not entered in the event. Refresh the player list.</source>
        <translation>このプレイヤーは大会に登録されていません。プレイヤー一覧を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This returning player is no longer in the roster. Type the name again.</source>
        <translation>この登録済みプレイヤーは名簿にありません。名前を入力し直してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That round has not been paired. Choose a round from the list.</source>
        <translation>そのラウンドはまだ組まれていません。一覧からラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such table in this round. Check the table number on the slip.</source>
        <translation>このラウンドにその卓はありません。結果記入用紙の卓番号を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match no longer exists. The round may have been paired again.</source>
        <translation>このマッチはもうありません。ラウンドが組み直された可能性があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The number of Swiss rounds is fixed once round 1 is paired (MTR 10.2). Keep the announced number.</source>
        <translation>スイス式ラウンド数は第1回戦の組み合わせ後は変更できません (MTR 10.2)。発表済みのラウンド数のままにしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match length cannot change once results are entered.</source>
        <translation>結果の入力後はマッチ形式を変更できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The playoff size cannot change once the playoff has started.</source>
        <translation>決勝ラウンドの開始後は人数を変更できません。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <translation>付与する不戦勝は0〜3回にしてください (MTR 付録E)。</translation>
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
        <location line="+3"/>
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
        <source>This result is not possible. Check the slip and type it again.</source>
        <translation>ありえない結果です。結果記入用紙を確認して、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pods are for draft events (MTR 7.6). In the event settings choose Booster Draft, or Other for another kind of draft.</source>
        <translation>ポッドはドラフトの大会で使います (MTR 7.6)。大会の設定でフォーマットを「ブースター・ドラフト」(ほかのドラフトなら「その他」)にしてください。</translation>
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
        <location line="+5"/>
        <source>These players are in different pods; players play only within their pod (MTR 7.6).</source>
        <translation>この2人は別のポッドです。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+5"/>
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
        <location line="+3"/>
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
        <source>The playoff is finished; the champion is decided.</source>
        <translation>決勝ラウンドは終了し、優勝者が決まっています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of this match already plays in the next playoff round. Clear that result first.</source>
        <translation>このマッチの勝者はすでに次の決勝ラウンドの対戦に進んでいます。先にその結果を取り消してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This file was not made by mtrdesk. Choose an mtrdesk event file.</source>
        <translation>このファイルは mtrdesk で作られたものではありません。mtrdesk の大会ファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database was saved by a newer version of mtrdesk. Install the newer version to open it; this one will not change it.</source>
        <translation>このデータベースは新しいバージョンの mtrdesk で保存されています。開くには新しいバージョンをインストールしてください。このバージョンではファイルを変更しません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This file is not an mtrdesk database. Choose another file, or a new file name to start a new database.</source>
        <translation>このファイルは mtrdesk のデータベースではありません。別のファイルを選ぶか、新しいファイル名を指定して新しいデータベースを作ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another copy of mtrdesk has this database open. Close it (it may be on another computer sharing the folder), then try again.</source>
        <translation>別の mtrdesk がこのデータベースを開いています。そちらを閉じてから(フォルダを共有している別のパソコンの場合もあります)、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The disk is full, so nothing was saved. Free some space, then repeat the last action.</source>
        <translation>ディスクがいっぱいのため、保存されませんでした。空き容量を作ってから、直前の操作をやり直してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The database could not be read or written. Check that the file and its folder are writable, then try again.</source>
        <translation>データベースの読み書きができませんでした。ファイルとフォルダに書き込めるか確認して、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The database refused the operation. Try again, or restore a backup.</source>
        <translation>データベースが操作を受け付けませんでした。もう一度試すか、バックアップから復元してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unexpected problem: %1</source>
        <translation>予期しない問題: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Too many game wins: a match in this event ends when a player has won %n game(s). Check the slip and type it again.</source>
        <translation>
            <numerusform>勝利ゲーム数が多すぎます。この大会のマッチは%nゲーム先取で終わります。結果記入用紙を確認して、もう一度入力してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Results are missing in round %1 at table(s) %2. Enter them first (choose round %1 under Round).</source>
        <translation>第%1回戦の卓番号 %2 の結果が未入力です。先に入力してください(「ラウンド」で第%1回戦を選びます)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A result is already entered for one of these matches. Clear it first (right-click the result in the pairings), then change the pairing.</source>
        <translation>どちらかのマッチに結果が入力済みです。先にその結果を取り消してから(組み合わせ表の結果を右クリック)、組み合わせを変更してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 is in progress. Change pods between rounds, once every result of round %1 is entered.</source>
        <translation>第%1回戦の進行中です。第%1回戦の結果をすべて入力してから、ポッドを変更してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pod for %1. Players play only within their pod (MTR 7.6): give them a pod on the Players tab (Change pod...), then pair the round.</source>
        <translation>%1のポッドが決まっていません。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。「プレイヤー」タブの「ポッド変更...」でポッドを割り当ててから、組み合わせを作成してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 already played each other in %3.</source>
        <translation>%1 と %2 は%3ですでに対戦しています。</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+13"/>
        <source>%1 already had a bye in %2.</source>
        <translation>%1 は%2ですでに不戦勝を得ています。</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/pairing_dialog.py" line="+46"/>
        <source>Players from different booster draft pods would meet (MTR 7.6).</source>
        <translation>異なるブースター・ドラフトのポッドのプレイヤー同士が対戦することになります（MTR 7.6）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The round would have %1 pair-downs where %2 are enough.</source>
        <translation>ペアダウンが%2件で済むところ、%1件になります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players would be paired further from their own points than necessary.</source>
        <translation>必要以上に勝ち点の離れたプレイヤー同士が対戦することになります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bye would not go to the lowest-ranked player who has not had one.</source>
        <translation>不戦勝が、まだ不戦勝を受けていない最下位のプレイヤーに与えられなくなります。</translation>
    </message>
    <message>
        <location line="+65"/>
        <location line="+112"/>
        <source>Edit pairings</source>
        <translation>組み合わせの手動変更</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Pair them</source>
        <translation>この組み合わせにする</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Should play:</source>
        <translation>対戦相手:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their former opponents are paired with each other. Only matches without a result can change. Every change is recorded in the audit log.</source>
        <translation>元の対戦相手どうしが新たに組み合わされます。変更できるのは結果が未入力のマッチだけです。変更はすべて操作履歴に残ります。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Pair them anyway?</source>
        <translation>それでも組み合わせますか?</translation>
    </message>
</context>
<context>
    <name>PairingNotes</name>
    <message>
        <location filename="../mtrdesk/ui/pairing_notes.py" line="+17"/>
        <source>Pair-down %1→%2</source>
        <translation>ペアダウン %1→%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second bye</source>
        <translation>2回目の不戦勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pod %1</source>
        <translation>ポッド%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across pods</source>
        <translation>ポッド間</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <translation>このペアダウン（%1点対%2点）はペアリング規則上は不要です。ペアリングが手動で変更されています。</translation>
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
        <translation>不戦勝を受けていない最下位のプレイヤーではありません。その人に与えると再戦やペアダウンの増加が生じたか、ペアリングが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every player still in the event has already had a bye.</source>
        <translation>参加中のプレイヤー全員がすでに不戦勝を受けています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This player already had a bye while others have not: the pairing was changed by hand.</source>
        <translation>まだ不戦勝を受けていないプレイヤーがいるのに、このプレイヤーは2回目の不戦勝です。ペアリングが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These players have already played each other in this event: no pairing without a rematch was possible, or the pairing was changed by hand.</source>
        <translation>この2人はこのイベントですでに対戦しています。再戦なしのペアリングが不可能だったか、ペアリングが手動で変更されています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Booster draft pod %1: players are paired only within their pod (MTR 7.6).</source>
        <translation>ブースター・ドラフトのポッド%1：同じポッドのプレイヤーとのみ対戦します（MTR 7.6）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pods are lifted for this event, so players from different pods may meet (MTR 7.6).</source>
        <translation>このイベントではポッドの制限を解除しているため、異なるポッドのプレイヤー同士が対戦することがあります（MTR 7.6）。</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/pairings_model.py" line="+62"/>
        <source>Table</source>
        <extracomment>Why the table is unusual (pair-down, bye, rematch, pod): ``core.pairing_explain``.</extracomment>
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
        <location line="+5"/>
        <source>Match points before this round (win 3, draw 1).</source>
        <translation>このラウンド開始時の勝ち点(勝ち3、引き分け1)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games won by the player, by the opponent, drawn.</source>
        <translation>プレイヤーの勝利ゲーム数-対戦相手の勝利ゲーム数-引き分けゲーム数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why a table is unusual; point at a note for the reason.</source>
        <translation>通常と異なる組み合わせの理由です。備考にマウスを重ねると説明が表示されます。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No result yet</source>
        <translation>結果未入力</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/player_dialog.py" line="+78"/>
        <source>Add player</source>
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
        <location line="+7"/>
        <source>e.g. やまだ たろう</source>
        <translation>例: やまだ たろう</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wizards Account or DCI number</source>
        <translation>ウィザーズ・アカウントまたはDCI番号</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Byes from an invitation or ranking; set before round 1.</source>
        <translation>招待や実績による不戦勝。第1回戦の前に設定します。</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+1"/>
        <source>Awarded byes:</source>
        <translation>付与された不戦勝:</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Returning player from the roster.</source>
        <translation>登録済みのプレイヤーです。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type at least the family name.</source>
        <translation>少なくとも姓を入力してください。</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/players_model.py" line="+23"/>
        <source>Dropped before round 1</source>
        <translation>開始前にドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropped after round %1</source>
        <translation>第%1回戦後にドロップ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Late entry (from round %1)</source>
        <translation>途中参加(第%1回戦から)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>参加中</translation>
    </message>
    <message>
        <location line="+29"/>
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
        <source>Awarded byes</source>
        <translation>付与不戦勝</translation>
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
        <location line="+4"/>
        <source>Wizards Account, DCI number, or empty for a name-only entry.</source>
        <translation>ウィザーズ・アカウント、DCI番号、または空欄(名前のみで登録)</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../mtrdesk/ui/tabs/players_tab.py" line="+74"/>
        <source>Add...</source>
        <translation>追加...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit...</source>
        <translation>編集...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only before round 1; later, drop.</source>
        <translation>第1回戦の前のみ。それ以降はドロップにしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-enter</source>
        <translation>再参加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import CSV...</source>
        <translation>CSV読み込み...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat pods...</source>
        <translation>ポッド分け...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change pod...</source>
        <translation>ポッド変更...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Filter by name, reading or ID</source>
        <translation>名前・ふりがな・IDで絞り込み</translation>
    </message>
    <message numerus="yes">
        <location line="+113"/>
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
        <location line="+18"/>
        <source>Pods are fixed once round 1 is paired (MTR 7.6); use Change pod... to correct one player&apos;s pod between rounds.</source>
        <translation>第1回戦の組み合わせ後はポッドを組み直せません (MTR 7.6)。1人のポッドを直すときは、ラウンドの合間に「ポッド変更...」を使ってください。</translation>
    </message>
    <message>
        <location line="+50"/>
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
        <location line="+39"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove %1 from this event?</source>
        <translation>%1 をこの大会から削除しますか?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drop %1? They will not be paired in later rounds but stay in the standings.</source>
        <translation>%1 をドロップしますか? 次のラウンドからは組み合わせに入りませんが、順位表には残ります。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Round 1 is already paired. Move %1 from pod %2 to pod %3? Do this only to record the pod where they really drafted.</source>
        <translation>第1回戦の組み合わせは作成済みです。%1をポッド%2からポッド%3に移しますか?実際にドラフトしたポッドに記録を直す場合だけ行ってください。</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location filename="../mtrdesk/ui/tabs/playoff_tab.py" line="+39"/>
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
        <translation>決勝戦</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>bye</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+157"/>
        <source>Start the playoff</source>
        <translation>決勝ラウンドを開始</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Start the playoff (%1)</source>
        <translation>決勝ラウンドを開始(%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This event has no playoff.</source>
        <translation>この大会には決勝ラウンドがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every Swiss result is in: the playoff can start.</source>
        <translation>スイスラウンドの結果がすべて揃いました。決勝ラウンドを開始できます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the playoff once every Swiss round has its results.</source>
        <translation>スイスラウンドの結果がすべて揃ったら決勝ラウンドを開始できます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The higher seed chooses to play or draw (MTR 2.2).</source>
        <translation>先攻/後攻は上位シードが選びます (MTR 2.2)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No playoff match waits at that table.</source>
        <translation>その卓には結果待ちの決勝ラウンドの対戦がありません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cut to the top players of the final Swiss standings and pair the first playoff round? Players cannot enter or re-enter afterwards.</source>
        <translation>スイスラウンドの最終順位の上位で決勝ラウンドの組み合わせを作りますか? これ以降、途中参加・再参加はできません。</translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message>
        <location filename="../mtrdesk/ui/dialogs/pods_dialog.py" line="+153"/>
        <location line="+108"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Seat players in pods</source>
        <extracomment>entry id -&gt; (reading, family, given), to list each pod by name (五十音順).</extracomment>
        <translation>ポッド分け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players are divided at random into pods of roughly equal size, and play only against players of their own pod (MTR 7.6).</source>
        <translation>参加者を無作為に、ほぼ同じ人数のポッドに分けます。プレイヤーは同じポッドの中でだけ対戦します (MTR 7.6)。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> players</source>
        <translation>人</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat at random</source>
        <translation>無作為にポッド分け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear pods</source>
        <translation>ポッドを解除</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Players per pod (at most):</source>
        <translation>1ポッドの最大人数:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pods are for draft events: choose Booster Draft (or Other) in the event settings.</source>
        <translation>ポッドはドラフトの大会で使います。大会の設定でフォーマットを「ブースター・ドラフト」(または「その他」)にしてください。</translation>
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
            <numerusform>%1人を%nつのポッドに分けます(%2)</numerusform>
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
        <translation>いまのポッド: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n player(s)</source>
        <translation>
            <numerusform>%1 %n人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultEntry</name>
    <message>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="+70"/>
        <source>Table</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table number</source>
        <translation>卓番号</translation>
    </message>
    <message>
        <location line="-39"/>
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
        <location line="+37"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won by the left player, games won by the right player, drawn games.</source>
        <translation>左のプレイヤーの勝利ゲーム数-右のプレイヤーの勝利ゲーム数-引き分けゲーム数</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+195"/>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="+10"/>
        <source>Enter result:</source>
        <translation>結果入力:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/widgets/result_entry.py" line="+61"/>
        <source>Type a table number (digits only).</source>
        <translation>卓番号を数字で入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no table %1 in this round.</source>
        <translation>このラウンドに卓番号 %1 はありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the table number first, then Enter.</source>
        <translation>先に卓番号を入力して Enter を押してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table %1: %2 recorded.</source>
        <translation>卓番号 %1: %2 を登録しました。</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/round_status.py" line="+13"/>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="-137"/>
        <source>Pair next round</source>
        <translation>次のラウンドの組み合わせ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+310"/>
        <source>Pair again</source>
        <translation>組み直す</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>Pair the current round again while no result is entered.</source>
        <translation>結果が1つも入力されていない間は、現在のラウンドを組み直せます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit pairings...</source>
        <translation>組み合わせを手動変更...</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Round %1 result:</source>
        <translation>第%1回戦の結果:</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/round_status.py" line="+8"/>
        <source>The Swiss rounds are over.</source>
        <translation>スイスラウンドは終了しています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the results of %1 first: table(s) %2.</source>
        <translation>先に%1の結果を入力してください(卓番号 %2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every Swiss round has been paired.</source>
        <translation>スイスラウンドはすべて組み合わせ済みです。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of %n Swiss round(s) paired</source>
        <translation>
            <numerusform>スイスラウンド %1/%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+79"/>
        <source>Nothing recorded in %1. Now on %2: check the players and press Enter to record the slip here.</source>
        <translation>%1には登録していません。%2に切り替えました。対戦者を確認し、Enter を押すとこのラウンドに登録します。</translation>
    </message>
    <message numerus="yes">
        <location line="-45"/>
        <source>Results missing at %n table(s): </source>
        <translation>
            <numerusform>結果未入力(%n卓): </numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every result of this round is in.</source>
        <translation>このラウンドの結果はすべて入力済みです。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/round_status.py" line="+6"/>
        <source>Swiss rounds finished: start the playoff in the Playoff tab.</source>
        <translation>スイスラウンド終了。「決勝ラウンド」タブで決勝ラウンドを開始してください。</translation>
    </message>
    <message>
        <location filename="../mtrdesk/ui/tabs/rounds_tab.py" line="+17"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(now %1)</source>
        <translation>(現在 %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a round first.</source>
        <translation>先にラウンドを選んでください。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Please check</source>
        <translation>確認してください</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, table %2 corrected to %3. Back on %4 for the next slip.</source>
        <translation>%1の卓番号 %2 を %3 に修正しました。次の入力のため%4に戻りました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Correct an earlier round</source>
        <translation>前のラウンドの修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds were already paired after round %1. Correcting this result changes the standings, but the pairings already made stay as they are. Correct it anyway?</source>
        <translation>第%1回戦の後のラウンドがすでに組まれています。この結果を修正すると順位表は変わりますが、作成済みの組み合わせはそのままです。修正しますか?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Clear this result</source>
        <translation>この結果を取り消す</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Throw away the current pairings and pair this round again?</source>
        <translation>現在の組み合わせを破棄して、このラウンドを組み直しますか?</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../mtrdesk/ui/models/standings_model.py" line="+35"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー名</translation>
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
        <location line="+1"/>
        <source>OMW%</source>
        <translation>オポ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GW%</source>
        <translation>GW%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OGW%</source>
        <translation>OGW%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match points: win 3, draw 1, loss 0.</source>
        <translation>マッチ・ポイント: 勝ち3、引き分け1、負け0。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents&apos; match-win percentage (MTR Appendix C)</source>
        <translation>オポネント・マッチ・ウィン・パーセンテージ (OMW%、MTR 付録C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game-win percentage</source>
        <translation>ゲーム・ウィン・パーセンテージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents&apos; game-win percentage</source>
        <translation>オポネント・ゲーム・ウィン・パーセンテージ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (dropped)</source>
        <translation>%1(ドロップ)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tied with the player above on every tiebreaker.</source>
        <translation>すべてのタイブレーカーで上のプレイヤーと同点です。</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../mtrdesk/ui/tabs/standings_tab.py" line="+39"/>
        <source>Match-win and game-win percentages below this are raised to it (MTR Appendix C).</source>
        <translation>これより低いマッチ勝率・ゲーム勝率は、この値として計算します (MTR 付録C)。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Standings after:</source>
        <translation>順位表:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>第%1回戦終了時</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>In progress: %n result(s) of this round missing</source>
        <translation>
            <numerusform>途中経過: このラウンドは%n卓の結果が未入力です</numerusform>
        </translation>
    </message>
</context>
</TS>
