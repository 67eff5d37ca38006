"""The main window: sidebar, pages, File menu with sessions, and the status bar."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QSize, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QWindow
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from dlconfig.ui.probe_stage import ProbeStage
from dlconfig.ui.theme import icon, stylesheet
from dlconfig.ui.window_state import WindowState
from dlconfig.ui.wizard import choices

if TYPE_CHECKING:  # the window is painted before these modules (and pydantic) load
    from dlconfig.ui.machine_view_model import MachineState, MachineViewModel
    from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
    from dlconfig.ui.settings_view_model import SettingsViewModel

SESSION_SUFFIX = ".dlconfig.json"

PAGE_KEYS = ("machine", "monitor", "plan", "doctor", "settings")
KB_MAX_AGE_DAYS = 180


DEFAULT_SIZE = QSize(1280, 820)
# Below this window width the sidebar shows its icons only (page names in tooltips).
COMPACT_BELOW_PX = 1100
SIDEBAR_WIDTH_PX = 200
SIDEBAR_COMPACT_WIDTH_PX = 64


class SidebarDelegate(QStyledItemDelegate):
    """Draws the sidebar's items with their names, or with their icons alone while
    ``is_compact``; the items keep their text (for tests, tooltips and screen readers)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.is_compact = False

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        if self.is_compact:
            option.text = ""  # type: ignore[attr-defined]


def fit_to_screen(window: QWidget) -> None:
    """Shrink ``window`` (frame included) to its screen's available area and move it
    onto that area: a 1280×820 default is taller than a 768-pixel laptop screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    # Before the first show the frame is unknown: allow for a title bar and borders.
    extra_w = frame.width() if frame.width() > 0 else 16
    extra_h = frame.height() if frame.height() > 0 else 40
    width = min(window.width(), area.width() - extra_w)
    height = min(window.height(), area.height() - extra_h)
    if (width, height) != (window.width(), window.height()):
        window.resize(max(width, 640), max(height, 480))
    x = min(max(window.x(), area.x()), area.right() - window.width() - extra_w)
    y = min(max(window.y(), area.y()), area.bottom() - window.height() - extra_h)
    if (x, y) != (window.x(), window.y()):
        window.move(max(x, area.x()), max(y, area.y()))


class MainWindow(QMainWindow):
    """Sidebar navigation over the five pages.

    Made and shown first, with a placeholder for each page; :meth:`attach` then gives it
    the view models and the pages' factories (start-up paints the window before the
    engine and its models are imported).

    Signals: ``page_changed(str)`` with the page key; ``closing()`` before the window
    closes (after the user agreed).
    """

    page_changed = Signal(str)
    closing = Signal()
    _plan: PlanViewModel
    _machine: MachineViewModel
    _settings: SettingsViewModel

    def __init__(self, window_state: WindowState, *, today: date | None = None) -> None:
        super().__init__()
        self._is_attached = False
        self._window_state = window_state
        self._today = today or date.today()
        self._is_restyling = False
        self._watched_window: QWindow | None = None
        self._kb_seen: tuple[str, date] | None = None
        self._factories: dict[str, Callable[[], QWidget]] = {}
        self._built: dict[str, QWidget] = {}
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.sidebar = QListWidget()
        self.sidebar.setObjectName("sidebar")
        # At least the compact width, so that the window can be narrowed to where the
        # sidebar becomes compact; its full width while there is room (resizeEvent).
        self.sidebar.setMinimumWidth(SIDEBAR_COMPACT_WIDTH_PX)
        self.sidebar.setMaximumWidth(SIDEBAR_WIDTH_PX)
        self.sidebar.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Expanding)
        # By property name: the window is built at start-up, which avoids the Qt namespace
        # (theme.py).
        self.sidebar.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.sidebar.setIconSize(QSize(20, 20))
        self.sidebar_delegate = SidebarDelegate(self.sidebar)
        self.sidebar.setItemDelegate(self.sidebar_delegate)
        self.stack = QStackedWidget()
        for key in PAGE_KEYS:
            item = QListWidgetItem(icon(key), "")
            self.sidebar.addItem(item)
            # replaced by the page when first shown; says so until then
            placeholder = QLabel()
            placeholder.setObjectName("placeholder")
            placeholder.setProperty("alignment", "AlignCenter")
            self.stack.addWidget(placeholder)
        layout.addWidget(self.sidebar)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.kb_label = QLabel()
        self.probe_label = QLabel()
        self.statusBar().addWidget(self.kb_label)
        self.statusBar().addPermanentWidget(self.probe_label)
        self._build_menus()
        self.sidebar.currentRowChanged.connect(self._on_sidebar_current_row_changed)
        self._retranslate()
        self.resize(1280, 820)
        geometry = window_state.geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        fit_to_screen(self)

    def attach(
        self,
        pages: dict[str, Callable[[], QWidget]],
        plan: PlanViewModel,
        machine: MachineViewModel,
        settings: SettingsViewModel,
    ) -> None:
        """Give the window its view models and page factories; the page on screen is
        built now, the others when first shown (or in idle time)."""
        self._plan = plan
        self._machine = machine
        self._settings = settings
        self._factories = pages
        self._is_attached = True
        plan.state_changed.connect(self._on_plan_state_changed)
        machine.state_changed.connect(self._on_machine_state_changed)
        for action in self._session_actions:
            action.setEnabled(True)
        self._retranslate()
        row = self.sidebar.currentRow()
        if row >= 0 and PAGE_KEYS[row] in pages:
            self._on_sidebar_current_row_changed(row)

    # ---- pages ---------------------------------------------------------------------

    def page(self, key: str) -> QWidget:
        """The page ``key``, built now if it has not been shown yet (pages build lazily)."""
        built = self._built.get(key)
        if built is not None:
            return built
        factory = self._factories.get(key)
        if factory is None:  # not attached yet: the placeholder stands in
            return self.stack.widget(PAGE_KEYS.index(key))
        widget = factory()
        self._built[key] = widget
        index = PAGE_KEYS.index(key)
        current = self.stack.currentIndex()
        placeholder = self.stack.widget(index)
        self.stack.insertWidget(index, widget)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        self.stack.setCurrentIndex(current)
        return widget

    def build_next_page(self) -> bool:
        """Build one page not built yet (called from idle time); False when all are."""
        for key in PAGE_KEYS:
            if key not in self._built and key in self._factories:
                self.page(key)
                return True
        return False

    def show_page(self, key: str) -> None:
        self.sidebar.setCurrentRow(PAGE_KEYS.index(key) if key in PAGE_KEYS else 0)

    @property
    def is_sidebar_compact(self) -> bool:
        return self.sidebar_delegate.is_compact

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if visible:
            self._watch_width()

    def _watch_width(self) -> None:
        """Follow the window's width through its native window's signal rather than a
        resize-event handler (the first Python event handler costs start-up tens of ms);
        Qt re-creates the native window when a page with an OpenGL view arrives, so the
        new one is watched once the old one is gone."""
        handle = self.windowHandle()
        if handle is None or handle is self._watched_window:
            return
        self._watched_window = handle
        handle.widthChanged.connect(self._on_width_changed)
        handle.destroyed.connect(self._on_watched_window_destroyed)
        self._on_width_changed(self.width())

    def _on_watched_window_destroyed(self) -> None:
        self._watched_window = None
        QTimer.singleShot(0, self, self._watch_width)  # dropped if the window goes too

    def _on_width_changed(self, width: int) -> None:
        """Narrow windows get the icons-only sidebar, so the pages keep their room."""
        compact = width < COMPACT_BELOW_PX
        if compact != self.sidebar_delegate.is_compact:
            self.sidebar_delegate.is_compact = compact
            self.sidebar.setMaximumWidth(SIDEBAR_COMPACT_WIDTH_PX if compact else SIDEBAR_WIDTH_PX)
            # Its width changes with the limit, which repaints it (viewport() is avoided: its
            # first call costs start-up about 7 ms).
            self.sidebar.update()

    @property
    def current_page(self) -> str:
        return PAGE_KEYS[max(self.stack.currentIndex(), 0)]

    def _on_sidebar_current_row_changed(self, row: int) -> None:
        if row < 0:
            return
        self.page(PAGE_KEYS[row])
        self.stack.setCurrentIndex(row)
        self._window_state.last_page = PAGE_KEYS[row]
        self.page_changed.emit(PAGE_KEYS[row])

    # ---- menus ---------------------------------------------------------------------

    def _build_menus(self) -> None:
        self.file_menu = QMenu(self)
        self.menuBar().addMenu(self.file_menu)
        self.new_action = QAction(self)
        self.open_action = QAction(self)
        self.recent_menu = QMenu(self)
        self.save_action = QAction(self)
        self.save_as_action = QAction(self)
        self.quit_action = QAction(self)
        # The platform's standard keys (setShortcuts(StandardKey) does not touch the Qt
        # namespace, which start-up avoids: see theme.py).
        for action, key in (
            (self.new_action, QKeySequence.StandardKey.New),
            (self.open_action, QKeySequence.StandardKey.Open),
            (self.save_action, QKeySequence.StandardKey.Save),
            (self.save_as_action, QKeySequence.StandardKey.SaveAs),
            (self.quit_action, QKeySequence.StandardKey.Quit),
        ):
            action.setShortcuts(key)
        # they act on the plan's view model: enabled once it is attached
        self._session_actions = (
            self.new_action,
            self.open_action,
            self.save_action,
            self.save_as_action,
        )
        for action in self._session_actions:
            action.setEnabled(False)
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_action)
        self.file_menu.addAction(self.save_as_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.new_action.triggered.connect(self._on_new_action_triggered)
        self.open_action.triggered.connect(self._on_open_action_triggered)
        self.save_action.triggered.connect(self._on_save_action_triggered)
        self.save_as_action.triggered.connect(self._on_save_as_action_triggered)
        self.quit_action.triggered.connect(self.close)
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        self.help_menu = QMenu(self)
        self.menuBar().addMenu(self.help_menu)
        self.readme_action = QAction(self)
        self.about_action = QAction(self)
        self.help_menu.addAction(self.readme_action)
        self.help_menu.addAction(self.about_action)
        self.readme_action.triggered.connect(self._on_readme_action_triggered)
        self.about_action.triggered.connect(self._on_about_action_triggered)

    def about_html(self) -> str:
        """The About box's text: versions, the knowledge base's date, licences."""
        from dlconfig.ui.about import about_html

        state = self._plan.state_if_made if self._is_attached else None
        plan = state.plan if state is not None else None
        return about_html(
            plan.kb_version if plan is not None else None,
            plan.kb_as_of.isoformat() if plan is not None and plan.kb_as_of else None,
        )

    def _on_about_action_triggered(self) -> None:
        QMessageBox.about(self, self.tr("About dlconfig"), self.about_html())

    def _on_readme_action_triggered(self) -> None:
        from PySide6.QtGui import QDesktopServices

        from dlconfig.ui.about import readme_url

        QDesktopServices.openUrl(readme_url())

    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        recent = self._settings.state.recent_files if self._is_attached else []
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_session(Path(p)))
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _file_filter(self) -> str:
        return self.tr("dlconfig sessions (*.dlconfig.json);;Recommendations (*.json)")

    def _on_new_action_triggered(self) -> None:
        if self.confirm_discard():
            self._plan.new_session()

    def _on_open_action_triggered(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open session"), "", self._file_filter()
        )
        if path:
            self.open_session(Path(path))

    def open_session(self, path: Path, show_plan: bool = True) -> bool:
        """Open ``path``; a damaged file gets a message and changes nothing.

        ``show_plan=False`` keeps the page on screen (a session remembered from last time
        must not override the page the user asked for).
        """
        from dlconfig.ui.sessions import SessionError

        try:
            self._plan.open_session(path)
        except SessionError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open session"),
                self.tr("%1 could not be opened: %2\n\nNothing was changed.")
                .replace("%1", path.name)
                .replace("%2", str(exc)),
            )
            return False
        self._settings.add_recent_file(path)
        if show_plan:
            self.show_page("plan")
        return True

    def _on_save_action_triggered(self) -> None:
        current = self._plan.state.session_path
        if current:
            self.save_session(Path(current))
        else:
            self._on_save_as_action_triggered()

    def _on_save_as_action_triggered(self) -> None:
        name = self._plan.state.workload.name + SESSION_SUFFIX
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save session"), name, self._file_filter()
        )
        if path:
            self.save_session(Path(path))

    def save_session(self, path: Path) -> bool:
        try:
            target = self._plan.save_session(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not saved"), str(exc))
            return False
        self._settings.add_recent_file(target)
        return True

    def confirm_discard(self) -> bool:
        """True when there are no unsaved changes or the user lets them go (or saved)."""
        # None: nothing was read or changed yet (or the window is still starting)
        state = self._plan.state_if_made if self._is_attached else None
        if state is None or not state.is_dirty:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The plan has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            self._on_save_action_triggered()
            return not self._plan.state.is_dirty
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self._window_state.geometry = self.saveGeometry()
        self._window_state.sync()
        self.closing.emit()
        event.accept()

    # ---- status --------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() in (QEvent.Type.ThemeChange, QEvent.Type.PaletteChange):
            # The system switched between light and dark: recolour from the new palette
            # (only when the colours differ, so restyling cannot trigger itself again).
            app = QApplication.instance()
            if isinstance(app, QApplication) and not self._is_restyling:
                sheet = stylesheet(app)
                if sheet != app.styleSheet():
                    self._is_restyling = True
                    app.setStyleSheet(sheet)
                    self._is_restyling = False
        super().changeEvent(event)

    def _retranslate(self) -> None:
        names = {
            "machine": choices.text("infra_kind.local"),
            "monitor": self.tr("Live monitor"),
            "plan": self.tr("Plan"),
            "doctor": self.tr("Doctor"),
            "settings": self.tr("Settings"),
        }
        for row, key in enumerate(PAGE_KEYS):
            item = self.sidebar.item(row)
            item.setText(names[key])
            item.setToolTip(names[key])
        self.file_menu.setTitle(self.tr("&File"))
        self.new_action.setText(self.tr("&New"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.readme_action.setText(self.tr("Read the &guide (README)"))
        self.about_action.setText(self.tr("&About dlconfig"))
        for row, key in enumerate(PAGE_KEYS):
            if key not in self._built:  # a placeholder still stands in for the page
                self.stack.widget(row).setProperty("text", self.tr("Loading…"))
        if not self._is_attached:  # the first paint: nothing read yet
            self._update_title(None)
            self.kb_label.setText(self.tr("Knowledge base: loading…"))
            self.probe_label.setText(self._probe_text(ProbeStage.WAITING))
            return
        self._update_title(self._plan.state_if_made)
        self._update_kb_label()
        self._on_machine_state_changed(self._machine.state)

    def _update_kb_label(self) -> None:
        """Knowledge-base version and age, as the newest plan reports them."""
        state = self._plan.state_if_made
        plan = state.plan if state is not None else None
        if state is not None and state.plan_error_field == "kb":
            self.kb_label.setText(
                self.tr("Knowledge base unreadable: %1").replace("%1", state.plan_error_text or "")
            )
            self.kb_label.setObjectName("error")
            return
        if plan is not None and plan.kb_as_of is not None:
            self._kb_seen = (plan.kb_version or "", plan.kb_as_of)
        if self._kb_seen is None:  # no plan has read the knowledge base yet
            self.kb_label.setText(self.tr("Knowledge base: loading…"))
            return
        # A rejected input leaves no plan, but the knowledge base stays as last read.
        kb_version, kb_as_of = self._kb_seen
        age_days = (self._today - kb_as_of).days
        text = (
            self.tr("Knowledge base %1 (facts as of %2)")
            .replace("%1", kb_version)
            .replace("%2", kb_as_of.isoformat())
        )
        if age_days > KB_MAX_AGE_DAYS:
            text += " · " + self.tr("%1 days old: prices and versions may have changed").replace(
                "%1", str(age_days)
            )
            self.kb_label.setObjectName("problem")
        self.kb_label.setText(text)

    def _on_plan_state_changed(self, state: PlanState) -> None:
        self._update_title(state)
        self._update_kb_label()

    def _update_title(self, state: PlanState | None) -> None:
        """``None``: no plan state made yet, so a new, unsaved, unchanged session."""
        path = state.session_path if state is not None else None
        name = Path(path).name if path else self.tr("Untitled")
        self.setWindowTitle(f"{name}[*] — dlconfig")
        self.setWindowModified(state is not None and state.is_dirty)

    def _on_machine_state_changed(self, state: MachineState) -> None:
        self.probe_label.setText(self._probe_text(state.stage))

    def _probe_text(self, stage: ProbeStage) -> str:
        return {
            ProbeStage.WAITING: self.tr("Probe: running"),
            ProbeStage.FAST: self.tr("Probe: reading details"),
            ProbeStage.DETAILED: self.tr("Probe: complete"),
            ProbeStage.FAILED: self.tr("Probe: failed"),
        }[stage]
