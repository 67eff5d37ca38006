; Simplified Chinese for the dlconfig setup: the pages a user sees in a default install.
; Inno Setup reads this after Default.isl; messages not listed here stay English.
; Saved as UTF-8 with a byte-order mark, as Inno Setup 6 requires for Unicode .isl files.
[LangOptions]
LanguageName=简体中文
LanguageID=$0804
LanguageCodePage=0

[Messages]
SetupAppTitle=安装程序
SetupWindowTitle=安装 - %1
ButtonBack=< 上一步(&B)
ButtonNext=下一步(&N) >
ButtonInstall=安装(&I)
ButtonCancel=取消
ButtonFinish=完成(&F)
ButtonBrowse=浏览(&R)...
ButtonYes=是(&Y)
ButtonNo=否(&N)
ExitSetupTitle=退出安装程序
ExitSetupMessage=安装尚未完成。如果现在退出，程序将不会被安装。%n%n您可以稍后再运行安装程序完成安装。%n%n确定退出安装程序吗？
WelcomeLabel1=欢迎使用 [name] 安装向导
WelcomeLabel2=本向导将在您的电脑上安装 [name/ver]。%n%n建议您在继续之前关闭其他所有应用程序。
WizardSelectDir=选择安装位置
SelectDirDesc=[name] 要安装到哪里？
SelectDirLabel3=安装程序将把 [name] 安装到以下文件夹。
SelectDirBrowseLabel=点击“下一步”继续。如需选择其他文件夹，请点击“浏览”。
WizardSelectTasks=选择附加任务
SelectTasksDesc=需要执行哪些附加任务？
SelectTasksLabel2=选择安装 [name] 时要执行的附加任务，然后点击“下一步”。
WizardReady=准备安装
ReadyLabel1=安装程序已准备好在您的电脑上安装 [name]。
ReadyLabel2a=点击“安装”继续；如需查看或更改设置，请点击“上一步”。
WizardInstalling=正在安装
InstallingLabel=正在安装 [name]，请稍候。
FinishedHeadingLabel=[name] 安装完成
FinishedLabelNoIcons=[name] 已安装到您的电脑上。
FinishedLabel=[name] 已安装到您的电脑上，可以通过已创建的快捷方式启动。
PrivilegesRequiredOverrideInstruction=选择安装方式
PrivilegesRequiredOverrideTaskDialogText2=%1 可以只为您安装，也可以为所有用户安装（需要管理员权限）。
PrivilegesRequiredOverrideMsgBoxText2=%1 可以只为您安装（推荐），也可以为所有用户安装（需要管理员权限）。%n%n只为您安装吗？
PrivilegesRequiredOverrideAllUsers=为所有用户安装
PrivilegesRequiredOverrideCurrentUser=只为我安装
PrivilegesRequiredOverrideRecommended=%1（推荐）
UninstallAppTitle=卸载
UninstallAppFullTitle=%1 卸载
ClickFinish=点击“完成”退出安装程序。

[CustomMessages]
CreateDesktopIcon=创建桌面快捷方式(&D)
AdditionalIcons=附加快捷方式：
LaunchProgram=运行 %1
UninstallProgram=卸载 %1
