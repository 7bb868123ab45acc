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
; File association: mtrdesk's event files are plain .json (mtrdesk/ui/event_files.py,
; "mtrdesk event files (*.json)"), and .json belongs to the user's editor, so this
; installer associates no file type.

#define AppName "mtrdesk"
; Keep in step with pyproject.toml's version (tests/test_installer_recipes.py checks).
#define AppVersion "0.1.0"
#define AppPublisher "mtrdesk"
#define AppExeName "mtrdesk.exe"
; The user-data folder's name under %LOCALAPPDATA% (never touched; see above).
#define DataFolderName "mtrdesk"

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

[Languages]
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

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

; No [UninstallDelete] and no [Registry] entries: the uninstaller removes only the files
; it installed under {app}, and never {localappdata}\{#DataFolderName} (the database).
