"""report.pdf: the plan as a PDF recommendation (Qt's PDF writer, headless).

The only export module that imports Qt, and only inside functions. The report is a list
of blocks (headings, paragraphs, tables, charts, page breaks) laid out here on A4 pages
with QPainter: a table row never splits (the header repeats on the next page), a heading
stays with what follows it, charts are drawn inside the margins with their legends as
text, and every page carries a footer with the knowledge base's version and date and
"Page n of N". Page 1 is the summary a team lead approves from (``pdf_summary``); page 2
starts with the contents. Call from one thread at a time; a QGuiApplication on the
offscreen platform is created when none exists.
"""

from __future__ import annotations

import gc
import html
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dlconfig.export.pdf_blocks import (
    CHART_COLOURS,
    Bars,
    Block,
    Heading,
    PageBreak,
    Para,
    Stacked,
    Table,
    chart_legend,
)
from dlconfig.export.pdf_fonts import SUFFIX as TEXT_SUFFIX, text_safe_files
from dlconfig.export.pdf_sections import build_blocks
from dlconfig.export.readme import t
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.pyside_refcounts import make_singletons_immortal
from dlconfig.settings.files import cache_dir

if TYPE_CHECKING:
    from dlconfig.bench import BenchReport

# Latin text from a Latin font first (CJK fonts' digits do not survive text extraction),
# CJK glyphs from the first CJK family that has them.
LATIN_FAMILIES = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"]
CJK_FAMILIES = {
    "zh_CN": [
        "Noto Sans CJK SC",
        "Noto Sans SC",
        "WenQuanYi Zen Hei",
        "Microsoft YaHei",
        "PingFang SC",
    ],
    "zh_TW": [
        "Noto Sans CJK TC",
        "Noto Sans TC",
        "Noto Sans CJK SC",
        "Microsoft JhengHei",
        "PingFang TC",
    ],
    "en": [],
}
_REGISTERED: dict[str, list[str]] = {}


def _cjk_families(lang: str) -> list[str]:
    """The language's CJK families, its text-safe copy first (``pdf_fonts``): registered
    with Qt once per process."""
    families = CJK_FAMILIES.get(lang, [])
    if not families:
        return []
    if lang not in _REGISTERED:
        from PySide6.QtGui import QFontDatabase

        names: list[str] = []
        for path in text_safe_files(families, cache_dir()):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                names.extend(QFontDatabase.applicationFontFamilies(font_id))
        _REGISTERED[lang] = [n for n in dict.fromkeys(names) if n.endswith(TEXT_SUFFIX)]
    return _REGISTERED[lang] + families


DPI = 300
MM = DPI / 25.4
BODY_PT = 9.0
CSS = (
    "a { color: #1a5fb4; } p { margin: 0; } ul { margin: 0; }"
    " .big { font-size: 13pt; font-weight: bold; color: #1f3b63; }"
    " .small { font-size: 8pt; color: #444444; }"
)
__all__ = ["chart_legend", "render_pdf"]
_APP: Any = None  # the QGuiApplication this module created, kept alive for later calls


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


# --- layout and painting (Qt) --------------------------------------------------------------


@dataclass
class _Ops:
    """What to paint on each page; callables take the painter."""

    pages: list[list[Callable[[Any], None]]] = field(default_factory=lambda: [[]])
    contents: list[tuple[str, int]] = field(default_factory=list)


class _Layout:
    """Places blocks top to bottom on pages of ``width`` × ``height`` device pixels."""

    def __init__(self, writer: Any, font: Any, lang: str) -> None:
        self.writer, self.font, self.lang = writer, font, lang
        self.width = float(writer.width())
        self.bottom = float(writer.height()) - 10 * MM  # the footer's band
        self.y = 0.0
        self.ops = _Ops()
        self.contents_at: tuple[int, float] | None = None
        self.docs: list[Any] = []  # every text document, freed before the writer

    # text
    def doc(self, body: str, width: float, scale: float = 1.0, bold: bool = False) -> Any:
        from PySide6.QtGui import QFont, QTextDocument

        doc = QTextDocument()
        layout = doc.documentLayout()
        layout.setPaintDevice(self.writer)
        font = QFont(self.font)
        font.setPointSizeF(BODY_PT * scale)
        font.setBold(bold)
        doc.setDefaultFont(QFont(font))
        doc.setDefaultStyleSheet(CSS)
        doc.setDocumentMargin(0)
        doc.setHtml(body)
        doc.setTextWidth(width)
        self.docs.append(doc)
        return doc

    def _add(self, paint: Callable[[Any], None]) -> None:
        self.ops.pages[-1].append(paint)

    def new_page(self) -> None:
        self.ops.pages.append([])
        self.y = 0.0

    def _room(self, height: float) -> None:
        if self.y > 0 and self.y + height > self.bottom:
            self.new_page()

    def _draw_doc(self, doc: Any, x: float, y: float) -> None:
        def paint(p: Any) -> None:
            p.save()
            p.translate(x, y)
            doc.drawContents(p)
            p.restore()

        self._add(paint)

    # blocks
    def first_height(self, block: Block) -> float:
        """The height that must fit below a heading for the heading to stay with it."""
        if isinstance(block, Table):
            return self._row_height(block.headers, block.widths) * 2 + 2 * MM
        if isinstance(block, Para):
            return min(float(self.doc(block.html, self.width).size().height()), 30 * MM)
        if isinstance(block, Bars | Stacked):
            return self._chart_height(block)
        return 0.0

    def heading(self, block: Heading, following: Block | None) -> None:
        scale = {1: 2.1, 2: 1.45}.get(block.level, 1.15)
        doc = self.doc(f"<p>{_e(block.text)}</p>", self.width, scale, bold=True)
        h = doc.size().height()
        gap = 0.0 if self.y == 0 else 4 * MM
        extra = self.first_height(following) if following is not None else 0.0
        self._room(gap + h + 1.5 * MM + extra)
        self.y += 0.0 if self.y == 0 else gap
        if block.in_contents:
            self.ops.contents.append((block.text, len(self.ops.pages)))
        self._draw_doc(doc, 0, self.y)
        self.y += h + 1.5 * MM

    def para(self, block: Para) -> None:
        doc = self.doc(block.html, self.width)
        h = doc.size().height()
        self._room(h)
        self._draw_doc(doc, 0, self.y)
        self.y += h + 2 * MM

    def _cells(self, cells: list[str], widths: list[float], bold: bool = False) -> list[Any]:
        pad = 1.2 * MM
        return [
            self.doc(c, max(w * self.width - 2 * pad, 10), 0.95, bold)
            for c, w in zip(cells, widths, strict=True)
        ]

    def _row_height(self, cells: list[str], widths: list[float], bold: bool = True) -> float:
        docs = self._cells(cells, widths, bold)
        return float(max(d.size().height() for d in docs)) + 2.4 * MM

    def _row(self, cells: list[str], widths: list[float], header: bool) -> None:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QColor, QPen

        docs = self._cells(cells, widths, header)
        h = max(d.size().height() for d in docs) + 2.4 * MM
        if self.y + h > self.bottom and self.y > 0:
            return self._row_overflow(cells, widths, header)
        y, x = self.y, 0.0
        for doc, w in zip(docs, widths, strict=True):
            rect = QRectF(x, y, w * self.width, h)

            def paint(p: Any, rect: Any = rect, doc: Any = doc, header: bool = header) -> None:
                if header:
                    p.fillRect(rect, QColor("#dde6f0"))
                p.setPen(QPen(QColor("#9aa5b1"), 0.25 * MM))
                p.drawRect(rect)
                p.save()
                p.translate(rect.x() + 1.2 * MM, rect.y() + 1.2 * MM)
                doc.drawContents(p)
                p.restore()

            self._add(paint)
            x += w * self.width
        self.y += h
        return None

    def _row_overflow(self, cells: list[str], widths: list[float], header: bool) -> None:
        self.new_page()
        if not header and self._header is not None:
            self._row(self._header, widths, True)
        self._row(cells, widths, header)

    _header: list[str] | None = None

    def table(self, block: Table) -> None:
        self._header = block.headers
        self._room(self._row_height(block.headers, block.widths) * 2)
        self._row(block.headers, block.widths, True)
        for row in block.rows:
            self._row(row, block.widths, False)
        self._header = None
        self.y += 3 * MM

    # charts
    def _chart_font(self, scale: float = 0.9) -> Any:
        from PySide6.QtGui import QFont

        font = QFont(self.font)
        font.setPointSizeF(BODY_PT * scale)
        return font

    def _chart_height(self, block: Bars | Stacked) -> float:
        line = 5.5 * MM
        if isinstance(block, Stacked):
            return 12 * MM + line * ((len(block.parts) + 1) // 2) + 3 * MM
        per_row = max(len(block.series), 1) * 3.4 * MM + 2 * MM
        return line * 1.5 + per_row * len(block.rows) + 3 * MM

    def chart(self, block: Bars | Stacked) -> None:
        h = self._chart_height(block)
        self._room(h)
        y = self.y
        painter = _paint_stacked if isinstance(block, Stacked) else _paint_bars
        font = self._chart_font()
        width = self.width
        self._add(lambda p: painter(p, block, y, width, font))  # type: ignore[arg-type]
        self.y += h + 2 * MM

    def contents(self, count: int) -> None:
        title = self.doc(f"<p>{_e(t('report.contents', self.lang))}</p>", self.width, 1.45, True)
        line = self.doc("<p>X</p>", self.width).size().height() + 1.2 * MM
        self._room(title.size().height() + line * count)
        self._draw_doc(title, 0, self.y)
        self.y += title.size().height() + 2 * MM
        self.contents_at = (len(self.ops.pages) - 1, self.y)
        self.y += line * count + 4 * MM

    def run(self, blocks: list[Block]) -> None:
        count = sum(1 for b in blocks if isinstance(b, Heading) and b.in_contents)
        for i, block in enumerate(blocks):
            if isinstance(block, Heading):
                following = blocks[i + 1] if i + 1 < len(blocks) else None
                self.heading(block, following)
            elif isinstance(block, Para):
                self.para(block)
            elif isinstance(block, Table):
                self.table(block)
            elif isinstance(block, Bars | Stacked):
                self.chart(block)
            elif isinstance(block, PageBreak):
                self.new_page()
            else:
                self.contents(count)
        if self.contents_at is not None:
            self._paint_contents()

    def _paint_contents(self) -> None:
        from PySide6.QtCore import QRectF, Qt
        from PySide6.QtGui import QColor

        assert self.contents_at is not None
        page, y = self.contents_at
        line = self.doc("<p>X</p>", self.width).size().height() + 1.2 * MM
        font = self._chart_font(1.0)
        width = self.width
        for i, (text, number) in enumerate(self.ops.contents):
            top = y + i * line

            def paint(p: Any, text: str = text, number: int = number, top: float = top) -> None:
                p.setFont(font)
                p.setPen(QColor("black"))
                p.drawText(QRectF(0, top, width - 20 * MM, line), Qt.AlignmentFlag.AlignLeft, text)
                p.drawText(
                    QRectF(width - 20 * MM, top, 20 * MM, line),
                    Qt.AlignmentFlag.AlignRight,
                    str(number),
                )

            self.ops.pages[page].append(paint)


def _paint_stacked(p: Any, block: Stacked, y: float, width: float, font: Any) -> None:
    x = 0.0
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor

    total = sum(v for _, v in block.parts) or 1.0
    left = x
    for (_, value), colour in zip(block.parts, CHART_COLOURS, strict=False):
        w = width * value / total
        if w > 0:
            p.fillRect(QRectF(left, y, w, 9 * MM), QColor(colour))
        left += w
    p.setFont(font)
    p.setPen(QColor("black"))
    line = 5.5 * MM
    half = width / 2
    for i, ((text, _), colour) in enumerate(zip(block.parts, CHART_COLOURS, strict=False)):
        row, col = divmod(i, 2)
        lx, ly = x + col * half, y + 12 * MM + row * line
        p.fillRect(QRectF(lx, ly + 0.8 * MM, 3.5 * MM, 3.5 * MM), QColor(colour))
        p.drawText(QRectF(lx + 5 * MM, ly, half - 6 * MM, line), Qt.AlignmentFlag.AlignLeft, text)


def _paint_bars(p: Any, block: Bars, y: float, width: float, font: Any) -> None:
    x = 0.0
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor

    p.setFont(font)
    p.setPen(QColor("black"))
    line = 5.5 * MM
    legend_x = x
    metrics = p.fontMetrics()
    for name, colour in zip(block.series, block.colours, strict=False):
        p.fillRect(QRectF(legend_x, y + 0.8 * MM, 3.5 * MM, 3.5 * MM), QColor(colour))
        text_w = metrics.horizontalAdvance(name) + 2 * MM
        p.drawText(QRectF(legend_x + 5 * MM, y, text_w, line), Qt.AlignmentFlag.AlignLeft, name)
        legend_x += 5 * MM + text_w + 4 * MM
    label_w = width * 0.45
    value_w = 28 * MM
    bar_w = width - label_w - value_w
    peak = max((v for _, vs in block.rows for v in vs if v is not None), default=0.0) or 1.0
    bar_h = 3.0 * MM
    top = y + line * 1.5
    for label, values in block.rows:
        group_h = len(values) * (bar_h + 0.4 * MM)
        elided = metrics.elidedText(label, Qt.TextElideMode.ElideRight, label_w - 2 * MM)
        p.setPen(QColor("black"))
        p.drawText(
            QRectF(x, top, label_w - 2 * MM, group_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            elided,
        )
        for j, (value, colour) in enumerate(zip(values, block.colours, strict=False)):
            by = top + j * (bar_h + 0.4 * MM)
            w = bar_w * (value or 0.0) / peak
            if value:
                p.fillRect(QRectF(x + label_w, by, max(w, 0.3 * MM), bar_h), QColor(colour))
            text = "—" if value is None else f"{value:,.{0 if value >= 100 else 1}f} {block.unit}"
            p.drawText(
                QRectF(x + label_w + w + 1 * MM, by - 1 * MM, value_w, bar_h + 2 * MM),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        top += group_h + 2 * MM


def _footer(p: Any, layout: _Layout, page: int, pages: int, text: str) -> None:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QPen

    top = layout.bottom + 4 * MM
    p.setPen(QPen(QColor("#9aa5b1"), 0.2 * MM))
    p.drawLine(0, int(top - 1 * MM), int(layout.width), int(top - 1 * MM))
    p.setPen(QColor("#444444"))
    p.setFont(layout._chart_font(0.85))
    p.drawText(QRectF(0, top, layout.width * 0.75, 6 * MM), Qt.AlignmentFlag.AlignLeft, text)
    p.drawText(
        QRectF(layout.width * 0.75, top, layout.width * 0.25, 6 * MM),
        Qt.AlignmentFlag.AlignRight,
        t("report.page", layout.lang, page=page, pages=pages),
    )


def _ensure_app() -> None:
    global _APP  # noqa: PLW0603 - one QGuiApplication per process, created on demand
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QGuiApplication([])


def _judged(bench: BenchReport, plan: Plan, kb: KnowledgeBase) -> BenchReport:
    """``bench`` with the knowledge base's expected figures when it carries none."""
    if bench.comparisons:
        return bench
    from dlconfig.bench import compare
    from dlconfig.bench.judge import expectations_for

    folder = Path(bench.folder) if bench.folder else Path.cwd()
    expected = expectations_for(folder, kb, plan.profile)
    return bench.model_copy(update={"comparisons": compare(bench, expected)})


def render_pdf(
    plan: Plan,
    lang: str,
    kb: KnowledgeBase,
    bench: BenchReport | None = None,
    locked: bool | None = None,
) -> bytes:
    """The PDF report for ``plan`` in ``lang`` as bytes, with the measured speed of the
    machine when ``bench`` is given. GPU and place names come from ``kb`` (the session's);
    ``locked``: whether the bundle holds requirements.lock (None: no lock was asked for)."""
    _ensure_app()
    make_singletons_immortal()  # painting makes thousands of PySide6 calls (see there)
    return _render(plan, lang, kb, bench, locked)


def _render(
    plan: Plan, lang: str, kb: KnowledgeBase, bench: BenchReport | None, locked: bool | None
) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
    from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter

    if bench is not None:
        bench = _judged(bench, plan, kb)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(f"dlconfig — {plan.workload.name}")
    writer.setCreator("dlconfig")
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 12),
            QPageLayout.Unit.Millimeter,
        )
    )
    font = QFont()
    font.setFamilies(LATIN_FAMILIES + _cjk_families(lang))
    # No ligatures: an "fi" drawn as one glyph reads back as U+FB01, not "fi".
    for tag in ("liga", "clig", "dlig"):
        font.setFeature(QFont.Tag(tag), 0)
    font.setPointSizeF(BODY_PT)
    layout = _Layout(writer, font, lang)
    layout.run(build_blocks(plan, lang, bench, kb, locked))
    footer = t(
        "report.footer",
        lang,
        version=plan.app_version,
        kb_version=plan.kb_version or "—",
        kb_date=plan.kb_as_of.isoformat() if plan.kb_as_of else "—",
    )
    painter = QPainter(writer)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pages = len(layout.ops.pages)
        for number, ops in enumerate(layout.ops.pages, 1):
            if number > 1:
                writer.newPage()
            for op in ops:
                op(painter)
            _footer(painter, layout, number, pages, footer)
    finally:
        painter.end()
        # The text documents lay out on the writer: free them, then the writer, while
        # Qt is alive (a writer left to the collector crashes the interpreter's exit).
        layout.ops.pages.clear()
        layout.docs.clear()
        del layout, painter
        gc.collect()
    del writer
    buffer.close()
    return bytes(data.data())
