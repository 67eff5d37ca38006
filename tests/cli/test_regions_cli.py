"""``dlconfig-cli regions``: nearest first, GPU filter, JSON, clear errors."""

from __future__ import annotations

import json

import pytest

from dlconfig.cli import main


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["regions", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_regions_nearest_first_with_latency(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--near", "Frankfurt")
    assert out["near"]["city"] == "Frankfurt am Main"
    regions = out["regions"]
    assert len(regions) >= 100
    latencies = [r["latency_ms"] for r in regions]
    assert latencies == sorted(latencies)
    first = regions[0]
    assert {"provider", "code", "city", "country", "latency_ms", "offers"} <= set(first)
    assert first["city"] == "Frankfurt am Main" and first["latency_ms"] == 4.0
    assert "list prices" in out["prices_note"].lower()


def test_gpu_filter_keeps_regions_offering_it_with_prices(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run_json(capsys, "--near", "Tokyo", "--gpu", "H100")
    assert out["regions"]
    assert out["regions"][0]["country"] == "JP"
    for region in out["regions"]:
        assert region["offers"]
        for offer in region["offers"]:
            assert offer["gpu"].startswith("h100")
            if not offer["prices"]:
                continue  # recorded as offered, no price read (enter a quote)
            price = offer["prices"]["on_demand"]
            assert price["usd_per_hour"] > 0 and price["as_of"] and price["source"]
    assert any(o["prices"] for r in out["regions"] for o in r["offers"])


def test_text_output_names_prices_as_list_prices(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["regions", "--near", "Paris", "--gpu", "L40S", "--limit", "2"]) == 0
    text = capsys.readouterr().out
    assert "Regions nearest Paris, FR" in text
    assert "list prices" in text and "as of 2026-12-02" in text
    assert len([line for line in text.splitlines() if line.startswith("runpod")]) == 2


def test_unknown_city_is_a_clear_error_with_matches(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["regions", "--near", "Frankfrt"]) == 2
    err = capsys.readouterr().err
    assert "unknown city 'Frankfrt'" in err and "Frankfurt am Main" in err
    assert "Traceback" not in err


def test_unknown_gpu_lists_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["regions", "--near", "Paris", "--gpu", "Z99"]) == 2
    err = capsys.readouterr().err
    assert "Z99" in err and "l40s" in err


def test_default_city_comes_from_the_time_zone(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    out = run_json(capsys)
    assert out["near"]["city"] == "Tokyo" and "Asia/Tokyo" in out["near"]["basis"]


def test_unmapped_time_zone_asks_for_a_city(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TZ", "Etc/Nowhere")
    monkeypatch.setattr("dlconfig.services.regions.system_timezone_name", lambda: "Etc/Nowhere")
    assert main(["regions"]) == 2
    assert "--near CITY" in capsys.readouterr().err
