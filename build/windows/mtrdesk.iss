; Inno Setup 6 script: a per-user installer for the one-folder mtrdesk bundle.
; NOT run on the Linux machine this was written on; .github/workflows/installers.yml
; runs it on a hosted Windows runner. By hand, on Windows, from the checkout's root:
;   .venv\Scripts\pyinstaller --distpath build\dist --workpath build\work build\mtrdesk.spec
;   "%ProgramFiles(x86)%\Inno Setup 6\ISCC.exe" build\windows\mtrdesk.iss
; The installer lands in build\dist\installer\mtrdesk-<version>-setup.exe.
;
; Per user: no administrator prompt, the program under %LOCALAPPDATA%\Programs\mtrdesk,
; the Start-menu entry in the user's own Start menu.
;
; The user's data is NOT the program's: the database and its backups live in
; %LOCALAPPDATA%\mtrdesk (platformdirs.user_data_dir("mtrdesk", appauthor=False), see
; mtrdesk/store/database.py), and the settings in HKCU\Software\mtrdesk\mtrdesk (QSettings).
; Nothing below writes or deletes there, so uninstalling leaves every event alone.
;
; File association: mtrdesk's event files end in .mtrdesk (EVENT_FILE_SUFFIX in
; mtrdesk/core/event_document.py; the content is JSON). [Registry] below registers the
; extension for this user only (HKCU\Software\Classes, no administrator prompt): a double
; click runs "mtrdesk.exe" "<the file>", which opens the window and imports that event.
; The uninstaller deletes those two keys (the extension's and the ProgID's) and nothing
; else: never the data folder, never an event file.
; The Japanese in [CustomMessages] needs Inno Setup 6.3 or later (UTF-8 without a BOM).

#define AppName "mtrdesk"
; Keep in step with pyproject.toml's version (tests/test_installer_recipes.py checks).
#define AppVersion "0.1.0"
#define AppPublisher "mtrdesk"
#define AppExeName "mtrdesk.exe"
; The user-data folder's name under %LOCALAPPDATA% (never touched; see above).
#define DataFolderName "mtrdesk"
; The event file's extension (mtrdesk/core/event_document.py's EVENT_FILE_SUFFIX) and its
; ProgID; the MIME type is the one the Debian package declares.
#define EventExt ".mtrdesk"
#define EventProgId "mtrdesk.event"
#define EventMime "application/x-mtrdesk-event"

[Setup]
; A fixed GUID: upgrades find the earlier install by it. Never change it.
AppId={{63AEA377-CA7A-44E4-823A-FCA36A6398FA}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
; Per-user install: no UAC prompt, everything under the user's own profile.
PrivilegesRequired=lowest
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
; Paths are relative to this script (build\windows).
SourceDir=..\..
OutputDir=build\dist\installer
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile=build\windows\mtrdesk.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Ask the user to close a running mtrdesk before files are replaced.
CloseApplications=yes
ShowLanguageDialog=auto
; Tell Explorer that .mtrdesk now opens in mtrdesk (and again when uninstalled).
ChangesAssociations=yes

[Languages]
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
ja.EventFileType=mtrdesk 大会ファイル
en.EventFileType=mtrdesk event file

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder bundle (build\dist\mtrdesk).
Source: "build\dist\mtrdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{userprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Registry]
; The event file association, per user. uninsdeletekey on the two keys this installer
; owns (the extension and the ProgID, with the ProgID's subkeys); nothing else is removed.
Root: HKCU; Subkey: "Software\Classes\{#EventExt}"; ValueType: string; ValueName: ""; ValueData: "{#EventProgId}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#EventExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "{#EventMime}"
Root: HKCU; Subkey: "Software\Classes\{#EventProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:EventFileType}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#EventProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKCU; Subkey: "Software\Classes\{#EventProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""

; No [UninstallDelete]: the uninstaller removes only the files it installed under {app}
; and the association's keys above, and never {localappdata}\{#DataFolderName} (the
; database) nor the settings in HKCU\Software\mtrdesk.
