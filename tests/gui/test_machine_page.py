"""This machine: cards from the probe, unreadable parts with reasons, copy and save."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dlconfig.models.hardware import HardwareProfile
from dlconfig.ui.application import AppParts
from dlconfig.ui.machine_page import profile_sections, sections_text
from tests.profiles import load_profile

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_cards_show_the_gpu_and_copy_and_save_work(qtbot, parts: AppParts, profile, tmp_path):
    page = parts.window.page("machine")
    titles = [card.title_label.text() for card in page.cards]
    gpu = profile.gpus[0]
    assert any(gpu.name in title for title in titles)
    assert {"CPU", "Memory", "Disks", "Operating system", "Python and frameworks"} <= set(titles)
    qtbot.mouseClick(page.copy_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert gpu.name in copied and "Compute capability" in copied
    target = tmp_path / "machine.json"
    assert page.save_profile(target)
    assert HardwareProfile.model_validate_json(target.read_text("utf-8")) == profile


@pytest.mark.parametrize("name", ["driver_missing", "no_gpu", "wsl2", "mig"])
def test_unreadable_parts_say_why(name: str):
    profile = load_profile(name)
    text = sections_text(profile_sections(profile))
    if not profile.gpus:
        assert profile.gpus_unavailable_reason and profile.gpus_unavailable_reason in text
    if profile.system.is_wsl:
        assert "WSL" in text
    for gpu in profile.gpus:
        assert gpu.name in text


def test_a_disk_of_unknown_kind_says_why():
    profile = load_profile("no_gpu")
    unknown = [d for d in profile.disks if d.kind.value == "unknown" and d.kind_basis]
    assert unknown, "the recorded VM has a virtual disk the probe cannot classify"
    text = sections_text(profile_sections(profile))
    for disk in unknown:
        assert disk.kind_basis in text


def test_a_gpu_with_a_bad_value_shows_a_translated_problem(qapp, monkeypatch):
    """One bad value keeps every GPU; the page says which value, in the chosen language,
    never a raw validation dump."""
    from dlconfig.probe.gpus import probe_gpus
    from dlconfig.ui.i18n import LanguageSwitcher
    from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, install

    gpus = [FakeGpu.h100(i) for i in range(8)]
    gpus[2].answers["nvmlDeviceGetCudaComputeCapability"] = ()
    install(monkeypatch, FakeNvml(gpus))
    report = probe_gpus(env={}, platform="linux")
    profile = load_profile("no_gpu").model_copy(
        update={"gpus": report.gpus, "driver_version": report.driver_version}
    )
    switcher = LanguageSwitcher(qapp)
    try:
        assert switcher.apply("zh_CN")
        text = sections_text(profile_sections(profile))
    finally:
        switcher.apply("en")
    assert text.count("NVIDIA H100 80GB HBM3") >= 8
    assert "GPU 2：NVML 对 compute_capability 返回了 ()，这不是有效值；该项留空" in text
    assert "validation error" not in text
