; Inno Setup 6 script: per-user install of the one-folder dlconfig build, with a
; Start-menu shortcut, an optional desktop shortcut and an uninstaller.
;
;   installer\build_windows.ps1        (builds dist\dlconfig with PyInstaller, then)
;   iscc /DAppVersion=0.1.0 installer\windows\dlconfig.iss
;
; The version comes from dlconfig/__init__.py through /DAppVersion (the build script
; reads it). Paths are relative to this file; tests/installer checks they exist.

#ifndef AppVersion
  #error Pass the package version: iscc /DAppVersion=X.Y.Z (installer\build_windows.ps1 does)
#endif
#define AppName "dlconfig"
#define AppExe "dlconfig.exe"
#define RepoRoot "..\.."
#define DistDir RepoRoot + "\dist\dlconfig"

[Setup]
AppId={{6C1F9E52-4D0B-4B8E-9F5A-2D3C7A1E8B40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The dlconfig developers
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
; Per-user by default, no administrator rights; the user may choose all users instead.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
SetupIconFile={#RepoRoot}\dlconfig\resources\icons\app\dlconfig.ico
OutputDir={#RepoRoot}\dist
OutputBaseFilename=dlconfig-{#AppVersion}-windows-x64-setup
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "chinesesimplified"; MessagesFile: "compiler:Default.isl,{#RepoRoot}\installer\windows\zh_CN.isl"
Name: "chinesetraditional"; MessagesFile: "compiler:Default.isl,{#RepoRoot}\installer\windows\zh_TW.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[CustomMessages]
english.AppComment=Plan and check deep-learning environments
chinesesimplified.AppComment=规划并检查深度学习运行环境
chinesetraditional.AppComment=規劃並檢查深度學習執行環境
