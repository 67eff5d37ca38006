; Traditional Chinese for the dlconfig setup: the pages a user sees in a default install.
; Inno Setup reads this after Default.isl; messages not listed here stay English.
; Saved as UTF-8 with a byte-order mark, as Inno Setup 6 requires for Unicode .isl files.
[LangOptions]
LanguageName=繁體中文
LanguageID=$0404
LanguageCodePage=0

[Messages]
SetupAppTitle=安裝程式
SetupWindowTitle=安裝 - %1
ButtonBack=< 上一步(&B)
ButtonNext=下一步(&N) >
ButtonInstall=安裝(&I)
ButtonCancel=取消
ButtonFinish=完成(&F)
ButtonBrowse=瀏覽(&R)...
ButtonYes=是(&Y)
ButtonNo=否(&N)
ExitSetupTitle=結束安裝程式
ExitSetupMessage=安裝尚未完成。如果現在結束，程式將不會被安裝。%n%n您可以稍後再執行安裝程式完成安裝。%n%n確定要結束安裝程式嗎？
WelcomeLabel1=歡迎使用 [name] 安裝精靈
WelcomeLabel2=本精靈將在您的電腦上安裝 [name/ver]。%n%n建議您在繼續之前關閉其他所有應用程式。
WizardSelectDir=選擇安裝位置
SelectDirDesc=[name] 要安裝到哪裡？
SelectDirLabel3=安裝程式將把 [name] 安裝到下列資料夾。
SelectDirBrowseLabel=按「下一步」繼續。如需選擇其他資料夾，請按「瀏覽」。
WizardSelectTasks=選擇附加工作
SelectTasksDesc=需要執行哪些附加工作？
SelectTasksLabel2=選擇安裝 [name] 時要執行的附加工作，然後按「下一步」。
WizardReady=準備安裝
ReadyLabel1=安裝程式已準備好在您的電腦上安裝 [name]。
ReadyLabel2a=按「安裝」繼續；如需檢視或變更設定，請按「上一步」。
WizardInstalling=正在安裝
InstallingLabel=正在安裝 [name]，請稍候。
FinishedHeadingLabel=[name] 安裝完成
FinishedLabelNoIcons=[name] 已安裝到您的電腦上。
FinishedLabel=[name] 已安裝到您的電腦上，可透過已建立的捷徑啟動。
PrivilegesRequiredOverrideInstruction=選擇安裝方式
PrivilegesRequiredOverrideTaskDialogText2=%1 可以只為您安裝，也可以為所有使用者安裝（需要系統管理員權限）。
PrivilegesRequiredOverrideMsgBoxText2=%1 可以只為您安裝（建議），也可以為所有使用者安裝（需要系統管理員權限）。%n%n只為您安裝嗎？
PrivilegesRequiredOverrideAllUsers=為所有使用者安裝
PrivilegesRequiredOverrideCurrentUser=只為我安裝
PrivilegesRequiredOverrideRecommended=%1（建議）
UninstallAppTitle=解除安裝
UninstallAppFullTitle=%1 解除安裝
ClickFinish=按「完成」結束安裝程式。

[CustomMessages]
CreateDesktopIcon=建立桌面捷徑(&D)
AdditionalIcons=附加捷徑：
LaunchProgram=執行 %1
UninstallProgram=解除安裝 %1
